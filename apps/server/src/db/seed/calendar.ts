import { addDays, weekdayOf } from '@tarang/contracts';

/**
 * The times of year the demo's seasonal items belong to, and where the seed puts such an item so that it still
 * fits on any day the seed runs: the monsoon mela comes in the monsoon, the kite makers' news before Sankranti.
 * Dates are India dates, YYYY-MM-DD. Festivals that follow the moon are given the span they fall in over the
 * years (Diwali: mid-October to mid-November); Ramzan, which moves through the whole year, is counted.
 */

type MonthDay = [month: number, day: number];
/** A span of dates, first and last day included. */
export type Span = [start: string, end: string];
/** A time of year: the spans of it that begin in a given year. */
export type Season = { name: string; spansStartingIn: (year: number) => Span[] };

const DAY_MS = 24 * 60 * 60 * 1000;
const pad = (n: number) => String(n).padStart(2, '0');
const dateOf = (year: number, [month, day]: MonthDay) => `${year}-${pad(month)}-${pad(day)}`;

/** The same dates every year; a span may run on past New Year (December into January). */
function yearly(name: string, ...spans: [MonthDay, MonthDay][]): Season {
  return {
    name,
    spansStartingIn: (year) =>
      spans.map(([from, to]) => {
        const wraps = to[0] < from[0] || (to[0] === from[0] && to[1] < from[1]);
        return [dateOf(year, from), dateOf(wraps ? year + 1 : year, to)];
      }),
  };
}

/** A lunar year (twelve new moons): Ramzan comes this much earlier each solar year. */
const LUNAR_YEAR_DAYS = 354.36707;
/** 1 Ramzan 1447 AH, as India sighted the moon. */
const RAMZAN_1447 = Date.UTC(2026, 1, 19);

/** Days `from` to `to` of each Ramzan (day 0 its first; Eid al-Fitr about day 30). Right to a day or two. */
function ramzan(name: string, from: number, to: number): Season {
  return {
    name,
    spansStartingIn: (year) => {
      const spans: Span[] = [];
      const first = Math.floor((Date.UTC(year, 0, 1) - RAMZAN_1447) / DAY_MS / LUNAR_YEAR_DAYS) - 1;
      for (let k = first; k <= first + 3; k++) {
        const start = new Date(RAMZAN_1447 + Math.round(k * LUNAR_YEAR_DAYS) * DAY_MS)
          .toISOString()
          .slice(0, 10);
        if (Number(start.slice(0, 4)) === year) spans.push([addDays(start, from), addDays(start, to)]);
      }
      return spans;
    },
  };
}

export const SEASONS = {
  monsoon: yearly('the monsoon', [
    [6, 15],
    [9, 30],
  ]),
  /** Delhi's and Jaipur's first rains of the monsoon. */
  firstRains: yearly('the first monsoon rains', [
    [6, 25],
    [7, 20],
  ]),
  /** Chennai gets ready for its own rains, which come from October. */
  beforeNortheastMonsoon: yearly('before the northeast monsoon', [
    [9, 15],
    [11, 30],
  ]),
  winter: yearly('winter', [
    [12, 1],
    [2, 10],
  ]),
  /** North India's smog, from after Diwali into January. */
  winterAir: yearly('the winter smog', [
    [11, 1],
    [1, 31],
  ]),
  diwali: yearly('Diwali', [
    [10, 18],
    [11, 16],
  ]),
  /** Durga Pujo and its pandals (Mahalaya to Lakshmi Puja, over the years). */
  pujo: yearly('Durga Pujo', [
    [9, 25],
    [10, 28],
  ]),
  /** Kumartuli's idol makers at work, the weeks before the Pujo. */
  beforePujo: yearly('the weeks before Durga Pujo', [
    [8, 10],
    [10, 10],
  ]),
  /** The weeks before Ganesh Chaturthi (late August to mid-September): idols being made. */
  beforeGanpati: yearly('the weeks before Ganesh Chaturthi', [
    [8, 1],
    [8, 20],
  ]),
  teej: yearly('Teej', [
    [7, 20],
    [8, 20],
  ]),
  bonalu: yearly('Bonalu', [
    [6, 25],
    [8, 10],
  ]),
  /** Both Navratris: Chaitra in spring, Sharad in autumn. */
  navratri: yearly(
    'Navratri',
    [
      [3, 15],
      [4, 15],
    ],
    [
      [9, 15],
      [10, 20],
    ],
  ),
  sankranti: yearly('Makar Sankranti', [
    [1, 10],
    [1, 16],
  ]),
  beforeSankranti: yearly('the weeks before Makar Sankranti', [
    [12, 5],
    [1, 12],
  ]),
  /** Chennai's December music season, which Margazhi opens. */
  margazhi: yearly('the Margazhi music season', [
    [12, 1],
    [1, 10],
  ]),
  /** The first fortnight of the season, which a concert may open. */
  margazhiOpening: yearly('the opening of the Margazhi season', [
    [12, 1],
    [12, 16],
  ]),
  beforeMargazhi: yearly('the weeks before the Margazhi season', [
    [11, 15],
    [12, 20],
  ]),
  rajyotsava: yearly('Kannada Rajyotsava month', [
    [11, 1],
    [11, 30],
  ]),
  boardExams: yearly('the board exams', [
    [1, 20],
    [3, 15],
  ]),
  spring: yearly('spring', [
    [2, 20],
    [3, 31],
  ]),
  /** Lalbagh's flower shows, for Republic Day and Independence Day. */
  flowerShow: yearly(
    'the Lalbagh flower show',
    [
      [1, 15],
      [1, 26],
    ],
    [
      [8, 5],
      [8, 15],
    ],
  ),
  yearEnd: yearly('the end of the year', [
    [12, 10],
    [1, 5],
  ]),
  roadSafety: yearly('Road Safety Month', [
    [1, 1],
    [1, 31],
  ]),
  mango: yearly('the mango season', [
    [4, 15],
    [7, 15],
  ]),
  /** Bengaluru's hills after the rains. */
  trekking: yearly('the trekking season', [
    [8, 15],
    [11, 30],
  ]),
  /** Delhi's half marathon. */
  halfMarathon: yearly('the Delhi half marathon', [
    [10, 10],
    [12, 10],
  ]),
  iplAuction: yearly('the cricket auction', [
    [11, 20],
    [12, 25],
  ]),
  ramzan: ramzan('Ramzan', 0, 29),
  /** The last nights of Ramzan, the night before Eid among them. */
  chandRaat: ramzan('Chand Raat', 27, 30),
  /** Ramzan and the days after it, when the city still talks about its haleem. */
  ramzanAndAfter: ramzan('Ramzan and the days after', 0, 40),
} satisfies Record<string, Season>;

export type SeasonName = keyof typeof SEASONS;

/** Each season's spans by the year they begin in, worked out once: placing an item tries hundreds of days. */
const spanCache = new Map<Season, Map<number, Span[]>>();
function spansOf(season: Season, year: number): Span[] {
  const years = spanCache.get(season) ?? new Map<number, Span[]>();
  spanCache.set(season, years);
  const spans = years.get(year) ?? season.spansStartingIn(year);
  years.set(year, spans);
  return spans;
}

/** True when `date` is in the season. */
export function inSeason(date: string, season: Season): boolean {
  const year = Number(date.slice(0, 4));
  for (const from of [year - 1, year])
    for (const [start, end] of spansOf(season, from)) if (start <= date && date <= end) return true;
  return false;
}

/** What a day must be for an item: in its season, on one of its weekdays, on or after `notBefore`… */
export type DayRule = {
  season?: Season;
  weekdays?: readonly number[];
  /** Only these days (a podcast's release days), when given. */
  allowed?: (date: string) => boolean;
};

/** How far from its intended day an item may move: a season comes round within a year. */
const SEARCH_DAYS = 550;

/**
 * The day nearest `nominal` that fits `rule` and lies on `side` of `today` (after it for an item written as
 * upcoming, before it for one written as past): a seasonal item moves to its season, an item of a weekday show
 * to one of its weekdays.
 */
export function placeDay(
  today: string,
  nominal: string,
  side: 'upcoming' | 'past',
  rule: DayRule = {},
): string {
  // Days as numbers: a search may try a year and a half of days, each side of `nominal`.
  const dayNumber = (date: string) => Date.parse(`${date}T00:00:00Z`) / DAY_MS;
  const first = dayNumber(today) + (side === 'upcoming' ? 1 : -1);
  const from = dayNumber(nominal);
  const onSide = (day: number) => (side === 'upcoming' ? day >= first : day <= first);
  const fits = (day: number) => {
    if (!onSide(day)) return false;
    const date = new Date(day * DAY_MS).toISOString().slice(0, 10);
    return (
      (!rule.weekdays || rule.weekdays.includes(weekdayOf(date))) &&
      (!rule.season || inSeason(date, rule.season)) &&
      (!rule.allowed || rule.allowed(date))
    );
  };
  for (let step = 0; step <= SEARCH_DAYS; step++) {
    for (const day of step === 0 ? [from] : [from + step, from - step])
      if (fits(day)) return new Date(day * DAY_MS).toISOString().slice(0, 10);
  }
  throw new Error(
    `no ${side} day within ${SEARCH_DAYS} days of ${nominal} fits ${rule.season?.name ?? 'it'}`,
  );
}
