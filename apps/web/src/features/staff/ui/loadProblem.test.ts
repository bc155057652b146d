import { STAFF_MESSAGES } from '@tarang/contracts';
import { describe, expect, it } from 'vitest';
import { ApiRequestError } from '../../../shared/api/client';
import { isRetryable, loadProblemOf } from './loadProblem';

describe('why a console read failed', () => {
  it.each([
    [new ApiRequestError(403, STAFF_MESSAGES.notYourStation), 'station'],
    [new ApiRequestError(403, STAFF_MESSAGES.adminsOnly), 'role'],
    [new ApiRequestError(404, 'Show not found'), 'notFound'],
    [new ApiRequestError(400, 'id must be a whole number', 'id'), 'notFound'],
    [new ApiRequestError(401, 'Please log in to continue'), 'signedOut'],
    [new ApiRequestError(503, 'Service Unavailable'), 'server'],
    [new TypeError('Failed to fetch'), 'offline'],
  ])('%s is %s', (error, problem) => {
    expect(loadProblemOf(error)).toBe(problem);
  });

  it('offers Try again only where it can help', () => {
    expect(['offline', 'server'].every((problem) => isRetryable(problem as 'offline'))).toBe(true);
    expect(
      ['station', 'role', 'notFound', 'signedOut'].some((problem) => isRetryable(problem as 'role')),
    ).toBe(false);
  });
});
