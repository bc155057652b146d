import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { redLine } from '@tarang/contracts';
import { redlines } from '@tarang/contracts/endpoints';
import type { z } from 'zod';
import { call } from '../../shared/api/call';
import { retryUnlessAnswered } from '../../shared/api/client';

export type RedLineItem = z.infer<typeof redLine>;

/** Articles per page: the lead story and four more on the first page. */
export const REDLINES_PAGE_SIZE = 5;

/** GET content/redline?stationId&pageNumber&pageSize: the station's and network-wide news, newest first. */
export const redLinesQuery = (stationId: number, pageNumber: number, pageSize = REDLINES_PAGE_SIZE) =>
  queryOptions({
    queryKey: ['redlines', stationId, pageNumber, pageSize],
    queryFn: ({ signal }) => call(redlines.list, { query: { stationId, pageNumber, pageSize }, signal }),
    staleTime: 5 * 60_000,
    placeholderData: keepPreviousData,
    retry: retryUnlessAnswered,
  });

/** One article; an answer like 404 is final (the page shows not-found), a network failure is retried. */
export const redLineQuery = (id: number) =>
  queryOptions({
    queryKey: ['redline', id],
    queryFn: ({ signal }) => call(redlines.get, { params: { id }, signal }).then((r) => r.data),
    staleTime: 5 * 60_000,
    retry: retryUnlessAnswered,
  });
