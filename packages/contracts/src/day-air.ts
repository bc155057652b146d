/**
 * What airs on one India date, from a station's slots: the one rule the listener schedule, now-playing, the
 * built-in playout and the console's view of a date all follow. A change for a date (a special) airs whole;
 * a weekly slot it overlaps gives up only the overlapping minutes and airs before and after it. Pure and
 * zod-free.
 */

import { weekdayOf } from './live-basics';

/** A slot's place in the week: weekly on a weekday, or a one-off change on a date. Minutes since midnight. */
export type DaySlot = {
  weekday: number | null;
  date: string | null;
  startMinute: number;
  endMinute: number;
};

/** A stretch of a date's air and the slot that plays it. */
export type AirPiece<Slot extends DaySlot> = {
  slot: Slot;
  startMinute: number;
  endMinute: number;
  /** A change for the date rather than the weekly slot. */
  isOverride: boolean;
  /**
   * Minutes of this slot already aired earlier on the date: a weekly slot that a change interrupts resumes
   * after it where it stopped (the playout continues its programme rather than starting it again).
   */
  airedBefore: number;
};

type Span = { start: number; end: number };

/** `span` without the minutes of `cuts` (sorted, not overlapping each other), in order; empty stretches dropped. */
function outside(span: Span, cuts: readonly Span[]): Span[] {
  const left: Span[] = [];
  let from = span.start;
  for (const cut of cuts) {
    if (cut.end <= from || cut.start >= span.end) continue;
    if (cut.start > from) left.push({ start: from, end: cut.start });
    from = Math.max(from, cut.end);
  }
  if (from < span.end) left.push({ start: from, end: span.end });
  return left;
}

/**
 * The air of an India date (YYYY-MM-DD), in order: the date's changes whole, and the weekly slots of its
 * weekday in what the changes leave of them.
 */
export function airOnDate<Slot extends DaySlot>(slots: readonly Slot[], date: string): AirPiece<Slot>[] {
  const weekday = weekdayOf(date);
  const changes = slots.filter((slot) => slot.date === date).sort((a, b) => a.startMinute - b.startMinute);
  const cuts = changes.map((slot) => ({ start: slot.startMinute, end: slot.endMinute }));
  const pieces: AirPiece<Slot>[] = changes.map((slot) => ({
    slot,
    startMinute: slot.startMinute,
    endMinute: slot.endMinute,
    isOverride: true,
    airedBefore: 0,
  }));
  for (const slot of slots) {
    if (slot.date !== null || slot.weekday !== weekday) continue;
    let airedBefore = 0;
    for (const span of outside({ start: slot.startMinute, end: slot.endMinute }, cuts)) {
      pieces.push({ slot, startMinute: span.start, endMinute: span.end, isOverride: false, airedBefore });
      airedBefore += span.end - span.start;
    }
  }
  return pieces.sort((a, b) => a.startMinute - b.startMinute || a.endMinute - b.endMinute);
}
