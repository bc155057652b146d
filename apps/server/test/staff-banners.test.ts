import { BANNER_ENDS_AFTER_START, STAFF_MESSAGES } from '@tarang/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../src/types';
import { client } from './client';
import { buildTestApp } from './helper';
import { type Account, editorOf, randomPng, signUp, upload } from './sections-helper';

/**
 * Banners in the console: written on the read paths by an editor of the banner's station only (a
 * banner of every station by admins), validated field by field (a link is a site path or https), version-checked,
 * in Activity; listeners see a banner only within its window. Red lines: staff-content.test.ts.
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
  const image = await upload(app, delhiEditor, await randomPng(800, 450), 'banner.png', 'image/png');
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

const aBanner = (overrides: Record<string, unknown> = {}) => ({
  stationId: DELHI,
  page: 'home',
  title: 'Monsoon Mornings',
  subtitle: 'Weekdays 7–11 AM',
  imageFileId: imageId,
  linkUrl: '/audio',
  sortOrder: 5,
  ...overrides,
});

describe('console banners', () => {
  const homeBanners = async (stationId: number) =>
    (await api.get(`/banner?bannerPage=home&stationId=${stationId}`))
      .json()
      .data.map((b: { id: number }) => b.id);

  it('an editor creates, edits and deletes a banner; listeners see it only within its window', async () => {
    const created = await api.as(delhiEditor).post('/banner', aBanner());
    expect(created.statusCode, created.body).toBe(201);
    const banner = created.json().data;
    expect(banner).toMatchObject({
      version: 1,
      state: 'live',
      linkUrl: '/audio',
      startsAt: null,
      imageFileId: imageId,
    });
    expect(await homeBanners(DELHI)).toContain(banner.id);
    expect(await homeBanners(MUMBAI)).not.toContain(banner.id);

    const tomorrow = new Date(Date.now() + 86_400_000).toISOString();
    const edited = await api.as(delhiEditor).patch(`/banner/${banner.id}`, {
      version: 1,
      startsAt: tomorrow,
      linkUrl: 'https://tickets.example/monsoon',
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().data).toMatchObject({
      version: 2,
      state: 'upcoming',
      startsAt: tomorrow,
      title: 'Monsoon Mornings',
    });
    expect(await homeBanners(DELHI)).not.toContain(banner.id);
    const listed = (
      await api.as(delhiEditor).get('/staff/banners?bannerPage=home&stationId=1&pageSize=100')
    ).json();
    expect(listed.data.map((b: { id: number }) => b.id)).toContain(banner.id);

    const early = await api.as(delhiEditor).patch(`/banner/${banner.id}`, {
      version: 2,
      endsAt: new Date().toISOString(),
    });
    expect(early.json()).toMatchObject({
      statusCode: 400,
      field: 'endsAt',
      message: BANNER_ENDS_AFTER_START,
    });

    expect((await api.as(delhiEditor).delete(`/banner/${banner.id}`)).statusCode).toBe(204);
    expect((await api.as(delhiEditor).get(`/staff/banners/${banner.id}`)).statusCode).toBe(404);
    const log = await activityOf('banner', banner.id);
    expect(log.map((entry: { action: string }) => entry.action)).toEqual(['delete', 'update', 'create']);
    expect(log[1].changes).toEqual({ startsAt: tomorrow, linkUrl: 'https://tickets.example/monsoon' });
  });

  it('refuses bad input naming the field, and saves nothing', async () => {
    for (const [payload, field] of [
      [aBanner({ linkUrl: 'http://insecure.example' }), 'linkUrl'],
      [aBanner({ linkUrl: 'javascript:alert(1)' }), 'linkUrl'],
      [aBanner({ linkUrl: '//evil.example/path' }), 'linkUrl'],
      [aBanner({ linkUrl: 'audio' }), 'linkUrl'],
      [aBanner({ imageFileId: undefined }), 'imageFileId'],
      [aBanner({ imageFileId: 999999 }), 'imageFileId'],
      [aBanner({ page: 'footer' }), 'page'],
      [aBanner({ sortOrder: -1 }), 'sortOrder'],
      [aBanner({ startsAt: '2027-01-02T00:00:00Z', endsAt: '2027-01-01T00:00:00Z' }), 'endsAt'],
      [aBanner({ title: '' }), 'title'],
      [aBanner({ stationId: 999999 }), 'stationId'],
    ] as const) {
      const response = await api.as(admin).post('/banner', { ...payload, subtitle: 'Nothing stored' });
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().field).toBe(field);
    }
    expect((await api.as(admin).get('/staff/banners?search=Nothing%20stored')).json().total).toBe(0);
  });

  it('a banner on every station is an admin’s; two saves of one banner: the second gets 409', async () => {
    const refused = await api.as(delhiEditor).post('/banner', aBanner({ stationId: null }));
    expect(refused.json()).toMatchObject({ statusCode: 403, message: STAFF_MESSAGES.networkWide });
    const everywhere = (
      await api.as(admin).post('/banner', aBanner({ stationId: null, title: 'Tarang app' }))
    ).json().data;
    expect(await homeBanners(MUMBAI)).toContain(everywhere.id);
    expect(
      (await api.as(admin).patch(`/banner/${everywhere.id}`, { version: 1, sortOrder: 1 })).statusCode,
    ).toBe(200);
    const stale = await api.as(admin).patch(`/banner/${everywhere.id}`, { version: 1, sortOrder: 2 });
    expect(stale.json()).toMatchObject({
      statusCode: 409,
      field: 'version',
      message: STAFF_MESSAGES.conflict,
    });
    expect((await api.as(delhiEditor).get(`/staff/banners/${everywhere.id}`)).json().data.sortOrder).toBe(1);
  });
});

describe('who may', () => {
  it("a Delhi editor is refused on Mumbai's banners, for every write and staff read", async () => {
    const mumbai = (await api.as(admin).post('/banner', aBanner({ stationId: MUMBAI }))).json().data;
    const own = (await api.as(delhiEditor).post('/banner', aBanner())).json().data;
    for (const [method, url, payload] of [
      ['POST', '/banner', aBanner({ stationId: MUMBAI })],
      ['PATCH', `/banner/${mumbai.id}`, { version: 1, title: 'Mine now' }],
      ['PATCH', `/banner/${own.id}`, { version: 1, stationId: MUMBAI }],
      ['DELETE', `/banner/${mumbai.id}`, undefined],
      ['GET', `/staff/banners/${mumbai.id}`, undefined],
      ['GET', `/staff/banners?stationId=${MUMBAI}`, undefined],
    ] as const) {
      const response = await api.as(delhiEditor).request(method, url, payload);
      expect(response.statusCode, `${method} ${url}`).toBe(403);
      expect(response.json().message).toBe(STAFF_MESSAGES.notYourStation);
    }
    const visible = (await api.as(delhiEditor).get('/staff/banners?pageSize=100')).json().data;
    expect(visible.some((item: { stationId: number }) => item.stationId === DELHI)).toBe(true);
    expect(
      visible.every((item: { stationId: number | null }) => [DELHI, null].includes(item.stationId)),
    ).toBe(true);
  });

  it('a listener is refused (403) and an anonymous caller asked to sign in (401)', async () => {
    for (const [method, url, payload] of [
      ['GET', '/staff/banners', undefined],
      ['GET', '/staff/banners/1', undefined],
      ['POST', '/banner', aBanner()],
      ['PATCH', '/banner/1', { version: 1 }],
      ['DELETE', '/banner/1', undefined],
    ] as const) {
      expect((await api.as(listener).request(method, url, payload)).statusCode, `${method} ${url}`).toBe(403);
      expect((await api.request(method, url, payload)).statusCode, `${method} ${url}`).toBe(401);
    }
  });
});
