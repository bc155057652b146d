import type { EpisodeWithMedia, MediaItem } from '@tarang/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { episodes, media } from '../src/db/schema';
import type { App } from '../src/types';
import { client } from './client';
import { buildTestApp } from './helper';
import { type Account, signUp } from './sections-helper';

let app: App;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => app.close());

const api = client(() => app);

type Page<T> = { data: T[]; total: number };
const latest = async (query: string, account?: Account) => {
  const response = await api.as(account).get(`/api/media/v1/episodes?${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as Page<EpisodeWithMedia>;
};
const mediaList = async (query: string) =>
  (await api.get(`/api/media/v1/media?${query}`)).json() as Page<MediaItem>;

describe('GET /api/media/v1/episodes (latest across a station)', () => {
  it("lists the newest episodes of the station's media and the network-wide ones, each with its media item", async () => {
    const page = await latest('stationId=1');
    expect(page.data).toHaveLength(20);
    const listed = await mediaList('stationId=1&pageSize=100');
    const byId = new Map(listed.data.map((item) => [item.id, item]));
    // Every episode of those media, and nothing else.
    expect(page.total).toBe(listed.data.reduce((sum, item) => sum + item.episodeCount, 0));
    const times = page.data.map((e) => Date.parse(e.publishedAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    for (const episode of page.data) {
      const item = byId.get(episode.media.id);
      expect(item, `media ${episode.media.id}`).toBeDefined();
      expect(item?.stationId === 1 || item?.stationId === null).toBe(true);
      expect(episode.mediaId).toBe(episode.media.id);
      expect(episode.media).toEqual({
        id: item?.id,
        title: item?.title,
        urlName: item?.urlName,
        mediaType: item?.mediaType,
        image: item?.images[0] ?? null,
        imageAlt: item?.imageAlts[0] ?? item?.title,
      });
      expect(episode.mediaTitle).toBe(item?.title);
      expect(episode.src).toMatch(/^\/media\//);
      expect(episode.thumbnail).toBeTruthy();
      expect(episode.isFavorite).toBe(false);
    }
  });

  it('narrows to one kind of media and pages without overlap', async () => {
    const podcasts = await latest('stationId=2&mediaType=Podcast&pageSize=100');
    expect(podcasts.total).toBeGreaterThan(0);
    for (const episode of podcasts.data) expect(episode.media.mediaType).toBe('Podcast');

    const first = await latest('stationId=2&pageSize=7&pageNumber=1');
    const second = await latest('stationId=2&pageSize=7&pageNumber=2');
    expect(second.total).toBe(first.total);
    const firstIds = new Set(first.data.map((e) => e.id));
    for (const episode of second.data) expect(firstIds.has(episode.id)).toBe(false);
    expect(Date.parse(first.data.at(-1)?.publishedAt ?? '')).toBeGreaterThanOrEqual(
      Date.parse(second.data[0]?.publishedAt ?? ''),
    );
    const beyond = await latest('stationId=2&pageNumber=1000');
    expect(beyond).toEqual({ data: [], total: first.total });
    // Without a station: the whole network.
    expect((await latest('')).total).toBeGreaterThan(first.total);
  });

  it('leaves out scheduled episodes and hidden media', async () => {
    const [newest] = (await latest('stationId=3&pageSize=1')).data;
    if (!newest) throw new Error('station 3 has episodes');
    const future = new Date(Date.now() + 3 * 86_400_000);
    const [row] = await app.db.select().from(episodes).where(eq(episodes.id, newest.id));
    if (!row) throw new Error('episode row');
    const { id: _id, createdAt: _createdAt, ...copy } = row;
    const [scheduled] = await app.db
      .insert(episodes)
      .values({ ...copy, title: 'Coming on Friday', publishedAt: future })
      .returning();
    const after = await latest('stationId=3&pageSize=100');
    expect(after.data.map((e) => e.id)).not.toContain(scheduled?.id);

    // Edited behind the server's back: announced as a console write would announce it (the kept copy goes).
    await app.db.update(media).set({ isActive: false }).where(eq(media.id, newest.mediaId));
    await app.httpCache.invalidate();
    const hidden = await latest('stationId=3&pageSize=100');
    expect(hidden.data.some((e) => e.media.id === newest.mediaId)).toBe(false);
    await app.db.update(media).set({ isActive: true }).where(eq(media.id, newest.mediaId));
    await app.httpCache.invalidate();
  });

  it("marks the signed-in listener's favourites", async () => {
    const listener = await signUp(app);
    const [episode] = (await latest('stationId=4&pageSize=1')).data;
    if (!episode) throw new Error('station 4 has episodes');
    const marked = await app.inject({
      method: 'POST',
      url: '/api/user-preference/v1/favorite',
      payload: { contentId: episode.id, contentType: 'Episode' },
      headers: { authorization: listener.authorization },
    });
    expect(marked.statusCode, marked.body).toBeLessThan(300);
    expect((await latest('stationId=4&pageSize=1', listener)).data[0]?.isFavorite).toBe(true);
    expect((await latest('stationId=4&pageSize=1')).data[0]?.isFavorite).toBe(false);
  });

  it.each([
    ['stationId=x', 'stationId must be a whole number', 'stationId'],
    ['stationId=0', 'stationId must be at least 1', 'stationId'],
    ['mediaType=Radio', 'mediaType must be one of AudioShow, Podcast, Video', 'mediaType'],
    ['pageSize=101', 'pageSize must be at most 100', 'pageSize'],
    ['pageNumber=0', 'pageNumber must be at least 1', 'pageNumber'],
  ])('refuses %s with a 400 naming the parameter', async (query, message, field) => {
    const response = await api.get(`/api/media/v1/episodes?${query}`);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ statusCode: 400, error: 'Bad Request', message, field });
  });

  it('is in the OpenAPI document', async () => {
    const spec = (await api.get('/api/docs/json')).json();
    for (const path of [
      '/api/media/v1/episodes',
      '/api/poll/v1/poll/{id}/vote',
      '/api/customer/v1/talent-hunt/entries',
      '/api/customer/v1/staff/talent-hunt/entries',
    ]) {
      expect(Object.keys(spec.paths), path).toContain(path);
    }
    expect(spec.paths['/api/poll/v1/poll/{id}/vote'].post.tags).toEqual(['poll']);
  });
});

describe('media search', () => {
  it('finds the text of a description, with title matches listed first', async () => {
    // "bearable" is in the description of "Dilli Subah Express", not in any title.
    const found = await mediaList('search=BEARABLE');
    expect(found.data.map((item) => item.title)).toContain('Dilli Subah Express');
    const dilli = await mediaList('search=dilli&pageSize=100');
    const inTitle = dilli.data.map((item) => item.title.toLowerCase().includes('dilli'));
    expect(inTitle[0]).toBe(true);
    // Once a description-only match appears, no title match follows it.
    expect(inTitle.indexOf(false) === -1 || !inTitle.slice(inTitle.indexOf(false)).includes(true)).toBe(true);
  });

  it('does not match the markup of a description', async () => {
    const found = await mediaList('search=strong&pageSize=100');
    for (const item of found.data) {
      const text = `${item.title} ${item.description.replace(/<[^>]*>/g, ' ')}`.toLowerCase();
      expect(text).toContain('strong');
    }
    expect((await mediaList('search=href')).total).toBe(0);
  });

  it('combines search with the genre and station filters', async () => {
    const all = await mediaList('stationId=1&pageSize=100');
    const item = all.data.find((i) => i.genre && i.stationId === 1);
    if (!item?.genre) throw new Error('station 1 has an item with a genre');
    const word = item.title.split(' ')[0] ?? item.title;
    const found = await mediaList(`stationId=1&genre=${item.genre.id}&search=${encodeURIComponent(word)}`);
    expect(found.data.map((i) => i.id)).toContain(item.id);
    for (const i of found.data) expect(i.genre?.id).toBe(item.genre.id);
  });
});

describe('HTML stored in the CMS', () => {
  it('is returned exactly as stored; the site sanitises it before it reaches the page', async () => {
    const [episode] = (await latest('stationId=5&pageSize=1')).data;
    if (!episode) throw new Error('station 5 has episodes');
    const payload =
      '<p>Tonight<img src=x onerror="alert(document.cookie)"><script>alert(1)</script>' +
      '<a href="javascript:alert(2)">listen</a></p>';
    await app.db.update(episodes).set({ description: payload }).where(eq(episodes.id, episode.id));
    await app.httpCache.invalidate(); // as a console write would

    const one = await api.get(`/api/media/v1/media/${episode.mediaId}/episodes/${episode.id}`);
    expect(one.statusCode).toBe(200);
    expect(one.headers['content-type']).toContain('application/json');
    expect(one.json().data.description).toBe(payload);
    const listed = (await latest('stationId=5&pageSize=1')).data[0];
    expect(listed?.description).toBe(payload);
  });
});
