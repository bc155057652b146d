import { queryOptions } from '@tanstack/react-query';
import { apiGet } from '../../shared/api/client';

/** A contest as GET contest/v1/contest gives it (contracts: entities `contest`). */
export type Contest = {
  id: number;
  stationId: number;
  title: string;
  urlName: string;
  /** HTML from the CMS. */
  description: string;
  /** HTML from the CMS. */
  howToParticipate: string;
  prize: string;
  startsAt: string;
  endsAt: string;
  isOpen: boolean;
  imageUrl: number | null;
  image: string | null;
  imageAlt: string;
};

type Page<T> = { data: T[]; total: number };

/** A station's contests open now, closing soonest first (GET contest/v1/contest?status=open). */
export const openContestsQuery = (stationId: number, page: number, pageSize: number) =>
  queryOptions({
    queryKey: ['contests', stationId, 'open', page, pageSize],
    queryFn: ({ signal }) =>
      apiGet<Page<Contest>>(
        'contest/v1/contest',
        { stationId, status: 'open', pageNumber: page, pageSize },
        signal,
      ),
    staleTime: 5 * 60_000,
  });
