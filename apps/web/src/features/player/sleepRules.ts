import { type PlayerState, pause } from './state';
import { isLive } from './track';

/**
 * The sleep timer's rules. The timer itself is state (PlayerState.sleepAt and .fade); its clock
 * runs in the player's lazy chunk (components/sleep.ts). "End of episode" is applied by the `ended` rule.
 */

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

/** Sets the sleep timer (a time to stop, 'end' of the episode) or turns it off (null); a fade starts over. */
export function setSleep(state: PlayerState, sleepAt: number | 'end' | null): PlayerState {
  if (sleepAt === 'end' && isLive(state.currentTrack)) return state;
  return { ...state, sleepAt, fade: 1 };
}

/** The fade-out's level (0 to 1) while the timer runs out. */
export function setFade(state: PlayerState, fade: number): PlayerState {
  const level = Number.isFinite(fade) ? clamp(fade, 0, 1) : 1;
  return level === state.fade ? state : { ...state, fade: level };
}

/** The sleep timer ran out: pause, and the next play is at the listener's volume again. */
export function sleepNow(state: PlayerState): PlayerState {
  return { ...pause(state), sleepAt: null, fade: 1 };
}
