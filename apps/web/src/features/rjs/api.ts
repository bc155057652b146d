import { queryOptions } from '@tanstack/react-query';
import type { Profile } from '@tarang/contracts';
import { apiGet } from '../../shared/api/client';

export const stationRjsQuery = (stationId: number) =>
  queryOptions({
    queryKey: ['rjs', stationId],
    queryFn: ({ signal }) =>
      apiGet<{ data: Profile[] }>('profile/v1/profile', { stationId }, signal).then((r) => r.data),
    staleTime: 10 * 60_000,
  });
