import { STATION_PAGES, type StationPage } from './constants';

/**
 * Every station-scoped URL (/{station-slug}-{id}/{section}), built in one place: the site links with these,
 * and the server's sitemaps list the same addresses (apps/server/src/services/sitemap/), so the two never
 * disagree.
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
  /** The live radio's schedule: not one of the product's station sections, so not in the list above. */
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

/** A banner linked to this path plays its station live instead of leading to a page. */
export const BANNER_LIVE_LINK = '/live';

/**
 * A station at the start of a path: "tarang-delhi-1" ({slug}-{id}) or "0" (the listener's own station). No page
 * of a station's site is named "…-{number}", so a first segment that is can only be a station.
 */
const STATION_SEGMENT = /^\/(?:0|[a-z0-9]+(?:-[a-z0-9]+)*-[1-9][0-9]*)(?=[/?#]|$)/i;

/**
 * A path of a station's site as links within it are kept: relative to the station ("/events"), also when it was
 * copied off the site with its station in front ("/tarang-delhi-1/events", "/0/events"). The station showing the
 * link puts itself in front; kept with a station, the link would name it twice and lead to the not-found page.
 */
export function stationRelativePath(path: string): string {
  const rest = path.replace(STATION_SEGMENT, '');
  if (rest === path) return path;
  return rest.startsWith('/') ? rest : `/${rest}`;
}

/** The pages of a station's site, by the first segment of their path (as apps/web's router has them). */
const STATION_PAGE_PATHS = new Set<string>([
  'home',
  'schedule',
  'audio',
  'video',
  'events',
  'redlines',
  'talent-hunt',
  'my-tarang',
  ...STATION_PAGES,
]);
/** The sections whose items have a page of their own: "/audio/{show}", "/rjs/{rj}". */
const ITEM_PAGE_PATHS = new Set<string>(['audio', 'rjs', 'events', 'redlines']);

/** True when a station-relative path leads to a page of the station's site, not to its not-found page. */
export function isStationPagePath(path: string): boolean {
  const pathname = path.split(/[?#]/)[0] ?? '';
  if (!pathname.startsWith('/')) return false;
  const segments = pathname.slice(1).split('/');
  if (segments.length > 1 && segments.at(-1) === '') segments.pop();
  const [section = '', item, ...deeper] = segments;
  if (section === '') return segments.length === 1;
  if (deeper.length > 0) return false;
  return item === undefined ? STATION_PAGE_PATHS.has(section) : ITEM_PAGE_PATHS.has(section) && item !== '';
}
