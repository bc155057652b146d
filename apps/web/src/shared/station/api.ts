import { queryOptions } from '@tanstack/react-query';
import type { Station } from '@tarang/contracts';
import { stations } from '@tarang/contracts/endpoints';
import { call } from '../api/call';

export const stationsQuery = () =>
  queryOptions({
    queryKey: ['stations'],
    queryFn: ({ signal }) => call(stations.list, { signal }).then((r) => r.data),
    staleTime: 10 * 60_000,
  });

export const stationQuery = (id: number) =>
  queryOptions({
    queryKey: ['station', id],
    queryFn: ({ signal }) => call(stations.get, { params: { id }, signal }).then((r) => r.data),
    staleTime: 10 * 60_000,
    retry: false,
  });

export function fetchNearestStation(latitude: number, longitude: number): Promise<Station> {
  return call(stations.nearest, { query: { latitude, longitude } }).then((r) => r.data);
}
