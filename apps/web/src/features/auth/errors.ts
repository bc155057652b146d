import { AUTH_MESSAGES, FORM_MESSAGES } from '@tarang/contracts';
import { ApiRequestError } from '../../shared/api/client';
import { tooManyMessage } from '../../shared/api/tooMany';

/**
 * The server's message of a failed call (an account call's failure shows the server's message as it is);
 * a rate limit says when to try again instead.
 */
export function messageOf(error: unknown): string {
  const tooMany = tooManyMessage(error);
  if (tooMany) return tooMany;
  if (error instanceof ApiRequestError) return error.message;
  return FORM_MESSAGES.requestFailed;
}

/** 'Subscriber Not Found' leads to sign-up, 'Account already exists' to sign-in. */
export function screenFor(message: string): 'signUp' | 'signIn' | null {
  if (message.includes(AUTH_MESSAGES.subscriberNotFound)) return 'signUp';
  if (message.includes(AUTH_MESSAGES.accountExists)) return 'signIn';
  return null;
}
