import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { episodes, listeningPositions } from '../src/db/schema';
import type { App } from '../src/types';
import { client } from './client';
import { buildTestApp } from './helper';
import { type Account, freshAddress, signUp } from './sections-helper';

/** My Tarang: saved places in episodes, recently played, favourites and followed shows. */
let app: App;
let asha: Account;
let ravi: Account;
/** Two shows' first episodes, from the seeded demo network. */
let show: { id: number; title: string };
let otherShow: { id: number };
let first: { id: number; duration: number };
let second: { id: number; duration: number };
/** Half-way into the first episode, in whole and half seconds (a real column keeps it exactly). */
let middle: number;

const api = client(() => app, { prefix: '/api/library/v1' });
const save = (account: Account, episodeId: number, position: number, duration: number) =>
  api.as(account).put('/positions', { episodeId, position, duration });

beforeAll(async () => {
  app = await buildTestApp();
  asha = await signUp(app);
  ravi = await signUp(app);
  const shows = (await app.inject('/api/media/v1/media?mediaType=Podcast')).json().data;
  show = shows[0];
  otherShow = shows[1];
  const episodesOf = async (id: number) =>
    (await app.inject(`/api/media/v1/media/${id}/episodes`)).json().data as {
      id: number;
      duration: number;
    }[];
  [first, second] = [(await episodesOf(show.id))[0], (await episodesOf(otherShow.id))[0]] as [
    typeof first,
    typeof second,
  ];
  middle = Math.floor(first.duration) / 2;
  expect(middle).toBeGreaterThan(2);
});
afterAll(() => app.close());

describe('every route needs a signed-in listener', () => {
  it.each([
    ['PUT', '/positions'],
    ['GET', '/positions'],
    ['GET', '/positions/1'],
    ['GET', '/recent'],
    ['GET', '/favourites'],
    ['GET', '/follows'],
    ['GET', '/follows/1'],
    ['PUT', '/follows/1'],
    ['DELETE', '/follows/1'],
    ['GET', '/new-episodes'],
  ] as const)('%s %s answers 401 without a token', async (method, url) => {
    const response = await api.request(method, url, method === 'PUT' ? {} : undefined);
    expect(response.statusCode).toBe(401);
  });
});

describe('saving a place in an episode', () => {
  it('refuses bad input with a 400 naming the field', async () => {
    const cases: [object, string][] = [
      [{ position: 10, duration: 100 }, 'episodeId'],
      [{ episodeId: 'x', position: 10, duration: 100 }, 'episodeId'],
      [{ episodeId: first.id, position: -1, duration: 100 }, 'position'],
      [{ episodeId: first.id, position: '10', duration: 100 }, 'position'],
      [{ episodeId: first.id, position: 10, duration: 0 }, 'duration'],
      [{ episodeId: first.id, position: 10, duration: 90_000 }, 'duration'],
      [{ episodeId: first.id, position: 150, duration: 100 }, 'position'],
    ];
    for (const [payload, field] of cases) {
      const response = await api.as(asha).put('/positions', payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json(), JSON.stringify(payload)).toMatchObject({ statusCode: 400, field });
    }
  });

  it('answers 404 for an episode listeners cannot play (a draft), and saves nothing', async () => {
    const [row] = await app.db.select().from(episodes).where(eq(episodes.id, first.id));
    const [copy] = await app.db
      .insert(episodes)
      .values({ ...row, id: undefined, status: 'draft' } as typeof episodes.$inferInsert)
      .returning({ id: episodes.id });
    const response = await save(asha, copy?.id as number, 10, 100);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ message: 'Episode not found' });
    const stored = await app.db
      .select()
      .from(listeningPositions)
      .where(eq(listeningPositions.episodeId, copy?.id as number));
    expect(stored).toEqual([]);
  });

  it('keeps one row per listener and episode: a second save overwrites the first', async () => {
    const one = await save(asha, first.id, 2, first.duration);
    expect(one.statusCode, one.body).toBe(200);
    expect(one.json().data).toMatchObject({ episodeId: first.id, position: 2, finished: false });
    const two = await save(asha, first.id, middle, first.duration);
    expect(two.json().data).toMatchObject({ episodeId: first.id, position: middle });
    const rows = await app.db
      .select()
      .from(listeningPositions)
      .where(eq(listeningPositions.subscriberId, asha.id));
    expect(rows).toHaveLength(1);
    expect((await api.as(asha).get(`/positions/${first.id}`)).json().data).toMatchObject({
      episodeId: first.id,
      position: middle,
      duration: first.duration,
      finished: false,
    });
  });

  it('lists continue listening with the episode and its show, latest first', async () => {
    await save(asha, second.id, 1, second.duration);
    const { data } = (await api.as(asha).get('/positions')).json();
    expect(data.map((entry: { episodeId: number }) => entry.episodeId)).toEqual([second.id, first.id]);
    expect(data[1]).toMatchObject({
      position: middle,
      episode: { id: first.id, mediaId: show.id, media: { id: show.id, title: show.title } },
    });
    expect(data[1].episode.src).toMatch(/^\/media\//);
  });

  it('drops a finished episode (past 95 %) from continue listening but keeps it in recently played', async () => {
    const finished = await save(asha, second.id, second.duration * 0.96, second.duration);
    expect(finished.json().data.finished).toBe(true);
    const continuing = (await api.as(asha).get('/positions')).json().data;
    expect(continuing.map((entry: { episodeId: number }) => entry.episodeId)).toEqual([first.id]);
    const recent = (await api.as(asha).get('/recent')).json().data;
    expect(
      recent.map((entry: { episodeId: number; finished: boolean }) => [entry.episodeId, entry.finished]),
    ).toEqual([
      [second.id, true],
      [first.id, false],
    ]);
  });

  it("one listener never sees another's places", async () => {
    expect((await api.as(ravi).get('/positions')).json().data).toEqual([]);
    expect((await api.as(ravi).get('/recent')).json().data).toEqual([]);
    expect((await api.as(ravi).get(`/positions/${first.id}`)).json()).toEqual({ data: null });
    // Ravi's save of the same episode is his own row; Asha's stays as it was.
    await save(ravi, first.id, 5, first.duration);
    expect((await api.as(asha).get(`/positions/${first.id}`)).json().data.position).toBe(middle);
    expect((await api.as(ravi).get(`/positions/${first.id}`)).json().data.position).toBe(5);
  });

  it('answers private, never cached', async () => {
    const response = await api.as(asha).get('/positions');
    expect(response.headers['cache-control']).toBe('private, no-store');
  });
});

describe('followed shows', () => {
  it('follows, lists and unfollows a show; the state is per listener', async () => {
    expect((await api.as(asha).get(`/follows/${show.id}`)).json().data).toEqual({
      mediaId: show.id,
      following: false,
    });
    const followed = await api.as(asha).put(`/follows/${show.id}`);
    expect(followed.statusCode).toBe(200);
    expect(followed.json().data).toEqual({ mediaId: show.id, following: true });
    // Following twice is the same as once.
    expect((await api.as(asha).put(`/follows/${show.id}`)).statusCode).toBe(200);
    const list = (await api.as(asha).get('/follows')).json().data;
    expect(list).toEqual([expect.objectContaining({ id: show.id, title: show.title })]);
    expect((await api.as(ravi).get(`/follows/${show.id}`)).json().data.following).toBe(false);
    expect((await api.as(ravi).get('/follows')).json().data).toEqual([]);
    // Ravi's unfollow does not touch Asha's.
    await api.as(ravi).delete(`/follows/${show.id}`);
    expect((await api.as(asha).get(`/follows/${show.id}`)).json().data.following).toBe(true);
  });

  it('lists the newest episodes of the followed shows, and only theirs', async () => {
    const { data } = (await api.as(asha).get('/new-episodes')).json();
    expect(data.length).toBeGreaterThan(0);
    expect(data.every((episode: { mediaId: number }) => episode.mediaId === show.id)).toBe(true);
    expect(data[0].id).toBe(first.id);
    expect((await api.as(ravi).get('/new-episodes')).json().data).toEqual([]);
  });

  it('answers 404 for a show that does not exist and 400 for a bad id', async () => {
    expect((await api.as(asha).put('/follows/999999')).statusCode).toBe(404);
    const bad = await api.as(asha).put('/follows/abc');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ field: 'mediaId' });
  });

  it('unfollowing removes the show and its episodes from the lists', async () => {
    const response = await api.as(asha).delete(`/follows/${show.id}`);
    expect(response.json().data).toEqual({ mediaId: show.id, following: false });
    expect((await api.as(asha).get('/follows')).json().data).toEqual([]);
    expect((await api.as(asha).get('/new-episodes')).json().data).toEqual([]);
  });
});

describe('favourites on My Tarang', () => {
  it("lists the listener's favourite episodes, latest marked first, and no one else's", async () => {
    const mark = (episodeId: number) =>
      app.inject({
        method: 'POST',
        url: '/api/user-preference/v1/favorite',
        payload: { contentId: episodeId, contentType: 'Episode' },
        remoteAddress: freshAddress(),
        headers: { authorization: asha.authorization },
      });
    await mark(first.id);
    await mark(second.id);
    const { data } = (await api.as(asha).get('/favourites')).json();
    expect(
      data.map((episode: { id: number; isFavorite: boolean }) => [episode.id, episode.isFavorite]),
    ).toEqual([
      [second.id, true],
      [first.id, true],
    ]);
    expect((await api.as(ravi).get('/favourites')).json().data).toEqual([]);
  });
});
