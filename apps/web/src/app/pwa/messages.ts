import { i18n, params } from '../../shared/i18n';

/** The install card, offered once from a listener's second visit. */
export const pwaInstallMessages = i18n('pwa.install', {
  title: params('Install {brand}'),
  body: params(
    'Add {brand} to your home screen: it opens like an app, and the pages you visit stay readable offline.',
  ),
  install: 'Install',
  notNow: 'Not now',
});

/** The page the service worker shows for a page it has not kept when there is no connection. */
export const pwaOfflineMessages = i18n('pwa.offline', {
  pageTitle: params('Offline · {brand}'),
  heading: 'You are offline',
  body: params(
    '{brand} will be back as soon as your connection returns. Live radio needs a connection, but the pages you opened are saved on this device.',
  ),
  savedHeading: 'Saved on this device',
  savedNone:
    'Nothing is saved on this device yet: open a few pages while online and they will be here next time.',
  // Before the date and time the page was opened: "Opened: 25 Nov 2026, 9:40 pm".
  opened: 'Opened',
  retry: 'Try again',
});
