import type { StaffScheduleSlot } from '@tarang/contracts';
import { describe, expect, it } from 'vitest';
import { dateLabel, overridesOf, slotLine, WEEK_ORDER, weekOf } from './slots';

let nextId = 1;
const slot = (fields: Partial<StaffScheduleSlot>): StaffScheduleSlot => ({
  id: nextId++,
  stationId: 1,
  weekday: null,
  date: null,
  start: '07:00',
  end: '10:00',
  mediaId: 5,
  showTitle: 'Dilli Subah',
  rjIds: [],
  rjNames: [],
  version: 1,
  ...fields,
});

describe('the schedule page’s arrangement', () => {
  it('names a slot by its time, show and RJs', () => {
    expect(slotLine(slot({ rjNames: ['RJ Naved', 'RJ Sayema'] }))).toBe(
      '07:00–10:00 · Dilli Subah · RJ Naved, RJ Sayema',
    );
    expect(slotLine(slot({ start: '22:00', end: '24:00', showTitle: 'Raat Baaki' }))).toBe(
      '22:00–24:00 · Raat Baaki',
    );
  });

  it('puts weekly slots under their weekday from Monday, sorted by start, and leaves overrides out', () => {
    const late = slot({ weekday: 1, start: '18:00', end: '21:00' });
    const early = slot({ weekday: 1, start: '06:00', end: '09:00' });
    const sunday = slot({ weekday: 0 });
    const override = slot({ date: '2026-11-30' });
    const week = weekOf([late, override, sunday, early]);
    expect([...week.keys()]).toEqual([...WEEK_ORDER]);
    expect(week.get(1)).toEqual([early, late]);
    expect(week.get(0)).toEqual([sunday]);
    expect(week.get(2)).toEqual([]);
  });

  it('lists the one-off changes by date, then start', () => {
    const second = slot({ date: '2026-12-02', start: '08:00', end: '09:00' });
    const firstLate = slot({ date: '2026-12-01', start: '20:00', end: '21:00' });
    const firstEarly = slot({ date: '2026-12-01', start: '05:00', end: '06:00' });
    expect(overridesOf([second, slot({ weekday: 3 }), firstLate, firstEarly])).toEqual([
      firstEarly,
      firstLate,
      second,
    ]);
  });

  it('writes a date as the date itself, in any time zone', () => {
    expect(dateLabel('2026-11-30')).toBe('Mon 30 Nov 2026');
  });
});
