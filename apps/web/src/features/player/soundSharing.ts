import { onSoundStarted, soundStarted } from '../../shared/lib/oneSound';
import { getPlayerState, setPlayerState, subscribePlayer } from './store';

/**
 * The player's side of "one sound at a time" (shared/lib/oneSound): a video that starts pauses the player, and
 * the player says when it starts so a playing video pauses. Once per page load, from the provider's boot.
 */
export function startSoundSharing() {
  let wasPlaying = getPlayerState().isPlaying;
  subscribePlayer(() => {
    const { isPlaying } = getPlayerState();
    if (isPlaying && !wasPlaying) soundStarted('player');
    wasPlaying = isPlaying;
  });
  onSoundStarted((source) => {
    if (source !== 'player' && getPlayerState().isPlaying) setPlayerState({ isPlaying: false });
  });
}
