import { addDays, clockOf, istDate, istDayStart } from '@tarang/contracts';
import { shortDate } from '../../shared/format';
import { scheduleMessages } from './messages';

/**
 * Times on the schedule are India time whatever the listener's device says: a listener abroad tunes in to an
 * Indian station, and the station announces its shows in IST. Everything here reads the contracts' IST helpers,
 * never the browser's time zone.
 */

const MINUTE = 60_000;

/** The schedule page offers today and the six days after it. */
const SCHEDULE_DAYS = 7;

/** "07:00–10:00 IST". */
export const istRange = (start: string, end: string) => `${start}–${end} IST`;

/**
 * The IST clock ('HH:MM') of an instant, counted from midnight of `dayOf` (the IST day of another instant,
 * default the instant itself): a show that ends at midnight reads '24:00' like the schedule, not '00:00'.
 */
export function istClock(iso: string, dayOf: string = iso): string {
  const dayStart = istDayStart(istDate(Date.parse(dayOf)));
  return clockOf(Math.round((Date.parse(iso) - dayStart) / MINUTE));
}

/** The days the schedule offers, from today (India) on. */
export function scheduleDays(today: string): string[] {
  return Array.from({ length: SCHEDULE_DAYS }, (_, n) => addDays(today, n));
}

/** Where a day stands from today: the schedule names today and tomorrow, and dates the days after. */
export function dayFrom(date: string, today: string): 'today' | 'tomorrow' | 'later' {
  if (date === today) return 'today';
  if (date === addDays(today, 1)) return 'tomorrow';
  return 'later';
}

/** A day as the picker names it: "Today", "Tomorrow", then "Thu 27 Nov" (in the site's language). */
export function dayLabel(date: string, today: string, texts = scheduleMessages.get()): string {
  const from = dayFrom(date, today);
  return from === 'later' ? shortDate(date) : texts[from];
}

/** Whether an instant falls within [startsAt, endsAt). */
export const isOnAir = (slot: { startsAt: string; endsAt: string }, now: number) =>
  Date.parse(slot.startsAt) <= now && now < Date.parse(slot.endsAt);
