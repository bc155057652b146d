import { addDays, istDate, istDayStart, weekdayOf } from '@tarang/contracts';
import { type DayRule, inSeason, placeDay, SEASONS } from './calendar';
import type { ContestSeed, EventSeed, MediaSeed, RedLineSeed } from './data';
import { airtimesOf } from './schedule';

/**
 * When each dated demo item happens, relative to the seed's `now` as the data asks, and moved as little as it
 * takes to fit what its text says: a seasonal item into its season, an event onto its weekdays, an episode of a
 * weekday show onto a weekday, a podcast onto its release days. Items written as past stay past, upcoming ones
 * upcoming.
 */

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;
/** What hour (India time) a podcast or a video series puts out its episodes. */
const PODCAST_HOUR = 6;
const VIDEO_HOUR = 18;

const at = (date: string, hour: number) => new Date(istDayStart(date) + hour * HOUR);
const seasonOf = (name: keyof typeof SEASONS | undefined) => (name ? SEASONS[name] : undefined);

/** How far back a media item's episodes go: the newest a few days old, the oldest about 115 days. */
function nominalDaysAgo(index: number, count: number, k: number) {
  const newest = 0.3 + ((index * 5) % 13) * 0.45;
  const interval = count > 1 ? (115 - newest) / (count - 1) : 0;
  return newest + (count - 1 - k) * interval;
}

type ReleaseDays = {
  allowed: (date: string) => boolean;
  hour: (date: string) => number;
  /** A podcast that keeps release days: its last one before today, and every how many days. */
  grid?: { last: string; everyDays: number };
};

/** The days a media item may put out an episode, and at what hour. */
function releaseDays(media: MediaSeed, today: string): ReleaseDays {
  const airtimes = airtimesOf(media.title);
  if (media.mediaType === 'AudioShow' && airtimes.length > 0) {
    // On a day the show airs, as it goes on air.
    const airtimeOn = (date: string) => airtimes.find((airtime) => airtime.days.includes(weekdayOf(date)));
    return { allowed: (date) => airtimeOn(date) !== undefined, hour: (date) => airtimeOn(date)?.from ?? 0 };
  }
  const hour = () => (media.mediaType === 'Video' ? VIDEO_HOUR : PODCAST_HOUR);
  const { releases } = media;
  if (!releases) return { allowed: () => true, hour };
  // Every `everyDays` days back from its last release day before today.
  let last = addDays(today, -1);
  while (weekdayOf(last) !== releases.weekday) last = addDays(last, -1);
  const lastDay = istDayStart(last);
  return {
    allowed: (date) => Math.round((lastDay - istDayStart(date)) / DAY) % releases.everyDays === 0,
    hour,
    grid: { last, everyDays: releases.everyDays },
  };
}

/** When each episode of `media` (the `index`th item of the data) came out, in the order of its episodes. */
export function episodeDates(media: MediaSeed, index: number, now: Date): Date[] {
  const today = istDate(now);
  const { allowed, hour, grid } = releaseDays(media, today);
  const taken = new Set<string>();
  // A podcast keeping release days missed none: its other episodes came out on its last ones, newest first.
  const regular = media.episodes
    .map((episode, k) => ({ episode, k }))
    .filter(({ episode }) => !episode.season)
    .reverse()
    .map(({ k }) => k);
  const nominalOf = (k: number) =>
    grid && regular.includes(k)
      ? addDays(grid.last, -regular.indexOf(k) * grid.everyDays)
      : addDays(today, -Math.max(1, Math.round(nominalDaysAgo(index, media.episodes.length, k))));
  const dates: string[] = [];
  // The seasonal episodes first: they have the fewest days to choose from.
  const order = media.episodes
    .map((episode, k) => ({ episode, k }))
    .sort((a, b) => Number(Boolean(b.episode.season)) - Number(Boolean(a.episode.season)));
  for (const { episode, k } of order) {
    const nominal = nominalOf(k);
    const rule: DayRule = {
      season: seasonOf(episode.season),
      allowed: (date) => allowed(date) && !taken.has(date),
    };
    const date = placeDay(today, nominal, 'past', rule);
    taken.add(date);
    dates[k] = date;
  }
  return dates.map((date) => at(date, hour(date)));
}

/** When an event starts. A past one is over by the seed's day; an upcoming one starts after it. */
export function eventStart(event: EventSeed, now: Date): Date {
  const today = istDate(now);
  const upcoming = event.daysFromNow > 0;
  // A past event lasting into the night is still over: it began two days ago at the latest.
  const pivot = upcoming ? today : addDays(today, -1);
  const date = placeDay(pivot, addDays(today, event.daysFromNow), upcoming ? 'upcoming' : 'past', {
    season: seasonOf(event.season),
    weekdays: event.weekdays,
  });
  return at(date, event.startHourIst);
}

/**
 * When a news item came out: a day after the event or episode it reports on, days before the event it announces
 * (today at the latest), in its season, or `daysAgo`.
 */
export function redLineDate(
  item: RedLineSeed,
  now: Date,
  eventStarts: Map<string, Date>,
  episodeDates: Map<string, Date>,
): Date {
  const latest = now.getTime() - HOUR;
  if (item.dated) {
    const { event, episode, days } = item.dated;
    const from = event ? eventStarts.get(event) : episode ? episodeDates.get(episode) : undefined;
    if (!from) throw new Error(`the news item ${item.title} is dated after an unknown ${event ?? episode}`);
    return new Date(Math.min(from.getTime() + days * DAY, latest));
  }
  const nominal = new Date(now.getTime() - item.daysAgo * DAY);
  const season = seasonOf(item.season);
  if (!season || inSeason(istDate(nominal), season)) return nominal;
  const today = istDate(now);
  return at(placeDay(today, istDate(nominal), 'past', { season }), 10);
}

/** When a contest runs; one of a time of year (always closed) ran within its last such season. */
export function contestWindow(contest: ContestSeed, now: Date): { startsAt: Date; endsAt: Date } {
  const season = seasonOf(contest.season);
  if (!season) {
    return {
      startsAt: new Date(now.getTime() + contest.startsInDays * DAY),
      endsAt: new Date(now.getTime() + contest.endsInDays * DAY),
    };
  }
  const today = istDate(now);
  const length = contest.endsInDays - contest.startsInDays;
  const start = placeDay(today, addDays(today, contest.startsInDays), 'past', {
    season,
    allowed: (date) => addDays(date, length) < today && inSeason(addDays(date, length), season),
  });
  return { startsAt: at(start, 0), endsAt: at(addDays(start, length), 23) };
}
