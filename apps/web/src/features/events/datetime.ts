import { dateFormat } from '../../shared/format';
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

/** The kept formatter of a style, in the site's current language (en-IN or hi-IN). */
const format = (style: keyof typeof OPTIONS) =>
  dateFormat(intlLocale(), { ...OPTIONS[style], timeZone: ZONE });

/** Only compares days: the same in every language. */
const dateKey = new Intl.DateTimeFormat('en-CA', {
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  timeZone: ZONE,
});

/** "7:30 pm" (Intl may use a narrow no-break space before am/pm; a plain space reads the same). */
const timeOf = (date: Date) => format('time').format(date).replace(/\s/g, ' ').toLowerCase();

const sameDay = (a: Date, b: Date) => dateKey.format(a) === dateKey.format(b);

/** Day, month and weekday for a calendar badge: { day: '05', month: 'Dec', weekday: 'Sat' }. */
export function badgeOf(iso: string) {
  const parts = format('parts').formatToParts(new Date(iso));
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return { day: part('day'), month: part('month'), weekday: part('weekday') };
}

/** "Sat, 5 Dec 2026 · 11:00 am" for a card. */
export const whenShort = (iso: string) => {
  const date = new Date(iso);
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
    return { date: format('day').format(start), time: `${timeOf(start)} IST` };
  }
  if (sameDay(start, end)) {
    return { date: format('day').format(start), time: `${timeOf(start)} – ${timeOf(end)} IST` };
  }
  return {
    date: `${format('day').format(start)} – ${format('day').format(end)}`,
    time: eventsMessages.get().fromTo({ start: timeOf(start), end: timeOf(end) }),
  };
}

/** True once the event has ended. */
export const hasEnded = (endsAt: string, now = new Date()) => new Date(endsAt).getTime() <= now.getTime();
