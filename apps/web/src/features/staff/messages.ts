import { count, i18n, params } from '../../shared/i18n';

/** The page for a console address that has no page, or one this member's role may not open. */
export const consoleShellMessages = i18n('staff.shell', {
  notFoundTitle: 'Page not found',
  notFoundText: params(
    'The console has no page at {path}. The address may be mistyped, or the page may have moved.',
  ),
  forbiddenTitle: 'Your role cannot open this page',
  forbiddenText: params(
    '{section} is for network admins only. Ask a network admin if something there needs changing.',
  ),
  goTo: params('Go to {section}'),
});

/** Why a console page could not load its item or list, in an editor's words. */
export const loadProblemMessages = i18n('staff.loadProblem', {
  stationTitle: 'No access to this station',
  stationItem: params(
    '{what} belongs to a station you do not work on. Ask a network admin if you need access to it.',
  ),
  stationList: params('You can only see {what} of your own stations. Choose one of them in the filters.'),
  roleTitle: 'Your role cannot open this',
  role: params('{what} is for network admins only.'),
  notFoundTitle: 'Not found',
  notFound: params('{what} does not exist. It may have been deleted, or the address may be mistyped.'),
  signedOutTitle: 'Signed out',
  signedOut: 'Your session has ended. Log in again to carry on.',
  offlineTitle: 'No connection',
  offline: params('{what} could not be loaded. Check your connection and try again.'),
  serverTitle: 'Something went wrong',
  server: params('{what} could not be loaded: the server had a problem. Try again in a moment.'),
  tryAgain: 'Try again',
  backTo: params('Back to {list}'),
});

/** A list's filters: in view on a wide screen, behind a button on a phone. */
export const filterMessages = i18n('staff.filters', {
  open: 'Filters',
  /** After the number of filters in use, on the Filters button: "Filters 2 active". */
  active: 'active',
  title: 'Filters',
  close: 'Close filters',
  clear: 'Clear filters',
  done: 'Show results',
  showResults: count({ one: 'Show {count} result', other: 'Show {count} results' }),
});

/** The console's notices (a save, a creation): shown over the page, announced, dismissable. */
export const toastMessages = i18n('staff.toasts', {
  region: 'Notifications',
  dismiss: 'Dismiss',
});

/** The rich-text editor's link popover. */
export const linkMessages = i18n('staff.link', {
  title: 'Link',
  address: 'Link address',
  hint: 'A web page (https://…) or an e-mail address (mailto:…).',
  apply: 'Apply',
  remove: 'Remove link',
  cancel: 'Cancel',
  empty: 'Enter the address the link goes to.',
  spaces: 'A link address has no spaces.',
  noScheme: 'Start the address with https:// (or mailto: for an e-mail address).',
  scheme: params('Links can go to web pages (http:, https:) or e-mail (mailto:), not to {scheme} addresses.'),
  incomplete: 'This address is incomplete: it needs a site name, e.g. https://tarang.in/events.',
  email: 'Add an e-mail address after mailto:, e.g. mailto:studio@tarang.in.',
});
