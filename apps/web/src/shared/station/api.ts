import { queryOptions } from '@tanstack/react-query';
import type { Station } from '@tarang/contracts';
import { apiGet } from '../api/client';

type List<T> = { data: T[]; total: number };

export const stationsQuery = () =>
  queryOptions({
    queryKey: ['stations'],
    queryFn: ({ signal }) =>
      apiGet<List<Station>>('station/v1/station', undefined, signal).then((r) => r.data),
    staleTime: 10 * 60_000,
  });

export const stationQuery = (id: number) =>
  queryOptions({
    queryKey: ['station', id],
    queryFn: ({ signal }) =>
      apiGet<{ data: Station }>(`station/v1/station/${id}`, undefined, signal).then((r) => r.data),
    staleTime: 10 * 60_000,
    retry: false,
  });

export function fetchNearestStation(latitude: number, longitude: number): Promise<Station> {
  return apiGet<{ data: Station }>('station/v1/station/nearest', { latitude, longitude }).then((r) => r.data);
}
