import {
  hashKey,
  keepPreviousData,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import type { StaffMe } from '@tarang/contracts';
import { ApiRequestError, apiGet, apiSend } from '../../shared/api/client';

/**
 * The console's calls. Lists and items are read from each service's `/staff/` routes (never cached by the
 * server; kept here only while the page is open), writes go to the public read paths. Every key starts with
 * 'staff', so a save refreshes what any open list shows.
 */
type One<T> = { data: T };
type Page<T> = { data: T[]; total: number };
type ListParams = Record<string, string | number | boolean | undefined>;

export const staffMeQuery = () =>
  queryOptions({
    queryKey: ['staff', 'me'],
    queryFn: ({ signal }) =>
      apiGet<One<StaffMe>>('customer/v1/staff/me', undefined, signal).then((r) => r.data),
    staleTime: 5 * 60_000,
    retry: false,
  });

/** One page of a staff list, e.g. `useStaffList('event/v1/staff/events', { pageNumber: 2, search })`. */
export function useStaffList<T>(path: string, params: ListParams) {
  return useQuery({
    queryKey: ['staff', path, params],
    queryFn: ({ signal }) => apiGet<Page<T>>(path, params, signal),
    placeholderData: keepPreviousData,
    staleTime: 0,
    retry: (failures, error) => failures < 1 && !(error instanceof ApiRequestError && error.status < 500),
  });
}

/** One item as its form loads it; `id` undefined for a new item (nothing is fetched). */
export function useStaffItem<T>(path: string, id: number | undefined) {
  return useQuery({
    queryKey: ['staff', path, id],
    queryFn: ({ signal }) => apiGet<One<T>>(`${path}/${id}`, undefined, signal).then((r) => r.data),
    enabled: id !== undefined,
    staleTime: 0,
    // Not read again behind an editor's back when the connection comes back (an upload that dropped): a newer
    // version would reset the form under their unsaved changes. A save or Reload reads it.
    refetchOnReconnect: false,
    retry: false,
  });
}

type Write = {
  method: 'POST' | 'PATCH' | 'PUT' | 'DELETE';
  path: string;
  body?: unknown;
  /** The query of an item this write deletes: not read again (it would be a 404). */
  forget?: readonly unknown[];
};

/** A console write; on success every staff list and item is read again. */
export function useStaffWrite<T>() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ method, path, body, forget }: Write) => {
      // A read of the item still on its way (the page just opened) would come back a 404 once it is deleted.
      if (forget) await client.cancelQueries({ queryKey: forget, exact: true });
      return apiSend<One<T> | undefined>(method, path, body);
    },
    onSuccess: (_data, { forget }) => {
      // A deleted item's query is left out: its page is still mounted until the caller navigates away, and a
      // refetch would be a 404. Unused, it is garbage-collected like any other query.
      const gone = forget && hashKey(forget);
      // Lists kept from before (a list page not on screen) drop it now: going back to one never shows it again.
      const [, listPath, deletedId] = forget ?? [];
      if (typeof listPath === 'string' && deletedId !== undefined) {
        client.setQueriesData<Page<{ id?: unknown }>>({ queryKey: ['staff', listPath] }, (cached) => {
          if (!cached || !Array.isArray(cached.data)) return cached;
          const data = cached.data.filter((row) => row.id !== deletedId);
          return data.length === cached.data.length ? cached : { ...cached, data, total: cached.total - 1 };
        });
      }
      return client.invalidateQueries({
        queryKey: ['staff'],
        predicate: (query) => query.queryHash !== gone,
      });
    },
  });
}

/** 409 from a version check: someone else saved the item in the meantime. */
export const isConflict = (error: unknown) =>
  error instanceof ApiRequestError && error.status === 409 && error.field === 'version';
