import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { rjs, shows } from '@tarang/contracts/endpoints';
import { call } from '../../shared/api/call';
import { retryUnlessAnswered } from '../../shared/api/client';

export const stationRjsQuery = (stationId: number) =>
  queryOptions({
    queryKey: ['rjs', stationId],
    queryFn: ({ signal }) => call(rjs.list, { query: { stationId }, signal }).then((r) => r.data),
    staleTime: 10 * 60_000,
  });

/** One RJ with gallery and videos (GET profile/{profileId}); a 404 is not retried (the page shows not-found). */
export const rjQuery = (profileId: string) =>
  queryOptions({
    queryKey: ['rj', profileId],
    queryFn: ({ signal }) => call(rjs.get, { params: { profileId }, signal }).then((r) => r.data),
    staleTime: 10 * 60_000,
    retry: retryUnlessAnswered,
  });

export const RJ_SHOWS_PAGE_SIZE = 12;

/** The shows, podcasts and video series an RJ hosts (GET media?rjId=), a page at a time. */
export const rjShowsQuery = (profileId: string, pageNumber: number) =>
  queryOptions({
    queryKey: ['rj-shows', profileId, pageNumber, RJ_SHOWS_PAGE_SIZE],
    queryFn: ({ signal }) =>
      call(shows.list, { query: { rjId: profileId, pageNumber, pageSize: RJ_SHOWS_PAGE_SIZE }, signal }),
    staleTime: 5 * 60_000,
    placeholderData: keepPreviousData,
    retry: retryUnlessAnswered,
  });
