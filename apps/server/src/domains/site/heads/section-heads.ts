import { href, pageTitle, type StationPage, stationHomeTitle } from '@tarang/contracts';
import { htmlToText } from '@tarang/contracts/rich-text';
import type { App } from '../../../types';
import { networkPreview, stationPreview } from '../previews/inputs';
import type { PageContext } from './context';
import { buildHead, ogImage, type PageHead } from './head';
import { breadcrumbList } from './json-ld';
import { describe, myBrand, NAMES, STATION_PAGE_NAMES } from './messages';
import { pageReads } from './repository';
import { clip, firstText } from './text';

/** The heads of a station's home, its lists and its fixed pages: the station's words and its share image. */

const words = (ctx: PageContext) => ({
  name: ctx.station.name,
  frequency: ctx.station.frequency,
  tagline: ctx.station.tagline,
  city: ctx.station.city?.name ?? '',
});

export function homeHead(ctx: PageContext): PageHead {
  return buildHead(ctx, {
    title: stationHomeTitle(ctx.station.name, ctx.station.tagline),
    description: clip(describe.home(words(ctx))),
    path: href.section(ctx.stationUrlName, 'home'),
    preview: stationPreview(ctx.station),
    ogType: 'music.radio_station',
    crumbs: [],
  });
}

export type ListSection = 'schedule' | 'audio' | 'video' | 'events' | 'redlines' | 'talent-hunt';

/** A section's page; the audio list's Podcasts tab (?type=podcasts) is a page of its own. */
export function sectionHead(ctx: PageContext, section: ListSection, search: URLSearchParams): PageHead {
  const station = ctx.stationUrlName;
  const podcasts = section === 'audio' && search.get('type') === 'podcasts';
  const path =
    section === 'schedule'
      ? href.schedule(station)
      : `${href.section(station, section)}${podcasts ? '?type=podcasts' : ''}`;
  const name = podcasts ? NAMES.podcasts : NAMES[section];
  const crumbs = podcasts
    ? [
        { name: NAMES.audio, url: href.section(station, 'audio') },
        { name, url: path },
      ]
    : [{ name, url: path }];
  return buildHead(ctx, {
    title: pageTitle(name, ctx.station.name),
    description: clip(describe[podcasts ? 'podcasts' : section](words(ctx))),
    path,
    preview: stationPreview(ctx.station),
    crumbs,
  });
}

/** careers, contact-us, …: the station's own page, else the network's; a 404 when neither exists. */
export async function stationPageHead(ctx: PageContext, page: StationPage): Promise<PageHead> {
  const row = await pageReads(ctx.app.db).stationPage(ctx.station.id, page);
  if (!row) return notFoundHead(ctx, href.page(ctx.stationUrlName, page));
  const title = row.title.trim() || STATION_PAGE_NAMES[page];
  const path = href.page(ctx.stationUrlName, page);
  return buildHead(ctx, {
    title: pageTitle(title, ctx.station.name),
    description: firstText(htmlToText(row.body), describe.stationPage(title, words(ctx))),
    path,
    preview: stationPreview(ctx.station),
    crumbs: [{ name: title, url: path }],
  });
}

/** A listener's own pages: nothing for a search engine to list. */
export function privatePageHead(ctx: PageContext, page: 'my-tarang' | 'reset-password'): PageHead {
  const name = page === 'my-tarang' ? myBrand(ctx.brandName) : NAMES['reset-password'];
  const path =
    page === 'my-tarang' ? href.myTarang(ctx.stationUrlName) : href.resetPassword(ctx.stationUrlName);
  return buildHead(ctx, {
    title: page === 'my-tarang' ? pageTitle(name, ctx.brandName) : pageTitle(name, ctx.station.name),
    description: page === 'my-tarang' ? describe.myTarang : describe.resetPassword(ctx.brandName),
    path,
    preview: stationPreview(ctx.station),
    crumbs: [{ name, url: path }],
    noindex: true,
  });
}

/** The station's not-found page at `path` (the address asked for). */
export function notFoundHead(ctx: PageContext, path: string): PageHead {
  return buildHead(ctx, {
    status: 404,
    noindex: true,
    title: pageTitle(NAMES.notFound, ctx.station.name),
    description: describe.notFound(ctx.station.name),
    path,
    preview: stationPreview(ctx.station),
    crumbs: [{ name: NAMES.notFound, url: path }],
  });
}

/** A station id that no active station has: the network's not-found page. */
export function unknownStationHead(app: App, path: string): PageHead {
  const { publicUrl, brandName } = app.config;
  const canonical = `${publicUrl}${path}`;
  const absolute = (p: string) => `${publicUrl}${p}`;
  return {
    status: 404,
    noindex: true,
    title: pageTitle(NAMES.notFound, brandName),
    description: describe.notFound(brandName),
    canonical,
    image: ogImage(absolute, networkPreview(brandName)),
    ogType: 'website',
    siteName: brandName,
    jsonLd: [
      breadcrumbList([
        { name: brandName, url: `${publicUrl}/` },
        { name: NAMES.notFound, url: canonical },
      ]),
    ],
  };
}
