import { queryOptions } from '@tanstack/react-query';
import { schedule } from '@tarang/contracts/endpoints';
import { call } from './call';

/**
 * What is on air (the player's live track, the home page's strip, the station header) and a day's schedule (the
 * schedule page). App-wide: the player and several pages read them, so they live here rather than in a feature.
 */

/** The server caches now-playing for a few seconds; the site asks again about twice a minute. */
const NOW_PLAYING_REFRESH_MS = 30_000;

export const nowPlayingQuery = (stationId: number) =>
  queryOptions({
    queryKey: ['now-playing', stationId],
    queryFn: ({ signal }) =>
      call(schedule.nowPlaying, { params: { id: stationId }, signal }).then((r) => r.data),
    staleTime: 15_000,
    refetchInterval: NOW_PLAYING_REFRESH_MS,
  });

/** A day's slots; `date` is YYYY-MM-DD in India time. */
export const scheduleQuery = (stationId: number, date: string) =>
  queryOptions({
    queryKey: ['schedule', stationId, date],
    queryFn: ({ signal }) =>
      call(schedule.day, { params: { id: stationId }, query: { date }, signal }).then((r) => r.data),
    staleTime: 5 * 60_000,
  });
