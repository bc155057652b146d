import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { media, redLines, stations } from '../../src/db/schema';
import { describePage, renderHead } from '../../src/domains/site/heads/describe';
import type { App } from '../../src/types';
import { buildTestApp, tempDataDir } from '../helper';
import { readHead } from './head-reading';

/**
 * What the site shows as its not-found page gets a 404 head (noindex): unknown, malformed, unpublished and other
 * stations' items, unknown stations and sections. What the browser decides itself (station 0, /, the console,
 * redirects) is not the server's to describe: null.
 */
const PUBLIC_URL = 'https://radio.example';
let app: App;
beforeAll(async () => {
  app = await buildTestApp({ publicUrl: PUBLIC_URL, dataDir: tempDataDir() });
});
afterAll(() => app.close());

const DELHI = '/tarang-delhi-1';

async function expectNotFound(path: string, where = 'Tarang Delhi') {
  const described = await describePage(app, path);
  expect(described?.status, path).toBe(404);
  const head = readHead(renderHead(described as NonNullable<typeof described>));
  expect(head.title, path).toBe(`Page not found · ${where}`);
  expect(head.robots).toBe('noindex');
  // Its share image is the station's (or the network's): a not-found link still previews as the site.
  const image = new URL(head.meta('og:image') as string);
  const response = await app.inject(`${image.pathname}${image.search}`);
  expect(response.statusCode).toBe(200);
  return head;
}

async function api(url: string) {
  return (await app.inject(`/api${url}`)).json().data;
}

describe('404 heads', () => {
  it('unknown show, episode page, RJ, event, red line and section of a known station', async () => {
    for (const path of [
      `${DELHI}/audio/no-such-show-999999`,
      `${DELHI}/rjs/nobody-rj999999`,
      `${DELHI}/events/no-such-event-999999`,
      `${DELHI}/redlines/no-such-story-999999`,
      `${DELHI}/rjs`,
      `${DELHI}/404`,
      `${DELHI}/no-such-section`,
      `${DELHI}/home/extra`,
      `${DELHI}/audio/dilli-subah-express-1/more`,
    ]) {
      await expectNotFound(path);
    }
  });

  it('malformed ids are a 404, never an error', async () => {
    for (const path of [
      `${DELHI}/audio/abc`,
      `${DELHI}/audio/show-0`,
      `${DELHI}/audio/show-99999999999`,
      `${DELHI}/events/event-1.5`,
      `${DELHI}/redlines/story-%00`,
      `${DELHI}/rjs/someone-r%C3%A9`,
    ]) {
      await expectNotFound(path);
    }
  });

  it("another station's show, RJ, event and red line are a 404 under this station", async () => {
    const mumbaiShow = (await api('/media/v1/media?stationId=2&mediaType=AudioShow')).find(
      (item: { stationId: number }) => item.stationId === 2,
    );
    const [mumbaiRj] = await api('/profile/v1/profile?stationId=2');
    const [mumbaiEvent] = await api('/event/v1/event?stationId=2&when=upcoming');
    const mumbaiStory = (await api('/content/v1/redline?stationId=2&pageSize=100')).find(
      (item: { stationId: number | null }) => item.stationId === 2,
    );
    const paths = [
      `audio/${mumbaiShow.urlName}`,
      `rjs/${mumbaiRj.urlName}`,
      `events/${mumbaiEvent.urlName}`,
      `redlines/${mumbaiStory.urlName}`,
    ];
    for (const path of paths) {
      await expectNotFound(`${DELHI}/${path}`);
      // Under their own station they are pages.
      expect((await describePage(app, `/tarang-mumbai-2/${path}`))?.status).toBe(200);
    }
  });

  it('a draft show and a red line scheduled for later are a 404, and so are their share images', async () => {
    const [show] = await api('/media/v1/media?stationId=1&mediaType=AudioShow');
    const story = (await api('/content/v1/redline?stationId=1&pageSize=100')).find(
      (item: { stationId: number | null }) => item.stationId === 1,
    );
    expect((await describePage(app, `${DELHI}/audio/${show.urlName}`))?.status).toBe(200);
    await app.db.update(media).set({ status: 'draft' }).where(eq(media.id, show.id));
    await app.db
      .update(redLines)
      .set({ publishedAt: new Date(Date.now() + 86_400_000) })
      .where(eq(redLines.id, story.id));
    await expectNotFound(`${DELHI}/audio/${show.urlName}`);
    await expectNotFound(`${DELHI}/redlines/${story.urlName}`);
    expect((await app.inject(`/og/show/${show.id}.jpg`)).statusCode).toBe(404);
    expect((await app.inject(`/og/redline/${story.id}.jpg`)).statusCode).toBe(404);
  });

  it("an unknown or closed station: the network's not-found page", async () => {
    await app.db.update(stations).set({ isActive: false }).where(eq(stations.id, 8));
    for (const path of [
      '/tarang-nowhere-999/home',
      '/tarang-lucknow-8/home',
      '/tarang-lucknow-8',
      '/9999/events',
    ]) {
      const head = await expectNotFound(path, 'Tarang');
      expect(new URL(head.meta('og:image') as string).pathname).toBe('/og/station/0.jpg');
    }
    expect((await app.inject('/og/station/8.jpg')).statusCode).toBe(404);
  });
});

describe('what the browser decides: null', () => {
  it('/, station 0, the console, the top-level station pages and a first segment that names no station', async () => {
    for (const path of [
      '/',
      '',
      '/0',
      '/0/home',
      '/nearest-0/audio',
      '/staff',
      '/staff/events',
      '/careers',
      '/no-station-here',
      '//evil.example/tarang-delhi-1/home',
    ]) {
      expect(await describePage(app, path), path).toBeNull();
    }
  });
});

describe('pages that are found', () => {
  it("a station address with another slug is that station's page, its canonical URL the station's own", async () => {
    const described = await describePage(app, '/delhi-1/events');
    expect(described?.status).toBe(200);
    expect(described?.canonical).toBe(`${PUBLIC_URL}${DELHI}/events`);
  });

  it('a share link naming an unknown episode describes the show (the page shows it)', async () => {
    const [show] = await api('/media/v1/media?stationId=1&mediaType=AudioShow&pageSize=5');
    const withUnknown = await describePage(app, `${DELHI}/audio/${show.urlName}?episode=999999&t=3`);
    const withNonsense = await describePage(app, `${DELHI}/audio/${show.urlName}?episode=abc`);
    for (const described of [withUnknown, withNonsense]) {
      expect(described?.status).toBe(200);
      expect(described?.canonical).toBe(`${PUBLIC_URL}${DELHI}/audio/${show.urlName}`);
      expect(described?.jsonLd.map((node) => node['@type'])).not.toContain('PodcastEpisode');
    }
  });
});

describe('GET /og/{kind}/{id}.jpg refusals', () => {
  it('an unknown id of every kind is a 404', async () => {
    for (const url of [
      '/og/station/999.jpg',
      '/og/show/999999.jpg',
      '/og/episode/999999.jpg',
      '/og/rj/nobody999.jpg',
      '/og/event/999999.jpg',
      '/og/redline/999999.jpg',
      '/og/show/abc.jpg',
      '/og/show/0.jpg',
    ]) {
      const response = await app.inject(url);
      expect(response.statusCode, url).toBe(404);
      expect(response.json()).toMatchObject({ statusCode: 404, error: 'Not Found' });
    }
  });

  it('a bad kind or file name is a 400 naming the field', async () => {
    const kind = await app.inject('/og/podcast/1.jpg');
    expect(kind.statusCode).toBe(400);
    expect(kind.json()).toMatchObject({ field: 'kind' });
    for (const url of [
      '/og/show/1.png',
      '/og/show/1',
      '/og/show/..%2F1.jpg',
      `/og/rj/${'a'.repeat(41)}.jpg`,
    ]) {
      const response = await app.inject(url);
      expect(response.statusCode, url).toBe(400);
      expect(response.json()).toMatchObject({ field: 'file' });
    }
  });
});
