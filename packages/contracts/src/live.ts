import { z } from 'zod';
import { MAX_ID } from './constants';
import { inputString } from './input';
import { DATE_PATTERN, istDayStart, minutesOf, STREAM_TYPES, WEEKDAYS } from './live-basics';
import { idParam } from './query';
import { bodyId, updateBodyOf } from './staff';

export * from './live-basics';

/**
 * Live radio: a station's weekly schedule (with one-off overrides for a date), what is on air now, and the
 * station's live stream. Times are India Standard Time (UTC+5:30, no daylight saving), the time every station
 * of the network broadcasts in; a slot runs from `start` to `end` within one day ('24:00' ends at midnight).
 */

export const liveStream = z.object({
  url: z.string(),
  type: z.enum(STREAM_TYPES),
  /** A continuous MP3 of the same stream, for browsers that can play neither HLS nor hls.js (built-in only). */
  fallbackUrl: z.string().nullable(),
  /** true: the server's own playout of the schedule; false: the station's external stream. */
  builtIn: z.boolean(),
});
export type LiveStream = z.infer<typeof liveStream>;

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
  /** The slot's id: a weekly slot that an override interrupts is listed before and after it, with its id both times. */
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
  /** A one-off change for this date: it airs whole, the weekly slots it overlaps before and after it. */
  isOverride: z.boolean(),
});
export type ScheduleSlot = z.infer<typeof scheduleSlot>;

const dateValue = (name: string) =>
  inputString(name, { error: `${name} must be a date written YYYY-MM-DD` })
    .max(10, `${name} must be a date written YYYY-MM-DD`)
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
  inputString(name, { error: `${name} is required` })
    .max(5, `${name} must be a time written HH:MM (00:00 to 24:00)`)
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
