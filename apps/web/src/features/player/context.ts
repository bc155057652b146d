import { createContext, useContext } from 'react';
import type { PlayerActions } from './store';

export const PlayerContext = createContext<PlayerActions | null>(null);

/** The player's actions (play, seek, setSpeed…); state comes from usePlayerSelector. */
export function usePlayer(): PlayerActions {
  const actions = useContext(PlayerContext);
  // Using the player context outside its provider is a developer error.
  if (!actions) throw new Error('usePlayer() must be used inside <PlayerProvider>');
  return actions;
}
