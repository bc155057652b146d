import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { event } from '@tarang/contracts';
import { events } from '@tarang/contracts/endpoints';
import type { z } from 'zod';
import { call } from '../../shared/api/call';
import { retryUnlessAnswered } from '../../shared/api/client';

export type EventItem = z.infer<typeof event>;
export type When = 'upcoming' | 'past';

/** Events per page: two rows of three on a wide screen. */
export const EVENTS_PAGE_SIZE = 6;

/** GET event?stationId&when&pageNumber&pageSize: upcoming soonest first, past most recent first. */
export const eventsQuery = (stationId: number, when: When, pageNumber: number) =>
  queryOptions({
    queryKey: ['events', stationId, when, pageNumber, EVENTS_PAGE_SIZE],
    queryFn: ({ signal }) =>
      call(events.list, { query: { stationId, when, pageNumber, pageSize: EVENTS_PAGE_SIZE }, signal }),
    staleTime: 5 * 60_000,
    placeholderData: keepPreviousData,
    retry: retryUnlessAnswered,
  });

/** One event; an answer like 404 is final (the page shows not-found), a network failure is retried. */
export const eventQuery = (id: number) =>
  queryOptions({
    queryKey: ['event', id],
    queryFn: ({ signal }) => call(events.get, { params: { id }, signal }).then((r) => r.data),
    staleTime: 5 * 60_000,
    retry: retryUnlessAnswered,
  });
