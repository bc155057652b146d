import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { episodes, events, media, profiles, redLines, stations } from '../../src/db/schema';
import type { App } from '../../src/types';
import { buildTestApp } from '../helper';
import { fetchSitemap, PUBLIC_URL, type Url } from './sitemap-reading';

/**
 * Items made here, beside the demo network, in every state the console can leave them: only what a listener can
 * open on a station is in that station's sitemap, dated by when it last changed for a listener.
 */
let app: App;
beforeAll(async () => {
  app = await buildTestApp({ publicUrl: PUBLIC_URL });
});
afterAll(() => app.close());

const DELHI = 1;
const MUMBAI = 2;
const delhiMap = () => fetchSitemap(app, '/sitemaps/tarang-delhi-1.xml');
const mumbaiMap = () => fetchSitemap(app, '/sitemaps/tarang-mumbai-2.xml');
const at = (iso: string) => new Date(iso);
const tomorrow = () => new Date(Date.now() + 86_400_000);

/** The sitemap entry of an item of `kind` (its URL name ends with its id), if listed. */
const entryOf = (urls: Url[], kind: 'audio' | 'rjs' | 'events' | 'redlines', id: number | string) =>
  urls.find((url) => new RegExp(`/${kind}/([a-z0-9-]*-)?${id}$`).test(url.loc));
const episodeEntry = (urls: Url[], id: number) => urls.find((url) => url.loc.endsWith(`?episode=${id}`));

async function addShow(values: Partial<typeof media.$inferInsert>) {
  const [row] = await app.db
    .insert(media)
    .values({
      title: 'Sitemap Show',
      slug: 'sitemap-show',
      mediaType: 'AudioShow',
      stationId: DELHI,
      ...values,
    })
    .returning({ id: media.id });
  return row?.id as number;
}

async function addEpisode(mediaId: number, values: Partial<typeof episodes.$inferInsert>) {
  const [any] = await app.db.select({ fileId: episodes.fileId }).from(episodes).limit(1);
  const [row] = await app.db
    .insert(episodes)
    .values({
      mediaId,
      title: 'Sitemap Episode',
      fileId: any?.fileId as number,
      durationSeconds: 60,
      publishedAt: at('2025-01-01T00:00:00Z'),
      ...values,
    })
    .returning({ id: episodes.id });
  return row?.id as number;
}

async function addRedLine(values: Partial<typeof redLines.$inferInsert>) {
  const [row] = await app.db
    .insert(redLines)
    .values({
      title: 'Sitemap News',
      slug: 'sitemap-news',
      body: '<p>News</p>',
      publishedAt: at('2025-01-01'),
      ...values,
    })
    .returning({ id: redLines.id });
  return row?.id as number;
}

async function addEvent(stationId: number, values: Partial<typeof events.$inferInsert> = {}) {
  const [row] = await app.db
    .insert(events)
    .values({
      stationId,
      title: 'Sitemap Mela',
      slug: 'sitemap-mela',
      startsAt: at('2025-07-01T10:00:00Z'),
      endsAt: at('2025-07-01T18:00:00Z'),
      ...values,
    })
    .returning({ id: events.id });
  return row?.id as number;
}

async function addRj(stationId: number, profileId: string, isActive = true) {
  await app.db.insert(profiles).values({ profileId, name: 'Sitemap RJ', stationId, isActive });
}

describe("a station's sitemap lists only what its listeners can open", () => {
  it('shows and podcasts: published ones of the station and the network, never a draft, a scheduled, a hidden or another station’s', async () => {
    const old = { createdAt: at('2025-01-01T00:00:00Z') };
    const shown = await addShow({ ...old, publishedAt: at('2025-02-03T04:05:06Z') });
    const podcast = await addShow({ ...old, mediaType: 'Podcast', publishedAt: at('2025-02-03T04:05:06Z') });
    const network = await addShow({ ...old, stationId: null, publishedAt: at('2025-02-03T04:05:06Z') });
    const draft = await addShow({ status: 'draft' });
    const scheduled = await addShow({ publishedAt: tomorrow() });
    const hidden = await addShow({ isActive: false });
    const mumbai = await addShow({ stationId: MUMBAI });
    const delhi = await delhiMap();
    for (const id of [shown, podcast, network])
      expect(entryOf(delhi, 'audio', id), `show ${id}`).toBeDefined();
    for (const id of [draft, scheduled, hidden, mumbai])
      expect(entryOf(delhi, 'audio', id), `show ${id}`).toBeUndefined();
    expect(entryOf(delhi, 'audio', shown)).toEqual({
      loc: `${PUBLIC_URL}/tarang-delhi-1/audio/sitemap-show-${shown}`,
      // Made before it was published: the publication dates it, to the second.
      lastmod: '2025-02-03T04:05:06Z',
    });
    const inMumbai = await mumbaiMap();
    expect(entryOf(inMumbai, 'audio', mumbai)).toBeDefined();
    expect(entryOf(inMumbai, 'audio', network), 'network-wide: on every station').toBeDefined();
    expect(entryOf(inMumbai, 'audio', shown)).toBeUndefined();
  });

  it('episodes: every published one as its share link; a draft or scheduled one never; video episodes play on their series page', async () => {
    const show = await addShow({
      createdAt: at('2025-01-01T00:00:00Z'),
      publishedAt: at('2025-01-02T00:00:00Z'),
    });
    const published = await addEpisode(show, {
      createdAt: at('2025-01-01'),
      publishedAt: at('2025-03-01T00:00:00Z'),
    });
    const draft = await addEpisode(show, { status: 'draft', publishedAt: at('2025-04-01') });
    const scheduled = await addEpisode(show, { publishedAt: tomorrow() });
    const series = await addShow({ mediaType: 'Video' });
    const video = await addEpisode(series, {});
    const hiddenShow = await addShow({ status: 'draft' });
    const ofHiddenShow = await addEpisode(hiddenShow, {});
    const delhi = await delhiMap();
    expect(episodeEntry(delhi, published)).toEqual({
      loc: `${PUBLIC_URL}/tarang-delhi-1/audio/sitemap-show-${show}?episode=${published}`,
      lastmod: '2025-03-01T00:00:00Z',
    });
    for (const id of [draft, scheduled, video, ofHiddenShow])
      expect(episodeEntry(delhi, id), `episode ${id}`).toBeUndefined();
    // The show page lists its episodes: it changed when the last one a listener sees was published.
    expect(entryOf(delhi, 'audio', show)?.lastmod).toBe('2025-03-01T00:00:00Z');
    expect(entryOf(delhi, 'audio', series)).toBeDefined();
  });

  it('RJs of the station that are on the site; events and news of the station (and the network’s news), published', async () => {
    await addRj(DELHI, 'sitemaprj1');
    await addRj(DELHI, 'sitemaprj2', false);
    await addRj(MUMBAI, 'sitemaprj3');
    const event = await addEvent(DELHI, {
      createdAt: at('2025-05-01T07:08:09.123Z'),
      publishedAt: at('2025-05-06T07:08:09.123Z'),
    });
    const mumbaiEvent = await addEvent(MUMBAI);
    const draftEvent = await addEvent(DELHI, { status: 'draft' });
    const scheduledEvent = await addEvent(DELHI, { publishedAt: tomorrow() });
    const news = await addRedLine({ stationId: DELHI });
    const networkNews = await addRedLine({
      stationId: null,
      createdAt: at('2025-01-01'),
      publishedAt: at('2025-06-01T12:00:00Z'),
    });
    const draftNews = await addRedLine({ stationId: DELHI, status: 'draft' });
    const scheduledNews = await addRedLine({ stationId: DELHI, publishedAt: tomorrow() });
    const mumbaiNews = await addRedLine({ stationId: MUMBAI });
    const delhi = await delhiMap();
    expect(entryOf(delhi, 'rjs', 'sitemaprj1')?.loc).toBe(
      `${PUBLIC_URL}/tarang-delhi-1/rjs/sitemap-rj-sitemaprj1`,
    );
    expect(entryOf(delhi, 'rjs', 'sitemaprj2'), 'hidden in the console').toBeUndefined();
    expect(entryOf(delhi, 'rjs', 'sitemaprj3'), 'another station’s').toBeUndefined();
    expect(entryOf(delhi, 'events', event)).toEqual({
      loc: `${PUBLIC_URL}/tarang-delhi-1/events/sitemap-mela-${event}`,
      lastmod: '2025-05-06T07:08:09Z',
    });
    for (const id of [mumbaiEvent, draftEvent, scheduledEvent])
      expect(entryOf(delhi, 'events', id), `event ${id}`).toBeUndefined();
    expect(entryOf(delhi, 'redlines', news)).toBeDefined();
    expect(entryOf(delhi, 'redlines', networkNews)?.lastmod).toBe('2025-06-01T12:00:00Z');
    for (const id of [draftNews, scheduledNews, mumbaiNews])
      expect(entryOf(delhi, 'redlines', id), `news ${id}`).toBeUndefined();
    expect(entryOf(await mumbaiMap(), 'redlines', networkNews)).toBeDefined();
  });

  it('a station taken off the air leaves the index, and its sitemap answers 404', async () => {
    await app.db.update(stations).set({ isActive: false }).where(eq(stations.id, MUMBAI));
    const index = await fetchSitemap(app, '/sitemap.xml', 'sitemapindex');
    expect(index.map((entry) => entry.loc)).not.toContain(`${PUBLIC_URL}/sitemaps/tarang-mumbai-2.xml`);
    expect(index.map((entry) => entry.loc)).toContain(`${PUBLIC_URL}/sitemaps/tarang-delhi-1.xml`);
    expect((await app.inject('/sitemaps/tarang-mumbai-2.xml')).statusCode).toBe(404);
  });
});
