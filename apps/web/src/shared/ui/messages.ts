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
