import { STAFF_MESSAGES } from '@tarang/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../src/types';
import { client } from './client';
import { buildTestApp } from './helper';
import { type Account, editorOf, randomPng, signUp, upload } from './sections-helper';

/**
 * Events in the console: created, edited and deleted on the read paths by an editor of the event's
 * station only, validated field by field, protected by a version check, sanitised, and recorded in Activity.
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

const api = client(() => app, { prefix: '/api/event/v1' });

const anEvent = (overrides: Record<string, unknown> = {}) => ({
  stationId: DELHI,
  title: 'Monsoon Music Night',
  summary: 'Live at the bandstand',
  description: '<p>Bring an umbrella.</p><script>alert(1)</script>',
  venue: 'Lodhi Garden',
  address: 'Lodhi Road, New Delhi',
  startsAt: '2027-07-10T18:30:00+05:30',
  endsAt: '2027-07-10T22:00:00+05:30',
  registrationUrl: 'https://tickets.example/monsoon',
  status: 'published',
  ...overrides,
});

describe('console events', () => {
  it('an editor creates, edits and deletes an event of their station; listeners see it; Activity records it', async () => {
    const image = (
      await upload(app, delhiEditor, await randomPng(800, 450), 'poster.png', 'image/png')
    ).json().data;
    const created = await api.as(delhiEditor).post('/event', anEvent({ imageFileId: image.id }));
    expect(created.statusCode, created.body).toBe(201);
    const event = created.json().data;
    expect(event).toMatchObject({
      version: 1,
      stationId: DELHI,
      title: 'Monsoon Music Night',
      imageFileId: image.id,
    });
    expect(event.description).toBe('<p>Bring an umbrella.</p>');
    const publicRead = await app.inject(`/api/event/v1/event/${event.id}`);
    expect(publicRead.json().data).toMatchObject({ title: 'Monsoon Music Night', venue: 'Lodhi Garden' });

    const edited = await api.as(delhiEditor).patch(`/event/${event.id}`, {
      version: 1,
      venue: 'Nehru Park',
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().data).toMatchObject({
      version: 2,
      venue: 'Nehru Park',
      title: 'Monsoon Music Night',
    });

    expect((await api.as(delhiEditor).delete(`/event/${event.id}`)).statusCode).toBe(204);
    expect((await app.inject(`/api/event/v1/event/${event.id}`)).statusCode).toBe(404);

    const log = (
      await app.inject({
        url: `/api/customer/v1/staff/activity?entity=event&pageSize=10`,
        headers: { authorization: delhiEditor.authorization },
      })
    )
      .json()
      .data.filter((entry: { entityId: number }) => entry.entityId === event.id);
    expect(log.map((entry: { action: string }) => entry.action)).toEqual(['delete', 'update', 'create']);
    expect(log[1].changes).toEqual({ venue: 'Nehru Park' });
  });

  it("a Delhi editor is refused on Mumbai's events, and a listener everywhere", async () => {
    const mumbai = (
      await api.as(admin).post('/event', anEvent({ stationId: MUMBAI, title: 'Juhu Beats' }))
    ).json().data;
    for (const [method, url, payload] of [
      ['POST', '/event', anEvent({ stationId: MUMBAI })],
      ['PATCH', `/event/${mumbai.id}`, { version: 1, title: 'Mine now' }],
      ['DELETE', `/event/${mumbai.id}`, undefined],
      ['GET', `/staff/events/${mumbai.id}`, undefined],
      ['GET', `/staff/events?stationId=${MUMBAI}`, undefined],
    ] as const) {
      const response = await api.as(delhiEditor).request(method, url, payload);
      expect(response.statusCode, `${method} ${url}`).toBe(403);
      expect(response.json().message).toBe(STAFF_MESSAGES.notYourStation);
    }
    const moved = await api.as(admin).patch(`/event/${mumbai.id}`, { version: 1 });
    expect(moved.statusCode).toBe(200);
    const own = (await api.as(delhiEditor).get('/staff/events?pageSize=100')).json().data;
    expect(own.length).toBeGreaterThan(0);
    expect(own.every((event: { stationId: number }) => event.stationId === DELHI)).toBe(true);
    for (const [method, url] of [
      ['GET', '/staff/events'],
      ['POST', '/event'],
      ['DELETE', `/event/${mumbai.id}`],
    ] as const) {
      expect(
        (await api.as(listener).request(method, url, method === 'POST' ? anEvent() : undefined)).statusCode,
      ).toBe(403);
      expect((await api.request(method, url, method === 'POST' ? anEvent() : undefined)).statusCode).toBe(
        401,
      );
    }
  });

  it('refuses bad input naming the field, and saves nothing', async () => {
    const audio = await app.db.query.files.findFirst({ where: (f, { like }) => like(f.mimeType, 'audio/%') });
    for (const [payload, field] of [
      [anEvent({ title: '  ' }), 'title'],
      [anEvent({ endsAt: '2027-07-10T17:00:00+05:30' }), 'endsAt'],
      [anEvent({ startsAt: 'next Friday' }), 'startsAt'],
      [anEvent({ registrationUrl: 'http://insecure.example' }), 'registrationUrl'],
      [anEvent({ imageFileId: audio?.id }), 'imageFileId'],
      [anEvent({ imageFileId: 999999 }), 'imageFileId'],
      [anEvent({ stationId: 2147483648 }), 'stationId'],
    ] as const) {
      const response = await api.as(admin).post('/event', payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().field).toBe(field);
    }
    const titles = (await api.as(admin).get('/staff/events?search=Monsoon&pageSize=100')).json().data;
    expect(titles.filter((event: { title: string }) => event.title === '  ')).toEqual([]);
  });

  it('two editors saving the same event: the second is told, nothing is overwritten', async () => {
    const event = (await api.as(admin).post('/event', anEvent({ title: 'Open Mic' }))).json().data;
    expect(
      (await api.as(delhiEditor).patch(`/event/${event.id}`, { version: 1, venue: 'First' })).statusCode,
    ).toBe(200);
    const second = await api.as(admin).patch(`/event/${event.id}`, { version: 1, venue: 'Second' });
    expect(second.statusCode).toBe(409);
    expect(second.json()).toEqual({
      statusCode: 409,
      error: 'Conflict',
      message: STAFF_MESSAGES.conflict,
      field: 'version',
    });
    expect((await api.as(admin).get(`/staff/events/${event.id}`)).json().data).toMatchObject({
      venue: 'First',
      version: 2,
    });
    expect((await api.as(admin).patch('/event/999999', { version: 1 })).statusCode).toBe(404);
  });
});
