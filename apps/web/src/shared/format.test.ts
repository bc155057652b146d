import { describe, expect, it } from 'vitest';
import { formatDay, formatLength } from './format';

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
