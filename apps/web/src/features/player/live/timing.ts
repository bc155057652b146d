import type { NowPlaying } from '@tarang/contracts';
import { namesOf, type OnAir } from './rules';

/**
 * The live stream's timing rules, pure (unit-tested in live/timing.test.ts): what is shown as on air (never
 * ahead of what the listener hears), how far behind the live edge the listener is, and the reconnect back-off.
 * live/follow.ts and live/nowPlaying.ts apply them, in the chunk loaded on the first live play.
 */

/** The current slot of a now-playing answer. */
export const currentOf = (nowPlaying: NowPlaying): OnAir => ({
  show: nowPlaying.show,
  rjs: nowPlaying.rjs,
  startsAt: nowPlaying.startsAt,
  title: nowPlaying.title,
});

/** Two on-air views show the same thing (no update needed). */
export const sameOnAir = (a: OnAir | null, b: OnAir | null) =>
  a === b ||
  (a !== null &&
    b !== null &&
    a.startsAt === b.startsAt &&
    a.title === b.title &&
    a.show?.id === b.show?.id &&
    namesOf(a.rjs) === namesOf(b.rjs));

/** Segments of the built-in stream are 4 s; "Go live" shows when more than two are behind. */
const SEGMENT_SECONDS = 4;
export const GO_LIVE_AFTER_SECONDS = 2 * SEGMENT_SECONDS;
/** A listener meant to be playing whose audio has not moved for this long has stalled: reload. */
export const STALL_MS = 6_000;
const RECONNECT_BASE_MS = 1_000;
export const RECONNECT_CAP_MS = 20_000;
/**
 * Full jitter can draw ~0 ms; a floor keeps a dead server from being asked in a tight loop when many
 * listeners' draws land low at once.
 */
export const RECONNECT_FLOOR_MS = 250;

/**
 * What to show as on air for a listener `behindMs` behind the live edge at `now` (now-playing must
 * not run ahead of the audio). The answer names the current slot and the next; a listener hears the next one
 * once `now - behindMs` reaches its start, and keeps hearing the slot shown before until the new current one's
 * start has been heard.
 */
export function onAirHeard(shown: OnAir | null, latest: NowPlaying, now: number, behindMs: number): OnAir {
  const heardAt = now - Math.max(0, behindMs);
  const { next } = latest;
  if (next && heardAt >= Date.parse(next.startsAt)) {
    return { show: next.show, rjs: next.rjs, startsAt: next.startsAt, title: null };
  }
  const current = currentOf(latest);
  const startsAt = current.startsAt === null ? Number.NaN : Date.parse(current.startsAt);
  // The server already moved on but the listener still hears the slot before: keep showing that one.
  if (shown && startsAt > heardAt && shown.startsAt !== current.startsAt) return shown;
  return sameOnAir(shown, current) ? (shown as OnAir) : current;
}

/**
 * Seconds behind the live edge. hls.js: its live sync position (the edge less its usual holdback) minus the
 * playhead, so a listener at hls.js's normal distance is 0 behind; a native HLS element: the end of what it can
 * seek minus the playhead. Null when the element says nothing usable (a continuous MP3).
 */
export function secondsBehindLive(measure: {
  currentTime: number;
  liveSyncPosition?: number | null;
  seekableEnd?: number | null;
}): number | null {
  const edge = measure.liveSyncPosition ?? measure.seekableEnd ?? null;
  if (edge === null || !Number.isFinite(edge) || !Number.isFinite(measure.currentTime)) return null;
  return Math.max(0, edge - measure.currentTime);
}

/** "Go live" shows beyond two segments behind. */
export const isBehindLive = (seconds: number | null) => seconds !== null && seconds > GO_LIVE_AFTER_SECONDS;

/**
 * The wait before reconnect attempt `attempt` (1, 2, 3 …): exponential back-off (1 s, 2 s, 4 s … capped at
 * 20 s) with full jitter (a uniform draw below that ceiling, so listeners cut off together do not return
 * together), never under the floor.
 */
export function reconnectDelay(attempt: number, random: () => number = Math.random): number {
  const step = Math.max(1, Math.trunc(attempt) || 1);
  const ceiling = Math.min(RECONNECT_CAP_MS, RECONNECT_BASE_MS * 2 ** Math.min(step - 1, 30));
  return Math.max(RECONNECT_FLOOR_MS, Math.floor(random() * ceiling));
}
