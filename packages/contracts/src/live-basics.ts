/**
 * The half of live.ts that needs no zod: India time, the stream types and addresses, and the listener's texts.
 * The site's header, bottom bar and home page use these on first load; importing them from here (live.ts
 * re-exports them) keeps zod, which the schemas need, out of the first-load JavaScript.
 */

// ---------------------------------------------------------------- India time

export const IST_OFFSET_MINUTES = 330;
const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
export const MINUTES_PER_DAY = 24 * 60;
export const WEEKDAYS = [
  'Sunday',
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
] as const;
export const DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

/** The calendar date in India at an instant, as YYYY-MM-DD. */
export function istDate(instant: Date | number = Date.now()): string {
  const ms = typeof instant === 'number' ? instant : instant.getTime();
  return new Date(ms + IST_OFFSET_MINUTES * MINUTE).toISOString().slice(0, 10);
}

/** The instant (ms since the epoch) a YYYY-MM-DD date begins in India; NaN for an impossible date. */
export function istDayStart(date: string): number {
  if (!DATE_PATTERN.test(date)) return Number.NaN;
  const utc = Date.parse(`${date}T00:00:00Z`);
  // Date.parse rolls 2026-02-30 over to March: only a date that reads back the same is real.
  if (Number.isNaN(utc) || new Date(utc).toISOString().slice(0, 10) !== date) return Number.NaN;
  return utc - IST_OFFSET_MINUTES * MINUTE;
}

/** The weekday (0 Sunday … 6 Saturday) of a YYYY-MM-DD date. */
export const weekdayOf = (date: string) => new Date(`${date}T00:00:00Z`).getUTCDay();

/** The date `days` after a YYYY-MM-DD date. */
export const addDays = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY).toISOString().slice(0, 10);

/** Minutes since midnight as 'HH:MM' (1440 is '24:00'). */
export function clockOf(minutes: number): string {
  const h = Math.floor(minutes / 60);
  return `${String(h).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
}

/** 'HH:MM' (00:00–24:00) as minutes since midnight, or null. */
export function minutesOf(clock: string): number | null {
  const match = /^(\d{2}):(\d{2})$/.exec(clock);
  if (!match) return null;
  const minutes = Number(match[1]) * 60 + Number(match[2]);
  return Number(match[2]) < 60 && minutes <= MINUTES_PER_DAY ? minutes : null;
}

// ---------------------------------------------------------------- the stream

/** mp3 / aac: an Icecast or SHOUTcast mount; hls: an HLS playlist. */
export const STREAM_TYPES = ['hls', 'mp3', 'aac'] as const;
export type StreamType = (typeof STREAM_TYPES)[number];

/** The built-in playout's addresses of a station (served by the live service, outside /api). */
export const livePaths = (stationId: number) => ({
  playlist: `/live/${stationId}/index.m3u8`,
  mp3: `/live/${stationId}.mp3`,
});

// ---------------------------------------------------------------- what the listener reads

export const LIVE_TEXT = {
  listenLive: 'Listen live',
  live: 'LIVE',
  goLive: 'Go live',
  offAir: 'Station is off air, retrying…',
  onAirNow: 'On air now',
  upNext: 'Up next',
  schedule: 'Schedule',
  nothingScheduled: 'Music and shows from the station, non-stop',
} as const;
