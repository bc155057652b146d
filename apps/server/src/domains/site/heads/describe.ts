import { STATION_PAGES, type StationPage } from '@tarang/contracts';
import type { FastifyInstance } from 'fastify';
import type { App } from '../../../types';
import { stationBrand } from '../previews/inputs';
import { audioHead } from './audio-heads';
import { pageContext } from './context';
import type { PageHead } from './head';
import { eventHead, redLineHead, rjHead } from './item-heads';
import { pageReads } from './repository';
import {
  homeHead,
  type ListSection,
  notFoundHead,
  privatePageHead,
  sectionHead,
  stationPageHead,
  unknownStationHead,
} from './section-heads';
import { parseStationParam } from './url-names';

export type { PageHead } from './head';
export { renderHead } from './render-head';

/** Paths the site's router sends elsewhere before any station renders (apps/web/src/app/router.tsx). */
const NOT_STATION_PAGES = new Set<string>(['staff', ...STATION_PAGES]);
const LISTS = new Set<string>(['schedule', 'audio', 'video', 'events', 'redlines', 'talent-hunt']);
const DETAILS = { audio: audioHead, rjs: rjHead, events: eventHead, redlines: redLineHead } as const;

/**
 * What the page at `pathAndQuery` says about itself in its <head>, and its status, from the data: the same
 * routes as the site's router (apps/web/src/app/router.tsx) and the same visibility as the public API
 * (unpublished, unknown and other stations' items are the not-found page, 404).
 *
 * null when the path is not a station page the server renders: `/`, station `0` (the browser picks the
 * station), `/staff…`, the top-level station pages (they redirect to station 0) and a first segment that is no
 * station address (the browser redirects it to /0/404). A station address whose station does not exist (or
 * is closed) is the network's not-found page.
 */
export async function describePage(app: FastifyInstance, pathAndQuery: string): Promise<PageHead | null> {
  // Read as a path on our origin (a path starting `//` is not another host).
  const url = URL.parse(`http://localhost${pathAndQuery.startsWith('/') ? '' : '/'}${pathAndQuery}`);
  if (!url) return null;
  const segments = url.pathname.replace(/\/+$/, '').split('/').slice(1);
  const [first = '', section, item, ...more] = segments;
  if (!first || NOT_STATION_PAGES.has(first)) return null;
  const param = parseStationParam(first);
  if (param.kind !== 'id') return null;
  const typed = app as App;
  const station = await pageReads(typed.db).station(param.id);
  if (!station) return unknownStationHead(typed, url.pathname);
  const ctx = pageContext(typed, station, stationBrand(station));
  const notFound = () => notFoundHead(ctx, url.pathname);
  if (more.length > 0) return notFound();

  // The station's index redirects to its home.
  if (section === undefined || section === 'home') return item === undefined ? homeHead(ctx) : notFound();
  if (item === undefined) {
    if (LISTS.has(section)) return sectionHead(ctx, section as ListSection, url.searchParams);
    if ((STATION_PAGES as readonly string[]).includes(section)) {
      return stationPageHead(ctx, section as StationPage);
    }
    if (section === 'my-tarang' || section === 'reset-password') return privatePageHead(ctx, section);
    return notFound();
  }
  if (section in DETAILS && item) {
    return DETAILS[section as keyof typeof DETAILS](ctx, item, url.searchParams);
  }
  return notFound();
}
