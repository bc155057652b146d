import { QueryObserver } from '@tanstack/react-query';
import type { NowPlaying } from '@tarang/contracts';
import { nowPlayingQuery } from '../../../shared/api/live';
import { getPlayerState } from '../store';
import { liveQueryClient } from './queryClient';
import { liveReports } from './streamTransitions';
import { onAirHeard } from './timing';

/**
 * Now-playing of the station on the player, outside React: the stream to play and what is on air. It watches
 * the app's cached now-playing query (the header and home strip read the same one), refreshed on the query's
 * interval also while the screen is off, so the lock screen follows the show. What it shows is never ahead
 * of the audio: `regate` (called every second by live/follow.ts with the listener's distance from the live
 * edge) switches to the next slot once the listener has heard its start.
 */

let observer: { refetch: () => Promise<{ data?: NowPlaying }> } | null = null;
let unsubscribe: (() => void) | null = null;
let watched: number | null = null;
let latest: NowPlaying | null = null;
let latencyMs = 0;

function received(stationId: number, data: NowPlaying) {
  if (stationId !== watched) return;
  latest = data;
  liveReports.stream(stationId, data.stream);
  regate();
}

/** Follows `stationId`'s now-playing (null: none). */
export function watchNowPlaying(stationId: number | null) {
  if (stationId === watched) return;
  unsubscribe?.();
  unsubscribe = null;
  observer = null;
  latest = null;
  watched = stationId;
  const queryClient = liveQueryClient();
  if (stationId === null || !queryClient) return;
  const next = new QueryObserver(queryClient, {
    ...nowPlayingQuery(stationId),
    refetchIntervalInBackground: true,
  });
  observer = next;
  unsubscribe = next.subscribe((result) => {
    if (result.data && result.dataUpdatedAt > 0) received(stationId, result.data);
  });
  const { data } = next.getCurrentResult();
  if (data) received(stationId, data);
}

/**
 * Asks again (a reconnect, or a first answer that failed). Resolves with the answer, or null when the network
 * or the server is down.
 */
export async function refreshNowPlaying(): Promise<NowPlaying | null> {
  const current = observer;
  if (!current) return null;
  const result = await current.refetch();
  return result.data ?? null;
}

/** Re-decides what is on air for a listener `latency` seconds behind the live edge. */
export function regate(latencySeconds: number = latencyMs / 1000) {
  latencyMs = Math.max(0, latencySeconds * 1000);
  const state = getPlayerState();
  if (!latest || watched === null || state.liveStation?.id !== watched) return;
  liveReports.onAir(watched, onAirHeard(state.onAir, latest, Date.now(), latencyMs));
}
