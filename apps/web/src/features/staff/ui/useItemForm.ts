import type { Endpoint } from '@tarang/contracts/endpoints';
import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { type ItemOf, isConflict, staffKey, useStaffWrite } from '../api';

type Notice = { tone: 'success' | 'error'; text: string } | null;

/** A kind of item's routes (staffEvents…): where it is listed and read, and how it is written. */
type ItemRoutes = { list: Endpoint; item: Endpoint; create?: Endpoint; update: Endpoint; remove?: Endpoint };

/**
 * What every console item page does with a save and a delete: create then open the new item, update with the
 * version it was loaded with, say what happened, and turn a version conflict into a Reload banner.
 */
export function useItemForm<R extends ItemRoutes>({
  routes,
  params,
  idParam = 'id',
  listPath,
  noun,
  createdText,
  onReload,
}: {
  /** The item's routes from the table, e.g. staffEvents. */
  routes: R;
  /** Path parameters the routes share, e.g. an episode's show: `{ id: show.id }`. */
  params?: Record<string, number>;
  /** The name of the item's own path parameter (`:id`, or `:episodeId` for an episode). */
  idParam?: string;
  /** Where the console lists these items, e.g. '/staff/events'. */
  listPath: string;
  /** "event": for "Event saved". */
  noun: string;
  /** What the new item's page says once it is created; "Event created." by default. */
  createdText?: string;
  /** Reads the item again: the conflict banner's Reload (`frame`). */
  onReload?: () => void;
}) {
  /** The item, as its update answers it. */
  type T = ItemOf<R['update']> & { id: number; version: number };
  const navigate = useNavigate();
  const created = (useLocation().state as { created?: boolean } | null)?.created;
  const write = useStaffWrite<Endpoint>();
  const [notice, setNotice] = useState<Notice>(null);
  const [conflict, setConflict] = useState(false);
  const Noun = noun.charAt(0).toUpperCase() + noun.slice(1);
  const paramsOf = (item: T) => ({ ...params, [idParam]: item.id });

  /** Saves; returns the saved item, or null after telling why it did not save (`describe` maps field errors). */
  async function save(
    item: T | undefined,
    body: Record<string, unknown>,
    describe: (error: unknown) => string,
  ) {
    setNotice(null);
    setConflict(false);
    try {
      if (!item && !routes.create) throw new Error(`${Noun}s are not created here`);
      const saved = item
        ? await write.mutateAsync({
            endpoint: routes.update,
            params: paramsOf(item),
            body: { ...body, version: item.version },
          })
        : await write.mutateAsync({ endpoint: routes.create as Endpoint, params, body });
      const data = (saved as { data: T }).data;
      if (!item) navigate(`${listPath}/${data.id}`, { replace: true, state: { created: true } });
      setNotice({ tone: 'success', text: item ? `${Noun} saved.` : `${Noun} created.` });
      return data;
    } catch (error) {
      if (isConflict(error)) setConflict(true);
      else setNotice({ tone: 'error', text: describe(error) });
      return null;
    }
  }

  async function remove(item: T) {
    if (!routes.remove) throw new Error(`${Noun}s are not deleted here`);
    await write.mutateAsync({
      endpoint: routes.remove,
      params: paramsOf(item),
      forget: { item: staffKey(routes.item, paramsOf(item)), list: ['staff', routes.list.path], id: item.id },
    });
    navigate(listPath, { replace: true });
  }

  const clearConflict = () => setConflict(false);
  /** What FormPage shows of the saves: Saving…, the outcome ("Event created." on the new item's page), a conflict. */
  const frame = {
    saving: write.isPending,
    notice:
      notice ?? (created ? { tone: 'success' as const, text: createdText ?? `${Noun} created.` } : null),
    conflict: conflict
      ? {
          message: `Someone else saved this ${noun} in the meantime. Reload to see their changes, then make yours again.`,
          onReload: () => {
            clearConflict();
            onReload?.();
          },
        }
      : null,
  };

  return {
    save,
    remove,
    saving: write.isPending,
    notice,
    setNotice,
    conflict,
    clearConflict,
    frame,
  };
}

/**
 * Puts the server's copy back into the form when the item's version changes (after a save, or a Reload after a
 * conflict), without remounting the page: what the page says about the save stays on screen.
 */
export function useResetOnVersion<V>(
  reset: (values: V) => void,
  item: { version: number } | undefined,
  values: () => V,
) {
  const seen = useRef(item?.version);
  // biome-ignore lint/correctness/useExhaustiveDependencies: only a new version resets; values() reads the item
  useEffect(() => {
    if (item && item.version !== seen.current) {
      seen.current = item.version;
      reset(values());
    }
  }, [item?.version]);
}
