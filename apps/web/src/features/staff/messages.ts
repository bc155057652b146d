import { i18n, params } from '../../shared/i18n';

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
