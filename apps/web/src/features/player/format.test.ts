import { describe, expect, it } from 'vitest';
import { formatClock, spokenDuration } from './format';

describe('formatClock (minutes:seconds)', () => {
  it('shows m:ss', () => {
    expect(formatClock(0)).toBe('0:00');
    expect(formatClock(5.9)).toBe('0:05');
    expect(formatClock(63)).toBe('1:03');
    expect(formatClock(243.4)).toBe('4:03');
    expect(formatClock(4330)).toBe('72:10');
  });

  it('shows 0:00 for nonsense', () => {
    expect(formatClock(Number.NaN)).toBe('0:00');
    expect(formatClock(Number.POSITIVE_INFINITY)).toBe('0:00');
    expect(formatClock(-3)).toBe('0:00');
  });
});

describe('spokenDuration (slider values)', () => {
  it("reads like '4 minutes, 3 seconds'", () => {
    expect(spokenDuration(243)).toBe('4 minutes, 3 seconds');
    expect(spokenDuration(61)).toBe('1 minute, 1 second');
    expect(spokenDuration(120)).toBe('2 minutes');
    expect(spokenDuration(1)).toBe('1 second');
    expect(spokenDuration(0)).toBe('0 seconds');
    expect(spokenDuration(42.9)).toBe('42 seconds');
  });
});
