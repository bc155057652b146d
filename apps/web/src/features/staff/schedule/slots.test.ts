import type { StaffScheduleSlot } from '@tarang/contracts';
import { describe, expect, it } from 'vitest';
import { changedDays, dateLabel, slotLine, WEEK_ORDER, weekOf } from './slots';

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

  it('gives each date with changes as it airs: the weekly slots before and after a change', () => {
    // 2026-11-30 is a Monday, 2026-12-01 a Tuesday.
    const evening = slot({ weekday: 1, start: '16:00', end: '20:00', showTitle: 'Shaam Savera' });
    const night = slot({ weekday: 1, start: '20:00', end: '23:00', showTitle: 'Raat Baaki' });
    const special = slot({ date: '2026-11-30', start: '16:00', end: '17:00', showTitle: 'Diwali Special' });
    const tuesdayLate = slot({ date: '2026-12-01', start: '20:00', end: '21:00' });
    const tuesdayEarly = slot({ date: '2026-12-01', start: '05:00', end: '06:00' });
    const days = changedDays([tuesdayLate, evening, special, night, slot({ weekday: 3 }), tuesdayEarly]);
    const shown = days.map(({ date, air }) => [
      date,
      air.map(
        (stretch) =>
          `${stretch.start}–${stretch.end} ${stretch.slot.showTitle}${stretch.isChange ? ' *' : ''}`,
      ),
    ]);
    expect(shown).toEqual([
      ['2026-11-30', ['16:00–17:00 Diwali Special *', '17:00–20:00 Shaam Savera', '20:00–23:00 Raat Baaki']],
      ['2026-12-01', ['05:00–06:00 Dilli Subah *', '20:00–21:00 Dilli Subah *']],
    ]);
    expect(days[0]?.air[1]?.slot).toBe(evening);
  });

  it('writes a date as the date itself, in any time zone', () => {
    expect(dateLabel('2026-11-30')).toBe('Mon 30 Nov 2026');
  });
});
