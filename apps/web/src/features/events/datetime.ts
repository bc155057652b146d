import { WEEKDAYS } from '@tarang/contracts';
import {
  dateFormat,
  EN_LONG_MONTHS,
  EN_SHORT_MONTHS,
  englishTime,
  indiaParts,
  inEnglish,
  inIndia,
} from '../../shared/format';
import { intlLocale } from '../../shared/i18n';
import { eventsMessages } from './messages';

/**
 * Event dates as a listener in India reads them: always in India Standard Time (Asia/Kolkata), whatever the
 * device's own time zone, since that is where the event happens.
 */
const ZONE = 'Asia/Kolkata';

const OPTIONS = {
  day: { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' },
  shortDay: { weekday: 'short', day: 'numeric', month: 'short', year: 'numeric' },
  time: { hour: 'numeric', minute: '2-digit', hour12: true },
  parts: { day: '2-digit', month: 'short', weekday: 'short' },
} satisfies Record<string, Intl.DateTimeFormatOptions>;

/** The kept Intl formatter of a style, in Hindi (hi-IN). English is written by arithmetic (shared/format.ts). */
const format = (style: keyof typeof OPTIONS) =>
  dateFormat(intlLocale(), { ...OPTIONS[style], timeZone: ZONE });

/** "Saturday, 5 December 2026" ("शनिवार, 5 दिसंबर 2026"). */
const longDay = (date: Date) =>
  inIndia(
    date,
    OPTIONS.day,
    ({ weekday, day, month, year }) => `${WEEKDAYS[weekday]}, ${day} ${EN_LONG_MONTHS[month]} ${year}`,
  );

/** "7:30 pm" (Intl may use a narrow no-break space before am/pm; a plain space reads the same). */
const timeOf = (date: Date) => inIndia(date, OPTIONS.time, englishTime).replace(/\s/g, ' ').toLowerCase();

/** The same day in India: the same in every language. */
const sameDay = (a: Date, b: Date) => {
  const [one, two] = [indiaParts(a), indiaParts(b)];
  return one.year === two.year && one.month === two.month && one.day === two.day;
};

/** Day, month and weekday for a calendar badge: { day: '05', month: 'Dec', weekday: 'Sat' }. */
export function badgeOf(iso: string) {
  if (inEnglish()) {
    const { day, month, weekday } = indiaParts(iso);
    return {
      day: String(day).padStart(2, '0'),
      month: EN_SHORT_MONTHS[month] ?? '',
      weekday: WEEKDAYS[weekday]?.slice(0, 3) ?? '',
    };
  }
  const parts = format('parts').formatToParts(new Date(iso));
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return { day: part('day'), month: part('month'), weekday: part('weekday') };
}

/** "Sat, 5 Dec 2026 · 11:00 am" for a card. */
export const whenShort = (iso: string) => {
  const date = new Date(iso);
  if (inEnglish()) {
    const { weekday, day, month, year } = indiaParts(date);
    return `${WEEKDAYS[weekday]?.slice(0, 3)}, ${day} ${EN_SHORT_MONTHS[month]} ${year} · ${timeOf(date)}`;
  }
  const parts = format('shortDay').formatToParts(date);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('weekday')}, ${part('day')} ${part('month')} ${part('year')} · ${timeOf(date)}`;
};

/**
 * The date line and the time line of an event page:
 * one day → { date: 'Saturday, 5 December 2026', time: '11:00 am – 9:00 pm IST' };
 * over several days → { date: 'Saturday, 5 December 2026 – Sunday, 6 December 2026', time: 'From 6:00 pm to 2:00 am IST' }.
 */
export function eventSchedule(startsAt: string, endsAt: string) {
  const start = new Date(startsAt);
  const end = new Date(endsAt);
  if (Number.isNaN(end.getTime()) || end <= start) {
    return { date: longDay(start), time: `${timeOf(start)} IST` };
  }
  if (sameDay(start, end)) {
    return { date: longDay(start), time: `${timeOf(start)} – ${timeOf(end)} IST` };
  }
  return {
    date: `${longDay(start)} – ${longDay(end)}`,
    time: eventsMessages.get().fromTo({ start: timeOf(start), end: timeOf(end) }),
  };
}

/** True once the event has ended. */
export const hasEnded = (endsAt: string, now = new Date()) => new Date(endsAt).getTime() <= now.getTime();
