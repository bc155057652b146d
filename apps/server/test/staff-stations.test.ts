import { STAFF_MESSAGES } from '@tarang/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stations } from '../src/db/schema';
import type { App } from '../src/types';
import { client } from './client';
import { buildTestApp } from './helper';
import { type Account, editorOf, randomPng, signUp, upload } from './sections-helper';
import {
  DELHI,
  type FormReferences,
  formReferences,
  MUMBAI,
  PUNE,
  stationActivity,
  aStation as stationForm,
} from './staff-stations-helper';

/**
 * Stations in the console: network admins create, edit, deactivate and delete them; editors read
 * their own; a station with content is deactivated, never deleted; an inactive station is gone from every
 * listener read; every write is in Activity. What is refused: staff-stations-refusals.test.ts.
 */
let app: App;
let admin: Account;
let delhiEditor: Account;
let listener: Account;
let refs: FormReferences;
const api = client(() => app, { prefix: '/api/station/v1' });

beforeAll(async () => {
  app = await buildTestApp();
  admin = await signUp(app, { staff: true });
  delhiEditor = await editorOf(app, [DELHI]);
  listener = await signUp(app);
  refs = await formReferences(app);
});
afterAll(() => app.close());

const aStation = (overrides: Record<string, unknown> = {}) => stationForm(refs, overrides);
const activityOf = (id: number) => stationActivity(app, admin, id);
const platformIds = () => refs.platformIds;

const nearestToPune = async () =>
  (
    await app.inject(`/api/station/v1/station/nearest?latitude=${PUNE.latitude}&longitude=${PUNE.longitude}`)
  ).json().data.name;

describe('console stations', () => {
  it('an admin creates, edits, deactivates and deletes a station; listeners see each step; Activity records it', async () => {
    const logo = (await upload(app, admin, await randomPng(512, 512), 'logo.png', 'image/png')).json().data;
    const created = await api.as(admin).post('/station', aStation({ logoFileId: logo.id }));
    expect(created.statusCode, created.body).toBe(201);
    const station = created.json().data;
    expect(station).toMatchObject({
      version: 1,
      name: 'Tarang Pune',
      urlName: `tarang-pune-${station.id}`,
      color: '#1d4ed8',
      logoFileId: logo.id,
      logo: logo.url,
      cityName: 'Pune',
      stateName: 'Maharashtra',
      phoneNumber: '+91 20 4098 1000',
      whatsappNumber: '+91 98220 98100',
      email: 'pune@tarang.example',
      sortOrder: 9,
      isActive: true,
      usage: expect.objectContaining({ shows: 0, rjs: 0, listeners: 0 }),
    });
    expect(station.socialLinks.map((link: { url: string }) => link.url)).toEqual([
      'https://facebook.com/tarangpune',
      'https://instagram.com/tarangpune',
    ]);
    const [row] = await app.db
      .select({ slug: stations.slug })
      .from(stations)
      .where(eq(stations.id, station.id));
    expect(row?.slug).toBe('tarang-pune');

    const listed = (await app.inject('/api/station/v1/station')).json().data;
    expect(listed.at(-1)).toMatchObject({ id: station.id, name: 'Tarang Pune', logo: logo.url });
    expect((await app.inject(`/api/station/v1/station/${station.id}`)).json().data).toMatchObject({
      whatsappNumber: '+91 98220 98100',
      cityDetail: { cityName: 'Pune' },
    });
    expect(await nearestToPune()).toBe('Tarang Pune');

    const edited = await api.as(admin).patch(`/station/${station.id}`, {
      version: 1,
      tagline: 'Pune cha awaaz',
      socialLinks: [{ platformId: platformIds()[1], url: 'https://x.com/tarangpune' }],
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().data).toMatchObject({
      version: 2,
      tagline: 'Pune cha awaaz',
      frequency: '98.1 FM',
      socialLinks: [{ platformId: platformIds()[1], url: 'https://x.com/tarangpune' }],
    });
    const publicLinks = (await app.inject(`/api/station/v1/station/${station.id}`)).json().data
      .socialMediaLink;
    expect(publicLinks.map((link: { url: string }) => link.url)).toEqual(['https://x.com/tarangpune']);

    const deactivated = await api.as(admin).patch(`/station/${station.id}`, { version: 2, isActive: false });
    expect(deactivated.json().data).toMatchObject({ version: 3, isActive: false });
    // Gone from every listener read: the list, the station, its pages, the nearest station.
    const ids = (await app.inject('/api/station/v1/station')).json().data.map((s: { id: number }) => s.id);
    expect(ids).not.toContain(station.id);
    expect((await app.inject(`/api/station/v1/station/${station.id}`)).statusCode).toBe(404);
    expect((await app.inject(`/api/station/v1/station/${station.id}/page/careers`)).statusCode).toBe(404);
    expect(await nearestToPune()).toBe('Tarang Mumbai');
    // Still in the console, with the inactive filter.
    const inactive = (await api.as(admin).get('/staff/stations?isActive=false')).json();
    expect(inactive.data.map((s: { id: number }) => s.id)).toEqual([station.id]);

    expect((await api.as(admin).delete(`/station/${station.id}`)).statusCode).toBe(204);
    expect((await api.as(admin).get(`/staff/stations/${station.id}`)).statusCode).toBe(404);

    const log = await activityOf(station.id);
    expect(log.map((entry: { action: string }) => entry.action)).toEqual([
      'delete',
      'update',
      'update',
      'create',
    ]);
    expect(log[2]?.changes).toEqual({
      tagline: 'Pune cha awaaz',
      socialLinks: [{ platformId: platformIds()[1], url: 'https://x.com/tarangpune' }],
    });
    expect(log[1]?.changes).toEqual({ isActive: false });
    expect(log[3]?.changes).toMatchObject({ name: 'Tarang Pune', color: '#1d4ed8', logoFileId: logo.id });
  });

  it('refuses to delete a station that has content, naming what it has', async () => {
    const usage = (await api.as(admin).get(`/staff/stations/${MUMBAI}`)).json().data.usage;
    expect(usage.shows).toBeGreaterThan(0);
    expect(usage.rjs).toBeGreaterThan(0);
    const refused = await api.as(admin).delete(`/station/${MUMBAI}`);
    expect(refused.statusCode).toBe(409);
    const message: string = refused.json().message;
    expect(message).toMatch(/^This station has \d+ shows?, \d+ RJs?, .+: deactivate it instead$/);
    expect(message).toContain(`${usage.shows} show`);
    expect(message).toContain(`${usage.rjs} RJ`);
    expect((await app.inject(`/api/station/v1/station/${MUMBAI}`)).statusCode).toBe(200);

    // A new station with one editor is still in use: the editor is named.
    const fresh = (await api.as(admin).post('/station', aStation({ name: 'Tarang Nashik' }))).json().data;
    await editorOf(app, [fresh.id]);
    const withEditor = await api.as(admin).delete(`/station/${fresh.id}`);
    expect(withEditor.statusCode).toBe(409);
    expect(withEditor.json().message).toBe('This station has 1 editor: deactivate it instead');
  });

  it('editors read their own stations only; every write is for network admins; listeners get nothing', async () => {
    const own = (await api.as(delhiEditor).get('/staff/stations?pageSize=100')).json();
    expect(own.data.map((s: { id: number }) => s.id)).toEqual([DELHI]);
    expect(own.total).toBe(1);
    expect((await api.as(delhiEditor).get(`/staff/stations/${DELHI}`)).json().data).toMatchObject({
      id: DELHI,
      name: 'Tarang Delhi',
      version: 1,
    });
    for (const url of [`/staff/stations/${MUMBAI}`, `/staff/stations?stationId=${MUMBAI}`]) {
      const response = await api.as(delhiEditor).get(url);
      expect(response.statusCode, url).toBe(403);
      expect(response.json().message).toBe(STAFF_MESSAGES.notYourStation);
    }
    const writes = [
      ['POST', '/station', aStation({ name: 'Tarang Nagpur' })],
      ['PATCH', `/station/${DELHI}`, { version: 1, tagline: 'Mine' }],
      ['PATCH', `/station/${MUMBAI}`, { version: 1, tagline: 'Mine' }],
      ['DELETE', `/station/${MUMBAI}`, undefined],
    ] as const;
    for (const [method, url, payload] of writes) {
      const response = await api.as(delhiEditor).request(method, url, payload);
      expect(response.statusCode, `${method} ${url}`).toBe(403);
      expect(response.json().message).toBe(STAFF_MESSAGES.adminsOnly);
    }
    for (const [method, url, payload] of [
      ...writes,
      ['GET', '/staff/stations', undefined],
      ['GET', `/staff/stations/${DELHI}`, undefined],
    ] as const) {
      expect((await api.as(listener).request(method, url, payload)).statusCode, `${method} ${url}`).toBe(403);
      expect((await api.request(method, url, payload)).statusCode, `${method} ${url}`).toBe(401);
    }
    const delhi = (await api.as(admin).get(`/staff/stations/${DELHI}`)).json().data;
    expect(delhi).toMatchObject({ version: 1, tagline: 'Dilli ki dhadkan, har pal' });
  });

  it('lists every station for an admin, searched and sorted', async () => {
    const bySort = (await api.as(admin).get('/staff/stations?pageSize=100')).json();
    expect(bySort.total).toBe(bySort.data.length);
    const orders = bySort.data.map((s: { sortOrder: number }) => s.sortOrder);
    expect(orders).toEqual([...orders].sort((a, b) => a - b));
    const names = (await api.as(admin).get('/staff/stations?pageSize=100&sort=name'))
      .json()
      .data.map((s: { name: string }) => s.name);
    expect(names).toEqual([...names].sort((a: string, b: string) => a.localeCompare(b)));
    const found = (await api.as(admin).get('/staff/stations?search=mumbai')).json();
    expect(found).toMatchObject({
      total: 1,
      data: [{ id: MUMBAI, name: 'Tarang Mumbai', cityName: 'Mumbai' }],
    });
    const page = (await api.as(admin).get('/staff/stations?pageSize=2&pageNumber=2')).json();
    expect(page.data.map((s: { id: number }) => s.id)).toEqual(
      bySort.data.slice(2, 4).map((s: { id: number }) => s.id),
    );
    const bad = await api.as(admin).get('/staff/stations?sort=color');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().field).toBe('sort');
  });
});
