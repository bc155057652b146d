import { i18n, params } from '../../shared/i18n';

/**
 * What the schedule page and the on-air strip say. The first four read as the contracts' LIVE_TEXT does for the
 * player and the console; here they follow the site's language.
 */
export const scheduleMessages = i18n('schedule', {
  schedule: 'Schedule',
  onAirNow: 'On air now',
  upNext: 'Up next',
  nothingScheduled: 'Music and shows from the station, non-stop',
  fullSchedule: 'Full schedule',
  days: 'Days',
  lead: params(
    'What is on {station}, day by day. Every time is India time (IST); tap a show for its episodes.',
  ),
  description: params("Today's shows on {station} and the week ahead, with their RJs and times in IST."),
  title: params('Schedule · {station}'),
  today: 'Today',
  tomorrow: 'Tomorrow',
  /** The list of a day's shows; {day} is a date such as "Thu 27 Nov". */
  slotsToday: 'Shows today',
  slotsTomorrow: 'Shows tomorrow',
  slotsOn: params('Shows on {day}'),
  loading: 'Loading the schedule',
  failed: 'The schedule',
  nothingToday: 'Nothing scheduled today',
  nothingTomorrow: 'Nothing scheduled tomorrow',
  nothingOn: params('Nothing scheduled on {day}'),
  nothingOnHint: 'The station plays music and its shows in turn between scheduled programmes.',
  nowPlayingFailed: 'What is on air',
  loadingOnAir: 'Loading what is on air',
  /** Before the RJs of a show: "with RJ Asha & RJ Kabir". */
  hostedBy: 'with',
  /** Between the last two RJs. */
  and: '&',
  /** A one-off change to the weekly schedule for that date. */
  special: 'Special',
  startsAt: params('from {clock} IST'),
  stripLabel: 'On air now · Up next',
});
