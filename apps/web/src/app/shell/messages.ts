import { i18n, params } from '../../shared/i18n';

/** The navigation's items, one text per place. */
export const navMessages = i18n('shell.nav', {
  home: 'Home',
  audio: 'Audio',
  video: 'Video',
  schedule: 'Schedule',
  rjs: 'RJs',
  events: 'Events',
  redlines: 'Red Lines News',
  'talent-hunt': 'Talent Hunt',
  main: 'Main',
});

export const headerMessages = i18n('shell.header', {
  logoHome: params('{station} home'),
  logIn: 'Log In',
  openMenu: 'Open menu',
  menu: 'Menu',
  closeMenu: 'Close menu',
  yourStation: 'Your station',
  follow: params('Follow {station}'),
  rjs: 'RJs',
  voicesOf: params('The voices of {station}'),
  quickLinks: 'Quick links',
});

export const footerMessages = i18n('shell.footer', {
  studioVisit: 'Studio Visit',
  studioVisitLead: 'Meet Your Favourite RJs',
  sendRequest: 'SEND US REQUEST',
  letsCollab: "Let's Collab",
  stationPages: 'Station pages',
  'advertise-with-us': 'Advertise with us',
  'privacy-policy': 'Privacy policy',
  'terms-and-conditions': 'Terms and conditions',
  'contact-us': 'Contact us',
  careers: 'Careers',
  'csr-policy': 'CSR policy',
  copyright: params('© {year} {brand}. All rights reserved.'),
});
