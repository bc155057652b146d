import { describe, expect, it } from 'vitest';
import { ApiRequestError, retryAfterSeconds } from './client';
import { tooManyMessage } from './tooMany';

const tooMany = (seconds?: number) => new ApiRequestError(429, 'Too Many Requests', undefined, seconds);

describe('tooManyMessage', () => {
  it('says when to try again, from Retry-After', () => {
    expect(tooManyMessage(tooMany(300))).toBe('Too many attempts. Try again in 5 minutes.');
    expect(tooManyMessage(tooMany(61))).toBe('Too many attempts. Try again in 2 minutes.');
    expect(tooManyMessage(tooMany(60))).toBe('Too many attempts. Try again in 1 minute.');
    expect(tooManyMessage(tooMany(1))).toBe('Too many attempts. Try again in 1 second.');
    expect(tooManyMessage(tooMany(42))).toBe('Too many attempts. Try again in 42 seconds.');
    expect(tooManyMessage(tooMany(7200))).toBe('Too many attempts. Try again in 2 hours.');
  });

  it('asks for a few minutes when the server gives no time, and stays out of other failures', () => {
    expect(tooManyMessage(tooMany())).toBe('Too many attempts. Please wait a few minutes and try again.');
    expect(tooManyMessage(new ApiRequestError(400, 'Mobile is required', 'mobile'))).toBeNull();
    expect(tooManyMessage(new Error('offline'))).toBeNull();
  });
});

describe('retryAfterSeconds', () => {
  it('reads seconds and HTTP dates', () => {
    expect(retryAfterSeconds('300')).toBe(300);
    const now = Date.parse('2026-11-25T00:00:00Z');
    expect(retryAfterSeconds('Wed, 25 Nov 2026 00:02:00 GMT', now)).toBe(120);
    expect(retryAfterSeconds(null)).toBeUndefined();
    expect(retryAfterSeconds('soon')).toBeUndefined();
  });
});
