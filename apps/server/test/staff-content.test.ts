import { STAFF_MESSAGES } from '@tarang/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../src/types';
import { buildTestApp } from './helper';
import { type Account, editorOf, freshAddress, randomPng, signUp, upload } from './sections-helper';

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

type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';
const send = (method: Method, url: string, account?: Account, payload?: object) =>
  app.inject({
    method,
    url: `/api/content/v1${url}`,
    ...(payload ? { payload } : {}),
    remoteAddress: freshAddress(),
    headers: account ? { authorization: account.authorization } : {},
  });
const listenerRead = (url: string) => app.inject(`/api/content/v1${url}`);
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
  const list = (await listenerRead('/redline?stationId=1&pageSize=100')).json();
  const detail = await listenerRead(`/redline/${id}`);
  return {
    listed: list.data.some((a: { id: number }) => a.id === id),
    total: list.total,
    opens: detail.statusCode,
  };
}

describe('console red lines', () => {
  it('a draft, then scheduled, then published: listeners see it only when published and its time has come', async () => {
    const before = await listenerSees(0);
    const created = await send('POST', '/redline', delhiEditor, anArticle());
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
    const scheduled = await send('PATCH', `/redline/${article.id}`, delhiEditor, {
      version: 1,
      status: 'published',
      publishedAt: inAnHour,
    });
    expect(scheduled.json().data).toMatchObject({ version: 2, state: 'scheduled', publishedAt: inAnHour });
    expect(await listenerSees(article.id)).toEqual({ listed: false, total: before.total, opens: 404 });
    const states = async (status: string) =>
      (await send('GET', `/staff/redlines?status=${status}&search=Yamuna`, delhiEditor))
        .json()
        .data.map((a: { id: number }) => a.id);
    expect(await states('scheduled')).toEqual([article.id]);
    expect(await states('published')).toEqual([]);

    const published = await send('PATCH', `/redline/${article.id}`, delhiEditor, {
      version: 2,
      publishedAt: new Date(Date.now() - 60_000).toISOString(),
      title: 'Yamuna clean-up drive: 400 volunteers',
    });
    expect(published.json().data).toMatchObject({ version: 3, state: 'published' });
    expect(await listenerSees(article.id)).toEqual({ listed: true, total: before.total + 1, opens: 200 });
    expect((await listenerRead(`/redline/${article.id}`)).json().data).toMatchObject({
      title: 'Yamuna clean-up drive: 400 volunteers',
      body: '<p>Bring gloves.</p>',
    });
    expect(await states('published')).toEqual([article.id]);

    await send('PATCH', `/redline/${article.id}`, delhiEditor, { version: 3, status: 'draft' });
    expect(await listenerSees(article.id)).toEqual({ listed: false, total: before.total, opens: 404 });
    expect(await states('draft')).toEqual([article.id]);

    expect((await send('DELETE', `/redline/${article.id}`, delhiEditor)).statusCode).toBe(204);
    expect((await send('GET', `/staff/redlines/${article.id}`, delhiEditor)).statusCode).toBe(404);
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
      await send('POST', '/redline', admin, anArticle({ publishedAt: '2020-01-01T00:00:00+05:30' }))
    ).json().data;
    const at = Date.now();
    const published = (
      await send('PATCH', `/redline/${draft.id}`, admin, { version: 1, status: 'published' })
    ).json().data;
    expect(Date.parse(published.publishedAt)).toBeGreaterThanOrEqual(at - 1000);
    expect((await listenerRead('/redline?stationId=1&pageSize=1')).json().data[0].id).toBe(draft.id);
  });

  it('network-wide news is an admin’s: an editor reads it but cannot write it', async () => {
    const refused = await send('POST', '/redline', delhiEditor, anArticle({ stationId: null }));
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(STAFF_MESSAGES.networkWide);
    const network = (
      await send(
        'POST',
        '/redline',
        admin,
        anArticle({ stationId: null, title: 'Tarang turns ten', status: 'published' }),
      )
    ).json().data;
    expect(network).toMatchObject({ stationId: null, state: 'published' });
    expect((await listenerRead('/redline?stationId=4&pageSize=1')).json().data[0].id).toBe(network.id);
    expect((await send('GET', `/staff/redlines/${network.id}`, delhiEditor)).statusCode).toBe(200);
    const onlyNetwork = (
      await send('GET', '/staff/redlines?networkWide=true&pageSize=100', delhiEditor)
    ).json();
    expect(onlyNetwork.data.every((a: { stationId: null }) => a.stationId === null)).toBe(true);
    for (const [method, payload] of [
      ['PATCH', { version: 1, title: 'Mine' }],
      ['DELETE', undefined],
    ] as const) {
      const response = await send(method, `/redline/${network.id}`, delhiEditor, payload);
      expect(response.statusCode).toBe(403);
      expect(response.json().message).toBe(STAFF_MESSAGES.networkWide);
    }
    const own = await send('POST', '/redline', delhiEditor, anArticle({ title: 'Ours' }));
    const moved = await send('PATCH', `/redline/${own.json().data.id}`, delhiEditor, {
      version: 1,
      stationId: null,
    });
    expect(moved.statusCode).toBe(403);
    const both = await send('GET', '/staff/redlines?networkWide=true&stationId=1', admin);
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
      const response = await send('POST', '/redline', admin, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().field).toBe(field);
    }
    expect((await send('GET', '/staff/redlines?search=Nothing%20stored', admin)).json().total).toBe(0);
  });

  it('two editors saving one article: the second is told, nothing is overwritten', async () => {
    const article = (await send('POST', '/redline', admin, anArticle({ title: 'Metro line opens' }))).json()
      .data;
    expect(
      (await send('PATCH', `/redline/${article.id}`, delhiEditor, { version: 1, author: 'First' }))
        .statusCode,
    ).toBe(200);
    const second = await send('PATCH', `/redline/${article.id}`, admin, { version: 1, author: 'Second' });
    expect(second.statusCode).toBe(409);
    expect(second.json()).toMatchObject({ message: STAFF_MESSAGES.conflict, field: 'version' });
    expect((await send('GET', `/staff/redlines/${article.id}`, admin)).json().data).toMatchObject({
      author: 'First',
      version: 2,
    });
  });
});

describe('who may', () => {
  it("a Delhi editor is refused on Mumbai's articles, for every write and staff read", async () => {
    const mumbai = (await send('POST', '/redline', admin, anArticle({ stationId: MUMBAI }))).json().data;
    const own = (await send('POST', '/redline', delhiEditor, anArticle())).json().data;
    for (const [method, url, payload] of [
      ['POST', '/redline', anArticle({ stationId: MUMBAI })],
      ['PATCH', `/redline/${mumbai.id}`, { version: 1, title: 'Mine now' }],
      ['PATCH', `/redline/${own.id}`, { version: 1, stationId: MUMBAI }],
      ['DELETE', `/redline/${mumbai.id}`, undefined],
      ['GET', `/staff/redlines/${mumbai.id}`, undefined],
      ['GET', `/staff/redlines?stationId=${MUMBAI}`, undefined],
    ] as const) {
      const response = await send(method, url, delhiEditor, payload);
      expect(response.statusCode, `${method} ${url}`).toBe(403);
      expect(response.json().message).toBe(STAFF_MESSAGES.notYourStation);
    }
    const visible = (await send('GET', '/staff/redlines?pageSize=100', delhiEditor)).json().data;
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
      expect((await send(method, url, listener, payload)).statusCode, `${method} ${url}`).toBe(403);
      expect((await send(method, url, undefined, payload)).statusCode, `${method} ${url}`).toBe(401);
    }
  });
});
