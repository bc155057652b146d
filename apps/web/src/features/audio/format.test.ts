import { describe, expect, it } from 'vitest';
import { idParamOf, pageParam } from './api';
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

describe('URL parameters', () => {
  it('a page is a whole number from 1, else 1', () => {
    expect(pageParam('3')).toBe(3);
    for (const bad of [null, '', '0', '-1', '2.5', 'abc', '1e3', '999999']) expect(pageParam(bad)).toBe(1);
  });
  it('a genre is a positive id, else none', () => {
    expect(idParamOf('12')).toBe(12);
    for (const bad of [null, '', '0', 'x', '1.5', '12345678901']) expect(idParamOf(bad)).toBeUndefined();
  });
});
