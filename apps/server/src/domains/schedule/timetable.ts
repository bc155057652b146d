import { addDays, istDate, istDayStart } from '@tarang/contracts';
import { airOnDate } from '@tarang/contracts/day-air';

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

/**
 * A stretch of a date's air and its slot. startMinute and endMinute are the stretch's: a weekly slot that an
 * override interrupts is on air in two stretches, each with the slot's id.
 */
export type TimedSlot = SlotRow & {
  /** The India date the slot is on. */
  day: string;
  /** Instants, ms since the epoch. */
  startsAt: number;
  endsAt: number;
  isOverride: boolean;
  /**
   * The instant the slot's programme is counted from: its start, or for the stretch after an override, as
   * much earlier as the slot already aired that day (the show resumes where the override stopped it).
   */
  anchorAt: number;
};

const MINUTE = 60_000;

/**
 * What is on air on a date, in order: its overrides, and the weekly slots of its weekday before and after them
 * (contracts' airOnDate).
 */
export function slotsOnDate(rows: readonly SlotRow[], date: string): TimedSlot[] {
  const dayStart = istDayStart(date);
  if (Number.isNaN(dayStart)) return [];
  return airOnDate(rows, date).map(({ slot, startMinute, endMinute, isOverride, airedBefore }) => ({
    ...slot,
    startMinute,
    endMinute,
    day: date,
    startsAt: dayStart + startMinute * MINUTE,
    endsAt: dayStart + endMinute * MINUTE,
    isOverride,
    anchorAt: dayStart + (startMinute - airedBefore) * MINUTE,
  }));
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
