import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { STATION_PAGES } from '@tarang/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../src/types';
import { buildTestApp } from '../helper';
import { fetchSitemap, listAll, PUBLIC_URL, readSitemap } from './sitemap-reading';

/**
 * The sitemaps of the seeded demo network, compared with what the public API gives the site for each station:
 * every page a listener can open is listed, with the URL the site links to, and nothing else.
 */
let app: App;
beforeAll(async () => {
  app = await buildTestApp({ publicUrl: PUBLIC_URL });
});
afterAll(() => app.close());

type Station = { id: number; urlName: string };
type Named = { id: number; urlName: string };
type EpisodeWithMedia = { id: number; media: { urlName: string } };

const stations = async () => listAll<Station>(app, '/api/station/v1/station');

/** The URLs a listener can open on a station, from the public API alone (as the site's own pages list them). */
async function expectedUrls(station: Station): Promise<string[]> {
  const at = `${PUBLIC_URL}/${station.urlName}`;
  const sid = `stationId=${station.id}`;
  const [media, shows, podcasts, rjs, upcoming, past, redLines] = await Promise.all([
    listAll<Named>(app, `/api/media/v1/media?${sid}`),
    listAll<EpisodeWithMedia>(app, `/api/media/v1/episodes?${sid}&mediaType=AudioShow`),
    listAll<EpisodeWithMedia>(app, `/api/media/v1/episodes?${sid}&mediaType=Podcast`),
    listAll<Named>(app, `/api/profile/v1/profile?${sid}`),
    listAll<Named>(app, `/api/event/v1/event?${sid}&when=upcoming`),
    listAll<Named>(app, `/api/event/v1/event?${sid}&when=past`),
    listAll<Named>(app, `/api/content/v1/redline?${sid}`),
  ]);
  const pages: string[] = [];
  for (const page of STATION_PAGES) {
    const response = await app.inject(`/api/station/v1/station/${station.id}/page/${page}`);
    if (response.statusCode === 200) pages.push(`${at}/${page}`);
  }
  return [
    ...['home', 'schedule', 'audio', 'video', 'events', 'redlines', 'talent-hunt'].map((s) => `${at}/${s}`),
    ...pages,
    ...media.map((item) => `${at}/audio/${item.urlName}`),
    ...[...shows, ...podcasts].map((episode) => `${at}/audio/${episode.media.urlName}?episode=${episode.id}`),
    ...rjs.map((rj) => `${at}/rjs/${rj.urlName}`),
    ...[...upcoming, ...past].map((event) => `${at}/events/${event.urlName}`),
    ...redLines.map((redLine) => `${at}/redlines/${redLine.urlName}`),
  ];
}

const sorted = (urls: string[]) => [...urls].sort();

describe('GET /sitemap.xml', () => {
  it('lists one sitemap per station on the air, each dated by its newest page', async () => {
    const listed = await stations();
    expect(listed.length).toBeGreaterThan(1);
    const index = await fetchSitemap(app, '/sitemap.xml', 'sitemapindex');
    expect(index.map((entry) => entry.loc)).toEqual(
      listed.map((station) => `${PUBLIC_URL}/sitemaps/${station.urlName}.xml`),
    );
    for (const entry of index) {
      const urls = await fetchSitemap(app, new URL(entry.loc).pathname);
      const newest = urls
        .map((url) => url.lastmod ?? '')
        .sort()
        .at(-1);
      expect(entry.lastmod, entry.loc).toBe(newest);
    }
  });
});

describe('GET /sitemaps/{stationUrlName}.xml', () => {
  it('lists every page, show, episode, RJ, event and red line the public API gives the station, once', async () => {
    for (const station of (await stations()).slice(0, 3)) {
      const urls = (await fetchSitemap(app, `/sitemaps/${station.urlName}.xml`)).map((url) => url.loc);
      const expected = await expectedUrls(station);
      expect(new Set(urls).size, 'no URL twice').toBe(urls.length);
      expect(sorted(urls)).toEqual(sorted(expected));
      // The demo network has something of each kind on every station.
      for (const kind of ['/audio/', '?episode=', '/rjs/', '/events/', '/redlines/', '/careers']) {
        expect(
          urls.some((url) => url.includes(kind)),
          `${station.urlName} lists ${kind}`,
        ).toBe(true);
      }
    }
  });

  it('dates every item page by its change, never in the future; the home page by the newest of all', async () => {
    const [station] = await stations();
    const urls = await fetchSitemap(app, `/sitemaps/${station?.urlName}.xml`);
    const undated = urls.filter((url) => !url.lastmod).map((url) => url.loc);
    // Only the talent-hunt page has nothing that dates it (its categories carry no time).
    expect(undated).toEqual([`${PUBLIC_URL}/${station?.urlName}/talent-hunt`]);
    const now = Date.now();
    for (const url of urls) if (url.lastmod) expect(Date.parse(url.lastmod)).toBeLessThanOrEqual(now);
    const newest = urls
      .map((url) => url.lastmod ?? '')
      .sort()
      .at(-1);
    expect(urls[0]).toEqual({ loc: `${PUBLIC_URL}/${station?.urlName}/home`, lastmod: newest });
  });

  it('answers 304 to its own ETag, a strong one, and caches for an hour', async () => {
    for (const path of ['/sitemap.xml', `/sitemaps/${(await stations())[0]?.urlName}.xml`]) {
      const first = await app.inject(path);
      const etag = first.headers.etag as string;
      expect(etag).toMatch(/^"[^"]+"$/);
      expect(first.headers['cache-control']).toBe('public, max-age=3600');
      const again = await app.inject({ url: path, headers: { 'if-none-match': etag } });
      expect(again.statusCode).toBe(304);
      expect(again.body).toBe('');
      expect(again.headers.etag).toBe(etag);
      const other = await app.inject({ url: path, headers: { 'if-none-match': '"something-else"' } });
      expect(other.statusCode).toBe(200);
    }
  });

  it('answers 404 for an unknown station, and leads an old station name to the current one', async () => {
    for (const path of ['/sitemaps/nowhere-999.xml', '/sitemaps/tarang.xml', '/sitemaps/1.txt']) {
      const response = await app.inject(path);
      expect(response.statusCode, path).toBe(404);
      expect(response.json()).toMatchObject({ statusCode: 404, message: 'Station not found' });
    }
    const [station] = await stations();
    const renamed = await app.inject(`/sitemaps/old-name-${station?.id}.xml`);
    expect(renamed.statusCode).toBe(301);
    expect(renamed.headers.location).toBe(`/sitemaps/${station?.urlName}.xml`);
  });

  it('refuses a page that is not a whole number (400 naming page), and a part that does not exist (404)', async () => {
    const [station] = await stations();
    const path = `/sitemaps/${station?.urlName}.xml`;
    for (const page of ['0', 'two', '-1']) {
      const response = await app.inject(`${path}?page=${page}`);
      expect(response.statusCode, page).toBe(400);
      expect(response.json().field).toBe('page');
    }
    expect((await app.inject(`${path}?page=1`)).statusCode).toBe(200);
    expect((await app.inject(`${path}?page=2`)).statusCode).toBe(404);
  });
});

describe('GET /robots.txt', () => {
  it('is documented with the sitemaps in the API documentation', async () => {
    const spec = (await app.inject('/api/docs/json')).json() as { paths: Record<string, unknown> };
    expect(Object.keys(spec.paths)).toEqual(
      expect.arrayContaining(['/robots.txt', '/sitemap.xml', '/sitemaps/{file}']),
    );
  });

  it('keeps crawlers out of the API, the console and listeners’ own pages, and names the sitemap index', async () => {
    const response = await app.inject('/robots.txt');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/plain; charset=utf-8');
    const lines = response.body.split('\n').filter(Boolean);
    expect(lines).toEqual([
      'User-agent: *',
      'Allow: /',
      'Disallow: /api/',
      'Disallow: /staff',
      'Disallow: /*/my-tarang',
      'Disallow: /*/reset-password',
      `Sitemap: ${PUBLIC_URL}/sitemap.xml`,
    ]);
    // The sitemap it names is the index.
    readSitemap((await app.inject(new URL(`${PUBLIC_URL}/sitemap.xml`).pathname)).body, 'sitemapindex');
  });

  it('is still this route when a built site left over from before carries a robots.txt file', async () => {
    const webDistDir = mkdtempSync(join(tmpdir(), 'tarang-web-'));
    writeFileSync(
      join(webDistDir, 'index.html'),
      '<!doctype html><title>Tarang</title><div id="root"></div>',
    );
    writeFileSync(join(webDistDir, 'robots.txt'), 'User-agent: *\nDisallow: /\n');
    const withSite = await buildTestApp({ publicUrl: PUBLIC_URL, webDistDir });
    try {
      const response = await withSite.inject('/robots.txt');
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain(`Sitemap: ${PUBLIC_URL}/sitemap.xml`);
    } finally {
      await withSite.close();
      rmSync(webDistDir, { recursive: true, force: true });
    }
  });
});
