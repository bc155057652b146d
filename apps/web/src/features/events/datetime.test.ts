import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { anyMoment, intlInIndia } from '../../shared/format.testing';
import { setLocale } from '../../shared/i18n';
import { badgeOf, eventSchedule, hasEnded, whenShort } from './datetime';
import { eventsMessages } from './messages';

// Times in UTC; India is UTC+5:30 all year, so the expected texts are fixed.
describe('event dates in India Standard Time', () => {
  it('shows a one-day event with its start and end times', () => {
    expect(eventSchedule('2026-12-05T05:30:00.000Z', '2026-12-05T15:30:00.000Z')).toEqual({
      date: 'Saturday, 5 December 2026',
      time: '11:00 am – 9:00 pm IST',
    });
  });

  it('uses the Indian date even when UTC is still on the day before', () => {
    // 20:00 UTC on 4 Dec is 01:30 on 5 Dec in India.
    expect(badgeOf('2026-12-04T20:00:00.000Z')).toEqual({ day: '05', month: 'Dec', weekday: 'Sat' });
    expect(whenShort('2026-12-04T20:00:00.000Z')).toBe('Sat, 5 Dec 2026 · 1:30 am');
  });

  it('spells out both days of an event that runs past midnight', () => {
    expect(eventSchedule('2026-12-05T12:30:00.000Z', '2026-12-05T20:30:00.000Z')).toEqual({
      date: 'Saturday, 5 December 2026 – Sunday, 6 December 2026',
      time: 'From 6:00 pm to 2:00 am IST',
    });
  });

  it('shows only the start when the end is missing or before the start', () => {
    expect(eventSchedule('2026-12-05T05:30:00.000Z', 'not a date')).toEqual({
      date: 'Saturday, 5 December 2026',
      time: '11:00 am IST',
    });
    expect(eventSchedule('2026-12-05T05:30:00.000Z', '2026-12-05T04:00:00.000Z').time).toBe('11:00 am IST');
  });

  it('writes English as Intl writes en-IN, for any moment (the English texts are made without Intl)', () => {
    const longDay = intlInIndia({ weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' });
    const badge = intlInIndia({ day: '2-digit', month: 'short', weekday: 'short' });
    const time = intlInIndia({ hour: 'numeric', minute: '2-digit', hour12: true });
    fc.assert(
      fc.property(anyMoment, (moment) => {
        const parts = Object.fromEntries(badge.formatToParts(moment).map((part) => [part.type, part.value]));
        expect(badgeOf(moment.toISOString())).toEqual({
          day: parts.day,
          month: parts.month,
          weekday: parts.weekday,
        });
        expect(eventSchedule(moment.toISOString(), 'not a date')).toEqual({
          date: longDay.format(moment),
          time: `${time.format(moment).replace(/\s/g, ' ').toLowerCase()} IST`,
        });
      }),
      { numRuns: 2000 },
    );
  });

  it('knows when an event has ended', () => {
    const now = new Date('2026-12-05T10:00:00.000Z');
    expect(hasEnded('2026-12-05T09:59:59.000Z', now)).toBe(true);
    expect(hasEnded('2026-12-05T15:30:00.000Z', now)).toBe(false);
  });
});

describe('event dates in Hindi', () => {
  // The texts are read as a mounted component reads them (the page shows them through useMessages).
  let unmount = () => {};
  beforeAll(async () => {
    unmount = eventsMessages.listen(() => {});
    await setLocale('hi');
  });
  afterAll(async () => {
    await setLocale('en');
    unmount();
  });

  it('names the days and months in Hindi, still in India time', () => {
    expect(eventSchedule('2026-12-05T05:30:00.000Z', '2026-12-05T15:30:00.000Z')).toEqual({
      date: 'शनिवार, 5 दिसंबर 2026',
      time: '11:00 am – 9:00 pm IST',
    });
    expect(badgeOf('2026-12-04T20:00:00.000Z')).toEqual({ day: '05', month: 'दिस॰', weekday: 'शनि' });
    expect(whenShort('2026-12-04T20:00:00.000Z')).toBe('शनि, 5 दिस॰ 2026 · 1:30 am');
  });

  it('says "from … to …" of an event past midnight as Hindi does', () => {
    expect(eventSchedule('2026-12-05T12:30:00.000Z', '2026-12-05T20:30:00.000Z')).toEqual({
      date: 'शनिवार, 5 दिसंबर 2026 – रविवार, 6 दिसंबर 2026',
      time: '6:00 pm से 2:00 am IST तक',
    });
  });
});
