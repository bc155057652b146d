import { describe, expect, it } from 'vitest';
import { inputDecimal, inputString, MIN_FRACTION } from './input';
import { positionBody } from './library';
import { textField } from './staff';

const messages = (result: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  result.error?.issues.map((issue) => `${issue.path.join('.') || '(value)'}: ${issue.message}`) ?? [];

describe('input strings', () => {
  it('refuse a lone surrogate, first, naming the field; a pair (an emoji) is text', () => {
    const title = textField('Title', 20);
    expect(messages(title.safeParse('Yamuna \ud800'))).toEqual([
      '(value): Title contains a broken character (an unpaired surrogate): type it again',
    ]);
    expect(messages(title.safeParse('\udc00'.repeat(30)))[0]).toMatch(/^\(value\): Title contains a broken/);
    expect(title.parse(' Yamuna 🌊 ')).toBe('Yamuna 🌊');
  });

  it('say "must be text" for a value that is not a string, and keep zod’s message for other checks', () => {
    expect(messages(inputString('Name').max(3).safeParse(12))).toEqual(['(value): Name must be text']);
    expect(messages(inputString('Name').min(2).safeParse('a'))[0]).toMatch(/at least 2|>=2/);
  });
});

describe('input decimals', () => {
  it('are bounded, and 0 or at least MIN_FRACTION away from it', () => {
    const latitude = inputDecimal('Latitude', -90, 90);
    for (const value of [0, -0, MIN_FRACTION, -MIN_FRACTION, 28.679079, 90, -90]) {
      expect(latitude.safeParse(value).success, String(value)).toBe(true);
    }
    for (const value of [5e-324, -5e-324, 1e-7, 1e308, 90.000001, Number.NaN, Number.POSITIVE_INFINITY]) {
      expect(latitude.safeParse(value).success, String(value)).toBe(false);
    }
    expect(messages(latitude.safeParse(5e-324))).toEqual([
      '(value): Latitude is too close to 0: send 0 or a number at least 0.000001 from it',
    ]);
  });

  it('keep a listening position a single-precision column can hold', () => {
    const body = { episodeId: 1, duration: 100 };
    expect(messages(positionBody.safeParse({ ...body, position: 5e-324 }))).toEqual([
      'position: position is too close to 0: send 0 or a number at least 0.000001 from it',
    ]);
    expect(positionBody.safeParse({ ...body, position: 12.5 }).success).toBe(true);
  });
});
