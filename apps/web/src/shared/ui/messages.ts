import { i18n, params } from '../i18n';

/** Texts of the shared building blocks (lists that fail to load, paging, form fields). */
export const uiMessages = i18n('ui', {
  loadError: params('{what} could not be loaded. Check your connection and try again.'),
  tryAgain: 'Try again',
  pagerLabel: params('{label} pages'),
  previous: 'Previous',
  next: 'Next',
  pageOf: params('Page {page} of {pages}'),
  showField: params('Show {field}'),
});

/** Texts of the not-found page inside the station shell. */
export const notFoundMessages = i18n('ui.notFound', {
  title: params('Page not found · {station}'),
  description: params('The page you were looking for is not on {station}.'),
  eyebrow: '404 · Off the air',
  heading: 'Page not found',
  lead: params(
    'This page has gone quiet. It may have moved, or the link may be mistyped. {station} is still on air.',
  ),
  home: 'Go to the station home',
  browse: 'Browse shows and podcasts',
});
