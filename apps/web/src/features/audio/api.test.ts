import { describe, expect, it } from 'vitest';
import { idParamOf, pageParam } from './api';

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
