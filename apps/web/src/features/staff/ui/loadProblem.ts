import { STAFF_MESSAGES } from '@tarang/contracts';
import { ApiRequestError } from '../../../shared/api/client';

/**
 * Why a console read failed, as an editor needs to know it:
 * - `station`: the item or list is of a station this member does not work on (403);
 * - `role`: only a network admin may read it (any other 403);
 * - `notFound`: there is no such item (404, or an id in the address that is not one);
 * - `signedOut`: the session ended and could not be renewed (401);
 * - `offline`: no answer came (the connection);
 * - `server`: the server answered with an error of its own (5xx, a rate limit…): trying again may help.
 */
export type LoadProblem = 'station' | 'role' | 'notFound' | 'signedOut' | 'offline' | 'server';

export function loadProblemOf(error: unknown): LoadProblem {
  if (!(error instanceof ApiRequestError)) return 'offline';
  if (error.status === 401) return 'signedOut';
  if (error.status === 403) return error.message === STAFF_MESSAGES.notYourStation ? 'station' : 'role';
  if (error.status === 404 || (error.status === 400 && error.field === 'id')) return 'notFound';
  return 'server';
}

/** Whether trying the same read again may work. */
export const isRetryable = (problem: LoadProblem) => problem === 'offline' || problem === 'server';
