/** The player's business constants. */

/** Back and forward skip, seconds. */
export const SKIP_SECONDS = 15;

/** Previous starts the current episode again when more than this many seconds in (else the previous one). */
export const RESTART_AFTER = 3;

/** Sleep timer choices, minutes; the fade-out takes the last 10 s. */
export const SLEEP_MINUTES = [5, 15, 30, 45, 60] as const;
export const SLEEP_FADE_MS = 10_000;

/** Playback speed options; the default is 1. */
export const SPEEDS = [0.25, 0.5, 1, 1.5, 2] as const;
export const DEFAULT_SPEED = 1;

/** Volume runs from 0 to 100. */
export const VOLUME_MIN = 0;
export const VOLUME_MAX = 100;
export const DEFAULT_VOLUME = 60;
/** What unmuting restores when the volume was 0 at the time of muting. */
export const RESTORE_VOLUME = 60;
/** Under this the volume icon is the "down" one. */
export const VOLUME_LOW = 40;

/** Step of the progress slider while dragging, seconds. */
export const SEEK_STEP = 0.01;
/** Keyboard steps of the sliders: arrows and Page Up/Down. */
export const SEEK_KEY_STEP = 5;
export const SEEK_PAGE_STEP = SKIP_SECONDS;
export const VOLUME_KEY_STEP = 5;
export const VOLUME_PAGE_STEP = 20;

/** The player's region, where "Skip to player" moves the focus. */
export const PLAYER_REGION_ID = 'player';
