/** Business constants and limits shared by the site and the server. */

export const API_VERSION = 'v1';

/** Where the nearest station is looked up when the browser gives no location. */
export const FALLBACK_COORDINATES = { latitude: 28.679079, longitude: 77.06971 } as const;

/** Station id 0 in a URL means "the nearest station". */
export const DEFAULT_STATION_ID = 0;

export const MEDIA_TYPES = ['AudioShow', 'Podcast', 'Video'] as const;
export type MediaType = (typeof MEDIA_TYPES)[number];

export const PLATFORM_NAMES = [
  'Facebook',
  'X',
  'Instagram',
  'Youtube',
  'Spotify',
  'Gaana',
  'JioSaavn',
  'Wynk',
  'Apple Podcasts',
] as const;
export type PlatformName = (typeof PLATFORM_NAMES)[number];

export const STATION_PAGES = [
  'careers',
  'contact-us',
  'advertise-with-us',
  'privacy-policy',
  'terms-and-conditions',
  'csr-policy',
] as const;
export type StationPage = (typeof STATION_PAGES)[number];

export const BANNER_PAGES = ['home', 'audio', 'video', 'rjs', 'events', 'redlines', 'talent-hunt'] as const;
export type BannerPage = (typeof BANNER_PAGES)[number];

export const REQUEST_TYPES = ['studio_visit', 'lets_collab'] as const;
export type RequestType = (typeof REQUEST_TYPES)[number];

export const FAVORITE_CONTENT_TYPES = ['Episode'] as const;
export type FavoriteContentType = (typeof FAVORITE_CONTENT_TYPES)[number];

export const PAGE_SIZE_DEFAULT = 20;
export const PAGE_SIZE_MAX = 100;

/** Largest value of a PostgreSQL integer column: ids above it are refused before they reach the database. */
export const MAX_ID = 2_147_483_647;
