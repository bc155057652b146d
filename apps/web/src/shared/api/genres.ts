import { queryOptions } from '@tanstack/react-query';
import type { Genre } from '@tarang/contracts';
import { apiGet } from './client';

/** The genres of shows (master data): the audio section's filter and the console's show form. */
export const genresQuery = () =>
  queryOptions({
    queryKey: ['genres'],
    queryFn: ({ signal }) =>
      apiGet<{ data: Genre[] }>('master/v1/genre', undefined, signal).then((r) => r.data),
    staleTime: 60 * 60_000,
  });
