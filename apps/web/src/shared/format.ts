import { WEEKDAYS, weekdayOf } from '@tarang/contracts';

/** "12 Nov 2026" (India time), the way the site writes dates. */
export const formatDay = (iso: string) =>
  new Date(iso).toLocaleDateString('en-IN', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'Asia/Kolkata',
  });

/** A length in words: "45 sec", "12 min", "1 hr 5 min". */
export function formatLength(seconds: number): string {
  const total = Math.max(0, Math.round(seconds));
  if (total < 60) return `${total} sec`;
  const minutes = Math.round(total / 60);
  if (minutes < 60) return `${minutes} min`;
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  return rest ? `${hours} hr ${rest} min` : `${hours} hr`;
}

const SHORT_MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/**
 * A YYYY-MM-DD date (a day of the schedule, in India) as "Fri 27 Nov", or "Fri 27 Nov 2026" with its year: the
 * date itself, whatever the browser's time zone.
 */
export function shortDate(date: string, { withYear = false } = {}): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const text = `${WEEKDAYS[weekdayOf(date)]?.slice(0, 3)} ${day} ${SHORT_MONTHS[month - 1]}`;
  return withYear ? `${text} ${year}` : text;
}
