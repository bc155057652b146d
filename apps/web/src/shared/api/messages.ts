import { count, i18n } from '../i18n';

/** What every form says when the server asks it to wait (HTTP 429 with Retry-After). */
export const apiMessages = i18n('api', {
  tryAgainInSeconds: count({
    one: 'Too many attempts. Try again in {count} second.',
    other: 'Too many attempts. Try again in {count} seconds.',
  }),
  tryAgainInMinutes: count({
    one: 'Too many attempts. Try again in {count} minute.',
    other: 'Too many attempts. Try again in {count} minutes.',
  }),
  tryAgainInHours: count({
    one: 'Too many attempts. Try again in {count} hour.',
    other: 'Too many attempts. Try again in {count} hours.',
  }),
  tryAgainLater: 'Too many attempts. Please wait a few minutes and try again.',
});
