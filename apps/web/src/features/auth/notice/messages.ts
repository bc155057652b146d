import { i18n, params } from '../../../shared/i18n';

/** The short confirmations after an account action (first-load: kept to these few words). */
export const authNoticeMessages = i18n('auth.notice', {
  passwordChanged: 'Password changed',
  loggedOut: 'You are logged out',
  welcome: params('Welcome to {brand}, {name}'),
});
