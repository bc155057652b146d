import { STAFF_MESSAGES } from '@tarang/contracts';
import { eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { files, profiles, scheduleSlots } from '../src/db/schema';
import type { App } from '../src/types';
import { client } from './client';
import { buildTestApp } from './helper';
import { addSlot } from './schedule-helper';
import { type Account, editorOf, randomPng, signUp, upload } from './sections-helper';

/**
 * Shows in the console: created, edited and deleted on the read paths by an editor of the show's
 * station only (network-wide shows by a network admin), validated field by field, version-checked, sanitised,
 * in Activity; listeners see a show only once it is published and its time has come.
 */
let app: App;
let admin: Account;
let delhiEditor: Account;
let listener: Account;
let delhiRj: number;
let mumbaiRj: number;
let audioFileId: number;
const DELHI = 1;
const MUMBAI = 2;

beforeAll(async () => {
  app = await buildTestApp();
  admin = await signUp(app, { staff: true });
  delhiEditor = await editorOf(app, [DELHI]);
  listener = await signUp(app);
  const rj = async (stationId: number) =>
    (await app.db.select().from(profiles).where(eq(profiles.stationId, stationId)))[0]?.id as number;
  delhiRj = await rj(DELHI);
  mumbaiRj = await rj(MUMBAI);
  audioFileId = (await app.db.select().from(files).where(like(files.mimeType, 'audio/%')))[0]?.id as number;
});
afterAll(() => app.close());

const api = client(() => app, { prefix: '/api/media/v1' });

const cover = async (account: Account) =>
  (await upload(app, account, await randomPng(640, 640), 'cover.png', 'image/png')).json().data as {
    id: number;
    url: string;
  };

const aShow = (overrides: Record<string, unknown> = {}) => ({
  title: 'Chai pe Charcha',
  mediaType: 'Podcast',
  stationId: DELHI,
  description: '<p>Morning <strong>talk</strong>.</p><script>alert(1)</script>',
  status: 'published',
  ...overrides,
});

const activityOf = async (account: Account, entityId: number) =>
  (
    await app.inject({
      url: '/api/customer/v1/staff/activity?entity=show&pageSize=50',
      headers: { authorization: account.authorization },
    })
  )
    .json()
    .data.filter((entry: { entityId: number }) => entry.entityId === entityId) as {
    action: string;
    changes: Record<string, unknown>;
  }[];

describe('console shows', () => {
  it('an editor creates, edits and deletes a show of their station; listeners see it; Activity records it', async () => {
    const [first, second] = [await cover(delhiEditor), await cover(delhiEditor)];
    const created = await api
      .as(delhiEditor)
      .post(
        '/media',
        aShow({ genreId: 1, rjIds: [delhiRj], imageFileIds: [second.id, first.id], isEditorChoice: true }),
      );
    expect(created.statusCode, created.body).toBe(201);
    const show = created.json().data;
    expect(show).toMatchObject({
      version: 1,
      stationId: DELHI,
      mediaType: 'Podcast',
      genreId: 1,
      rjIds: [delhiRj],
      imageFileIds: [second.id, first.id],
      images: [second.url, first.url],
      isEditorChoice: true,
      language: 'Hindi',
      status: 'published',
      state: 'published',
      episodeCount: 0,
    });
    expect(show.description).toBe('<p>Morning <strong>talk</strong>.</p>');
    const publicRead = (await api.get(`/media/${show.id}`)).json().data;
    expect(publicRead).toMatchObject({ title: 'Chai pe Charcha', thumbnailUrls: [second.id, first.id] });
    expect(publicRead.rjs.map((rj: { id: number }) => rj.id)).toEqual([delhiRj]);

    const edited = await api.as(delhiEditor).patch(`/media/${show.id}`, {
      version: 1,
      title: 'Chai pe Charcha Live',
      imageFileIds: [first.id],
      rjIds: [],
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().data).toMatchObject({
      version: 2,
      title: 'Chai pe Charcha Live',
      imageFileIds: [first.id],
      rjIds: [],
      genreId: 1,
      isEditorChoice: true,
    });
    expect((await api.get(`/media/${show.id}`)).json().data).toMatchObject({
      title: 'Chai pe Charcha Live',
      images: [first.url],
      rjs: [],
    });
    const staffRead = await api.as(delhiEditor).get(`/staff/media/${show.id}`);
    expect(staffRead.json().data.version).toBe(2);
    expect(staffRead.headers['cache-control']).toBe('private, no-store');

    expect((await api.as(delhiEditor).delete(`/media/${show.id}`)).statusCode).toBe(204);
    expect((await api.get(`/media/${show.id}`)).statusCode).toBe(404);
    expect((await api.as(delhiEditor).get(`/staff/media/${show.id}`)).statusCode).toBe(404);

    const log = await activityOf(delhiEditor, show.id);
    expect(log.map((entry) => entry.action)).toEqual(['delete', 'update', 'create']);
    expect(log[1]?.changes).toEqual({ title: 'Chai pe Charcha Live', imageFileIds: [first.id], rjIds: [] });
  });

  it('keeps drafts and scheduled shows from listeners in every read, and lists them for the console', async () => {
    const draft = (
      await api.as(admin).post('/media', aShow({ title: 'Zafrani Draft', status: 'draft' }))
    ).json().data;
    const later = new Date(Date.now() + 86_400_000).toISOString();
    const scheduled = (
      await api.as(admin).post('/media', aShow({ title: 'Zafrani Later', publishedAt: later }))
    ).json().data;
    expect([draft.state, scheduled.state]).toEqual(['draft', 'scheduled']);
    for (const show of [draft, scheduled]) {
      expect((await api.get(`/media/${show.id}`)).statusCode).toBe(404);
      expect((await api.get(`/media/${show.id}/episodes`)).statusCode).toBe(404);
    }
    const before = (await api.get('/media?search=Zafrani')).json();
    expect(before).toEqual({ data: [], total: 0 });

    const states = async (status: string) =>
      (await api.as(delhiEditor).get(`/staff/media?search=Zafrani&status=${status}`))
        .json()
        .data.map((show: { id: number }) => show.id);
    expect(await states('draft')).toEqual([draft.id]);
    expect(await states('scheduled')).toEqual([scheduled.id]);
    expect(await states('published')).toEqual([]);

    // Publishing the draft without a time publishes it now.
    const published = await api.as(delhiEditor).patch(`/media/${draft.id}`, {
      version: 1,
      status: 'published',
    });
    expect(published.json().data).toMatchObject({ state: 'published', version: 2 });
    expect(Date.parse(published.json().data.publishedAt)).toBeGreaterThan(Date.parse(draft.publishedAt));
    const after = (await api.get('/media?search=Zafrani&stationId=1')).json();
    expect(after.data.map((show: { id: number }) => show.id)).toEqual([draft.id]);
    expect(after.total).toBe(1);
  });

  it("a Delhi editor is refused on Mumbai's shows and network-wide ones, and a listener everywhere", async () => {
    const mumbai = (
      await api.as(admin).post('/media', aShow({ stationId: MUMBAI, title: 'Juhu Nights' }))
    ).json().data;
    const own = (await api.as(delhiEditor).post('/media', aShow({ title: 'Dilli Diaries' }))).json().data;
    for (const [method, url, payload] of [
      ['POST', '/media', aShow({ stationId: MUMBAI })],
      ['PATCH', `/media/${mumbai.id}`, { version: 1, title: 'Mine now' }],
      ['PATCH', `/media/${own.id}`, { version: 1, stationId: MUMBAI }],
      ['DELETE', `/media/${mumbai.id}`, undefined],
      ['GET', `/staff/media/${mumbai.id}`, undefined],
      ['GET', `/staff/media?stationId=${MUMBAI}`, undefined],
      ['GET', `/staff/media/${mumbai.id}/episodes`, undefined],
    ] as const) {
      const response = await api.as(delhiEditor).request(method, url, payload);
      expect(response.statusCode, `${method} ${url}`).toBe(403);
      expect(response.json().message).toBe(STAFF_MESSAGES.notYourStation);
    }
    // Network-wide shows: an editor reads them, only an admin changes them.
    const refused = await api.as(delhiEditor).post('/media', aShow({ stationId: null }));
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(STAFF_MESSAGES.networkWide);
    const network = (
      await api.as(admin).post('/media', aShow({ stationId: null, title: 'Pan India' }))
    ).json().data;
    expect((await api.as(delhiEditor).get(`/staff/media/${network.id}`)).statusCode).toBe(200);
    expect((await api.as(delhiEditor).patch(`/media/${network.id}`, { version: 1 })).statusCode).toBe(403);
    expect(
      (await api.as(delhiEditor).patch(`/media/${own.id}`, { version: 1, stationId: null })).statusCode,
    ).toBe(403);
    // RJs: an editor adds their own stations' RJs only.
    const rj = await api.as(delhiEditor).patch(`/media/${own.id}`, { version: 1, rjIds: [mumbaiRj] });
    expect(rj.statusCode).toBe(403);
    expect(rj.json().field).toBe('rjIds');
    expect((await api.as(admin).get(`/staff/media/${own.id}`)).json().data).toMatchObject({
      version: 1,
      rjIds: [],
    });

    const listed = (await api.as(delhiEditor).get('/staff/media?pageSize=100')).json().data;
    expect(listed.every((show: { stationId: number | null }) => [DELHI, null].includes(show.stationId))).toBe(
      true,
    );
    const networkOnly = (await api.as(delhiEditor).get('/staff/media?networkWide=true&pageSize=100')).json()
      .data;
    expect(networkOnly.map((show: { id: number }) => show.id)).toContain(network.id);
    expect(networkOnly.every((show: { stationId: number | null }) => show.stationId === null)).toBe(true);

    for (const [method, url] of [
      ['GET', '/staff/media'],
      ['GET', `/staff/media/${own.id}`],
      ['POST', '/media'],
      ['PATCH', `/media/${own.id}`],
      ['DELETE', `/media/${own.id}`],
    ] as const) {
      const payload = method === 'POST' ? aShow() : method === 'PATCH' ? { version: 1 } : undefined;
      expect((await api.as(listener).request(method, url, payload)).statusCode, `${method} ${url}`).toBe(403);
      expect((await api.request(method, url, payload)).statusCode, `${method} ${url}`).toBe(401);
    }
  });

  it('refuses bad input naming the field, and saves nothing', async () => {
    const image = await cover(admin);
    const aBadShow = (overrides: Record<string, unknown>) =>
      aShow({ title: 'Badly Formed Show', ...overrides });
    for (const [payload, field] of [
      [aShow({ title: '  ' }), 'title'],
      [aBadShow({ mediaType: 'Radio' }), 'mediaType'],
      [aBadShow({ stationId: undefined }), 'stationId'],
      [aBadShow({ stationId: 999_999 }), 'stationId'],
      [aBadShow({ genreId: 999_999 }), 'genreId'],
      [aBadShow({ rjIds: [999_999] }), 'rjIds'],
      [aBadShow({ imageFileIds: [audioFileId] }), 'imageFileIds'],
      [aBadShow({ imageFileIds: [image.id, image.id] }), 'imageFileIds'],
      [aBadShow({ publishedAt: 'tomorrow' }), 'publishedAt'],
      [aBadShow({ status: 'live' }), 'status'],
      [aBadShow({ isEditorChoice: 'yes' }), 'isEditorChoice'],
      [aBadShow({ description: 'x'.repeat(20_001) }), 'description'],
    ] as const) {
      const response = await api.as(admin).post('/media', payload);
      expect(response.statusCode, JSON.stringify(payload).slice(0, 200)).toBe(400);
      expect(response.json().field).toBe(field);
    }
    const stored = (await api.as(admin).get('/staff/media?search=Badly%20Formed&pageSize=100')).json();
    expect(stored.total).toBe(0);
  });

  it('two editors saving the same show: the second is told, nothing is overwritten', async () => {
    const show = (await api.as(admin).post('/media', aShow({ title: 'Open Studio' }))).json().data;
    expect(
      (await api.as(delhiEditor).patch(`/media/${show.id}`, { version: 1, language: 'Urdu' })).statusCode,
    ).toBe(200);
    const second = await api.as(admin).patch(`/media/${show.id}`, { version: 1, language: 'English' });
    expect(second.statusCode).toBe(409);
    expect(second.json()).toEqual({
      statusCode: 409,
      error: 'Conflict',
      message: STAFF_MESSAGES.conflict,
      field: 'version',
    });
    expect((await api.as(admin).get(`/staff/media/${show.id}`)).json().data).toMatchObject({
      language: 'Urdu',
      version: 2,
    });
    expect((await api.as(admin).patch('/media/999999', { version: 1 })).statusCode).toBe(404);
  });

  it('refuses to delete a show that has episodes, naming how many', async () => {
    const seeded = (await api.as(admin).get('/staff/media?stationId=1&mediaType=AudioShow')).json().data[0];
    expect(seeded.episodeCount).toBeGreaterThan(1);
    const response = await api.as(admin).delete(`/media/${seeded.id}`);
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(`This show has ${seeded.episodeCount} episodes: delete them first`);
    expect((await api.get(`/media/${seeded.id}`)).statusCode).toBe(200);
    // Its type cannot leave its audio episodes wrong either.
    const video = await api.as(admin).patch(`/media/${seeded.id}`, {
      version: seeded.version,
      mediaType: 'Video',
    });
    expect(video.statusCode).toBe(400);
    expect(video.json().field).toBe('mediaType');
  });

  it('refuses to delete a show that is on the schedule, until its slots are gone', async () => {
    const created = (await api.as(delhiEditor).post('/media', aShow({ title: 'Scheduled Talk' }))).json()
      .data;
    const slot = await addSlot(app, {
      stationId: DELHI,
      date: '2099-01-05',
      start: '10:00',
      end: '11:00',
      mediaId: created.id,
    });
    const refused = await api.as(delhiEditor).delete(`/media/${created.id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(
      'This show is on the schedule (1 slot): take it off the schedule first',
    );
    expect((await api.get(`/media/${created.id}`)).statusCode).toBe(200);
    await app.db.delete(scheduleSlots).where(eq(scheduleSlots.id, slot));
    expect((await api.as(delhiEditor).delete(`/media/${created.id}`)).statusCode).toBe(204);
  });
});
