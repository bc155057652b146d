import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { isConflict, useStaffWrite } from '../api';

type Notice = { tone: 'success' | 'error'; text: string } | null;

/**
 * What every console item page does with a save and a delete: create then open the new item, update with the
 * version it was loaded with, say what happened, and turn a version conflict into a Reload banner.
 */
export function useItemForm<T extends { id: number; version: number }>({
  path,
  itemPath,
  listPath,
  noun,
}: {
  /** The write path of the service, e.g. 'event/v1/event'. */
  path: string;
  /** The console's read path of one item, e.g. 'event/v1/staff/events' (its query is dropped on delete). */
  itemPath: string;
  /** Where the console lists these items, e.g. '/staff/events'. */
  listPath: string;
  /** "event": for "Event saved". */
  noun: string;
}) {
  const navigate = useNavigate();
  const write = useStaffWrite<T>();
  const [notice, setNotice] = useState<Notice>(null);
  const [conflict, setConflict] = useState(false);
  const Noun = noun.charAt(0).toUpperCase() + noun.slice(1);

  /** Saves; returns the saved item, or null after telling why it did not save (`describe` maps field errors). */
  async function save(
    item: T | undefined,
    body: Record<string, unknown>,
    describe: (error: unknown) => string,
  ) {
    setNotice(null);
    setConflict(false);
    try {
      const saved = item
        ? await write.mutateAsync({
            method: 'PATCH',
            path: `${path}/${item.id}`,
            body: { ...body, version: item.version },
          })
        : await write.mutateAsync({ method: 'POST', path, body });
      const data = saved?.data as T;
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
    await write.mutateAsync({
      method: 'DELETE',
      path: `${path}/${item.id}`,
      forget: ['staff', itemPath, item.id],
    });
    navigate(listPath, { replace: true });
  }

  return {
    save,
    remove,
    saving: write.isPending,
    notice,
    setNotice,
    conflict,
    clearConflict: () => setConflict(false),
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
