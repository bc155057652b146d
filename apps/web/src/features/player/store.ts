import type { Episode, MediaItem } from '@tarang/contracts';
import { useSyncExternalStore } from 'react';

/**
 * The player's state, outside React (ARCHITECTURE: one store, selector hooks). This first part holds what the
 * sections hand over — the media, its episodes and the current one; the player issue builds the <audio>
 * engine, controls and persistence on it.
 */
export type PlayerState = {
  media: MediaItem | null;
  episodes: Episode[];
  index: number;
  visible: boolean;
  isPlaying: boolean;
};

let state: PlayerState = { media: null, episodes: [], index: 0, visible: false, isPlaying: false };
const listeners = new Set<() => void>();

export function getPlayerState(): PlayerState {
  return state;
}

export function setPlayerState(next: Partial<PlayerState>) {
  state = { ...state, ...next };
  for (const listener of listeners) listener();
}

export function subscribePlayer(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** SPEC section 4: the chosen media's episodes become the playlist, the chosen one (first by default) plays. */
export function playMedia(media: MediaItem, episodes: Episode[], startIndex = 0) {
  if (episodes.length === 0) return;
  const index = Math.min(Math.max(0, startIndex), episodes.length - 1);
  setPlayerState({ media, episodes, index, visible: true, isPlaying: true });
}

/** A selector hook: re-renders only when the selected value changes. */
export function usePlayerSelector<T>(select: (state: PlayerState) => T): T {
  return useSyncExternalStore(
    subscribePlayer,
    () => select(state),
    () => select(state),
  );
}

/** Which episode is current and whether it plays: for "now playing" marks on lists. */
export function usePlayerTrack(): { episodeId: number | null; isPlaying: boolean } {
  const episodeId = usePlayerSelector((s) => (s.visible ? (s.episodes[s.index]?.id ?? null) : null));
  const isPlaying = usePlayerSelector((s) => s.isPlaying);
  return { episodeId, isPlaying };
}
