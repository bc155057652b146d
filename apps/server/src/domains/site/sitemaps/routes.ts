import { createHash } from 'node:crypto';
import { idFromUrlName, inputString, intParam, MAX_ID, toUrlName } from '@tarang/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { notFound } from '../../../errors';
import type { App } from '../../../types';
import { findStation, listStations } from '../../stations/repository';
import { newest, type SitemapEntry, stationEntries } from './entries';
import { robotsTxt } from './robots';
import { sitemapIndexXml, urlsetXml } from './xml';

/** Crawlers read sitemaps a few times a day: an hour fresh, then a 304 on the ETag. */
export const SITEMAP_CACHE = 'public, max-age=3600';

/** The sitemaps.org limit of URLs in one sitemap; a station with more is split into `?page=` parts. */
export const SITEMAP_URL_LIMIT = 50_000;

export type SitemapOptions = {
  /** URLs per sitemap part (tests inject a small one to see the split); SITEMAP_URL_LIMIT unless given. */
  urlLimit?: number;
};

/** A station sitemap's path; a part number only when the station's URLs are split. */
export const sitemapPath = (stationUrlName: string, part?: number) =>
  `/sitemaps/${stationUrlName}.xml${part === undefined ? '' : `?page=${part}`}`;

const sitemapQuery = z.object({ page: intParam('page', 1, 100_000).optional() });

/** Splits a station's URLs into parts of at most `limit`; one part (possibly short) at least. */
function partsOf(entries: SitemapEntry[], limit: number): SitemapEntry[][] {
  const parts: SitemapEntry[][] = [];
  for (let start = 0; start < entries.length; start += limit) parts.push(entries.slice(start, start + limit));
  return parts.length > 0 ? parts : [[]];
}

/** The station a `{stationUrlName}.xml` names, by the id at its end; none for anything else. */
function stationIdOf(file: string): number | undefined {
  const urlName = /^(.+)\.xml$/.exec(file)?.[1];
  const id = urlName === undefined ? '' : idFromUrlName(urlName);
  return /^[1-9]\d{0,9}$/.test(id) && Number(id) <= MAX_ID ? Number(id) : undefined;
}

/** XML with a strong ETag of its bytes: If-None-Match (weak comparison, as RFC 9110 has it) answers 304. */
function sendXml(request: FastifyRequest, reply: FastifyReply, xml: string) {
  const etag = `"${createHash('sha256').update(xml).digest('base64url').slice(0, 27)}"`;
  reply.header('Cache-Control', SITEMAP_CACHE).header('ETag', etag).header('Vary', 'Accept-Encoding');
  const ifNoneMatch = request.headers['if-none-match'];
  if (ifNoneMatch?.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag)) {
    return reply.code(304).send();
  }
  return reply.type('application/xml; charset=utf-8').send(xml);
}

/**
 * GET /sitemap.xml (an index), /sitemaps/{stationUrlName}.xml (every listener page of one station) and
 * /robots.txt, on the site's address (PUBLIC_URL): crawlers look for them there, not under /api.
 */
export async function sitemapRoutes(app: App, options: SitemapOptions = {}) {
  const { publicUrl } = app.config;
  const limit = options.urlLimit ?? SITEMAP_URL_LIMIT;
  const tags = ['sitemaps'];
  const entriesOf = (station: { id: number; name: string }) => stationEntries(app.db, publicUrl, station);

  app.get(
    '/sitemap.xml',
    {
      schema: {
        tags,
        summary: 'The sitemap index (sitemaps.org 0.9): one sitemap per station, dated by its newest change',
        description: `A station with more than ${limit} pages is listed as ?page= parts. Cacheable (ETag; If-None-Match answers 304).`,
      },
    },
    async (request, reply) => {
      const sitemaps: SitemapEntry[] = [];
      // One station after another: the index costs one station's queries at a time on the pool.
      for (const station of await listStations(app.db)) {
        const parts = partsOf(await entriesOf(station), limit);
        const urlName = toUrlName(station.name, station.id);
        parts.forEach((part, index) => {
          const path = sitemapPath(urlName, parts.length > 1 ? index + 1 : undefined);
          const lastmod = newest(part.map((entry) => entry.lastmod));
          sitemaps.push(lastmod ? { loc: `${publicUrl}${path}`, lastmod } : { loc: `${publicUrl}${path}` });
        });
      }
      return sendXml(request, reply, await sitemapIndexXml(sitemaps));
    },
  );

  app.get(
    '/sitemaps/:file',
    {
      schema: {
        tags,
        summary: "A station's sitemap: /sitemaps/{stationUrlName}.xml, every page a listener can open there",
        description:
          'Absolute URLs with lastmod: the sections and station pages, every published show, podcast and video ' +
          'series, every playable episode as its share link, RJ, event and red line of the station (and the ' +
          'network-wide ones). page is the part named by the index when the station is split. 404 for an ' +
          'unknown station or part; an old name of the station redirects to its current one.',
        params: z.object({
          file: inputString('file').max(200).describe('{stationUrlName}.xml, e.g. tarang-delhi-1.xml'),
        }),
        querystring: sitemapQuery,
      },
    },
    async (request, reply) => {
      const { file } = request.params;
      const { page } = request.query;
      const id = stationIdOf(file);
      const station = id === undefined ? undefined : await findStation(app.db, id);
      if (!station) throw notFound('Station not found');
      const urlName = toUrlName(station.name, station.id);
      // A renamed station keeps its id: the old address leads to the new one.
      if (file !== `${urlName}.xml`) return reply.redirect(sitemapPath(urlName, page), 301);
      const parts = partsOf(await entriesOf(station), limit);
      const part = parts[(page ?? 1) - 1];
      if (!part) throw notFound(`This sitemap has ${parts.length} part${parts.length > 1 ? 's' : ''}`);
      return sendXml(request, reply, await urlsetXml(part));
    },
  );

  app.get(
    '/robots.txt',
    { schema: { tags, summary: 'robots.txt: what crawlers may read, and where the sitemap index is' } },
    async (_request, reply) =>
      reply
        .header('Cache-Control', SITEMAP_CACHE)
        .type('text/plain; charset=utf-8')
        .send(robotsTxt(publicUrl)),
  );
}
