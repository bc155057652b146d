import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SITEMAP_URL_LIMIT, sitemapRoutes } from '../../src/domains/site/sitemaps/routes';
import { errorsPlugin } from '../../src/plugins/errors';
import type { App } from '../../src/types';
import { buildTestApp } from '../helper';
import { fetchSitemap, PUBLIC_URL } from './sitemap-reading';

/**
 * A station past the protocol's 50,000 URLs is split into ?page= parts. The demo network is far smaller, so the
 * same routes are mounted with a limit of 10 URLs, on the same database, to see the split.
 */
const LIMIT = 10;
let app: App;
let small: App;
beforeAll(async () => {
  app = await buildTestApp({ publicUrl: PUBLIC_URL });
  small = Fastify({ logger: false }).withTypeProvider() as unknown as App;
  small.setValidatorCompiler(validatorCompiler);
  small.setSerializerCompiler(serializerCompiler);
  small.decorate('config', app.config);
  small.decorate('db', app.db);
  await small.register(errorsPlugin);
  await small.register(sitemapRoutes, { urlLimit: LIMIT });
  await small.ready();
});
afterAll(async () => {
  await small?.close();
  await app?.close();
});

const DELHI = `${PUBLIC_URL}/sitemaps/tarang-delhi-1.xml`;

describe('a station with more URLs than a sitemap holds', () => {
  it('is listed in the index as numbered parts, each dated by its own newest page', async () => {
    expect(SITEMAP_URL_LIMIT).toBe(50_000);
    const whole = await fetchSitemap(app, '/sitemaps/tarang-delhi-1.xml');
    expect(whole.length).toBeGreaterThan(2 * LIMIT);
    const partCount = Math.ceil(whole.length / LIMIT);
    const index = await fetchSitemap(small, '/sitemap.xml', 'sitemapindex');
    const delhiParts = index.filter((entry) => entry.loc.startsWith(`${DELHI}?`));
    expect(delhiParts.map((entry) => entry.loc)).toEqual(
      Array.from({ length: partCount }, (_, i) => `${DELHI}?page=${i + 1}`),
    );
    expect(index.map((entry) => entry.loc)).not.toContain(DELHI);

    // The parts, in order, are the whole sitemap: every URL once, none over the limit.
    const parts = [];
    for (const [i, entry] of delhiParts.entries()) {
      const part = await fetchSitemap(small, `/sitemaps/tarang-delhi-1.xml?page=${i + 1}`);
      expect(part.length).toBeGreaterThan(0);
      expect(part.length).toBeLessThanOrEqual(LIMIT);
      expect(entry.lastmod).toBe(
        part
          .map((url) => url.lastmod ?? '')
          .sort()
          .at(-1),
      );
      parts.push(...part);
    }
    expect(parts).toEqual(whole);
  });

  it('answers the first part without a page, and 404 past the last part', async () => {
    const whole = await fetchSitemap(app, '/sitemaps/tarang-delhi-1.xml');
    const partCount = Math.ceil(whole.length / LIMIT);
    expect(await fetchSitemap(small, '/sitemaps/tarang-delhi-1.xml')).toEqual(whole.slice(0, LIMIT));
    const past = await small.inject(`/sitemaps/tarang-delhi-1.xml?page=${partCount + 1}`);
    expect(past.statusCode).toBe(404);
    expect(past.json().message).toBe(`This sitemap has ${partCount} parts`);
  });
});
