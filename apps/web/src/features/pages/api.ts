import { queryOptions } from '@tanstack/react-query';
import type { SiteConfig, StationPage, stationPage } from '@tarang/contracts';
import type { z } from 'zod';
import { apiGet } from '../../shared/api/client';

type StationPageContent = z.infer<typeof stationPage>;

export const siteConfigQuery = () =>
  queryOptions({
    queryKey: ['config'],
    queryFn: ({ signal }) =>
      apiGet<{ data: SiteConfig }>('master/v1/config', undefined, signal).then((r) => r.data),
    staleTime: 60 * 60_000,
  });

export const stationPageQuery = (stationId: number, page: StationPage) =>
  queryOptions({
    queryKey: ['station-page', stationId, page],
    queryFn: ({ signal }) =>
      apiGet<{ data: StationPageContent }>(
        `station/v1/station/${stationId}/page/${page}`,
        undefined,
        signal,
      ).then((r) => r.data),
    staleTime: 10 * 60_000,
  });
