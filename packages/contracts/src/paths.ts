import type { StationPage } from './constants';

/**
 * Every station-scoped URL of SPEC section 2, built in one place: the site links with these, and the server's
 * sitemaps list the same addresses (apps/server/src/services/sitemap/), so the two never disagree.
 */
export const STATION_SECTIONS = [
  'home',
  'audio',
  'video',
  'rjs',
  'events',
  'redlines',
  'talent-hunt',
] as const;
export type StationSection = (typeof STATION_SECTIONS)[number];

/** The query parameter of a share link that names the episode (the player adds `t`, the time, after it). */
export const EPISODE_PARAM = 'episode';

export const href = {
  station: (station: string) => `/${station}`,
  section: (station: string, section: Exclude<StationSection, 'rjs'>) => `/${station}/${section}`,
  /** The live radio's schedule (issue 13): not a section of SPEC section 2, so not in the list above. */
  schedule: (station: string) => `/${station}/schedule`,
  page: (station: string, page: StationPage) => `/${station}/${page}`,
  audio: (station: string, audioUrlName: string) => `/${station}/audio/${audioUrlName}`,
  /** An episode's share link without its time: the show page, which opens the episode in the player. */
  episode: (station: string, audioUrlName: string, episodeId: number) =>
    `/${station}/audio/${audioUrlName}?${EPISODE_PARAM}=${episodeId}`,
  rj: (station: string, rjUrlName: string) => `/${station}/rjs/${rjUrlName}`,
  event: (station: string, eventUrlName: string) => `/${station}/events/${eventUrlName}`,
  redline: (station: string, redlineUrlName: string) => `/${station}/redlines/${redlineUrlName}`,
  resetPassword: (station: string) => `/${station}/reset-password`,
  myTarang: (station: string) => `/${station}/my-tarang`,
  notFound: () => '/0/404',
};
