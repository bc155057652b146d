import { type QueryClient, queryOptions } from '@tanstack/react-query';
import type { Poll } from '@tarang/contracts';
import { polls } from '@tarang/contracts/endpoints';
import { call } from '../../shared/api/call';

type Page<T> = { data: T[]; total: number };

/**
 * A station's open or closed polls. myVote depends on who asks, so the signed-in user is part of the key:
 * signing in or out asks again.
 */
export const pollsQuery = (
  stationId: number,
  status: 'open' | 'closed',
  page: number,
  pageSize: number,
  userId: number | null,
) =>
  queryOptions({
    queryKey: ['polls', stationId, status, page, pageSize, userId ?? 0],
    queryFn: ({ signal }) =>
      call(polls.list, { query: { stationId, status, pageNumber: page, pageSize }, signal }),
    staleTime: 60_000,
  });

/** POST poll/v1/poll/{id}/vote: the poll with its results and the caller's vote. */
export const sendVote = (pollId: number, optionId: number) =>
  call(polls.vote, { params: { id: pollId }, body: { optionId } }).then((r) => r.data);

/** Puts a poll as the server now tells it into every cached list that holds it. */
export function storePoll(queryClient: QueryClient, poll: Poll) {
  queryClient.setQueriesData<Page<Poll>>({ queryKey: ['polls'] }, (old) =>
    old ? { ...old, data: old.data.map((item) => (item.id === poll.id ? poll : item)) } : old,
  );
}

/** Whole-number shares of the votes, for the result bars. */
export function shareOf(votes: number, total: number): number {
  return total > 0 ? Math.round((votes / total) * 100) : 0;
}
