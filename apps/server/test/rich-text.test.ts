import { feedPath, type MediaItem } from '@tarang/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { describePage, renderHead } from '../src/domains/site/heads/describe';
import type { App } from '../src/types';
import { client } from './client';
import { buildTestApp, tempDataDir } from './helper';
import { nodeOf, readHead } from './pages/head-reading';
import { type Account, freshAddress, signUp } from './sections-helper';

/**
 * Rich text is stored normalised whoever writes it (every console write cleans it on the server), and read as
 * text with its blocks kept apart: a page's description, its share card and its JSON-LD say
 * "Street food. City news. When to listen", never "Street food City news When to listen".
 */
const PUBLIC_URL = 'https://radio.example';
/** What the editor used to send: empty paragraphs around a paragraph and a list. */
const WRITTEN =
  '<p></p><p>Street food </p><ul><li><p>City news</p></li><li><p>When to listen</p></li></ul><p></p>';
const STORED = '<p>Street food</p><ul><li><p>City news</p></li><li><p>When to listen</p></li></ul>';
const TEXT = 'Street food. City news. When to listen';

let app: App;
let admin: Account;
beforeAll(async () => {
  app = await buildTestApp({ publicUrl: PUBLIC_URL, dataDir: tempDataDir() });
  admin = await signUp(app, { staff: true });
});
afterAll(() => app.close());

async function data(method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object) {
  const response = await client(app).as(admin).request(method, `/api${url}`, payload);
  expect(response.statusCode, `${method} ${url}: ${response.body}`).toBeLessThan(300);
  return response.json().data;
}

async function headOf(path: string) {
  const described = await describePage(app, path);
  expect(described?.status, path).toBe(200);
  return readHead(renderHead(described as NonNullable<typeof described>));
}

/** A Delhi (or network-wide) podcast with episodes: it has a feed. */
async function podcastWithFeed(): Promise<MediaItem> {
  const podcasts: MediaItem[] = await data(
    'GET',
    '/media/v1/media?stationId=1&mediaType=Podcast&pageSize=100',
  );
  const podcast = podcasts.find((item) => item.episodeCount > 0);
  if (!podcast) throw new Error('the demo network has no Delhi podcast with episodes');
  return podcast;
}

describe('stored rich text', () => {
  it('is normalised by every writer: events, news, shows, episodes, contests and station pages', async () => {
    const event = await data('POST', '/event/v1/event', {
      stationId: 1,
      title: 'Chandni Chowk Food Walk',
      description: WRITTEN,
      startsAt: '2027-02-01T17:00:00+05:30',
      endsAt: '2027-02-01T21:00:00+05:30',
      status: 'published',
    });
    expect(event.description).toBe(STORED);
    const article = await data('POST', '/content/v1/redline', {
      stationId: 1,
      title: 'Food walks return',
      body: WRITTEN,
      status: 'published',
    });
    expect(article.body).toBe(STORED);
    const contest = await data('POST', '/contest/v1/contest', {
      stationId: 1,
      title: 'Best Chaat Photo',
      description: WRITTEN,
      howToParticipate: `<p><br></p>${WRITTEN}<p>&nbsp;</p>`,
      prize: 'A food walk for two',
      startsAt: new Date().toISOString(),
      endsAt: new Date(Date.now() + 7 * 86_400_000).toISOString(),
    });
    expect([contest.description, contest.howToParticipate]).toEqual([STORED, STORED]);
    const podcast = await podcastWithFeed();
    const { version } = await data('GET', `/media/v1/staff/media/${podcast.id}`);
    expect(
      (await data('PATCH', `/media/v1/media/${podcast.id}`, { version, description: WRITTEN })).description,
    ).toBe(STORED);
    const [episode] = await data('GET', `/media/v1/staff/media/${podcast.id}/episodes?pageSize=1`);
    const edited = await data('PATCH', `/media/v1/media/${podcast.id}/episodes/${episode.id}`, {
      version: episode.version,
      description: WRITTEN,
    });
    expect(edited.description).toBe(STORED);
    // A station page without its own text yet: the save creates it.
    const page = await data('PATCH', '/station/v1/station/4/page/csr-policy', {
      title: 'CSR',
      body: WRITTEN,
    });
    expect(page.body).toBe(STORED);
  });

  it('is nothing when all it has is blank paragraphs (a pasted no-break space too): a required text is refused', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/content/v1/redline',
      payload: {
        stationId: 1,
        title: 'Nothing',
        body: '<p>&#160;</p><p><br></p><p><strong> </strong></p>',
      },
      remoteAddress: freshAddress(),
      headers: { authorization: admin.authorization },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ field: 'body', message: 'Article is required' });
  });
});

describe('rich text read as text', () => {
  it('keeps its blocks apart in an event page’s description, share card and JSON-LD', async () => {
    const event = await data('POST', '/event/v1/event', {
      stationId: 1,
      title: 'Old Delhi Night Bazaar',
      description: WRITTEN,
      startsAt: '2027-03-01T18:00:00+05:30',
      endsAt: '2027-03-01T23:00:00+05:30',
      status: 'published',
    });
    const head = await headOf(`/tarang-delhi-1/events/${event.urlName}`);
    expect(head.description).toBe(TEXT);
    expect(head.meta('og:description')).toBe(TEXT);
    expect(head.meta('twitter:description')).toBe(TEXT);
    expect(nodeOf(head, 'Event').description).toBe(TEXT);
  });

  it('keeps them apart in a show page’s description, and its podcast feed has the stored HTML', async () => {
    const podcast = await podcastWithFeed();
    const { version } = await data('GET', `/media/v1/staff/media/${podcast.id}`);
    await data('PATCH', `/media/v1/media/${podcast.id}`, { version, description: WRITTEN });
    const head = await headOf(`/tarang-delhi-1/audio/${podcast.urlName}`);
    expect(head.description).toBe(TEXT);
    expect(head.meta('og:description')).toBe(TEXT);
    const feed = await app.inject(feedPath(podcast.id));
    expect(feed.statusCode).toBe(200);
    const channelDescription = /<channel>[\s\S]*?<description><!\[CDATA\[([\s\S]*?)\]\]><\/description>/.exec(
      feed.body,
    )?.[1];
    expect(channelDescription).toBe(STORED);
  });
});
