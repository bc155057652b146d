import { useQuery } from '@tanstack/react-query';
import type { city, platform, state } from '@tarang/contracts';
import type { z } from 'zod';
import { apiGet } from '../../../shared/api/client';

/** The master lists the station form chooses from: every state, a state's cities, the social platforms. */
type State = z.infer<typeof state>;
type City = z.infer<typeof city>;
type Platform = z.infer<typeof platform>;
type List<T> = { data: T[]; total: number };

const HOUR = 60 * 60_000;

export function useStates() {
  return useQuery({
    queryKey: ['master', 'state', 'all'],
    queryFn: ({ signal }) =>
      apiGet<List<State>>('master/v1/state', { isAll: true }, signal).then((r) => r.data),
    staleTime: HOUR,
  });
}

export function useCities(stateId: number | null | undefined) {
  return useQuery({
    queryKey: ['master', 'city', stateId],
    queryFn: ({ signal }) =>
      apiGet<List<City>>('master/v1/city', { stateId: stateId ?? undefined }, signal).then((r) => r.data),
    enabled: typeof stateId === 'number' && stateId > 0,
    staleTime: HOUR,
  });
}

export function usePlatforms() {
  return useQuery({
    queryKey: ['master', 'platform'],
    queryFn: ({ signal }) =>
      apiGet<List<Platform>>('master/v1/platform', undefined, signal).then((r) => r.data),
    staleTime: HOUR,
  });
}
