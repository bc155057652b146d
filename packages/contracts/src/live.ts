import { z } from 'zod';
import { MAX_ID } from './constants';
import { idParam } from './query';
import { bodyId, updateBodyOf } from './staff';

/**
 * Live radio: a station's weekly schedule (with one-off overrides for a date), what is on air now, and the
 * station's live stream. Times are India Standard Time (UTC+5:30, no daylight saving), the time every station
 * of the network broadcasts in; a slot runs from `start` to `end` within one day ('24:00' ends at midnight).
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

export const liveStream = z.object({
  url: z.string(),
  type: z.enum(STREAM_TYPES),
  /** A continuous MP3 of the same stream, for browsers that can play neither HLS nor hls.js (built-in only). */
  fallbackUrl: z.string().nullable(),
  /** true: the server's own playout of the schedule; false: the station's external stream. */
  builtIn: z.boolean(),
});
export type LiveStream = z.infer<typeof liveStream>;

/** The built-in playout's addresses of a station (served by the live service, outside /api). */
export const livePaths = (stationId: number) => ({
  playlist: `/live/${stationId}/index.m3u8`,
  mp3: `/live/${stationId}.mp3`,
});

// ---------------------------------------------------------------- the schedule

export const scheduleShow = z.object({
  id: z.number().int(),
  title: z.string(),
  urlName: z.string(),
  image: z.string().nullable(),
  imageAlt: z.string(),
});
export const scheduleRj = z.object({
  id: z.number().int(),
  name: z.string(),
  urlName: z.string(),
  image: z.string().nullable(),
});
export type ScheduleRj = z.infer<typeof scheduleRj>;

export const scheduleSlot = z.object({
  id: z.number().int(),
  /** The India date the slot is on. */
  date: z.string(),
  /** 'HH:MM' in India time. */
  start: z.string(),
  end: z.string(),
  /** ISO instants. */
  startsAt: z.string(),
  endsAt: z.string(),
  show: scheduleShow,
  rjs: z.array(scheduleRj),
  /** A one-off change for this date rather than the weekly slot. */
  isOverride: z.boolean(),
});
export type ScheduleSlot = z.infer<typeof scheduleSlot>;

const dateValue = (name: string) =>
  z
    .string({ error: `${name} must be a date written YYYY-MM-DD` })
    .regex(DATE_PATTERN, `${name} must be a date written YYYY-MM-DD`)
    .refine((value) => !Number.isNaN(istDayStart(value)), `${name} is not a real date`);

export const scheduleQuery = z.object({ date: dateValue('date').optional() });
export const stationIdPath = z.object({ id: idParam('id') });

export const nowPlaying = z.object({
  /** null: nothing scheduled now (the playout plays the station's shows in turn). */
  show: scheduleShow.nullable(),
  rjs: z.array(scheduleRj),
  startsAt: z.string().nullable(),
  endsAt: z.string().nullable(),
  /** What an external Icecast stream says it plays now (its status-json.xsl title), else null. */
  title: z.string().nullable(),
  next: z
    .object({ show: scheduleShow, rjs: z.array(scheduleRj), startsAt: z.string(), endsAt: z.string() })
    .nullable(),
  stream: liveStream,
});
export type NowPlaying = z.infer<typeof nowPlaying>;

// ---------------------------------------------------------------- the console's schedule

export const SCHEDULE_MAX_RJS = 6;

const clockField = (name: string) =>
  z
    .string({ error: `${name} is required` })
    .refine((value) => minutesOf(value) !== null, `${name} must be a time written HH:MM (00:00 to 24:00)`);

/**
 * A slot as the console sends it: weekly (a weekday) or a one-off override (a date), never both. The server
 * refuses a slot that overlaps another of the same kind on the same day, naming both.
 */
export const scheduleSlotFields = {
  stationId: bodyId('stationId'),
  weekday: z
    .number({ error: 'weekday must be 0 (Sunday) to 6 (Saturday)' })
    .int('weekday must be 0 (Sunday) to 6 (Saturday)')
    .min(0, 'weekday must be 0 (Sunday) to 6 (Saturday)')
    .max(6, 'weekday must be 0 (Sunday) to 6 (Saturday)')
    .nullable()
    .default(null),
  date: dateValue('date').nullable().default(null),
  start: clockField('start'),
  end: clockField('end'),
  mediaId: bodyId('mediaId'),
  rjIds: z
    .array(bodyId('rjIds'), { error: 'rjIds must be a list of RJ ids' })
    .max(SCHEDULE_MAX_RJS, `A slot has at most ${SCHEDULE_MAX_RJS} RJs`)
    .default([]),
};

export const SCHEDULE_MESSAGES = {
  dayRequired: 'Choose a weekday or a date',
  dayBoth: 'Choose a weekday or a date, not both',
  endAfterStart: 'end must be after start',
  showNotOfStation: 'mediaId must be an audio show or podcast of this station or the network',
  rjNotFound: 'rjIds must name RJs of this station',
} as const;

/** The rules a whole slot must keep (the create body, and an update merged with the stored slot). */
export function slotProblem(slot: {
  weekday: number | null;
  date: string | null;
  start: string;
  end: string;
}): { field: 'weekday' | 'end'; message: string } | null {
  if (slot.weekday === null && slot.date === null)
    return { field: 'weekday', message: SCHEDULE_MESSAGES.dayRequired };
  if (slot.weekday !== null && slot.date !== null)
    return { field: 'weekday', message: SCHEDULE_MESSAGES.dayBoth };
  const start = minutesOf(slot.start) ?? 0;
  const end = minutesOf(slot.end) ?? 0;
  if (end <= start) return { field: 'end', message: SCHEDULE_MESSAGES.endAfterStart };
  return null;
}

export const scheduleSlotBody = z.object(scheduleSlotFields).superRefine((slot, ctx) => {
  const problem = slotProblem(slot);
  if (problem) ctx.addIssue({ code: 'custom', path: [problem.field], message: problem.message });
});
export type ScheduleSlotBody = z.input<typeof scheduleSlotBody>;
export const scheduleSlotUpdateBody = updateBodyOf(scheduleSlotFields);
export type ScheduleSlotUpdateBody = z.input<typeof scheduleSlotUpdateBody>;

export const staffScheduleQuery = z.object({
  stationId: idParam('stationId'),
  /** Weekly slots and the overrides from this date on (default: today in India). */
  from: dateValue('from').optional(),
});

export const staffScheduleSlot = z.object({
  id: z.number().int().max(MAX_ID),
  stationId: z.number().int(),
  weekday: z.number().int().nullable(),
  date: z.string().nullable(),
  start: z.string(),
  end: z.string(),
  mediaId: z.number().int(),
  showTitle: z.string(),
  rjIds: z.array(z.number().int()),
  rjNames: z.array(z.string()),
  version: z.number().int(),
});
export type StaffScheduleSlot = z.infer<typeof staffScheduleSlot>;

/** How a slot is named in messages: "Bambai Breakfast Club (Monday 07:00–10:00)". */
export function slotLabel(
  slot: { weekday: number | null; date: string | null; start: string; end: string },
  title: string,
) {
  const day = slot.date ?? WEEKDAYS[slot.weekday ?? 0];
  return `${title} (${day} ${slot.start}–${slot.end})`;
}

/** The overlap refusal names both slots. */
export const overlapMessage = (slot: string, other: string) => `${slot} overlaps ${other}`;

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
