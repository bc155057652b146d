import { queryOptions } from '@tanstack/react-query';
import type { StationPage } from '@tarang/contracts';
import { pages, reference } from '@tarang/contracts/endpoints';
import { call } from '../../shared/api/call';

export const siteConfigQuery = () =>
  queryOptions({
    queryKey: ['config'],
    queryFn: ({ signal }) => call(reference.config, { signal }).then((r) => r.data),
    staleTime: 60 * 60_000,
  });

export const stationPageQuery = (stationId: number, page: StationPage) =>
  queryOptions({
    queryKey: ['station-page', stationId, page],
    queryFn: ({ signal }) => call(pages.get, { params: { id: stationId, page }, signal }).then((r) => r.data),
    staleTime: 10 * 60_000,
  });
