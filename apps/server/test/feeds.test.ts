import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { episodes, files, media, mediaImages } from '../src/db/schema';
import { podcastGuid } from '../src/domains/feeds/podcast-guid';
import type { App } from '../src/types';
import { type FeedContext, type Fetched, validateFeed } from './feeds/apple-rules';
import { buildTestApp } from './helper';

const PUBLIC_URL = 'https://radio.example';
let app: App;
beforeAll(async () => {
  app = await buildTestApp({ publicUrl: PUBLIC_URL });
});
afterAll(() => app.close());

type Item = { id: number; title: string; mediaType: string; stationId: number | null; episodeCount: number };

/** The site's own URLs fetched through the app, as a podcast directory would fetch them over the network. */
async function fetchFromApp(
  url: string,
  init: { method?: 'GET' | 'HEAD'; range?: string } = {},
): Promise<Fetched> {
  const parsed = new URL(url);
  expect(parsed.origin, `${url} is on the site's address`).toBe(PUBLIC_URL);
  const response = await app.inject({
    method: init.method ?? 'GET',
    url: `${parsed.pathname}${parsed.search}`,
    headers: init.range ? { range: init.range } : {},
  });
  const headers = Object.fromEntries(
    Object.entries(response.headers).map(([name, value]) => [
      name,
      value === undefined ? undefined : String(value),
    ]),
  );
  return { status: response.statusCode, headers, body: response.rawPayload };
}

const feedUrl = (id: number) => `${PUBLIC_URL}/feeds/${id}.xml`;
const contextFor = (id: number): FeedContext => ({ feedUrl: feedUrl(id), fetch: fetchFromApp });
const getFeed = (id: number | string, headers: Record<string, string> = {}) =>
  app.inject({ method: 'GET', url: `/feeds/${id}.xml`, headers });

async function listed(mediaType: string) {
  const response = await app.inject({
    method: 'GET',
    url: `/api/media/v1/media?mediaType=${mediaType}&pageSize=100`,
  });
  return (response.json() as { data: Item[] }).data;
}

let podcast: Item;
let show: Item;
let video: Item;
let network: Item;
beforeAll(async () => {
  const withEpisodes = (items: Item[]) =>
    items.find((item) => item.stationId !== null && item.episodeCount > 1);
  podcast = withEpisodes(await listed('Podcast')) as Item;
  show = withEpisodes(await listed('AudioShow')) as Item;
  video = (await listed('Video'))[0] as Item;
  const audio = [...(await listed('Podcast')), ...(await listed('AudioShow'))];
  network = audio.find((item) => item.stationId === null && item.episodeCount > 0) as Item;
  expect(podcast && show && video && network).toBeTruthy();
});

const guidsOf = (xml: string) =>
  [...xml.matchAll(/<guid isPermaLink="false">([^<]+)<\/guid>/g)].map((m) => m[1]);

describe('GET /feeds/{showId}.xml', () => {
  it('validates against the Apple rules (a podcast, an audio show and a network-wide show of the demo network)', async () => {
    for (const item of [podcast, show, network]) {
      const response = await getFeed(item.id);
      expect(response.statusCode, response.body).toBe(200);
      expect(response.headers['content-type']).toBe('application/rss+xml; charset=utf-8');
      expect(await validateFeed(response.body, contextFor(item.id))).toEqual([]);
      // Every published episode is in it (the demo shows have fewer than the cap of 300).
      expect(guidsOf(response.body)).toHaveLength(item.episodeCount);
      expect(response.body).toContain(`<title>${item.title.replace(/&/g, '&amp;')}</title>`);
    }
  });

  it('keeps every episode guid when a title is edited, and shows the new title', async () => {
    const before = await getFeed(podcast.id);
    const [first] = await app.db
      .select({ id: episodes.id, title: episodes.title })
      .from(episodes)
      .where(eq(episodes.mediaId, podcast.id))
      .limit(1);
    if (!first) throw new Error('the podcast has no episode');
    try {
      await app.db
        .update(episodes)
        .set({ title: 'Renamed: the same episode' })
        .where(eq(episodes.id, first.id));
      const after = await getFeed(podcast.id);
      expect(after.body).toContain('<title>Renamed: the same episode</title>');
      expect(guidsOf(after.body)).toEqual(guidsOf(before.body));
      expect(guidsOf(after.body)).toContain(`tarang-episode-${first.id}`);
      expect(after.headers.etag).not.toBe(before.headers.etag);
    } finally {
      await app.db.update(episodes).set({ title: first.title }).where(eq(episodes.id, first.id));
    }
  });

  it('is cacheable: Cache-Control, Last-Modified, and 304 for a matching ETag', async () => {
    const first = await getFeed(podcast.id);
    expect(first.headers['cache-control']).toBe('public, max-age=900, stale-while-revalidate=3600');
    expect(Number.isNaN(Date.parse(String(first.headers['last-modified'])))).toBe(false);
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^"[\w-]+"$/);
    const again = await getFeed(podcast.id, { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect((await getFeed(podcast.id, { 'if-none-match': '"stale"' })).statusCode).toBe(200);
  });

  it('serves a stable 1400 px JPEG artwork URL beside the original image', async () => {
    const image = (xml: string) => /<itunes:image href="([^"]+)"/.exec(xml)?.[1];
    const first = image((await getFeed(show.id)).body);
    expect(first).toMatch(/^https:\/\/radio\.example\/media\/[0-9a-f]{2}\/[0-9a-f]{64}-podcast1400\.jpg$/);
    expect(image((await getFeed(show.id)).body)).toBe(first);
    const bytes = await fetchFromApp(first as string);
    expect(bytes.headers['content-type']).toBe('image/jpeg');
    expect(bytes.headers['cache-control']).toContain('immutable');
  });

  it('still answers, without the artwork, when the show image cannot be read', async () => {
    const [image] = await app.db
      .select({ id: files.id, key: files.storageKey })
      .from(mediaImages)
      .innerJoin(files, eq(files.id, mediaImages.fileId))
      .where(eq(mediaImages.mediaId, show.id))
      .orderBy(asc(mediaImages.sortOrder))
      .limit(1);
    if (!image) throw new Error('the show has no image');
    await app.db.update(files).set({ storageKey: 'zz/gone.webp' }).where(eq(files.id, image.id));
    try {
      const response = await getFeed(show.id);
      expect(response.statusCode).toBe(200);
      expect(response.body).not.toContain('<itunes:image href="https://radio.example/media/zz/');
      const failures = await validateFeed(response.body, contextFor(show.id));
      expect(failures.map((failure) => failure.message)).toContain('itunes:image is missing');
    } finally {
      await app.db.update(files).set({ storageKey: image.key }).where(eq(files.id, image.id));
    }
  });

  it('answers HEAD and byte ranges (206) on the enclosure URLs, as Apple requires', async () => {
    const body = (await getFeed(show.id)).body;
    const match = /<enclosure url="([^"]+)" length="(\d+)" type="([^"]+)"/.exec(body);
    if (!match) throw new Error('no enclosure');
    const [, url, length] = match as unknown as [string, string, string];
    const head = await fetchFromApp(url, { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(head.headers['content-length']).toBe(length);
    expect(head.headers['accept-ranges']).toBe('bytes');
    const tail = await fetchFromApp(url, { range: `bytes=${Number(length) - 10}-` });
    expect(tail.status).toBe(206);
    expect(tail.headers['content-range']).toBe(
      `bytes ${Number(length) - 10}-${Number(length) - 1}/${length}`,
    );
    expect(tail.body).toHaveLength(10);
  });

  it('answers 400 naming showId for a bad id, 404 for an unknown id, a video series, a draft or a hidden show', async () => {
    for (const bad of ['abc', '0', '12.json', '-3']) {
      const response = await app.inject({
        method: 'GET',
        url: `/feeds/${bad}${bad.includes('.') ? '' : '.xml'}`,
      });
      expect(response.statusCode, bad).toBe(400);
      expect(response.json().message).toMatch(/^showId /);
    }
    expect((await getFeed(2_000_000)).statusCode).toBe(404);
    expect((await getFeed(video.id)).statusCode).toBe(404);
    for (const hidden of [{ status: 'draft' }, { isActive: false }]) {
      await app.db.update(media).set(hidden).where(eq(media.id, show.id));
      try {
        const response = await getFeed(show.id);
        expect(response.statusCode).toBe(404);
        expect(response.json()).toMatchObject({ statusCode: 404, message: 'Podcast feed not found' });
      } finally {
        await app.db.update(media).set({ status: 'published', isActive: true }).where(eq(media.id, show.id));
      }
    }
    expect((await getFeed(show.id)).statusCode).toBe(200);
  });
});

describe('the Apple rules validator', () => {
  it('computes podcast:guid as Podcasting 2.0 documents it', () => {
    // The example of podcastindex.org/namespace/1.0#guid.
    expect(podcastGuid('https://mp3s.nashownotes.com/pc20rss.xml/')).toBe(
      '917393e3-1b1e-5cef-ace4-edaa54e1f810',
    );
  });

  it('catches a broken feed, naming each tag at fault', async () => {
    const good = (await getFeed(podcast.id)).body;
    const [firstGuid] = guidsOf(good);
    const broken = good
      .replace(/<itunes:image href="[^"]+"\/>\n/, '')
      .replace('<itunes:explicit>false</itunes:explicit>', '<itunes:explicit>no</itunes:explicit>')
      .replace(/<itunes:category text="[^"]+"/, '<itunes:category text="Radio"')
      .replace(/length="(\d+)"/, (_m, n: string) => `length="${Number(n) + 1}"`)
      .replace(/<pubDate>[^<]+<\/pubDate>/, '<pubDate>2026-11-25T00:00:00Z</pubDate>')
      .replace(/<itunes:duration>\d+<\/itunes:duration>/, '<itunes:duration>1h 3m</itunes:duration>')
      .replace(/(<item>[\s\S]*?<item>[\s\S]*?<guid isPermaLink="false">)[^<]+/, `$1${firstGuid}`)
      .replace(/<podcast:guid>[^<]+/, '<podcast:guid>917393e3-1b1e-5cef-ace4-edaa54e1f810')
      .replace(/<language>[^<]+/, '<language>Hindi');
    const messages = (await validateFeed(broken, contextFor(podcast.id))).map((failure) => failure.message);
    for (const tag of [
      'itunes:image is missing',
      'itunes:explicit must be "true" or "false", got "no"',
      'itunes:category "Radio" is not an Apple category',
      'enclosure length',
      'pubDate "2026-11-25T00:00:00Z" is not RFC 2822',
      'itunes:duration "1h 3m"',
      `guid "${firstGuid}" is used by more than one item`,
      'podcast:guid must be',
      'language must be an ISO 639 code',
    ]) {
      expect(
        messages.some((message) => message.startsWith(tag)),
        `${tag} in ${messages.join('\n')}`,
      ).toBe(true);
    }
    const empty = await validateFeed('<rss version="2.0"><channel></channel></rss>', contextFor(podcast.id));
    expect(empty.map((failure) => failure.message)).toEqual(
      expect.arrayContaining([
        'title is missing',
        'description is missing',
        'itunes:owner is missing',
        'itunes:category is missing',
        'atom:link rel="self" is missing',
        'podcast:locked is missing',
        'item: the feed has no episode',
      ]),
    );
  });
});
