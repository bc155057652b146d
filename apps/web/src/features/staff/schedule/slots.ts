import { clockOf, minutesOf, type StaffScheduleSlot } from '@tarang/contracts';
import { airOnDate } from '@tarang/contracts/day-air';
import { shortDate } from '../../../shared/format';

/**
 * How the console's Schedule page arranges a station's slots: the week from Monday (as a station's week is
 * planned), each day's weekly slots by start time, and each date with changes as it airs. Pure, so it is
 * unit-tested.
 */

/** Weekdays as the contracts number them (0 Sunday … 6 Saturday), in the order the page shows them. */
export const WEEK_ORDER = [1, 2, 3, 4, 5, 6, 0] as const;

const byStart = (a: StaffScheduleSlot, b: StaffScheduleSlot) =>
  a.start.localeCompare(b.start) || a.end.localeCompare(b.end);

/** "07:00–10:00" */
export const slotTime = (slot: { start: string; end: string }) => `${slot.start}–${slot.end}`;

/** "07:00–10:00 · Bambai Breakfast Club · RJ Malishka, RJ Jeeturaaj" (no RJs: time and show only). */
export const slotLine = (slot: Pick<StaffScheduleSlot, 'start' | 'end' | 'showTitle' | 'rjNames'>) =>
  [slotTime(slot), slot.showTitle, slot.rjNames.join(', ')].filter(Boolean).join(' · ');

/** The weekly slots of each weekday, sorted by start; every weekday is present (empty days too). */
export function weekOf(slots: readonly StaffScheduleSlot[]): Map<number, StaffScheduleSlot[]> {
  const week = new Map<number, StaffScheduleSlot[]>(WEEK_ORDER.map((day) => [day, []]));
  for (const slot of slots) {
    if (slot.weekday !== null && slot.date === null) week.get(slot.weekday)?.push(slot);
  }
  for (const day of week.values()) day.sort(byStart);
  return week;
}

/** A stretch of a date's air: the slot playing it, from start to end ('HH:MM'). */
export type AirStretch = { slot: StaffScheduleSlot; start: string; end: string; isChange: boolean };

/**
 * Each date with one-off changes, in order, and what airs on it: the changes, and the weekly slots of its
 * weekday before and after them (the rule listeners and the playout follow, contracts' airOnDate).
 */
export function changedDays(slots: readonly StaffScheduleSlot[]): { date: string; air: AirStretch[] }[] {
  const rows = slots.map((slot) => ({
    slot,
    weekday: slot.weekday,
    date: slot.date,
    startMinute: minutesOf(slot.start) ?? 0,
    endMinute: minutesOf(slot.end) ?? 0,
  }));
  const dates = [...new Set(slots.flatMap((slot) => (slot.date === null ? [] : [slot.date])))].sort();
  return dates.map((date) => ({
    date,
    air: airOnDate(rows, date).map((piece) => ({
      slot: piece.slot.slot,
      start: clockOf(piece.startMinute),
      end: clockOf(piece.endMinute),
      isChange: piece.isOverride,
    })),
  }));
}

/** A YYYY-MM-DD date as an editor reads it: "Mon 30 Nov 2026". */
// The console is English-only, whatever language the staff member reads the listener site in.
export const dateLabel = (date: string) => shortDate(date, { withYear: true, language: 'en' });
