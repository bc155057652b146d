import type { Episode, MediaItem } from '@tarang/contracts';
import { useSyncExternalStore } from 'react';
import type { LiveStation } from './live/rules';
import { goLive, isLiveStation, openLive } from './live/transitions';
import { setFade, setSleep, sleepNow } from './sleepRules';
import {
  close,
  ended,
  initialPlayerState,
  next,
  type OpenOptions,
  open,
  type PlayerState,
  pause,
  play,
  previous,
  reportBuffering,
  reportDuration,
  reportError,
  reportPlaying,
  reportTime,
  seek,
  selectTrack,
  setExpanded,
  setSpeed,
  setVolume,
  skip,
  toggle,
  toggleMute,
  toggleRepeat,
  toggleShuffle,
} from './state';

/**
 * The player's store (ARCHITECTURE: one store, `useSyncExternalStore` selector hooks): the state of state.ts,
 * the actions components send (each applies one of its pure rules) and what the engine reports. The rules and
 * the state's type are re-exported, so the rest of the player imports everything from here.
 */
export * from './sleepRules';
export * from './state';

// ---------------------------------------------------------------------------------------------------------
// The store
// ---------------------------------------------------------------------------------------------------------

let state: PlayerState = initialPlayerState;
const listeners = new Set<() => void>();

export function getPlayerState(): PlayerState {
  return state;
}

function commit(nextState: PlayerState) {
  if (nextState === state) return;
  state = nextState;
  for (const listener of listeners) listener();
}

/** Sets fields directly (the play buttons use it for isPlaying); prefer the actions below. */
export function setPlayerState(patch: Partial<PlayerState>) {
  if (patch.isPlaying !== undefined && patch.isPlaying !== state.isPlaying) {
    const { isPlaying, ...rest } = patch;
    commit({ ...(isPlaying ? play(state) : pause(state)), ...rest });
    return;
  }
  commit({ ...state, ...patch });
}

export function subscribePlayer(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** The chosen media's episodes become the playlist, the chosen one (first by default) plays. */
export function playMedia(media: MediaItem, episodes: Episode[], startIndex = 0, options?: OpenOptions) {
  commit(open(state, media, episodes, startIndex, options));
}

/**
 * The station's live stream becomes the current track and plays; for the station already live it
 * toggles play/pause. `autoplay: false` shows it ready (restore after a reload).
 */
export function playLive(station: LiveStation, { autoplay = true }: { autoplay?: boolean } = {}) {
  if (isLiveStation(state, station.id)) {
    if (autoplay) commit(toggle(state));
    return;
  }
  commit(openLive(state, station, { autoplay }));
}

const apply =
  <A extends unknown[]>(rule: (current: PlayerState, ...args: A) => PlayerState) =>
  (...args: A) =>
    commit(rule(state, ...args));

/** What components ask of the player (ARCHITECTURE: components send requests). */
export const playerActions = {
  playMedia,
  playLive,
  goLive: apply(goLive),
  play: apply(play),
  pause: apply(pause),
  toggle: apply(toggle),
  next: () => commit(next(state)),
  previous: apply(previous),
  seek: apply(seek),
  skip: apply(skip),
  setSpeed: apply(setSpeed),
  setVolume: apply(setVolume),
  toggleMute: apply(toggleMute),
  toggleShuffle: apply(toggleShuffle),
  toggleRepeat: apply(toggleRepeat),
  selectTrack: apply(selectTrack),
  close: apply(close),
  setExpanded: apply(setExpanded),
  setSleep: apply(setSleep),
};
export type PlayerActions = typeof playerActions;

/** What the engine reports about the <audio> element. */
export const playerReports = {
  time: apply(reportTime),
  duration: apply(reportDuration),
  buffering: apply(reportBuffering),
  error: apply(reportError),
  playing: apply(reportPlaying),
  ended: () => commit(ended(state)),
  fade: apply(setFade),
  sleep: apply(sleepNow),
};

/** Applies a rule of a part loaded later (the engine's live half: live/streamTransitions.ts). */
export function updatePlayer(rule: (current: PlayerState) => PlayerState) {
  commit(rule(state));
}

/** Tests start from a clean slate. */
export function resetPlayerForTests(next: Partial<PlayerState> = {}) {
  state = { ...initialPlayerState, ...next };
  for (const listener of listeners) listener();
}

/** A selector hook: re-renders only when the selected value changes. */
export function usePlayerSelector<T>(select: (state: PlayerState) => T): T {
  return useSyncExternalStore(
    subscribePlayer,
    () => select(state),
    // The server renders no track; the browser hydrates that markup before showing a restored one.
    () => select(initialPlayerState),
  );
}

/** This station's live stream is the current track and plays (the "Listen live" buttons' pressed state). */
export function useLiveStationPlaying(stationId: number): boolean {
  return usePlayerSelector((s) => s.isPlaying && isLiveStation(s, stationId));
}

/** Which episode is current and whether it plays: for "now playing" marks on lists. */
export function usePlayerTrack(): { episodeId: number | null; isPlaying: boolean } {
  const episodeId = usePlayerSelector((s) =>
    s.visible && s.currentTrack?.kind === 'episode' ? s.currentTrack.id : null,
  );
  const isPlaying = usePlayerSelector((s) => s.isPlaying);
  return { episodeId, isPlaying };
}
