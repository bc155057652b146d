import type { StationPage } from '@tarang/contracts';

/**
 * The words of the page heads, in English (the site's default language: crawlers and link previews read the
 * server's HTML, before any reader's choice). The same names as the site's navigation and pages.
 */

type Station = { name: string; frequency: string; tagline: string; city: string };

export const NAMES = {
  home: 'Home',
  schedule: 'Schedule',
  audio: 'Audio',
  podcasts: 'Podcasts',
  video: 'Video',
  rjs: 'RJs',
  events: 'Events',
  redlines: 'Red Lines News',
  'talent-hunt': 'Talent Hunt',
  'reset-password': 'Choose a new password',
  notFound: 'Page not found',
} as const;

export const STATION_PAGE_NAMES: Record<StationPage, string> = {
  careers: 'Careers',
  'contact-us': 'Contact us',
  'advertise-with-us': 'Advertise with us',
  'privacy-policy': 'Privacy policy',
  'terms-and-conditions': 'Terms and conditions',
  'csr-policy': 'CSR policy',
};

const onAir = (s: Station) => `${s.name} ${s.frequency}`.trim();
const inCity = (s: Station) => (s.city ? ` in ${s.city}` : '');

export const describe = {
  home: (s: Station) =>
    `${s.tagline ? `${s.tagline.replace(/[.!?]$/, '')}. ` : ''}Listen to ${onAir(s)}: shows, podcasts, RJs and events${inCity(s)}.`,
  schedule: (s: Station) => `Today's shows on ${s.name} and the week ahead, with their RJs and times in IST.`,
  audio: (s: Station) => `Shows from the ${s.name} studio and podcasts to take anywhere, on ${s.frequency}.`,
  podcasts: (s: Station) => `Podcasts from ${s.name}: listen here or follow them in your podcast app.`,
  video: (s: Station) => `Video series and studio moments from ${onAir(s)} and its RJs.`,
  events: (s: Station) => `Concerts, meet-ups and city walks with ${s.name}${inCity(s)}.`,
  redlines: (s: Station) => `The stories ${s.city || 'the city'} is talking about, from ${s.name}.`,
  'talent-hunt': (s: Station) =>
    `Got a voice the city should hear? Send ${s.name} a song, a joke, a poem or a performance. The best entries go on air.`,
  stationPage: (title: string, s: Station) => `${title} at ${onAir(s)}${s.city ? `, ${s.city}` : ''}.`,
  myTarang: 'Your favourites, the episodes you are in the middle of and the shows you follow.',
  resetPassword: (brandName: string) => `Reset the password of your ${brandName} account.`,
  notFound: (where: string) => `The page you were looking for is not on ${where}.`,
  show: (title: string, episodes: number, kind: 'episode' | 'video', s: Station) =>
    `${title}: ${episodes} ${kind}${episodes === 1 ? '' : 's'} on ${s.name}.`,
  rj: (name: string, designation: string, s: Station) => `${name}, ${designation} on ${s.name}.`,
  event: (title: string, when: string, s: Station) => `${title}, ${when}, with ${s.name}.`,
};

/** My Tarang's name is the brand's. */
export const myBrand = (brandName: string) => `My ${brandName}`;
