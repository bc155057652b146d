import { i18n } from '../shared/i18n';

/** The station shell's own texts and the last-resort error page. */
export const appMessages = i18n('app', {
  skipToContent: 'Skip to content',
  tuningIn: 'Tuning in…',
  nearestFailed: 'We could not find a station near you.',
  tryAgain: 'Try again',
  errorTitle: 'Something went wrong',
  errorChunk: 'A newer version of the site is available, or the connection dropped.',
  errorPage: 'This page could not be shown.',
  errorReload: 'Reload the page',
});
