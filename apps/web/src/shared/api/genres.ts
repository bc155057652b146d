import { queryOptions } from '@tanstack/react-query';
import { reference } from '@tarang/contracts/endpoints';
import { call } from './call';

/** The genres of shows (master data): the audio section's filter and the console's show form. */
export const genresQuery = () =>
  queryOptions({
    queryKey: ['genres'],
    queryFn: ({ signal }) => call(reference.genres, { signal }).then((r) => r.data),
    staleTime: 60 * 60_000,
  });
