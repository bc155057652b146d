import { verify } from '@node-rs/argon2';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config';
import { subscribers } from '../src/db/schema';
import { ensureStaffAccount } from '../src/domains/team/staff-accounts';
import type { App } from '../src/types';
import { client } from './client';
import { buildTestApp } from './helper';

let app: App;
const STAFF = { email: 'editor@tarang.example', password: 'Studio#2026' };
beforeAll(async () => {
  app = await buildTestApp({ staff: STAFF });
});
afterAll(() => app?.close());

const station = { stationId: 3, stationName: 'Tarang Bengaluru' };
const api = client(() => app, { prefix: '/api/customer/v1' });
async function signUp(name: string, email: string, password = 'Chai4Two!', target = app) {
  const response = await client(target).post('/api/customer/v1/subscriber/signup', {
    name,
    email,
    password,
    stationDetail: station,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data as { id: number; token: string };
}
const logIn = (email: string, password: string) => api.post('/subscriber/login', { email, password });
const setRole = (id: number, role: 'admin' | 'listener') =>
  app.db.update(subscribers).set({ role }).where(eq(subscribers.id, id));

describe('configuration', () => {
  it('needs STAFF_EMAIL and STAFF_PASSWORD together, and a password that passes the rule', () => {
    expect(() => loadConfig({ STAFF_EMAIL: 'a@b.in' })).toThrow(
      /STAFF_PASSWORD: set STAFF_EMAIL and STAFF_PASSWORD/,
    );
    expect(() => loadConfig({ STAFF_PASSWORD: 'Studio#2026' })).toThrow(/STAFF_PASSWORD/);
    expect(() => loadConfig({ STAFF_EMAIL: 'a@b.in', STAFF_PASSWORD: 'studio2026' })).toThrow(
      /STAFF_PASSWORD: Add uppercase/,
    );
    expect(() => loadConfig({ STAFF_EMAIL: 'nope', STAFF_PASSWORD: 'Studio#2026' })).toThrow(
      /STAFF_EMAIL: Invalid email address/,
    );
    expect(loadConfig({ STAFF_EMAIL: ' Ed@B.in ', STAFF_PASSWORD: 'Studio#2026' }).staff).toEqual({
      email: 'ed@b.in',
      password: 'Studio#2026',
    });
    expect(() => loadConfig({ FACEBOOK_APP_ID: '1' })).toThrow(/FACEBOOK_APP_SECRET/);
  });

  it('has defaults for the public URL, mail and social endpoints', () => {
    const config = loadConfig({ PORT: '9000' });
    expect(config.publicUrl).toBe('http://localhost:9000');
    expect(config.mail).toEqual({ smtpUrl: undefined, from: undefined });
    // The local stand-in sign-in lets anyone in as any e-mail: off unless asked for, never in production.
    expect(config.social.localProviders).toBe(false);
    expect(loadConfig({ SOCIAL_LOCAL_PROVIDERS: 'true' }).social.localProviders).toBe(true);
    expect(() => loadConfig({ NODE_ENV: 'production', SOCIAL_LOCAL_PROVIDERS: 'true' })).toThrow(
      /SOCIAL_LOCAL_PROVIDERS: must be false when NODE_ENV=production/,
    );
    expect(config.social.google.issuers).toEqual(['accounts.google.com', 'https://accounts.google.com']);
    expect(config.staff).toBeUndefined();
    expect(loadConfig({ PUBLIC_URL: 'https://radio.example/' }).publicUrl).toBe('https://radio.example');
    expect(() => loadConfig({ PUBLIC_URL: 'ftp://x' })).toThrow(/PUBLIC_URL/);
    expect(() => loadConfig({ SMTP_URL: 'http://x' })).toThrow(/SMTP_URL/);
  });
});

describe('staff account at start', () => {
  it('creates the configured account as a network admin, and a second start changes nothing', async () => {
    await ensureStaffAccount(app);
    await ensureStaffAccount(app);
    const rows = await app.db.select().from(subscribers).where(eq(subscribers.email, STAFF.email));
    expect(rows).toHaveLength(1);
    expect(rows[0]?.role).toBe('admin');
    expect(await verify(rows[0]?.passwordHash as string, STAFF.password)).toBe(true);
    expect((await logIn(STAFF.email, STAFF.password)).statusCode).toBe(200);
  });

  it('promotes an existing account and keeps its password', async () => {
    const promoting = await buildTestApp({
      staff: { email: 'promoted@tarang.example', password: 'Studio#2026' },
    });
    try {
      await signUp('Own Password', 'promoted@tarang.example', 'Mine4Own!', promoting);
      await ensureStaffAccount(promoting);
      const row = await promoting.db.query.subscribers.findFirst({
        where: (s, { eq }) => eq(s.email, 'promoted@tarang.example'),
      });
      expect(row?.role).toBe('admin');
      expect(await verify(row?.passwordHash as string, 'Mine4Own!')).toBe(true);
      expect(await verify(row?.passwordHash as string, 'Studio#2026')).toBe(false);
    } finally {
      await promoting.close();
    }
  });
});

describe('staff-only endpoint and role', () => {
  it('GET staff/subscribers: 401 signed out, 403 for a listener, the accounts for a network admin', async () => {
    await ensureStaffAccount(app);
    const staffToken = (await logIn(STAFF.email, STAFF.password)).json().data.token;
    const listener = await signUp('Lata Listener', 'lata@listeners.example');
    await signUp('Mohan Listener', 'mohan@listeners.example');

    expect((await api.get('/staff/subscribers')).statusCode).toBe(401);
    const forbidden = await api.withToken(listener.token).get('/staff/subscribers');
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.json()).toMatchObject({ statusCode: 403, message: 'Network admins only' });

    const all = await api.withToken(staffToken).get('/staff/subscribers?role=listener&pageSize=100');
    expect(all.statusCode, all.body).toBe(200);
    const emails = (all.json().data as { email: string }[]).map((s) => s.email);
    expect(emails).toContain('lata@listeners.example');
    expect(emails).not.toContain(STAFF.email); // listeners only
    expect(all.json().total).toBe(emails.length);

    const found = await api.withToken(staffToken).get('/staff/subscribers?search=LATA');
    const everyone = (await api.withToken(staffToken).get('/staff/subscribers?pageSize=100')).json().data as {
      email: string;
    }[];
    expect(everyone.map((s) => s.email)).toContain(STAFF.email);
    expect(found.json()).toMatchObject({
      total: 1,
      data: [{ id: listener.id, name: 'Lata Listener', stationId: 3 }],
    });
    expect(found.json().data[0]).toEqual({
      id: listener.id,
      name: 'Lata Listener',
      email: 'lata@listeners.example',
      stationId: 3,
      role: 'listener',
      stationIds: [],
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });
    expect((await api.withToken(staffToken).get('/staff/subscribers?search=%25')).json().total).toBe(0);
    const paged = await api
      .withToken(staffToken)
      .get('/staff/subscribers?search=listeners.example&pageSize=1&pageNumber=2');
    expect(paged.json()).toMatchObject({ total: 2, data: [{ email: 'lata@listeners.example' }] });
    const bad = await api.withToken(staffToken).get('/staff/subscribers?pageSize=0');
    expect(bad.json()).toMatchObject({ statusCode: 400, field: 'pageSize' });
  });

  it('a role change takes effect at once, with the same token', async () => {
    const user = await signUp('Role Change', 'role.change@listeners.example');
    expect((await api.withToken(user.token).get('/staff/subscribers')).statusCode).toBe(403);
    await setRole(user.id, 'admin');
    expect((await api.withToken(user.token).get('/staff/subscribers')).statusCode).toBe(200);
    await setRole(user.id, 'listener');
    expect((await api.withToken(user.token).get('/staff/subscribers')).statusCode).toBe(403);
  });

  it('GET subscriber/me answers the user without the role', async () => {
    await ensureStaffAccount(app);
    const staff = (await logIn(STAFF.email, STAFF.password)).json().data;
    const me = await api.withToken(staff.token).get('/subscriber/me');
    expect(me.statusCode).toBe(200);
    expect(me.json()).toEqual({
      data: { id: staff.id, name: 'editor', email: STAFF.email, stationId: null },
    });
    expect((await api.get('/subscriber/me')).statusCode).toBe(401);
    expect((await api.withToken('not.a.token').get('/subscriber/me')).statusCode).toBe(401);
  });
});
