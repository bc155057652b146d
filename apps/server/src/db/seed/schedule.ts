import { addDays, istDate, weekdayOf } from '@tarang/contracts';
import type { MediaSeed, ProfileSeed } from './data';

/**
 * The demo week: every station on air round the clock, Sunday to Saturday. Each station's two audio shows air
 * when their descriptions say ("weekdays from 7 AM", "every night from 10 PM"); its own podcasts and the
 * network's fill the rest of each day in turns, in slots of one to four hours. Two one-off overrides near the
 * seed's `now` show how a special replaces a weekly slot. Pure and deterministic (seed.ts stores it).
 */

export type DemoSlot = {
  /** 1-based position in `stationSeeds`. */
  station: number;
  weekday: number | null;
  date: string | null;
  startMinute: number;
  endMinute: number;
  /** The show's title in `mediaSeeds`. */
  show: string;
  /** profileIds of the RJs on air: the show's hosts who belong to the station (none: the show's hosts). */
  hosts: string[];
};

const DAILY = [0, 1, 2, 3, 4, 5, 6];
const MON_FRI = [1, 2, 3, 4, 5];
const MON_SAT = [1, 2, 3, 4, 5, 6];
const WEEKENDS = [0, 6];

/** When each audio show airs (hours, India time), as its description and its RJs' show times say. */
const AIRTIMES: Record<string, { days: number[]; from: number; to: number }[]> = {
  'Dilli Subah Express': [{ days: MON_FRI, from: 7, to: 11 }],
  'Retro Raat with Ananya': [{ days: MON_SAT, from: 21, to: 24 }],
  'Bambai Breakfast Club': [{ days: MON_FRI, from: 7, to: 11 }],
  'Local Train Countdown': [{ days: WEEKENDS, from: 17, to: 20 }],
  'Namma Ooru Mornings': [{ days: MON_FRI, from: 7, to: 11 }],
  'Indie Junction': [{ days: MON_FRI, from: 20, to: 22 }],
  'Shubho Sokal Kolkata': [{ days: MON_FRI, from: 7, to: 11 }],
  'Robi Sandhya': [{ days: DAILY, from: 19, to: 21 }],
  'Kaalai Kaapi': [{ days: MON_FRI, from: 6, to: 10 }],
  'Kollywood Countdown': [{ days: WEEKENDS, from: 18, to: 21 }],
  'Hyderabadi Hungama': [{ days: MON_FRI, from: 7, to: 11 }],
  'Tollywood Top 20': [{ days: WEEKENDS, from: 17, to: 20 }],
  'Padharo Sa Mornings': [{ days: MON_FRI, from: 7, to: 11 }],
  'Bhor Bhayi': [{ days: DAILY, from: 5, to: 7 }],
  'Pehle Aap Mornings': [{ days: MON_FRI, from: 7, to: 11 }],
  // 10 PM to 1 AM: a slot stays within its day, so the last hour opens the next day.
  'Raat Ki Mehfil': [
    { days: DAILY, from: 22, to: 24 },
    { days: DAILY, from: 0, to: 1 },
  ],
};

/** One-off specials: on the date `daysFromNow` after the seed's day, the show replaces the weekly slot at `hour`. */
const SPECIALS = [
  // A Kishore Kumar evening, recorded at the Retro Raat Live concert, aired early.
  { station: 1, daysFromNow: 1, hour: 19, show: 'Retro Raat with Ananya' },
  { station: 4, daysFromNow: 0, hour: 12, show: 'Robi Sandhya' },
];

/** When a show airs each week: its days (0 Sunday … 6 Saturday) and hours, India time; none for a podcast. */
export const airtimesOf = (title: string) => AIRTIMES[title] ?? [];

const MAX_HOURS = 4;
const HOUR = 60;

/** A free stretch of hours cut into as few slots of at most four hours as it takes, as even as can be. */
function cut(from: number, to: number): [number, number][] {
  const hours = to - from;
  const count = Math.ceil(hours / MAX_HOURS);
  const pieces: [number, number][] = [];
  let start = from;
  for (let i = 0; i < count; i++) {
    const length = Math.floor(hours / count) + (i < hours % count ? 1 : 0);
    pieces.push([start, start + length]);
    start += length;
  }
  return pieces;
}

export function demoWeek(
  stationCount: number,
  mediaSeeds: readonly MediaSeed[],
  profileSeeds: readonly ProfileSeed[],
  now: Date,
): DemoSlot[] {
  const stationOf = new Map(profileSeeds.map((rj) => [rj.profileId, rj.station]));
  const hostsOn = (show: MediaSeed, station: number) =>
    show.hosts.filter((host) => stationOf.get(host) === station);
  const showNamed = (title: string) => {
    const show = mediaSeeds.find((m) => m.title === title);
    if (!show) throw new Error(`the demo week names an unknown show: ${title}`);
    return show;
  };
  for (const title of Object.keys(AIRTIMES)) showNamed(title);

  const slots: DemoSlot[] = [];
  for (let station = 1; station <= stationCount; station++) {
    const shows = mediaSeeds.filter((m) => m.station === station && m.mediaType === 'AudioShow');
    const fillers = mediaSeeds.filter(
      (m) => m.mediaType === 'Podcast' && (m.station === station || m.station === null),
    );
    if (fillers.length < 2) throw new Error(`station ${station} has too few podcasts to fill its week`);
    let turn = station;
    for (const weekday of [0, 1, 2, 3, 4, 5, 6]) {
      const fixed = shows
        .flatMap((show) =>
          (AIRTIMES[show.title] ?? [])
            .filter((airtime) => airtime.days.includes(weekday))
            .map((airtime) => ({ show, from: airtime.from, to: airtime.to })),
        )
        .sort((a, b) => a.from - b.from);
      const day: { show: MediaSeed; from: number; to: number }[] = [];
      let hour = 0;
      for (const next of [...fixed, { show: null, from: 24, to: 24 }]) {
        for (const [from, to] of cut(hour, next.from)) {
          const filler = fillers[turn++ % fillers.length] as MediaSeed;
          day.push({ show: filler, from, to });
        }
        if (next.show) day.push({ show: next.show, from: next.from, to: next.to });
        hour = next.to;
      }
      for (const { show, from, to } of day) {
        slots.push({
          station,
          weekday,
          date: null,
          startMinute: from * HOUR,
          endMinute: to * HOUR,
          show: show.title,
          hosts: hostsOn(show, station),
        });
      }
    }
  }

  const today = istDate(now);
  for (const special of SPECIALS) {
    if (special.station > stationCount) continue;
    const date = addDays(today, special.daysFromNow);
    const replaced = slots.find(
      (slot) =>
        slot.station === special.station &&
        slot.weekday === weekdayOf(date) &&
        slot.startMinute <= special.hour * HOUR &&
        special.hour * HOUR < slot.endMinute,
    );
    if (!replaced) throw new Error(`no weekly slot at ${special.hour}:00 for the special on ${date}`);
    // The special takes the weekly slot's exact hours, so the day stays covered from midnight to midnight.
    slots.push({
      ...replaced,
      weekday: null,
      date,
      show: special.show,
      hosts: hostsOn(showNamed(special.show), special.station),
    });
  }
  return slots;
}
