import { WEEKDAYS, weekdayOf } from '@tarang/contracts';
import { intlLocale, type Locale, locale } from './i18n';

/**
 * Dates and lengths in the site's language (shared/i18n). English keeps the site's own short forms; Hindi is
 * written by Intl ('hi-IN'), which knows the Devanagari month and weekday names and the unit words.
 */

/**
 * Intl formatters, one per locale and options, made once and kept: `toLocaleDateString(locale, options)` or a
 * new Intl formatter per call builds one every time (~1 ms each on a slow phone; a show page formats a date per
 * episode, which cost its hydration ~70 ms under Lighthouse's CPU slowdown). Same output: the same options.
 */
const formatters = new Map<string, Intl.DateTimeFormat | Intl.NumberFormat>();
function kept<F extends Intl.DateTimeFormat | Intl.NumberFormat>(key: string, make: () => F): F {
  let formatter = formatters.get(key) as F | undefined;
  if (!formatter) {
    formatter = make();
    formatters.set(key, formatter);
  }
  return formatter;
}
/** The kept Intl.DateTimeFormat for a locale tag ('en-IN', 'hi-IN') and options: for every date the site writes. */
export const dateFormat = (language: string, options: Intl.DateTimeFormatOptions) =>
  kept(`date ${language} ${JSON.stringify(options)}`, () => new Intl.DateTimeFormat(language, options));
const numberFormat = (language: string, options: Intl.NumberFormatOptions) =>
  kept(`number ${language} ${JSON.stringify(options)}`, () => new Intl.NumberFormat(language, options));

/**
 * English dates are written here, by arithmetic: India Standard Time is UTC+5:30 all year (no daylight saving),
 * and the names are en-IN's. Making the first Intl.DateTimeFormat of a page loads the browser's locale and
 * time-zone data: a 100 ms task on a slow phone, in the middle of hydration (measured on a show page). Hindi
 * keeps Intl, which knows its month and weekday names.
 */
const IST_OFFSET_MS = 330 * 60_000;
export const EN_SHORT_MONTHS = 'Jan Feb Mar Apr May Jun Jul Aug Sept Oct Nov Dec'.split(' ');
export const EN_LONG_MONTHS =
  'January February March April May June July August September October November December'.split(' ');

/** A moment's date and time in India. An invalid date throws, as Intl's format() does. */
export function indiaParts(when: Date | string) {
  const time = new Date(when).getTime();
  if (Number.isNaN(time)) throw new RangeError('Invalid time value');
  const india = new Date(time + IST_OFFSET_MS);
  return {
    year: india.getUTCFullYear(),
    /** 0 for January. */
    month: india.getUTCMonth(),
    day: india.getUTCDate(),
    /** 0 for Sunday. */
    weekday: india.getUTCDay(),
    hour: india.getUTCHours(),
    minute: india.getUTCMinutes(),
  };
}

/** "6:30 pm", "12:05 am": en-IN's hour and minute. */
export const englishTime = ({ hour, minute }: { hour: number; minute: number }) =>
  `${hour % 12 || 12}:${String(minute).padStart(2, '0')} ${hour < 12 ? 'am' : 'pm'}`;

type IndiaParts = ReturnType<typeof indiaParts>;

/** Whether the site is in English now (dates and lengths are then written here, not by Intl). */
export const inEnglish = () => locale.get() === 'en';

/** English by arithmetic; another language by the kept Intl formatter of `options`, in India time. */
export function inIndia(
  when: Date | string,
  options: Intl.DateTimeFormatOptions,
  english: (parts: IndiaParts) => string,
) {
  if (inEnglish()) return english(indiaParts(when));
  return dateFormat(intlLocale(), { ...options, timeZone: 'Asia/Kolkata' }).format(new Date(when));
}

/** "12 Nov 2026" ("12 नव॰ 2026" in Hindi), India time, the way the site writes dates. */
export const formatDay = (iso: string) =>
  inIndia(
    iso,
    { day: 'numeric', month: 'short', year: 'numeric' },
    ({ day, month, year }) => `${day} ${EN_SHORT_MONTHS[month]} ${year}`,
  );

/** "12 November 2026" ("12 नवंबर 2026" in Hindi), India time: a red line's date, when a page was last changed. */
export const formatLongDay = (iso: string) =>
  inIndia(
    iso,
    { day: 'numeric', month: 'long', year: 'numeric' },
    ({ day, month, year }) => `${day} ${EN_LONG_MONTHS[month]} ${year}`,
  );

/** "12 Nov 2026, 6:30 pm" ("12 नव॰ 2026, 6:30 pm" in Hindi), India time: when an event starts. */
export const formatDayTime = (iso: string) =>
  inIndia(
    iso,
    { day: 'numeric', month: 'short', year: 'numeric', hour: 'numeric', minute: '2-digit' },
    (parts) => `${parts.day} ${EN_SHORT_MONTHS[parts.month]} ${parts.year}, ${englishTime(parts)}`,
  );

type Unit = 'second' | 'minute' | 'hour';
const ENGLISH_UNITS: Record<Unit, string> = { second: 'sec', minute: 'min', hour: 'hr' };

/** "12 min" in English; "12 मिनट", "1 घंटा", "2 घंटे" in Hindi (Intl picks the singular or plural). */
function amount(value: number, unit: Unit): string {
  if (inEnglish()) return `${value} ${ENGLISH_UNITS[unit]}`;
  return numberFormat(intlLocale(), { style: 'unit', unit, unitDisplay: 'long' }).format(value);
}

/** A length in words: "45 sec", "12 min", "1 hr 5 min" ("1 घंटा 5 मिनट" in Hindi). */
export function formatLength(seconds: number): string {
  const total = Math.max(0, Math.round(seconds));
  if (total < 60) return amount(total, 'second');
  const minutes = Math.round(total / 60);
  if (minutes < 60) return amount(minutes, 'minute');
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  return rest ? `${amount(hours, 'hour')} ${amount(rest, 'minute')}` : amount(hours, 'hour');
}

const SHORT_MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/**
 * A YYYY-MM-DD date (a day of the schedule, in India) as "Fri 27 Nov", or "Fri 27 Nov 2026" with its year
 * ("शुक्र, 27 नव॰" in Hindi): the date itself, whatever the browser's time zone. `language` defaults to the site's;
 * an English-only screen (the staff console) can ask for English.
 */
export function shortDate(
  date: string,
  { withYear = false, language = locale.get() }: { withYear?: boolean; language?: Locale } = {},
): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  if (language !== 'en') {
    // "शुक्र, 27 नव॰": the date read in UTC, so no time zone can move it to another day.
    return dateFormat(intlLocale(language), {
      weekday: 'short',
      day: 'numeric',
      month: 'short',
      year: withYear ? 'numeric' : undefined,
      timeZone: 'UTC',
    }).format(Date.UTC(year, month - 1, day));
  }
  const text = `${WEEKDAYS[weekdayOf(date)]?.slice(0, 3)} ${day} ${SHORT_MONTHS[month - 1]}`;
  return withYear ? `${text} ${year}` : text;
}
