import { queryOptions } from '@tanstack/react-query';
import { BANNER_LIVE_LINK, type banner, isStationPagePath, stationRelativePath } from '@tarang/contracts';
import { banners, events, redlines } from '@tarang/contracts/endpoints';
import type { z } from 'zod';
import { call } from '../../../shared/api/call';
import { carouselMessages } from './messages';

/** A banner; `linkUrl` is a station-relative path ("/audio"), a full http(s) address, or null. */
export type Banner = z.infer<typeof banner>;
const minutes = (n: number) => n * 60_000;

export const homeBannersQuery = (stationId: number) =>
  queryOptions({
    queryKey: ['banners', 'home', stationId],
    queryFn: ({ signal }) =>
      call(banners.list, { query: { bannerPage: 'home', stationId }, signal }).then((r) => r.data),
    staleTime: minutes(5),
  });

export const upcomingEventsQuery = (stationId: number, pageSize: number) =>
  queryOptions({
    queryKey: ['home', 'events', stationId, pageSize],
    queryFn: ({ signal }) => call(events.list, { query: { stationId, when: 'upcoming', pageSize }, signal }),
    staleTime: minutes(5),
  });

export const latestRedLinesQuery = (stationId: number, pageSize: number) =>
  queryOptions({
    queryKey: ['home', 'redlines', stationId, pageSize],
    queryFn: ({ signal }) => call(redlines.list, { query: { stationId, pageSize }, signal }),
    staleTime: minutes(5),
  });

/** Episodes per page of the home page's "New episodes". */
export const NEW_EPISODES_PAGE_SIZE = 5;

type BannerTarget = { kind: 'internal' | 'external'; to: string } | { kind: 'live' };

/**
 * Where a banner leads: the station's live stream ("/live"), a page of this station, an outside address (new
 * tab), or nowhere (a path that is no page of the site: a button to the not-found page is no button). A link kept
 * with a station in front ("/tarang-delhi-1/events", saved before the console took it off) leads to this
 * station's page, not to "/tarang-delhi-1/tarang-delhi-1/events".
 */
export function bannerTarget(linkUrl: string | null, stationUrlName: string): BannerTarget | null {
  if (!linkUrl) return null;
  const link = linkUrl.trim();
  if (link === BANNER_LIVE_LINK) return { kind: 'live' };
  if (/^\/(?!\/)[^\s\\]*$/.test(link)) {
    const path = stationRelativePath(link);
    return isStationPagePath(path) ? { kind: 'internal', to: `/${stationUrlName}${path}` } : null;
  }
  if (/^https?:\/\/[^\s]+$/i.test(link)) return { kind: 'external', to: link };
  return null;
}

/** The words of a banner's button, from where it leads. */
export function bannerAction(linkUrl: string, t = carouselMessages.get()): string {
  const path = linkUrl.startsWith('/') ? stationRelativePath(linkUrl.trim()) : linkUrl;
  const section = path.replace(/^\/+/, '').split(/[/?#]/)[0] ?? '';
  switch (section) {
    case 'audio':
      return t.listenNow;
    case 'video':
      return t.watchNow;
    case 'events':
      return t.seeEvents;
    case 'talent-hunt':
      return t.takePart;
    case 'rjs':
      return t.meetRjs;
    case 'redlines':
      return t.readMore;
    default:
      return t.findOutMore;
  }
}
