import type { LiveStream } from '@tarang/contracts';
import { type PlayerState, updatePlayer } from '../store';
import { liveTrack, type OnAir } from './rules';
import { sameOnAir } from './timing';
import { isLiveStation } from './transitions';

/**
 * How the player's state follows what the engine's live half sees, pure (unit-tested in
 * live/transitions.test.ts), and `liveReports`, which applies them. This file is loaded with that half, on the
 * first live play, so none of it is in the site's first-load JavaScript.
 */

/** The track shows what is on air (same key: lists and the lock screen keep it as the same item). */
function withTrack(state: PlayerState, onAir: OnAir | null, stream: LiveStream | null): PlayerState {
  if (!state.liveStation) return state;
  const track = liveTrack(state.liveStation, onAir, stream);
  return { ...state, onAir, liveStream: stream, tracks: [track], currentTrack: track };
}

/** Now-playing named the station's stream: a new or changed one is loaded. */
export function liveStreamKnown(state: PlayerState, stationId: number, stream: LiveStream): PlayerState {
  if (!isLiveStation(state, stationId)) return state;
  const old = state.liveStream;
  if (old && old.url === stream.url && old.type === stream.type && old.fallbackUrl === stream.fallbackUrl)
    return state;
  return { ...withTrack(state, state.onAir, stream), loadId: state.loadId + 1 };
}

/** What the listener hears now changed (a new slot reached their ears, a new Icecast title). */
export function liveOnAir(state: PlayerState, stationId: number, onAir: OnAir): PlayerState {
  if (!isLiveStation(state, stationId) || sameOnAir(state.onAir, onAir)) return state;
  return withTrack(state, onAir, state.liveStream);
}

/** The stream failed (network error, fatal hls.js error, stall) while wanted: count it; the session retries. */
export function liveFailed(state: PlayerState): PlayerState {
  if (state.currentTrack?.kind !== 'live' || !state.isPlaying) return state;
  return { ...state, liveRetry: state.liveRetry + 1, behindLive: null };
}

/** The back-off wait is over: load the stream again (from the live edge). */
export function liveReconnect(state: PlayerState): PlayerState {
  if (state.currentTrack?.kind !== 'live' || !state.isPlaying) return state;
  return { ...state, loadId: state.loadId + 1 };
}

/** Sound came back: the off-air message goes away by itself. */
export function liveRecovered(state: PlayerState): PlayerState {
  return state.liveRetry === 0 ? state : { ...state, liveRetry: 0 };
}

/** The engine measured the distance to the live edge (whole seconds, so the UI re-renders rarely). */
export function reportBehindLive(state: PlayerState, seconds: number | null): PlayerState {
  const value = seconds === null || !Number.isFinite(seconds) ? null : Math.round(seconds);
  return value === state.behindLive ? state : { ...state, behindLive: value };
}

/** What the engine's live half reports. */
export const liveReports = {
  stream: (stationId: number, stream: LiveStream) =>
    updatePlayer((s) => liveStreamKnown(s, stationId, stream)),
  onAir: (stationId: number, onAir: OnAir) => updatePlayer((s) => liveOnAir(s, stationId, onAir)),
  failed: () => updatePlayer(liveFailed),
  reconnect: () => updatePlayer(liveReconnect),
  recovered: () => updatePlayer(liveRecovered),
  behind: (seconds: number | null) => updatePlayer((s) => reportBehindLive(s, seconds)),
};
