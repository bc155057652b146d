import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { STAFF_MESSAGES } from '@tarang/contracts';
import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paths } from '../src/config';
import { episodes, favorites, files } from '../src/db/schema';
import type { App } from '../src/types';
import { client } from './client';
import { buildTestApp } from './helper';
import { type Account, editorOf, randomPng, signUp, upload } from './sections-helper';

/**
 * Episodes in the console: an editor of the show's station adds, edits and deletes them; the length
 * comes from the uploaded file; drafts and episodes scheduled for later reach no listener read (lists, totals,
 * counts, the latest episodes, one episode) until their time has come.
 */
let app: App;
let admin: Account;
let delhiEditor: Account;
let listener: Account;
const DELHI = 1;
const MUMBAI = 2;

beforeAll(async () => {
  app = await buildTestApp();
  admin = await signUp(app, { staff: true });
  delhiEditor = await editorOf(app, [DELHI]);
  listener = await signUp(app);
});
afterAll(() => app.close());

const api = client(() => app, { prefix: '/api/media/v1' });

/** An MP3 no stored file has (a seeded episode and a random tail), uploaded by `account`: its length is read. */
async function freshMp3(account: Account) {
  const bytes = Buffer.concat([
    await readFile(join(paths.seedMedia, 'audio', 'episode-01.mp3')),
    randomBytes(64),
  ]);
  const response = await upload(app, account, bytes, 'episode.mp3', 'audio/mpeg');
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data as { id: number; durationSeconds: number; url: string };
}

let shows = 0;
async function newShow(account: Account, overrides: Record<string, unknown> = {}) {
  shows += 1;
  const response = await api.as(account).post('/media', {
    title: `Episode Lab ${shows}`,
    mediaType: 'Podcast',
    stationId: DELHI,
    status: 'published',
    ...overrides,
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data as { id: number; version: number };
}

const anEpisode = (fileId: number, overrides: Record<string, unknown> = {}) => ({
  title: 'Pilot',
  description: '<p>The first one.</p><img src=x onerror="alert(1)">',
  fileId,
  episodeNumber: 1,
  status: 'published',
  ...overrides,
});

/** What a listener sees of a show's episodes: its list and total, its count, the latest list, one by one. */
async function listenerView(showId: number, episodeIds: number[]) {
  const listed = (await api.as(listener).get(`/media/${showId}/episodes?pageSize=100`)).json();
  const detail = (await api.get(`/media/${showId}`)).json().data;
  const inList = (await api.get('/media?stationId=1&pageSize=100'))
    .json()
    .data.find((show: { id: number }) => show.id === showId);
  const latest = (await api.as(listener).get('/episodes?stationId=1&pageSize=100')).json().data;
  const one = await Promise.all(episodeIds.map((id) => api.get(`/media/${showId}/episodes/${id}`)));
  return {
    ids: listed.data.map((episode: { id: number }) => episode.id),
    total: listed.total,
    episodeCount: detail.episodeCount,
    listedCount: inList?.episodeCount,
    latest: latest
      .map((episode: { id: number }) => episode.id)
      .filter((id: number) => episodeIds.includes(id)),
    found: one.map((response) => response.statusCode),
  };
}

describe('console episodes', () => {
  it('an editor adds, edits and deletes an episode; its length is the file’s; Activity records it', async () => {
    const show = await newShow(delhiEditor);
    const audio = await freshMp3(delhiEditor);
    const thumbnail = (await upload(app, delhiEditor, await randomPng(400, 400), 't.png', 'image/png')).json()
      .data;
    const created = await api
      .as(delhiEditor)
      .post(`/media/${show.id}/episodes`, anEpisode(audio.id, { thumbnailFileId: thumbnail.id }));
    expect(created.statusCode, created.body).toBe(201);
    const episode = created.json().data;
    expect(audio.durationSeconds).toBeGreaterThan(0);
    expect(episode).toMatchObject({
      version: 1,
      mediaId: show.id,
      fileId: audio.id,
      src: audio.url,
      durationSeconds: audio.durationSeconds,
      thumbnailFileId: thumbnail.id,
      episodeNumber: 1,
      state: 'published',
    });
    expect(episode.description).toBe('<p>The first one.</p><img src="x">');
    expect(await listenerView(show.id, [episode.id])).toEqual({
      ids: [episode.id],
      total: 1,
      episodeCount: 1,
      listedCount: 1,
      latest: [episode.id],
      found: [200],
    });
    const played = (await api.get(`/media/${show.id}/episodes/${episode.id}`)).json().data;
    expect(played).toMatchObject({ title: 'Pilot', duration: audio.durationSeconds, src: audio.url });

    const edited = await api.as(delhiEditor).patch(`/media/${show.id}/episodes/${episode.id}`, {
      version: 1,
      title: 'Pilot (remastered)',
      episodeNumber: null,
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().data).toMatchObject({
      version: 2,
      title: 'Pilot (remastered)',
      episodeNumber: null,
    });
    const stale = await api.as(admin).patch(`/media/${show.id}/episodes/${episode.id}`, {
      version: 1,
      title: 'Old',
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ message: STAFF_MESSAGES.conflict, field: 'version' });

    // A show with an episode is not deleted; once its episodes are gone, it is.
    const inUse = await api.as(delhiEditor).delete(`/media/${show.id}`);
    expect(inUse.statusCode).toBe(409);
    expect(inUse.json().message).toBe('This show has 1 episode: delete it first');
    expect((await api.as(delhiEditor).delete(`/media/${show.id}/episodes/${episode.id}`)).statusCode).toBe(
      204,
    );
    expect((await api.get(`/media/${show.id}/episodes/${episode.id}`)).statusCode).toBe(404);
    expect((await api.as(delhiEditor).delete(`/media/${show.id}`)).statusCode).toBe(204);

    const log = (
      await app.inject({
        url: '/api/customer/v1/staff/activity?entity=episode&pageSize=50',
        headers: { authorization: delhiEditor.authorization },
      })
    )
      .json()
      .data.filter((entry: { entityId: number }) => entry.entityId === episode.id);
    expect(log.map((entry: { action: string }) => entry.action)).toEqual(['delete', 'update', 'create']);
    expect(log[1].changes).toEqual({ title: 'Pilot (remastered)', episodeNumber: null });
    expect(log[2]).toMatchObject({ stationId: DELHI, label: 'Pilot' });
  });

  it('keeps drafts and scheduled episodes from every listener read until their time has come', async () => {
    const show = await newShow(admin);
    const audio = await freshMp3(admin);
    const add = async (overrides: Record<string, unknown>) =>
      (await api.as(admin).post(`/media/${show.id}/episodes`, anEpisode(audio.id, overrides))).json().data;
    const live = await add({ title: 'Live one' });
    const draft = await add({ title: 'Draft one', status: 'draft' });
    const later = await add({
      title: 'Later one',
      publishedAt: new Date(Date.now() + 86_400_000).toISOString(),
    });
    expect([live.state, draft.state, later.state]).toEqual(['published', 'draft', 'scheduled']);
    const all = [live.id, draft.id, later.id];
    expect(await listenerView(show.id, all)).toEqual({
      ids: [live.id],
      total: 1,
      episodeCount: 1,
      listedCount: 1,
      latest: [live.id],
      found: [200, 404, 404],
    });
    const staffList = (await api.as(delhiEditor).get(`/staff/media/${show.id}/episodes?sort=title`)).json();
    expect(staffList.data.map((e: { id: number }) => e.id)).toEqual([draft.id, later.id, live.id]);
    const byState = async (status: string) =>
      (await api.as(admin).get(`/staff/media/${show.id}/episodes?status=${status}`))
        .json()
        .data.map((e: { id: number }) => e.id);
    expect([await byState('draft'), await byState('scheduled'), await byState('published')]).toEqual([
      [draft.id],
      [later.id],
      [live.id],
    ]);
    expect((await api.as(admin).get(`/staff/media/${show.id}`)).json().data.episodeCount).toBe(3);

    // Its time comes (set in the database): every read shows it at once. An edit made behind the server's back
    // is announced as a console write would be (the publication clock covers a time that comes: next test).
    await app.db
      .update(episodes)
      .set({ publishedAt: new Date(Date.now() - 1000) })
      .where(eq(episodes.id, later.id));
    await app.httpCache.invalidate();
    const view = await listenerView(show.id, all);
    expect(view).toMatchObject({ total: 2, episodeCount: 2, listedCount: 2, found: [200, 404, 200] });
    expect(view.ids.sort()).toEqual([live.id, later.id].sort());
  });

  it('an episode scheduled two seconds ahead appears once its time has come', async () => {
    const show = await newShow(admin);
    const audio = await freshMp3(admin);
    const at = Date.now() + 2000;
    const created = await api
      .as(admin)
      .post(`/media/${show.id}/episodes`, anEpisode(audio.id, { publishedAt: new Date(at).toISOString() }));
    const episode = created.json().data;
    expect(episode.state).toBe('scheduled');
    const early = await listenerView(show.id, [episode.id]);
    if (Date.now() < at) expect(early).toMatchObject({ ids: [], total: 0, episodeCount: 0, found: [404] });
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, at - Date.now()) + 250));
    expect(await listenerView(show.id, [episode.id])).toEqual({
      ids: [episode.id],
      total: 1,
      episodeCount: 1,
      listedCount: 1,
      latest: [episode.id],
      found: [200],
    });
  });

  it('refuses bad input naming the field and saves nothing; the uploaded file is kept for a retry', async () => {
    const show = await newShow(admin);
    const videoShow = await newShow(admin, { mediaType: 'Video' });
    const audio = await freshMp3(admin);
    const image = (await upload(app, admin, await randomPng(300, 300), 'i.png', 'image/png')).json().data;
    const [video] = await app.db.select().from(files).where(like(files.mimeType, 'video/%'));
    const [unread] = await app.db
      .insert(files)
      .values({ ...(video as typeof files.$inferInsert), id: undefined, durationSeconds: null })
      .returning();
    for (const [showId, payload, field] of [
      [show.id, anEpisode(image.id), 'fileId'],
      [show.id, anEpisode(video?.id as number), 'fileId'],
      [videoShow.id, anEpisode(audio.id), 'fileId'],
      [videoShow.id, anEpisode(unread?.id as number), 'fileId'],
      [show.id, anEpisode(999_999), 'fileId'],
      [show.id, anEpisode(audio.id, { thumbnailFileId: audio.id }), 'thumbnailFileId'],
      [show.id, anEpisode(audio.id, { title: '' }), 'title'],
      [show.id, anEpisode(audio.id, { episodeNumber: 0 }), 'episodeNumber'],
      [show.id, anEpisode(audio.id, { status: 'soon' }), 'status'],
      [show.id, anEpisode(audio.id, { publishedAt: '2026-13-01T00:00:00Z' }), 'publishedAt'],
    ] as const) {
      const response = await api.as(admin).post(`/media/${showId}/episodes`, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().field).toBe(field);
      if (payload.fileId === unread?.id) {
        expect(response.json().message).toBe("We could not read this file's length: upload it again");
      }
    }
    for (const id of [show.id, videoShow.id]) {
      expect((await api.as(admin).get(`/staff/media/${id}/episodes`)).json().total).toBe(0);
    }
    expect((await app.inject(`/api/file/v1/file/${audio.id}`)).statusCode).toBe(200);
    expect((await api.as(admin).post('/media/999999/episodes', anEpisode(audio.id))).statusCode).toBe(404);
  });

  it("a Delhi editor is refused on a Mumbai show's episodes, and a listener everywhere", async () => {
    const show = await newShow(admin, { stationId: MUMBAI });
    const audio = await freshMp3(admin);
    const episode = (await api.as(admin).post(`/media/${show.id}/episodes`, anEpisode(audio.id))).json().data;
    const url = `/media/${show.id}/episodes/${episode.id}`;
    for (const [method, path, payload] of [
      ['POST', `/media/${show.id}/episodes`, anEpisode(audio.id)],
      ['PATCH', url, { version: 1, title: 'Mine now' }],
      ['DELETE', url, undefined],
      ['GET', `/staff${url}`, undefined],
      ['GET', `/staff/media/${show.id}/episodes`, undefined],
    ] as const) {
      const response = await api.as(delhiEditor).request(method, path, payload);
      expect(response.statusCode, `${method} ${path}`).toBe(403);
      expect(response.json().message).toBe(STAFF_MESSAGES.notYourStation);
      expect((await api.as(listener).request(method, path, payload)).statusCode, `${method} ${path}`).toBe(
        403,
      );
      expect((await api.request(method, path, payload)).statusCode, `${method} ${path}`).toBe(401);
    }
    expect((await api.as(admin).get(`/staff${url}`)).json().data).toMatchObject({
      version: 1,
      title: 'Pilot',
    });
  });

  it("deleting an episode removes listeners' favourites of it", async () => {
    const show = await newShow(admin);
    const audio = await freshMp3(admin);
    const episode = (await api.as(admin).post(`/media/${show.id}/episodes`, anEpisode(audio.id))).json().data;
    const marked = await app.inject({
      method: 'POST',
      url: '/api/user-preference/v1/favorite',
      payload: { contentId: episode.id, contentType: 'Episode' },
      headers: { authorization: listener.authorization },
    });
    expect(marked.statusCode).toBe(201);
    expect(
      (await api.as(listener).get(`/media/${show.id}/episodes/${episode.id}`)).json().data.isFavorite,
    ).toBe(true);
    expect((await api.as(admin).delete(`/media/${show.id}/episodes/${episode.id}`)).statusCode).toBe(204);
    const left = await app.db
      .select()
      .from(favorites)
      .where(and(eq(favorites.contentType, 'Episode'), eq(favorites.contentId, episode.id)));
    expect(left).toEqual([]);
  });
});
