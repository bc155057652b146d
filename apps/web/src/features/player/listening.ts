import { getPlayerState, type PlayerState, subscribePlayer } from './store';

/**
 * What the listener is hearing, for code outside the player that remembers positions ("continue listening").
 * Only episodes have a position worth keeping; a live stream is never reported.
 */
export type Listening = {
  mediaId: number;
  episodeId: number;
  /** Seconds into the episode. */
  position: number;
  /** Seconds; 0 while unknown. */
  duration: number;
  isPlaying: boolean;
};

/** Why a listener is told: a new episode, play or pause, or the position moved on (about once a second). */
type ListeningChange = 'track' | 'playing' | 'position';

/** The current episode and position, or null when no episode is on the player. */
export function currentListening(state: PlayerState = getPlayerState()): Listening | null {
  const track = state.currentTrack;
  if (track?.kind !== 'episode' || track.mediaId === null) return null;
  return {
    mediaId: track.mediaId,
    episodeId: track.id,
    position: state.currentTime,
    duration: state.duration,
    isPlaying: state.isPlaying,
  };
}

/**
 * Calls `listener` when the episode changes (with the one left behind as `previous`, at its last position),
 * when it starts or stops playing, and when its position moves by a second or more. Returns the unsubscribe.
 * The listener decides how often to save (e.g. every few seconds and on every pause).
 */
export function subscribeListening(
  listener: (now: Listening | null, change: ListeningChange, previous: Listening | null) => void,
): () => void {
  let last = currentListening();
  return subscribePlayer(() => {
    const now = currentListening();
    if (now === null && last === null) return;
    let change: ListeningChange | null = null;
    if (now?.episodeId !== last?.episodeId || now?.mediaId !== last?.mediaId) change = 'track';
    else if (now && last && now.isPlaying !== last.isPlaying) change = 'playing';
    else if (now && last && Math.abs(now.position - last.position) >= 1) change = 'position';
    if (!change) return;
    const previous = last;
    last = now;
    listener(now, change, previous);
  });
}
