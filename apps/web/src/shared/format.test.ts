import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatDay, formatDayTime, formatLength, formatLongDay, shortDate } from './format';
import { anyMoment, intlInIndia } from './format.testing';
import { setLocale } from './i18n';

describe('formatLength', () => {
  it('says seconds, minutes or hours', () => {
    expect(formatLength(0)).toBe('0 sec');
    expect(formatLength(56.1)).toBe('56 sec');
    expect(formatLength(59.6)).toBe('1 min');
    expect(formatLength(125)).toBe('2 min');
    expect(formatLength(3600)).toBe('1 hr');
    expect(formatLength(3900)).toBe('1 hr 5 min');
    expect(formatLength(-3)).toBe('0 sec');
  });
});

describe('formatDay', () => {
  it('writes the day in India time', () => {
    expect(formatDay('2026-11-20T20:00:00Z')).toBe('21 Nov 2026');
  });
});

describe('formatLongDay', () => {
  it('writes the day in India time, whatever the zone the page is rendered in', () => {
    // 8 pm in London is already the next day in India: the server and a listener's browser must agree.
    expect(formatLongDay('2026-11-20T20:00:00Z')).toBe('21 November 2026');
    expect(formatLongDay('2026-11-20T18:00:00Z')).toBe('20 November 2026');
  });
});

describe('formatDayTime', () => {
  it('writes the day and the time in India time', () => {
    expect(formatDayTime('2026-11-20T13:00:00Z')).toBe('20 Nov 2026, 6:30 pm');
    expect(formatDayTime('2026-11-20T20:00:00Z')).toBe('21 Nov 2026, 1:30 am');
  });
});

describe('English dates written without Intl', () => {
  it('read exactly as Intl writes them in en-IN, India time, for any moment', () => {
    const day = intlInIndia({ day: 'numeric', month: 'short', year: 'numeric' });
    const longDay = intlInIndia({ day: 'numeric', month: 'long', year: 'numeric' });
    const dayTime = intlInIndia({
      day: 'numeric',
      month: 'short',
      year: 'numeric',
      hour: 'numeric',
      minute: '2-digit',
    });
    fc.assert(
      fc.property(anyMoment, (moment) => {
        const iso = moment.toISOString();
        expect(formatDay(iso)).toBe(day.format(moment));
        expect(formatLongDay(iso)).toBe(longDay.format(moment));
        expect(formatDayTime(iso)).toBe(dayTime.format(moment).replace(/\s/g, ' '));
      }),
      { numRuns: 2000 },
    );
  });

  it('refuses an invalid date, as Intl does', () => {
    expect(() => formatDay('not a date')).toThrow(RangeError);
  });
});

describe('in Hindi', () => {
  beforeAll(() => setLocale('hi'));
  afterAll(() => setLocale('en'));

  it('writes days, schedule dates and lengths with Hindi names and unit words', () => {
    expect(formatDay('2026-11-20T20:00:00Z')).toBe('21 नव॰ 2026');
    expect(shortDate('2026-11-27')).toBe('शुक्र, 27 नव॰');
    expect(shortDate('2026-11-27', { withYear: true })).toBe('शुक्र, 27 नव॰ 2026');
    expect(shortDate('2026-11-27', { withYear: true, language: 'en' })).toBe('Fri 27 Nov 2026');
    expect(formatLength(56.1)).toBe('56 सेकंड');
    expect(formatLength(125)).toBe('2 मिनट');
    expect(formatLength(3600)).toBe('1 घंटा');
    expect(formatLength(3900)).toBe('1 घंटा 5 मिनट');
    expect(formatLength(7500)).toBe('2 घंटे 5 मिनट');
  });

  it('goes back to English when the reader switches back', async () => {
    await setLocale('en');
    expect(formatDay('2026-11-20T20:00:00Z')).toBe('21 Nov 2026');
    expect(shortDate('2026-11-27')).toBe('Fri 27 Nov');
    expect(formatLength(3900)).toBe('1 hr 5 min');
    await setLocale('hi');
  });
});
