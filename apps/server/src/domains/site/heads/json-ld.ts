import { href } from '@tarang/contracts';
import type { PageContext } from './context';

/**
 * schema.org nodes for the pages' JSON-LD (https://schema.org, and Google's structured-data rules where it has
 * them). Values are plain text and absolute URLs; render-head.ts serialises them safely.
 */

export type JsonLdNode = Record<string, unknown>;
export type Crumb = { name: string; url: string };

export const stationId = (ctx: PageContext) =>
  `${ctx.absolute(href.section(ctx.stationUrlName, 'home'))}#station`;

/** '94.3 FM' → 94.3 MHz FM; anything else is kept as the text the console holds. */
export function broadcastFrequency(frequency: string): JsonLdNode | string | undefined {
  const text = frequency.trim();
  if (!text) return undefined;
  const match = /^(\d+(?:\.\d+)?)\s*(FM|AM|DAB\+?)?\b/i.exec(text);
  if (!match) return text;
  const modulation = match[2]?.toUpperCase();
  return {
    '@type': 'BroadcastFrequencySpecification',
    broadcastFrequencyValue: {
      '@type': 'QuantitativeValue',
      value: Number(match[1]),
      // FM is in MHz, AM in kHz.
      unitCode: modulation === 'AM' ? 'KHZ' : 'MHZ',
    },
    ...(modulation ? { broadcastSignalModulation: modulation } : {}),
  };
}

/** The station as an organisation: the publisher of its shows and articles, the organiser of its events. */
export function stationOrganization(ctx: PageContext): JsonLdNode {
  const { station } = ctx;
  return {
    '@type': 'Organization',
    name: station.name,
    url: ctx.absolute(href.section(ctx.stationUrlName, 'home')),
    ...(station.logo ? { logo: { '@type': 'ImageObject', url: ctx.fileUrl(station.logo.storageKey) } } : {}),
  };
}

/** The station: RadioBroadcastService, with its frequency, the city and state it serves and its social pages. */
export function stationNode(ctx: PageContext): JsonLdNode {
  const { station } = ctx;
  const url = ctx.absolute(href.section(ctx.stationUrlName, 'home'));
  const city = station.city?.name;
  const state = station.state?.name;
  const sameAs = [
    ...station.socialLinks.map((link) => link.url),
    ...(station.whatsappChannelUrl ? [station.whatsappChannelUrl] : []),
  ].filter((link) => /^https?:\/\//.test(link));
  return {
    '@type': 'RadioBroadcastService',
    '@id': stationId(ctx),
    name: station.name,
    broadcastDisplayName: `${station.name} ${station.frequency}`.trim(),
    ...(station.tagline ? { description: station.tagline } : {}),
    url,
    ...(station.logo ? { logo: ctx.fileUrl(station.logo.storageKey) } : {}),
    broadcastFrequency: broadcastFrequency(station.frequency),
    ...(city || state
      ? {
          areaServed: city
            ? {
                '@type': 'City',
                name: city,
                ...(state ? { containedInPlace: { '@type': 'State', name: state } } : {}),
              }
            : { '@type': 'State', name: state },
        }
      : {}),
    broadcaster: { '@type': 'Organization', name: ctx.brandName, url: `${ctx.publicUrl}/` },
    ...(sameAs.length ? { sameAs } : {}),
  };
}

/** Station › Section › Item: each crumb with its absolute URL. */
export function breadcrumbList(crumbs: Crumb[]): JsonLdNode {
  return {
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      item: crumb.url,
    })),
  };
}

export type PersonFields = {
  name: string;
  url: string;
  image?: string;
  jobTitle?: string;
  description?: string;
};

export function personNode(ctx: PageContext, person: PersonFields): JsonLdNode {
  return {
    '@type': 'Person',
    '@id': `${person.url}#person`,
    name: person.name,
    url: person.url,
    ...(person.image ? { image: person.image } : {}),
    ...(person.jobTitle ? { jobTitle: person.jobTitle } : {}),
    ...(person.description ? { description: person.description } : {}),
    worksFor: stationOrganization(ctx),
  };
}

/** A Person reference for a show's hosts. */
export const hostRef = (person: { name: string; url: string }) => ({
  '@type': 'Person',
  name: person.name,
  url: person.url,
});
