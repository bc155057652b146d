import { describe, expect, it } from 'vitest';
import { datesBetween, type SlotRow, slotAt, slotsBetween, slotsOnDate } from './timetable';

/** 2026-11-23 is a Monday (weekday 1); India is UTC+5:30 all year. */
const MONDAY = '2026-11-23';
const TUESDAY = '2026-11-24';
const at = (iso: string) => Date.parse(iso);
const hours = (h: number) => h * 60;

let nextId = 1;
const weekly = (weekday: number, from: number, to: number, mediaId = 10): SlotRow => ({
  id: nextId++,
  weekday,
  date: null,
  startMinute: hours(from),
  endMinute: hours(to),
  mediaId,
});
const override = (date: string, from: number, to: number, mediaId = 99): SlotRow => ({
  id: nextId++,
  weekday: null,
  date,
  startMinute: hours(from),
  endMinute: hours(to),
  mediaId,
});

const breakfast = weekly(1, 7, 10, 1);
const midday = weekly(1, 10, 14, 2);
const lateNight = weekly(1, 22, 24, 3);
const tuesdayEarly = weekly(2, 0, 2, 4);
const rows = [breakfast, midday, lateNight, tuesdayEarly];

describe('timetable', () => {
  it('places a weekly slot on its weekday in India time: 07:00 IST is 01:30 UTC', () => {
    const [first] = slotsOnDate(rows, MONDAY);
    expect(first).toMatchObject({ id: breakfast.id, day: MONDAY, isOverride: false });
    expect(new Date(first?.startsAt ?? 0).toISOString()).toBe('2026-11-23T01:30:00.000Z');
    expect(new Date(first?.endsAt ?? 0).toISOString()).toBe('2026-11-23T04:30:00.000Z');
  });

  it('lists a date’s slots in order and none of another weekday', () => {
    expect(slotsOnDate(rows, MONDAY).map((slot) => slot.id)).toEqual([breakfast.id, midday.id, lateNight.id]);
    expect(slotsOnDate(rows, TUESDAY).map((slot) => slot.id)).toEqual([tuesdayEarly.id]);
    expect(slotsOnDate(rows, '2026-11-25')).toEqual([]);
  });

  it('lets an override replace the weekly slots it overlaps on its date only', () => {
    const special = override(MONDAY, 9, 11);
    const withSpecial = [...rows, special];
    const monday = slotsOnDate(withSpecial, MONDAY);
    expect(monday.map((slot) => slot.id)).toEqual([special.id, lateNight.id]);
    expect(monday[0]?.isOverride).toBe(true);
    // The next Monday has its weekly slots back.
    expect(slotsOnDate(withSpecial, '2026-11-30').map((slot) => slot.id)).toEqual([
      breakfast.id,
      midday.id,
      lateNight.id,
    ]);
  });

  it('keeps a weekly slot that only touches an override', () => {
    const special = override(MONDAY, 14, 16);
    expect(slotsOnDate([...rows, special], MONDAY).map((slot) => slot.id)).toEqual([
      breakfast.id,
      midday.id,
      special.id,
      lateNight.id,
    ]);
  });

  it('gives nothing for an impossible date', () => {
    expect(slotsOnDate(rows, '2026-02-30')).toEqual([]);
    expect(slotsOnDate(rows, 'yesterday')).toEqual([]);
  });

  it('finds the slot on air at an instant, and none between slots or at a slot’s end', () => {
    expect(slotAt(rows, at('2026-11-23T01:30:00Z'))?.id).toBe(breakfast.id);
    expect(slotAt(rows, at('2026-11-23T04:29:59Z'))?.id).toBe(breakfast.id);
    expect(slotAt(rows, at('2026-11-23T04:30:00Z'))?.id).toBe(midday.id);
    expect(slotAt(rows, at('2026-11-23T08:30:00Z'))).toBeNull();
    expect(slotAt(rows, at('2026-11-23T01:29:59Z'))).toBeNull();
  });

  it('crosses midnight in India, not in UTC: Monday 23:00 IST then Tuesday 01:00 IST', () => {
    // 2026-11-23T17:30Z is Monday 23:00 IST; 19:30Z is Tuesday 01:00 IST.
    expect(slotAt(rows, at('2026-11-23T17:30:00Z'))?.id).toBe(lateNight.id);
    expect(slotAt(rows, at('2026-11-23T19:30:00Z'))).toMatchObject({ id: tuesdayEarly.id, day: TUESDAY });
  });

  it('lists the slots between two instants, the one already on air included', () => {
    const from = at('2026-11-23T03:00:00Z'); // Monday 08:30 IST
    const to = at('2026-11-23T20:00:00Z'); // Tuesday 01:30 IST
    expect(slotsBetween(rows, from, to).map((slot) => slot.id)).toEqual([
      breakfast.id,
      midday.id,
      lateNight.id,
      tuesdayEarly.id,
    ]);
  });

  it('names the India dates an interval touches', () => {
    expect(datesBetween(at('2026-11-23T17:30:00Z'), at('2026-11-23T19:00:00Z'))).toEqual([MONDAY, TUESDAY]);
    expect(datesBetween(at('2026-11-23T00:00:00Z'), at('2026-11-23T18:30:00Z'))).toEqual([MONDAY]);
  });
});
