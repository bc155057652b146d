import { MEDIA_TYPES } from '@tarang/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../src/types';
import { client } from './client';
import { buildTestApp } from './helper';

let app: App;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => app.close());

type Item = {
  id: number;
  title: string;
  description: string;
  mediaType: string;
  stationId: number | null;
  isEditorChoice: boolean;
  genre: { id: number } | null;
  thumbnailUrls: number[];
  images: string[];
  imageAlts: string[];
  rjs: { profileId: string }[];
  episodeCount: number;
};
type Episode = {
  id: number;
  publishedAt: string;
  thumbnail: string | null;
  src: string;
  episodeUrl: string;
  duration: number;
};

const api = client(() => app);
const list = async (query: string) => {
  const response = await api.get(`/api/media/v1/media?${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as { data: Item[]; total: number };
};

describe('GET /api/media/v1/media', () => {
  it('lists every kind of media with derived images and alt texts, 20 to a page by default', async () => {
    const { data, total } = await list('');
    expect(total).toBeGreaterThanOrEqual(24);
    expect(data).toHaveLength(20);
    for (const item of data) {
      expect(item.images).toHaveLength(item.thumbnailUrls.length);
      expect(item.imageAlts).toHaveLength(item.thumbnailUrls.length);
      expect(item.images.length).toBeGreaterThan(0);
      for (const alt of item.imageAlts) expect(alt.length).toBeGreaterThan(0);
    }
    const all = await list('pageSize=100');
    expect(new Set(all.data.map((item) => item.mediaType))).toEqual(new Set(MEDIA_TYPES));
    expect(all.data.reduce((sum, item) => sum + item.episodeCount, 0)).toBeGreaterThanOrEqual(150);
  });

  it('pages without overlap and reports the same total on every page', async () => {
    const first = await list('pageSize=7&pageNumber=1');
    const second = await list('pageSize=7&pageNumber=2');
    expect(first.data).toHaveLength(7);
    expect(second.total).toBe(first.total);
    const ids = new Set(first.data.map((item) => item.id));
    for (const item of second.data) expect(ids.has(item.id)).toBe(false);
    const beyond = await list('pageSize=100&pageNumber=50');
    expect(beyond).toEqual({ data: [], total: first.total });
  });

  it.each(MEDIA_TYPES)('filters by mediaType=%s', async (mediaType) => {
    const { data, total } = await list(`mediaType=${mediaType}&pageSize=100`);
    expect(total).toBeGreaterThan(0);
    for (const item of data) expect(item.mediaType).toBe(mediaType);
  });

  it("lists a station's own items and the network-wide ones for stationId", async () => {
    const { data, total } = await list('stationId=2&pageSize=100');
    expect(total).toBeGreaterThan(0);
    for (const item of data) expect([2, null]).toContain(item.stationId);
    expect(data.some((item) => item.stationId === 2)).toBe(true);
    expect(data.some((item) => item.stationId === null)).toBe(true);
  });

  it('filters editor picks, genre and RJ', async () => {
    const picks = await list('isEditorChoice=true&pageSize=100');
    expect(picks.total).toBeGreaterThan(0);
    for (const item of picks.data) expect(item.isEditorChoice).toBe(true);
    const others = await list('isEditorChoice=false&pageSize=100');
    expect(picks.total + others.total).toBe((await list('')).total);

    const withGenre = (await list('pageSize=100')).data.find((item) => item.genre);
    const genreId = withGenre?.genre?.id;
    const byGenre = await list(`genre=${genreId}&pageSize=100`);
    expect(byGenre.total).toBeGreaterThan(0);
    for (const item of byGenre.data) expect(item.genre?.id).toBe(genreId);

    const hosted = (await list('mediaType=AudioShow&pageSize=100')).data.find((item) => item.rjs.length > 0);
    const rjId = hosted?.rjs[0]?.profileId;
    const byRj = await list(`rjId=${rjId}&pageSize=100`);
    expect(byRj.data.map((item) => item.id)).toContain(hosted?.id);
    for (const item of byRj.data) expect(item.rjs.map((rj) => rj.profileId)).toContain(rjId);
  });

  it('searches titles (and description text) case-insensitively, with % and _ taken literally', async () => {
    const sample = (await list('pageSize=100')).data[3] as Item;
    const word = sample.title.split(' ').find((w) => w.length >= 4) ?? sample.title;
    const found = await list(`search=${encodeURIComponent(word.toUpperCase())}&pageSize=100`);
    expect(found.data.map((item) => item.id)).toContain(sample.id);
    for (const item of found.data) {
      const text = `${item.title} ${item.description.replace(/<[^>]*>/g, ' ')}`.toLowerCase();
      expect(text).toContain(word.toLowerCase());
    }
    expect((await list('search=%25')).total).toBe(0);
    expect((await list('search=_')).total).toBe(0);
    expect((await list('search=%20%20')).total).toBe((await list('')).total);
  });

  it.each([
    ['pageSize=101', 'pageSize must be at most 100', 'pageSize'],
    ['pageSize=0', 'pageSize must be at least 1', 'pageSize'],
    ['pageSize=ten', 'pageSize must be a whole number', 'pageSize'],
    ['pageNumber=0', 'pageNumber must be at least 1', 'pageNumber'],
    ['pageNumber=-1', 'pageNumber must be a whole number', 'pageNumber'],
    ['mediaType=Radio', 'mediaType must be one of AudioShow, Podcast, Video', 'mediaType'],
    ['stationId=x', 'stationId must be a whole number', 'stationId'],
    ['isEditorChoice=yes', 'isEditorChoice must be true or false', 'isEditorChoice'],
    ['genre=1e3', 'genre must be a whole number', 'genre'],
    ['rjId=rj-1', 'rjId must be an RJ profileId (letters and digits)', 'rjId'],
    [`search=${'a'.repeat(101)}`, 'search must be at most 100 characters', 'search'],
  ])('refuses %s with a 400 naming the parameter', async (query, message, field) => {
    const response = await api.get(`/api/media/v1/media?${query}`);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ statusCode: 400, error: 'Bad Request', message, field });
  });
});

describe('GET /api/media/v1/media/{id} and its episodes', () => {
  it('gives one item, and 404 for a missing one', async () => {
    const first = (await list('')).data[0] as Item;
    const response = await api.get(`/api/media/v1/media/${first.id}`);
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toEqual(first);
    expect((await api.get('/api/media/v1/media/999999')).statusCode).toBe(404);
  });

  it('pages episodes newest first, or oldest first with sortOrder=asc', async () => {
    const item = (await list('mediaType=Podcast')).data[0] as Item;
    const url = `/api/media/v1/media/${item.id}/episodes`;
    const desc = (await api.get(`${url}?pageSize=100`)).json() as { data: Episode[]; total: number };
    expect(desc.total).toBe(item.episodeCount);
    const times = desc.data.map((episode) => Date.parse(episode.publishedAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    const asc = (await api.get(`${url}?pageSize=100&sortOrder=asc`)).json() as { data: Episode[] };
    expect(asc.data.map((e) => e.id)).toEqual(desc.data.map((e) => e.id).reverse());
    const page2 = (await api.get(`${url}?pageSize=2&pageNumber=2`)).json() as {
      data: Episode[];
      total: number;
    };
    expect(page2.data.map((e) => e.id)).toEqual(desc.data.slice(2, 4).map((e) => e.id));
    expect(page2.total).toBe(desc.total);
    const bad = await api.get(`${url}?sortOrder=newest`);
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ field: 'sortOrder', message: 'sortOrder must be one of asc, desc' });
    expect((await api.get('/api/media/v1/media/999999/episodes')).statusCode).toBe(404);
  });

  it("falls back to the media item's first image for an episode without its own", async () => {
    const items = (await list('pageSize=100')).data;
    let fallbacks = 0;
    let own = 0;
    for (const item of items) {
      const episodes = (await api.get(`/api/media/v1/media/${item.id}/episodes?pageSize=100`)).json()
        .data as Episode[];
      for (const episode of episodes) {
        expect(episode.thumbnail).not.toBeNull();
        if (episode.thumbnail === item.images[0]) fallbacks++;
        else own++;
        expect(episode.src).toBe(episode.episodeUrl);
        expect(episode.duration).toBeGreaterThan(0);
      }
    }
    expect(fallbacks).toBeGreaterThan(0);
    expect(own).toBeGreaterThan(0);
  });

  it('gives one episode of its own media item only', async () => {
    const [a, b] = (await list('mediaType=AudioShow')).data as [Item, Item];
    const episode = (await api.get(`/api/media/v1/media/${a.id}/episodes`)).json().data[0] as Episode;
    const response = await api.get(`/api/media/v1/media/${a.id}/episodes/${episode.id}`);
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({ id: episode.id, mediaId: a.id, isFavorite: false });
    expect((await api.get(`/api/media/v1/media/${b.id}/episodes/${episode.id}`)).statusCode).toBe(404);
    const bad = await api.get(`/api/media/v1/media/${a.id}/episodes/first`);
    expect(bad.json()).toMatchObject({ statusCode: 400, field: 'episodeId' });
  });

  it('serves the episode audio so a browser can seek it', async () => {
    const item = (await list('mediaType=AudioShow')).data[0] as Item;
    const episode = (await api.get(`/api/media/v1/media/${item.id}/episodes`)).json().data[0] as Episode;
    const response = await app.inject({
      method: 'GET',
      url: episode.src,
      headers: { range: 'bytes=1000-1999' },
    });
    expect(response.statusCode).toBe(206);
    expect(response.headers['content-type']).toBe('audio/mpeg');
    expect(response.rawPayload).toHaveLength(1000);
  });
});
