import { queryOptions } from '@tanstack/react-query';
import type { contest } from '@tarang/contracts';
import { contests } from '@tarang/contracts/endpoints';
import type { z } from 'zod';
import { call } from '../../shared/api/call';

/** A contest as GET contest/v1/contest gives it; `description` and `howToParticipate` are HTML from the CMS. */
export type Contest = z.infer<typeof contest>;

/** A station's contests open now, closing soonest first (GET contest/v1/contest?status=open). */
export const openContestsQuery = (stationId: number, page: number, pageSize: number) =>
  queryOptions({
    queryKey: ['contests', stationId, 'open', page, pageSize],
    queryFn: ({ signal }) =>
      call(contests.list, { query: { stationId, status: 'open', pageNumber: page, pageSize }, signal }),
    staleTime: 5 * 60_000,
  });
