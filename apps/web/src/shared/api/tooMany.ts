import { ApiRequestError } from './client';
import { apiMessages } from './messages';

/**
 * A rate-limited call (429) in words a listener can act on: when to try again, from Retry-After, in the
 * current language ("Too many attempts. Try again in 5 minutes."). Null for any other failure, which the form
 * shows its own way.
 */
export function tooManyMessage(error: unknown): string | null {
  if (!(error instanceof ApiRequestError) || error.status !== 429) return null;
  const t = apiMessages.get();
  const seconds = error.retryAfterSeconds;
  if (!seconds) return t.tryAgainLater;
  if (seconds < 60) return t.tryAgainInSeconds(seconds);
  if (seconds < 3600) return t.tryAgainInMinutes(Math.ceil(seconds / 60));
  return t.tryAgainInHours(Math.ceil(seconds / 3600));
}
