import { addDays, istDate, istDayStart } from '@tarang/contracts';
import { describe, expect, it } from 'vitest';
import { contestSeeds, eventSeeds, mediaSeeds, redLineSeeds } from '../src/db/seed/data';
import { contestWindow, episodeDates, eventStart, redLineDate } from '../src/db/seed/dating';
import { airtimesOf } from '../src/db/seed/schedule';
import { istWeekday, outOfSeason, plain } from './demo-helper';

/**
 * The demo's dates hold on any day the seed runs, not only today's: seeded at every day of a year (early in the
 * morning and late at night, India time), nothing made for a time of year is dated outside it, past items stay
 * past and upcoming ones upcoming, events keep their weekdays, a weekday show's episodes come out on weekdays,
 * news is never dated in the future. (demo-calendar.test.ts holds the stored network to the same, and more.)
 */
const HOUR = 3_600_000;
const YEAR = Array.from({ length: 366 }, (_, n) => addDays('2027-06-01', n));

function problemsOn(now: Date): string[] {
  const problems: string[] = [];
  const check = (ok: boolean, what: string) => ok || problems.push(`${istDate(now)}: ${what}`);
  const starts = new Map<string, Date>();
  for (const event of eventSeeds) {
    const start = eventStart(event, now);
    starts.set(event.title, start);
    const end = start.getTime() + event.durationHours * HOUR;
    check(
      event.daysFromNow > 0 ? start > now : end < now.getTime(),
      `${event.title} on the wrong side of now`,
    );
    check(!event.weekdays || event.weekdays.includes(istWeekday(start)), `${event.title} on a wrong weekday`);
    const text = `${event.title}. ${event.summary} ${plain(event.description)}`;
    for (const problem of outOfSeason(text, start)) check(false, `${event.title}: ${problem}`);
  }
  const released = new Map<string, Date>();
  mediaSeeds.forEach((media, index) => {
    const days = airtimesOf(media.title).flatMap((airtime) => airtime.days);
    episodeDates(media, index, now).forEach((date, k) => {
      const episode = media.episodes[k] as (typeof media.episodes)[number];
      released.set(episode.title, date);
      check(date < now, `${episode.title} comes out after now`);
      check(
        days.length === 0 || days.includes(istWeekday(date)),
        `${episode.title} on a day ${media.title} is off`,
      );
      for (const problem of outOfSeason(`${episode.title}. ${plain(episode.description)}`, date))
        check(false, `${episode.title}: ${problem}`);
    });
  });
  for (const item of redLineSeeds) {
    const date = redLineDate(item, now, starts, released);
    check(date <= now, `${item.title} is dated in the future`);
    for (const problem of outOfSeason(`${item.title}. ${item.summary} ${plain(item.body)}`, date))
      check(false, `${item.title}: ${problem}`);
  }
  for (const contest of contestSeeds) {
    const { startsAt, endsAt } = contestWindow(contest, now);
    check(startsAt < endsAt, `${contest.title} ends before it starts`);
    check(contest.endsInDays > 0 ? endsAt > now : endsAt < now, `${contest.title} open or closed wrongly`);
    for (const problem of outOfSeason(
      `${contest.title}. ${plain(contest.description)}`,
      new Date(endsAt.getTime() - 1),
    ))
      check(false, `${contest.title}: ${problem}`);
  }
  return problems;
}

describe('the demo dates on any day', () => {
  it('hold on every day of a year, seeded at either end of the day', () => {
    // Every other day early, the others late: both ends of a day, without twice the time.
    const problems = YEAR.flatMap((day, n) =>
      problemsOn(new Date(istDayStart(day) + (n % 2 ? 23.5 : 0.5) * HOUR)),
    );
    expect(problems.slice(0, 20)).toEqual([]);
  }, 120_000);
});
