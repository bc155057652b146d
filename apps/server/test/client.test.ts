import { STAFF_MESSAGES } from '@tarang/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../src/types';
import { client, roleAccount } from './client';
import { buildTestApp } from './helper';

/** The test client's role accounts are what they claim to be, so tests written with them test what they say. */
let app: App;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => app.close());

const DELHI = 1;
const MUMBAI = 2;

describe('client(app)', () => {
  it('calls anonymously, as a listener, as an editor of given stations and as a network admin', async () => {
    const api = client(() => app, { prefix: '/api' });
    expect((await api.get('/customer/v1/staff/subscribers')).statusCode).toBe(401);
    expect((await api.as('listener').get('/customer/v1/staff/subscribers')).statusCode).toBe(403);
    expect((await api.as('admin').get('/customer/v1/staff/subscribers')).statusCode).toBe(200);

    const delhi = await api.as('editor', DELHI).get(`/station/v1/staff/stations/${DELHI}`);
    expect(delhi.statusCode, delhi.body).toBe(200);
    const mumbai = await api.as('editor', DELHI).get(`/station/v1/staff/stations/${MUMBAI}`);
    expect(mumbai.statusCode).toBe(403);
    expect(mumbai.json().message).toBe(STAFF_MESSAGES.notYourStation);
    expect(
      (await api.as('editor', DELHI, MUMBAI).get(`/station/v1/staff/stations/${MUMBAI}`)).statusCode,
    ).toBe(200);
  });

  it('makes each role account once per app, and a session token or an account works too', async () => {
    const first = await roleAccount(app, 'editor', [MUMBAI, DELHI]);
    expect(await roleAccount(app, 'editor', [DELHI, MUMBAI])).toBe(first);
    expect(await roleAccount(app, 'editor', [DELHI])).not.toBe(first);
    const me = '/api/customer/v1/subscriber/me';
    expect((await client(app).as(first).get(me)).json().data.id).toBe(first.id);
    expect((await client(app).withToken(first.token).get(me)).json().data.id).toBe(first.id);
    expect((await client(app).withToken(undefined).get(me)).statusCode).toBe(401);
  });

  it('sends a body, query, headers and an address of its own', async () => {
    const api = client(app);
    const search = await api.get('/api/media/v1/media', { query: { search: 'ra\u0000dio' } });
    expect(search.json()).toMatchObject({ statusCode: 400, field: 'search' });
    const refused = await api.post('/api/customer/v1/subscriber/login', 'not json', {
      headers: { 'content-type': 'application/json' },
      remoteAddress: '198.51.100.7',
    });
    expect(refused.statusCode).toBe(400);
  });
});
