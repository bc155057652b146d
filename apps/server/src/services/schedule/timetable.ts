import { addDays, istDate, istDayStart, weekdayOf } from '@tarang/contracts';

/**
 * The timetable of a station, from its slot rows: which slot is on air on a date or between two instants. Pure
 * (tested in timetable.test.ts); the schedule routes, now-playing and the built-in playout all read it, so every
 * instance and every reader agree on what is on air.
 */

export type SlotRow = {
  id: number;
  /** 0 Sunday … 6 Saturday for a weekly slot; null for a one-off override. */
  weekday: number | null;
  /** YYYY-MM-DD of an override; null for a weekly slot. */
  date: string | null;
  startMinute: number;
  endMinute: number;
  mediaId: number;
};

export type TimedSlot = SlotRow & {
  /** The India date the slot is on. */
  day: string;
  /** Instants, ms since the epoch. */
  startsAt: number;
  endsAt: number;
  isOverride: boolean;
};

const MINUTE = 60_000;

const overlaps = (a: SlotRow, b: SlotRow) => a.startMinute < b.endMinute && b.startMinute < a.endMinute;

/** The slots on air on a date: its overrides, and the weekly slots of its weekday that no override overlaps. */
export function slotsOnDate(rows: readonly SlotRow[], date: string): TimedSlot[] {
  const dayStart = istDayStart(date);
  if (Number.isNaN(dayStart)) return [];
  const weekday = weekdayOf(date);
  const overrides = rows.filter((row) => row.date === date);
  const weekly = rows.filter(
    (row) => row.date === null && row.weekday === weekday && !overrides.some((o) => overlaps(o, row)),
  );
  return [...overrides, ...weekly]
    .map((row) => ({
      ...row,
      day: date,
      startsAt: dayStart + row.startMinute * MINUTE,
      endsAt: dayStart + row.endMinute * MINUTE,
      isOverride: row.date !== null,
    }))
    .sort((a, b) => a.startsAt - b.startsAt || a.id - b.id);
}

/** The India dates an interval touches (from its first to its last instant). */
export function datesBetween(fromMs: number, toMs: number): string[] {
  const dates: string[] = [];
  const last = istDate(Math.max(fromMs, toMs - 1));
  for (let date = istDate(fromMs); date <= last; date = addDays(date, 1)) dates.push(date);
  return dates;
}

/** The slots that are on air at some moment in [fromMs, toMs), in order. */
export function slotsBetween(rows: readonly SlotRow[], fromMs: number, toMs: number): TimedSlot[] {
  return datesBetween(fromMs, toMs)
    .flatMap((date) => slotsOnDate(rows, date))
    .filter((slot) => slot.startsAt < toMs && slot.endsAt > fromMs);
}

/** The slot on air at an instant, if any. */
export function slotAt(rows: readonly SlotRow[], instant: number): TimedSlot | null {
  return slotsBetween(rows, instant, instant + 1)[0] ?? null;
}
