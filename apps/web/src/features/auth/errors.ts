import { AUTH_MESSAGES } from '@tarang/contracts';
import { ApiRequestError } from '../../shared/api/client';

/** The server's message of a failed call (SPEC section 8: auth failures show the server's response message). */
export function messageOf(error: unknown): string {
  if (error instanceof ApiRequestError) return error.message;
  return 'Something went wrong! Please try again later.';
}

/** SPEC section 4: 'Subscriber Not Found' leads to sign-up, 'Account already exists' to sign-in. */
export function screenFor(message: string): 'signUp' | 'signIn' | null {
  if (message.includes(AUTH_MESSAGES.subscriberNotFound)) return 'signUp';
  if (message.includes(AUTH_MESSAGES.accountExists)) return 'signIn';
  return null;
}
