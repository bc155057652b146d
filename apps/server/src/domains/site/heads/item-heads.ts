import { href, pageTitle, toUrlName } from '@tarang/contracts';
import { htmlToText } from '@tarang/contracts/rich-text';
import {
  eventPreview,
  eventWhen,
  networkBrand,
  previewPath,
  redLinePreview,
  rjPreview,
} from '../previews/inputs';
import type { PageContext } from './context';
import { buildHead, type PageHead } from './head';
import { type JsonLdNode, personNode, stationOrganization } from './json-ld';
import { describe, NAMES } from './messages';
import { pageReads } from './repository';
import { notFoundHead } from './section-heads';
import { clip, firstText } from './text';
import { numericId, profileIdOf } from './url-names';

/**
 * The heads of an RJ's, an event's and a red-line article's page. What the public API would not show, or
 * shows under another station, is the station's not-found page.
 */

const cityOf = (ctx: PageContext) => ctx.station.city?.name ?? '';
const words = (ctx: PageContext) => ({ ...ctx.station, city: cityOf(ctx) });

export async function rjHead(ctx: PageContext, urlName: string): Promise<PageHead> {
  const profileId = profileIdOf(urlName);
  const profile = profileId === null ? undefined : await pageReads(ctx.app.db).rj(profileId);
  if (!profile || profile.stationId !== ctx.station.id) {
    return notFoundHead(ctx, href.rj(ctx.stationUrlName, urlName));
  }
  const path = href.rj(ctx.stationUrlName, toUrlName(profile.name, profile.profileId));
  const description = firstText(profile.bio, describe.rj(profile.name, profile.designation, words(ctx)));
  return buildHead(ctx, {
    title: pageTitle(profile.name, ctx.station.name),
    description,
    path,
    preview: rjPreview(profile, ctx.brand),
    ogType: 'profile',
    nodes: [
      personNode(ctx, {
        name: profile.name,
        url: ctx.absolute(path),
        ...(profile.image ? { image: ctx.fileUrl(profile.image.storageKey) } : {}),
        jobTitle: profile.designation,
        ...(profile.bio ? { description: profile.bio } : {}),
      }),
    ],
    crumbs: [{ name: profile.name, url: path }],
  });
}

export async function eventHead(ctx: PageContext, urlName: string): Promise<PageHead> {
  const id = numericId(urlName);
  const event = id === null ? undefined : await pageReads(ctx.app.db).event(id);
  if (!event || event.stationId !== ctx.station.id) {
    return notFoundHead(ctx, href.event(ctx.stationUrlName, urlName));
  }
  const path = href.event(ctx.stationUrlName, toUrlName(event.title, event.id));
  const preview = eventPreview(event, ctx.brand);
  const description = firstText(
    event.summary,
    htmlToText(event.description),
    describe.event(event.title, eventWhen(event.startsAt), words(ctx)),
  );
  const place = event.venue.trim() || ctx.station.city?.name || ctx.station.name;
  const node: JsonLdNode = {
    '@type': 'Event',
    '@id': `${ctx.absolute(path)}#event`,
    name: event.title,
    description,
    url: ctx.absolute(path),
    startDate: event.startsAt.toISOString(),
    endDate: event.endsAt.toISOString(),
    // Events have no cancelled or moved state in the console: every event stands as scheduled.
    eventStatus: 'https://schema.org/EventScheduled',
    eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
    location: {
      '@type': 'Place',
      name: place,
      address: {
        '@type': 'PostalAddress',
        ...(event.address.trim() ? { streetAddress: event.address.trim() } : {}),
        ...(ctx.station.city ? { addressLocality: ctx.station.city.name } : {}),
        ...(ctx.station.state ? { addressRegion: ctx.station.state.name } : {}),
        addressCountry: 'IN',
      },
    },
    image: [event.image ? ctx.fileUrl(event.image.storageKey) : ctx.absolute(previewPath(preview))],
    organizer: stationOrganization(ctx),
  };
  return buildHead(ctx, {
    title: pageTitle(event.title, ctx.station.name),
    description,
    path,
    preview,
    nodes: [node],
    crumbs: [
      { name: NAMES.events, url: href.section(ctx.stationUrlName, 'events') },
      { name: event.title, url: path },
    ],
  });
}

export async function redLineHead(ctx: PageContext, urlName: string): Promise<PageHead> {
  const id = numericId(urlName);
  const article = id === null ? undefined : await pageReads(ctx.app.db).redLine(id, new Date());
  if (!article || (article.stationId !== null && article.stationId !== ctx.station.id)) {
    return notFoundHead(ctx, href.redline(ctx.stationUrlName, urlName));
  }
  const path = href.redline(ctx.stationUrlName, toUrlName(article.title, article.id));
  const network = article.stationId === null;
  const preview = redLinePreview(article, network ? networkBrand(ctx.brandName) : ctx.brand);
  const publisher = network
    ? { '@type': 'Organization', name: ctx.brandName, url: `${ctx.publicUrl}/` }
    : stationOrganization(ctx);
  const published = article.publishedAt;
  const description = firstText(article.summary, htmlToText(article.body), describe.redlines(words(ctx)));
  const node: JsonLdNode = {
    '@type': 'NewsArticle',
    '@id': `${ctx.absolute(path)}#article`,
    // Google shows at most 110 characters of a headline.
    headline: [...article.title].length <= 110 ? article.title : clip(article.title, 110),
    description,
    url: ctx.absolute(path),
    mainEntityOfPage: ctx.absolute(path),
    datePublished: published,
    // Articles keep no edit time: the publication is their last change a reader sees.
    dateModified: published,
    image: [article.image ? ctx.fileUrl(article.image.storageKey) : ctx.absolute(previewPath(preview))],
    author: article.author.trim() ? { '@type': 'Person', name: article.author.trim() } : publisher,
    publisher,
    articleSection: NAMES.redlines,
  };
  return buildHead(ctx, {
    title: pageTitle(article.title, ctx.station.name),
    description,
    path,
    preview,
    ogType: 'article',
    nodes: [node],
    crumbs: [
      { name: NAMES.redlines, url: href.section(ctx.stationUrlName, 'redlines') },
      { name: article.title, url: path },
    ],
    openGraph: [
      ['article:published_time', published],
      ['article:modified_time', published],
      ['article:section', NAMES.redlines],
    ],
  });
}
