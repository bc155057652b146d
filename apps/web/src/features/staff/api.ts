import {
  hashKey,
  keepPreviousData,
  type QueryKey,
  queryOptions,
  type UseMutationResult,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import type { Endpoint } from '@tarang/contracts/endpoints';
import { staffTeam } from '@tarang/contracts/staff-endpoints';
import {
  type Answer,
  type CallArgs,
  call,
  callWith,
  type LooseArgs,
  type ParamsOf,
  type QueryArg,
} from '../../shared/api/call';
import { ApiRequestError } from '../../shared/api/client';

/**
 * The console's calls, through the contracts' route table (@tarang/contracts/staff-endpoints). Lists and items
 * are read from each service's `/staff/` routes (never cached by the server; kept here only while the page is
 * open), writes go to the public read paths. Every key starts with 'staff', so a save refreshes what any open
 * list shows.
 */
type Page = { data: { id?: unknown }[]; total: number };

/** A list's query as a page has it: a filter read from its address may be any text (the server checks it). */
export type ListQuery<E extends Endpoint> = { [K in keyof QueryArg<E>]: QueryArg<E>[K] | string };
type ListArgs<E extends Endpoint> = { query: ListQuery<E> } & ([ParamsOf<E>] extends [never]
  ? unknown
  : { params: ParamsOf<E> });
/** What an item read answers: the item itself (the answer's `data`). */
export type ItemOf<E extends Endpoint> = Answer<E> extends { data: infer T } ? T : never;

/** A console read's key: 'staff', the route's path, then what it was asked (a list's query, an item's params). */
export const staffKey = (endpoint: Endpoint, asked: unknown): QueryKey => ['staff', endpoint.path, asked];

export const staffMeQuery = () =>
  queryOptions({
    queryKey: ['staff', 'me'],
    queryFn: ({ signal }) => call(staffTeam.me, { signal }).then((r) => r.data),
    staleTime: 5 * 60_000,
    retry: false,
  });

/** One page of a staff list, e.g. `useStaffList(staffEvents.list, { query: { pageNumber: 2, search } })`. */
export function useStaffList<E extends Endpoint>(endpoint: E, args: ListArgs<E>) {
  return useQuery({
    queryKey: staffKey(endpoint, args),
    queryFn: ({ signal }) => callWith(endpoint, { ...(args as LooseArgs), signal }),
    placeholderData: keepPreviousData,
    staleTime: 0,
    retry: (failures, error) => failures < 1 && !(error instanceof ApiRequestError && error.status < 500),
  });
}

/** One item as its form loads it, e.g. `useStaffItem(staffEvents.item, { id })`; no params for a new item. */
export function useStaffItem<E extends Endpoint>(endpoint: E, params: ParamsOf<E> | undefined) {
  return useQuery({
    queryKey: staffKey(endpoint, params),
    queryFn: ({ signal }) =>
      callWith(endpoint, { params: params as object, signal }).then(
        (answer) => (answer as { data: ItemOf<E> }).data,
      ),
    enabled: params !== undefined,
    staleTime: 0,
    // Not read again behind an editor's back when the connection comes back (an upload that dropped): a newer
    // version would reset the form under their unsaved changes. A save or Reload reads it.
    refetchOnReconnect: false,
    retry: false,
  });
}

/** `{ id }` for an item's page, none for a new one (nothing is read). */
export const byId = (id: number | undefined) => (id === undefined ? undefined : { id });

/** What a delete leaves behind: the deleted item's query (`item`), and the lists (`list`, a key prefix) with it. */
type Forget = { item: QueryKey; list: QueryKey; id: unknown };
type LooseWrite = LooseArgs & { endpoint: Endpoint; forget?: Forget };
/** One write through one of the endpoints `E`; any endpoint when `E` is left as Endpoint (generic code). */
type WriteOf<E extends Endpoint> = string extends E['path']
  ? LooseWrite
  : E extends Endpoint
    ? { endpoint: E; forget?: Forget } & Omit<CallArgs<E>, 'signal'>
    : never;
type AnswerOf<E extends Endpoint> = string extends E['path']
  ? unknown
  : E extends Endpoint
    ? Answer<E>
    : never;

/**
 * A console write through one of the endpoints `E` (e.g. `useStaffWrite<typeof staffPages.save |
 * typeof staffPages.remove>()`); on success every staff list and item is read again.
 */
export function useStaffWrite<E extends Endpoint>(): UseMutationResult<AnswerOf<E>, Error, WriteOf<E>> {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (write: WriteOf<E>) => {
      const { endpoint, forget, params, body } = write as LooseWrite;
      // A read of the item still on its way (the page just opened) would come back a 404 once it is deleted.
      if (forget) await client.cancelQueries({ queryKey: forget.item, exact: true });
      return callWith(endpoint, { params, body }) as Promise<AnswerOf<E>>;
    },
    onSuccess: (_data, write) => {
      const { forget } = write as LooseWrite;
      // A deleted item's query is left out: its page is still mounted until the caller navigates away, and a
      // refetch would be a 404. Unused, it is garbage-collected like any other query.
      const gone = forget && hashKey(forget.item);
      // Lists kept from before (a list page not on screen) drop it now: going back to one never shows it again.
      if (forget) {
        client.setQueriesData<Page>({ queryKey: forget.list }, (cached) => {
          if (!cached || !Array.isArray(cached.data)) return cached;
          const data = cached.data.filter((row) => row.id !== forget.id);
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
