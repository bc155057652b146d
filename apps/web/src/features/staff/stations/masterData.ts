import { skipToken, useQuery } from '@tanstack/react-query';
import { reference } from '@tarang/contracts/endpoints';
import { call } from '../../../shared/api/call';

/** The master lists the station form chooses from: every state, a state's cities, the social platforms. */

const HOUR = 60 * 60_000;

export function useStates() {
  return useQuery({
    queryKey: ['master', 'state', 'all'],
    queryFn: ({ signal }) => call(reference.states, { query: { isAll: true }, signal }).then((r) => r.data),
    staleTime: HOUR,
  });
}

export function useCities(stateId: number | null | undefined) {
  return useQuery({
    queryKey: ['master', 'city', stateId],
    queryFn:
      typeof stateId === 'number' && stateId > 0
        ? ({ signal }) => call(reference.cities, { query: { stateId }, signal }).then((r) => r.data)
        : skipToken,
    staleTime: HOUR,
  });
}

export function usePlatforms() {
  return useQuery({
    queryKey: ['master', 'platform'],
    queryFn: ({ signal }) => call(reference.platforms, { signal }).then((r) => r.data),
    staleTime: HOUR,
  });
}
