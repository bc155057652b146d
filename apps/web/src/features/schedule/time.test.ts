import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shortDate } from '../../shared/format';
import { setLocale } from '../../shared/i18n';
import { scheduleMessages } from './messages';
import { dayLabel, istClock, istRange, scheduleDays } from './time';

describe('schedule times (India time)', () => {
  it('writes an instant as its IST clock, a midnight end as 24:00 of the day it started', () => {
    expect(istClock('2026-11-27T01:30:00.000Z')).toBe('07:00');
    expect(istClock('2026-11-27T18:30:00.000Z')).toBe('00:00');
    expect(istClock('2026-11-27T18:30:00.000Z', '2026-11-27T15:30:00.000Z')).toBe('24:00');
    expect(istRange('07:00', '10:00')).toBe('07:00–10:00 IST');
  });

  it('offers a week from today and names its days', () => {
    const days = scheduleDays('2026-12-29');
    expect(days).toEqual([
      '2026-12-29',
      '2026-12-30',
      '2026-12-31',
      '2027-01-01',
      '2027-01-02',
      '2027-01-03',
      '2027-01-04',
    ]);
    expect(days.map((day) => dayLabel(day, '2026-12-29'))).toEqual([
      'Today',
      'Tomorrow',
      'Thu 31 Dec',
      'Fri 1 Jan',
      'Sat 2 Jan',
      'Sun 3 Jan',
      'Mon 4 Jan',
    ]);
    expect(shortDate('2026-11-27')).toBe('Fri 27 Nov');
  });
});

describe('schedule days in Hindi', () => {
  let unmount = () => {};
  beforeAll(async () => {
    unmount = scheduleMessages.listen(() => {});
    await setLocale('hi');
  });
  afterAll(async () => {
    await setLocale('en');
    unmount();
  });

  it('names today, tomorrow and the dates after them in Hindi', () => {
    expect(scheduleDays('2026-12-29').map((day) => dayLabel(day, '2026-12-29'))).toEqual([
      'आज',
      'कल',
      'गुरु, 31 दिस॰',
      'शुक्र, 1 जन॰',
      'शनि, 2 जन॰',
      'रवि, 3 जन॰',
      'सोम, 4 जन॰',
    ]);
    // Clock times stay as the station announces them.
    expect(istRange('07:00', '10:00')).toBe('07:00–10:00 IST');
  });
});
