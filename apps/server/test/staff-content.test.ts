import { STAFF_MESSAGES } from '@tarang/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../src/types';
import { client } from './client';
import { buildTestApp } from './helper';
import { type Account, editorOf, randomPng, signUp, upload } from './sections-helper';

/**
 * Red lines (news) in the console: written on the read paths by an editor of the article's station
 * only (network-wide news by admins), validated field by field, version-checked, sanitised, in Activity; and
 * listeners never see a draft or a scheduled article, in any read (list, total, detail). Banners:
 * staff-banners.test.ts; station pages: staff-pages.test.ts.
 */
let app: App;
let admin: Account;
let delhiEditor: Account;
let listener: Account;
let imageId: number;
const DELHI = 1;
const MUMBAI = 2;

beforeAll(async () => {
  app = await buildTestApp();
  admin = await signUp(app, { staff: true });
  delhiEditor = await editorOf(app, [DELHI]);
  listener = await signUp(app);
  const image = await upload(app, delhiEditor, await randomPng(800, 450), 'news.png', 'image/png');
  imageId = image.json().data.id;
});
afterAll(() => app.close());

const api = client(() => app, { prefix: '/api/content/v1' });

const activityOf = async (entity: string, id: number) =>
  (
    await app.inject({
      url: `/api/customer/v1/staff/activity?entity=${entity}&pageSize=100`,
      headers: { authorization: delhiEditor.authorization },
    })
  )
    .json()
    .data.filter((entry: { entityId: number }) => entry.entityId === id);

const anArticle = (overrides: Record<string, unknown> = {}) => ({
  stationId: DELHI,
  title: 'Yamuna clean-up drive this Sunday',
  summary: 'Volunteers meet at the ghat at 7 AM',
  body: '<p>Bring gloves.</p><script>alert(1)</script>',
  author: 'Tarang Delhi newsroom',
  imageFileId: imageId,
  ...overrides,
});

/** What a listener of Delhi is shown: the news list's ids and total, and whether the article opens. */
async function listenerSees(id: number) {
  const list = (await api.get('/redline?stationId=1&pageSize=100')).json();
  const detail = await api.get(`/redline/${id}`);
  return {
    listed: list.data.some((a: { id: number }) => a.id === id),
    total: list.total,
    opens: detail.statusCode,
  };
}

describe('console red lines', () => {
  it('a draft, then scheduled, then published: listeners see it only when published and its time has come', async () => {
    const before = await listenerSees(0);
    const created = await api.as(delhiEditor).post('/redline', anArticle());
    expect(created.statusCode, created.body).toBe(201);
    const article = created.json().data;
    expect(article).toMatchObject({
      version: 1,
      status: 'draft',
      state: 'draft',
      stationId: DELHI,
      imageFileId: imageId,
    });
    expect(article.body).toBe('<p>Bring gloves.</p>');
    expect(article.image).toMatch(/^\/media\//);
    expect(await listenerSees(article.id)).toEqual({ listed: false, total: before.total, opens: 404 });

    const inAnHour = new Date(Date.now() + 3_600_000).toISOString();
    const scheduled = await api.as(delhiEditor).patch(`/redline/${article.id}`, {
      version: 1,
      status: 'published',
      publishedAt: inAnHour,
    });
    expect(scheduled.json().data).toMatchObject({ version: 2, state: 'scheduled', publishedAt: inAnHour });
    expect(await listenerSees(article.id)).toEqual({ listed: false, total: before.total, opens: 404 });
    const states = async (status: string) =>
      (await api.as(delhiEditor).get(`/staff/redlines?status=${status}&search=Yamuna`))
        .json()
        .data.map((a: { id: number }) => a.id);
    expect(await states('scheduled')).toEqual([article.id]);
    expect(await states('published')).toEqual([]);

    const published = await api.as(delhiEditor).patch(`/redline/${article.id}`, {
      version: 2,
      publishedAt: new Date(Date.now() - 60_000).toISOString(),
      title: 'Yamuna clean-up drive: 400 volunteers',
    });
    expect(published.json().data).toMatchObject({ version: 3, state: 'published' });
    expect(await listenerSees(article.id)).toEqual({ listed: true, total: before.total + 1, opens: 200 });
    expect((await api.get(`/redline/${article.id}`)).json().data).toMatchObject({
      title: 'Yamuna clean-up drive: 400 volunteers',
      body: '<p>Bring gloves.</p>',
    });
    expect(await states('published')).toEqual([article.id]);

    await api.as(delhiEditor).patch(`/redline/${article.id}`, { version: 3, status: 'draft' });
    expect(await listenerSees(article.id)).toEqual({ listed: false, total: before.total, opens: 404 });
    expect(await states('draft')).toEqual([article.id]);

    expect((await api.as(delhiEditor).delete(`/redline/${article.id}`)).statusCode).toBe(204);
    expect((await api.as(delhiEditor).get(`/staff/redlines/${article.id}`)).statusCode).toBe(404);
    const log = await activityOf('redline', article.id);
    expect(log.map((entry: { action: string }) => entry.action)).toEqual([
      'delete',
      'update',
      'update',
      'update',
      'create',
    ]);
    expect(log[3].changes).toEqual({ status: 'published', publishedAt: inAnHour });
  });

  it('a draft published without a time is published now, not at its old draft time', async () => {
    const draft = (
      await api.as(admin).post('/redline', anArticle({ publishedAt: '2020-01-01T00:00:00+05:30' }))
    ).json().data;
    const at = Date.now();
    const published = (
      await api.as(admin).patch(`/redline/${draft.id}`, { version: 1, status: 'published' })
    ).json().data;
    expect(Date.parse(published.publishedAt)).toBeGreaterThanOrEqual(at - 1000);
    expect((await api.get('/redline?stationId=1&pageSize=1')).json().data[0].id).toBe(draft.id);
  });

  it('network-wide news is an admin’s: an editor reads it but cannot write it', async () => {
    const refused = await api.as(delhiEditor).post('/redline', anArticle({ stationId: null }));
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(STAFF_MESSAGES.networkWide);
    const network = (
      await api
        .as(admin)
        .post('/redline', anArticle({ stationId: null, title: 'Tarang turns ten', status: 'published' }))
    ).json().data;
    expect(network).toMatchObject({ stationId: null, state: 'published' });
    expect((await api.get('/redline?stationId=4&pageSize=1')).json().data[0].id).toBe(network.id);
    expect((await api.as(delhiEditor).get(`/staff/redlines/${network.id}`)).statusCode).toBe(200);
    const onlyNetwork = (
      await api.as(delhiEditor).get('/staff/redlines?networkWide=true&pageSize=100')
    ).json();
    expect(onlyNetwork.data.every((a: { stationId: null }) => a.stationId === null)).toBe(true);
    for (const [method, payload] of [
      ['PATCH', { version: 1, title: 'Mine' }],
      ['DELETE', undefined],
    ] as const) {
      const response = await api.as(delhiEditor).request(method, `/redline/${network.id}`, payload);
      expect(response.statusCode).toBe(403);
      expect(response.json().message).toBe(STAFF_MESSAGES.networkWide);
    }
    const own = await api.as(delhiEditor).post('/redline', anArticle({ title: 'Ours' }));
    const moved = await api.as(delhiEditor).patch(`/redline/${own.json().data.id}`, {
      version: 1,
      stationId: null,
    });
    expect(moved.statusCode).toBe(403);
    const both = await api.as(admin).get('/staff/redlines?networkWide=true&stationId=1');
    expect(both.json()).toMatchObject({ statusCode: 400, field: 'networkWide' });
  });

  it('refuses bad input naming the field, and saves nothing', async () => {
    const audio = await app.db.query.files.findFirst({ where: (f, { like }) => like(f.mimeType, 'audio/%') });
    for (const [payload, field] of [
      [anArticle({ title: ' ', summary: 'Nothing stored 1' }), 'title'],
      [anArticle({ body: '<script>alert(1)</script>', summary: 'Nothing stored 2' }), 'body'],
      [anArticle({ body: undefined, summary: 'Nothing stored 3' }), 'body'],
      [anArticle({ status: 'live', summary: 'Nothing stored 4' }), 'status'],
      [anArticle({ publishedAt: 'tomorrow', summary: 'Nothing stored 5' }), 'publishedAt'],
      [anArticle({ imageFileId: audio?.id, summary: 'Nothing stored 6' }), 'imageFileId'],
      [anArticle({ stationId: 2147483648, summary: 'Nothing stored 7' }), 'stationId'],
      [anArticle({ title: 'x'.repeat(161), summary: 'Nothing stored 8' }), 'title'],
      [anArticle({ stationId: 999999, summary: 'Nothing stored 9' }), 'stationId'],
      [anArticle({ publishedAt: '0000-01-01T00:00:00Z', summary: 'Nothing stored 10' }), 'publishedAt'],
    ] as const) {
      const response = await api.as(admin).post('/redline', payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().field).toBe(field);
    }
    expect((await api.as(admin).get('/staff/redlines?search=Nothing%20stored')).json().total).toBe(0);
  });

  it('two editors saving one article: the second is told, nothing is overwritten', async () => {
    const article = (await api.as(admin).post('/redline', anArticle({ title: 'Metro line opens' }))).json()
      .data;
    expect(
      (await api.as(delhiEditor).patch(`/redline/${article.id}`, { version: 1, author: 'First' })).statusCode,
    ).toBe(200);
    const second = await api.as(admin).patch(`/redline/${article.id}`, { version: 1, author: 'Second' });
    expect(second.statusCode).toBe(409);
    expect(second.json()).toMatchObject({ message: STAFF_MESSAGES.conflict, field: 'version' });
    expect((await api.as(admin).get(`/staff/redlines/${article.id}`)).json().data).toMatchObject({
      author: 'First',
      version: 2,
    });
  });
});

describe('who may', () => {
  it("a Delhi editor is refused on Mumbai's articles, for every write and staff read", async () => {
    const mumbai = (await api.as(admin).post('/redline', anArticle({ stationId: MUMBAI }))).json().data;
    const own = (await api.as(delhiEditor).post('/redline', anArticle())).json().data;
    for (const [method, url, payload] of [
      ['POST', '/redline', anArticle({ stationId: MUMBAI })],
      ['PATCH', `/redline/${mumbai.id}`, { version: 1, title: 'Mine now' }],
      ['PATCH', `/redline/${own.id}`, { version: 1, stationId: MUMBAI }],
      ['DELETE', `/redline/${mumbai.id}`, undefined],
      ['GET', `/staff/redlines/${mumbai.id}`, undefined],
      ['GET', `/staff/redlines?stationId=${MUMBAI}`, undefined],
    ] as const) {
      const response = await api.as(delhiEditor).request(method, url, payload);
      expect(response.statusCode, `${method} ${url}`).toBe(403);
      expect(response.json().message).toBe(STAFF_MESSAGES.notYourStation);
    }
    const visible = (await api.as(delhiEditor).get('/staff/redlines?pageSize=100')).json().data;
    expect(visible.some((item: { stationId: number }) => item.stationId === DELHI)).toBe(true);
    expect(
      visible.every((item: { stationId: number | null }) => [DELHI, null].includes(item.stationId)),
    ).toBe(true);
  });

  it('a listener is refused (403) and an anonymous caller asked to sign in (401)', async () => {
    for (const [method, url, payload] of [
      ['GET', '/staff/redlines', undefined],
      ['GET', '/staff/redlines/1', undefined],
      ['POST', '/redline', anArticle()],
      ['PATCH', '/redline/1', { version: 1 }],
      ['DELETE', '/redline/1', undefined],
    ] as const) {
      expect((await api.as(listener).request(method, url, payload)).statusCode, `${method} ${url}`).toBe(403);
      expect((await api.request(method, url, payload)).statusCode, `${method} ${url}`).toBe(401);
    }
  });
});
