import type { PlayerState } from '../playerState';
import { type LiveStation, liveTrack } from './rules';

/**
 * How the player's state changes for a live stream when the listener acts, pure (unit-tested in
 * live/transitions.test.ts): on first load, with the store. What the engine's live half reports is in
 * live/streamTransitions.ts, loaded with it. Only types come from the store, so the store can import these
 * without a cycle at load time.
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
    // A live stream has no end: a timer for the end of an episode has nothing left to wait for.
    sleepAt: state.sleepAt === 'end' ? null : state.sleepAt,
  };
}

/** "Go live": jump to the live edge (playing if paused). */
export function goLive(state: PlayerState): PlayerState {
  if (state.currentTrack?.kind !== 'live') return state;
  if (!state.isPlaying) return { ...state, isPlaying: true, liveRetry: 0, loadId: state.loadId + 1 };
  return { ...state, goLiveId: state.goLiveId + 1, behindLive: 0 };
}
