import type { LiveStream } from '@tarang/contracts';
import type { PlayerState } from '../store';
import { type LiveStation, liveTrack, type OnAir, sameOnAir } from './rules';

/**
 * How the player's state changes for a live stream, pure (unit-tested in live/transitions.test.ts). Only
 * types come from the store, so the store can import these without a cycle at load time.
 */

/** The live fields of a player that holds no live stream. */
export const liveCleared = {
  liveStation: null,
  liveStream: null,
  onAir: null,
  liveRetry: 0,
  behindLive: null,
} satisfies Partial<PlayerState>;

/** The current track is this station's live stream. */
export const isLiveStation = (state: PlayerState, stationId: number) =>
  state.currentTrack?.kind === 'live' && state.currentTrack.id === stationId;

/**
 * A station's live stream becomes the whole playlist and (unless restoring) plays. What is on air and the
 * stream come from now-playing afterwards (live/session.ts), so the track starts as the station's name.
 */
export function openLive(
  state: PlayerState,
  station: LiveStation,
  { autoplay = true }: { autoplay?: boolean } = {},
): PlayerState {
  const kept: LiveStation = {
    id: station.id,
    name: station.name,
    logo: station.logo,
    logoAlt: station.logoAlt,
  };
  const track = liveTrack(kept, null, null);
  return {
    ...state,
    ...liveCleared,
    liveStation: kept,
    media: null,
    episodes: [],
    tracks: [track],
    index: 0,
    currentTrack: track,
    visible: true,
    isPlaying: autoplay,
    currentTime: 0,
    duration: 0,
    error: null,
    buffering: false,
    loadId: state.loadId + 1,
    startAt: 0,
  };
}

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

/** "Go live": jump to the live edge (playing if paused). */
export function goLive(state: PlayerState): PlayerState {
  if (state.currentTrack?.kind !== 'live') return state;
  if (!state.isPlaying) return { ...state, isPlaying: true, liveRetry: 0, loadId: state.loadId + 1 };
  return { ...state, goLiveId: state.goLiveId + 1, behindLive: 0 };
}
