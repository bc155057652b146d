import { i18n, params } from '../../shared/i18n';

export const pagesMessages = i18n('pages', {
  careers: 'Careers',
  'contact-us': 'Contact us',
  'advertise-with-us': 'Advertise with us',
  'privacy-policy': 'Privacy policy',
  'terms-and-conditions': 'Terms and conditions',
  'csr-policy': 'CSR policy',
  description: params('{title} at {station} {frequency}, {city}.'),
  thisPage: 'This page',
  lastUpdated: params('Last updated {date}'),
  phone: 'Phone:',
  whatsapp: 'WhatsApp:',
  email: 'E-mail:',
});
