import { LIVE_TEXT } from '@tarang/contracts';

/** What the schedule page and the on-air strip say (LIVE_TEXT is shared with the player and the console). */
export const SCHEDULE_TEXT = {
  ...LIVE_TEXT,
  fullSchedule: 'Full schedule',
  days: 'Days',
  lead: (station: string) =>
    `What is on ${station}, day by day. Every time is India time (IST); tap a show for its episodes.`,
  description: (station: string) =>
    `Today's shows on ${station} and the week ahead, with their RJs and times in IST.`,
  title: (station: string) => `Schedule · ${station}`,
  slotsOf: (day: string) => `Shows ${day}`,
  loading: 'Loading the schedule',
  failed: 'The schedule',
  nothingOn: (day: string) => `Nothing scheduled ${day}`,
  nothingOnHint: 'The station plays music and its shows in turn between scheduled programmes.',
  nowPlayingFailed: 'What is on air',
  loadingOnAir: 'Loading what is on air',
  hostedBy: 'with',
  /** A one-off change to the weekly schedule for that date. */
  special: 'Special',
  startsAt: (clock: string) => `from ${clock} IST`,
  stripLabel: `${LIVE_TEXT.onAirNow} · ${LIVE_TEXT.upNext}`,
} as const;

/** "today", "tomorrow", "on Thu 27 Nov": a day inside a sentence. */
export const dayInSentence = (label: string) =>
  label === 'Today' || label === 'Tomorrow' ? label.toLowerCase() : `on ${label}`;
