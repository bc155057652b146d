import { AUTH_MESSAGES, FORM_MESSAGES } from '@tarang/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { profiles, requests, stations } from '../src/db/schema';
import { LIMITS } from '../src/plugins/rate-limits';
import type { App } from '../src/types';
import { client } from './client';
import { buildTestApp, nextAddress } from './helper';

// POST customer/v1/request (the request payload, its answers and failures), and the staff inbox of requests.

let app: App;
let staffToken: string;
let listenerToken: string;
let listenerId: number;
let delhi: { id: number; name: string };
let mumbai: { id: number; name: string };
/** An RJ of Mumbai (station 2). */
let mumbaiRj: { id: number; profileId: string; name: string };

const STAFF = { email: 'inbox@tarang.example', password: 'Studio#2026' };

const api = client(() => app, { prefix: '/api/customer/v1' });
/** A request as sent from the site (a new address for each unless `address` is given). */
const post = (payload: unknown, options: { token?: string; address?: string } = {}) =>
  api.withToken(options.token).post('/request', payload, { remoteAddress: options.address });
const staffGet = (query: string, token = staffToken) => api.withToken(token).get(`/staff/requests${query}`);
const staffPatch = (id: number | string, payload: unknown, token = staffToken) =>
  api.withToken(token).patch(`/staff/requests/${id}`, payload);

async function logIn(email: string, password: string) {
  const response = await api.post('/subscriber/login', { email, password });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data as { id: number; token: string };
}

let mobiles = 0;
/** A number of its own for each request: requests are limited per number. */
const nextMobile = () => String(9_100_000_000 + mobiles++);

const studioVisit = (contactNumber = nextMobile()) => ({
  requestType: 'studio_visit',
  name: '  Asha Rao ',
  contactNumber,
  stationDetail: { stationId: delhi.id, stationName: delhi.name },
  reason: '  My daughter wants to see a live show.  ',
});

const collab = () => ({
  requestType: 'lets_collab',
  name: 'Kabir Mehta',
  contactNumber: nextMobile(),
  stationDetail: { stationId: delhi.id, stationName: delhi.name },
  reason: 'A podcast about street food, with your RJ.',
  rjDetail: { profileId: mumbaiRj.profileId, profileName: mumbaiRj.name },
});

const stored = (id: number) => app.db.query.requests.findFirst({ where: (r, { eq }) => eq(r.id, id) });

beforeAll(async () => {
  app = await buildTestApp({ staff: STAFF });
  const { ensureStaffAccount } = await import('../src/domains/team/staff-accounts');
  await ensureStaffAccount(app);
  staffToken = (await logIn(STAFF.email, STAFF.password)).token;
  const signup = await api.post('/subscriber/signup', {
    name: 'Meera Listener',
    email: 'meera@requests.example',
    password: 'Chai4Two!',
    stationDetail: { stationId: 1, stationName: 'Tarang Delhi' },
  });
  expect(signup.statusCode, signup.body).toBe(200);
  listenerToken = signup.json().data.token;
  listenerId = signup.json().data.id;
  const rows = await app.db.select({ id: stations.id, name: stations.name }).from(stations);
  delhi = rows.find((s) => s.id === 1) as typeof delhi;
  mumbai = rows.find((s) => s.id === 2) as typeof mumbai;
  const rj = await app.db.query.profiles.findFirst({ where: (p, { eq }) => eq(p.stationId, mumbai.id) });
  if (!rj) throw new Error('the seed has no RJ in Mumbai');
  mumbaiRj = { id: rj.id, profileId: rj.profileId, name: rj.name };
});
afterAll(() => app?.close());

describe('POST customer/v1/request', () => {
  it('stores a studio visit, trimmed, and answers 201 with the message and the id', async () => {
    const response = await post(studioVisit('9876543210'));
    expect(response.statusCode, response.body).toBe(201);
    const body = response.json();
    expect(body).toEqual({ message: FORM_MESSAGES.requestSubmitted, data: { id: expect.any(Number) } });
    expect(body.message).toBe('Request submitted successfully');
    expect(await stored(body.data.id)).toMatchObject({
      requestType: 'studio_visit',
      name: 'Asha Rao',
      contactNumber: '9876543210',
      stationId: delhi.id,
      profileId: null,
      reason: 'My daughter wants to see a live show.',
      subscriberId: null,
      status: 'new',
      note: '',
      version: 1,
      handledAt: null,
      handledBy: null,
    });
  });

  it("stores a let's collab with an RJ (of another station) and without one", async () => {
    const withRj = await post(collab());
    expect(withRj.statusCode, withRj.body).toBe(201);
    expect(await stored(withRj.json().data.id)).toMatchObject({
      requestType: 'lets_collab',
      stationId: delhi.id,
      profileId: mumbaiRj.id,
    });
    const { rjDetail: _, ...general } = collab();
    const withoutRj = await post(general);
    expect(withoutRj.statusCode, withoutRj.body).toBe(201);
    expect(await stored(withoutRj.json().data.id)).toMatchObject({
      requestType: 'lets_collab',
      profileId: null,
    });
  });

  it('records the signed-in listener; a bad or foreign token counts as no one', async () => {
    const signedIn = await post(studioVisit(), { token: listenerToken });
    expect(signedIn.statusCode).toBe(201);
    expect((await stored(signedIn.json().data.id))?.subscriberId).toBe(listenerId);
    const badToken = await post(studioVisit(), { token: 'not.a.token' });
    expect(badToken.statusCode).toBe(201);
    expect((await stored(badToken.json().data.id))?.subscriberId).toBeNull();
  });

  it('refuses each bad payload with 400, the message and the field, never a 500', async () => {
    const base = studioVisit();
    const cases: [string, unknown, string | undefined, string | RegExp][] = [
      ['no requestType', { ...base, requestType: undefined }, 'requestType', /studio_visit or lets_collab/],
      ['an unknown requestType', { ...base, requestType: 'birthday_wish' }, 'requestType', /studio_visit/],
      ['a numeric requestType', { ...base, requestType: 1 }, 'requestType', /studio_visit/],
      ['no name', { ...base, name: undefined }, 'name', AUTH_MESSAGES.usernameRequired],
      ['a blank name', { ...base, name: '   ' }, 'name', AUTH_MESSAGES.usernameRequired],
      ['a short name', { ...base, name: ' Al ' }, 'name', AUTH_MESSAGES.usernameShort],
      ['a long name', { ...base, name: 'x'.repeat(21) }, 'name', AUTH_MESSAGES.usernameLong],
      ['a name that is a number', { ...base, name: 12345 }, 'name', AUTH_MESSAGES.usernameRequired],
      ['no mobile', { ...base, contactNumber: undefined }, 'contactNumber', 'Mobile is required'],
      ['an empty mobile', { ...base, contactNumber: '' }, 'contactNumber', 'Mobile is required'],
      [
        'a mobile starting 5',
        { ...base, contactNumber: '5876543210' },
        'contactNumber',
        'Should start with 6, 7, 8, or 9',
      ],
      ['a short mobile', { ...base, contactNumber: '98765' }, 'contactNumber', 'Should be 10 digits'],
      ['a long mobile', { ...base, contactNumber: '98765432101' }, 'contactNumber', 'Should be 10 digits'],
      [
        'a mobile with letters',
        { ...base, contactNumber: '98765abcde' },
        'contactNumber',
        'Should be 10 digits',
      ],
      ['a mobile as a number', { ...base, contactNumber: 9876543210 }, 'contactNumber', 'Mobile is required'],
      ['no station', { ...base, stationDetail: undefined }, 'stationDetail', FORM_MESSAGES.stationRequired],
      [
        'a station as text',
        { ...base, stationDetail: 'Delhi' },
        'stationDetail',
        FORM_MESSAGES.stationRequired,
      ],
      [
        'no station id',
        { ...base, stationDetail: { stationName: 'Delhi' } },
        'stationDetail.stationId',
        /stationId/,
      ],
      ['station id 0', { ...base, stationDetail: { stationId: 0 } }, 'stationDetail.stationId', /stationId/],
      [
        'a fractional station id',
        { ...base, stationDetail: { stationId: 1.5 } },
        'stationDetail.stationId',
        /stationId/,
      ],
      [
        'a huge station id',
        { ...base, stationDetail: { stationId: 2 ** 40 } },
        'stationDetail.stationId',
        /stationId/,
      ],
      [
        'an unknown station',
        { ...base, stationDetail: { stationId: 99999 } },
        'stationDetail.stationId',
        'Station not found',
      ],
      ['no reason', { ...base, reason: undefined }, 'reason', FORM_MESSAGES.reasonRequired],
      ['a blank reason', { ...base, reason: ' \n ' }, 'reason', FORM_MESSAGES.reasonRequired],
      ['a reason over 250', { ...base, reason: 'r'.repeat(251) }, 'reason', FORM_MESSAGES.reasonTooLong],
      [
        'rjDetail on a studio visit',
        { ...base, rjDetail: collab().rjDetail },
        'rjDetail',
        'rjDetail is only for lets_collab requests',
      ],
      [
        'rjDetail without a profileId',
        { ...collab(), rjDetail: { profileName: 'X' } },
        'rjDetail.profileId',
        /./,
      ],
      [
        'an unknown RJ',
        { ...collab(), rjDetail: { profileId: 'rj9999999' } },
        'rjDetail.profileId',
        'RJ not found',
      ],
      ['rjDetail as text', { ...collab(), rjDetail: 'rj1001' }, 'rjDetail', /./],
      ['an array', [base], undefined, /expected object/],
    ];
    for (const [what, payload, field, message] of cases) {
      const response = await post(payload);
      expect(response.statusCode, `${what}: ${response.body}`).toBe(400);
      const body = response.json();
      expect(body.field, what).toBe(field);
      if (typeof message === 'string') expect(body.message, what).toBe(message);
      else expect(body.message, what).toMatch(message);
    }
    // A reason of exactly 250 characters (after trimming) is fine.
    expect((await post({ ...base, reason: ` ${'r'.repeat(250)} ` })).statusCode).toBe(201);
  });

  it('refuses bodies that are not a JSON object with a 4xx, never a 500', async () => {
    const raw = (payload: string, contentType?: string) =>
      api.post('/request', payload, { headers: contentType ? { 'content-type': contentType } : {} });
    const broken = await raw('{"requestType": "studio_visit", ', 'application/json');
    expect(broken.statusCode).toBe(400);
    expect(broken.json()).toMatchObject({ statusCode: 400, message: expect.stringMatching(/JSON/) });
    expect((await raw('', 'application/json')).statusCode).toBe(400);
    expect((await raw('name=Asha', 'text/plain')).statusCode).toBe(400);
    expect((await raw('name=Asha', 'application/x-www-form-urlencoded')).statusCode).toBe(415);
    expect((await raw('null', 'application/json')).statusCode).toBe(400);
    const none = await api.post('/request');
    expect(none.statusCode).toBe(400);
  });

  it('allows 5 requests per mobile number in ten minutes, then 429; others on the same address go on', async () => {
    const address = nextAddress();
    const mobile = nextMobile();
    for (let n = 0; n < LIMITS.request.perPhone.max; n++) {
      expect((await post(studioVisit(mobile), { address })).statusCode).toBe(201);
    }
    const refused = await post(studioVisit(mobile), { address });
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ statusCode: 429, message: AUTH_MESSAGES.tooManyAttempts });
    expect(refused.headers['retry-after']).toBeDefined();
    // Written the way people write it, it is the same number.
    expect((await post(studioVisit(` ${mobile} `), { address })).statusCode).toBe(429);
    // Someone else behind the same address (a carrier's NAT exit) is not held back.
    expect((await post(studioVisit(), { address })).statusCode).toBe(201);
  });

  it('still has a ceiling per address, which refused payloads count towards too', async () => {
    const address = nextAddress();
    for (let n = 1; n < LIMITS.request.perAddress.max; n++) {
      expect((await post({ bad: true }, { address })).statusCode).toBe(400);
    }
    expect((await post(studioVisit(), { address })).statusCode).toBe(201);
    expect((await post(studioVisit(), { address })).statusCode).toBe(429);
    // Another address is not affected.
    expect((await post(studioVisit())).statusCode).toBe(201);
  });
});

describe('staff inbox', () => {
  it('GET staff/requests: 401 signed out, 403 for a listener, 400 for bad filters', async () => {
    expect((await staffGet('', '')).statusCode).toBe(401);
    const forbidden = await staffGet('', listenerToken);
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.json()).toMatchObject({ message: 'Staff only' });
    for (const [query, field] of [
      ['?status=open', 'status'],
      ['?status=handled', 'status'],
      ['?sort=name', 'sort'],
      ['?requestType=anything', 'requestType'],
      ['?stationId=abc', 'stationId'],
      ['?pageSize=0', 'pageSize'],
      ['?pageNumber=-1', 'pageNumber'],
    ] as const) {
      const response = await staffGet(query);
      expect(response.statusCode, query).toBe(400);
      expect(response.json().field, query).toBe(field);
    }
  });

  it('lists newest first with filters and paging; a station sees collabs with its RJs', async () => {
    // A fresh set on Mumbai: two studio visits, a collab with a Mumbai RJ sent to Delhi, a general collab.
    const ids: number[] = [];
    for (const payload of [
      { ...studioVisit(), name: 'First Visit', stationDetail: { stationId: mumbai.id } },
      { ...studioVisit(), name: 'Second Visit', stationDetail: { stationId: mumbai.id } },
      collab(),
      { ...collab(), rjDetail: undefined, name: 'General Collab', stationDetail: { stationId: mumbai.id } },
    ]) {
      const response = await post(payload, { token: listenerToken });
      expect(response.statusCode, response.body).toBe(201);
      ids.push(response.json().data.id);
    }
    const [first, second, withRj, general] = ids as [number, number, number, number];

    const all = await staffGet(`?stationId=${mumbai.id}&pageSize=100`);
    expect(all.statusCode, all.body).toBe(200);
    const listed = all.json() as { data: { id: number }[]; total: number };
    expect(listed.total).toBe(listed.data.length);
    expect(listed.data.slice(0, 4).map((r) => r.id)).toEqual([general, withRj, second, first]);
    expect(listed.data.find((r) => r.id === withRj)).toEqual({
      id: withRj,
      version: 1,
      requestType: 'lets_collab',
      name: 'Kabir Mehta',
      contactNumber: expect.stringMatching(/^91\d{8}$/),
      stationDetail: { stationId: delhi.id, stationName: delhi.name },
      rjDetail: { profileId: mumbaiRj.profileId, profileName: mumbaiRj.name, stationId: mumbai.id },
      reason: 'A podcast about street food, with your RJ.',
      status: 'new',
      note: '',
      subscriberId: listenerId,
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      handledAt: null,
      handledBy: null,
      handledByName: null,
    });
    // Delhi sees the collab sent to it too, but not Mumbai's own requests.
    const delhiIds = (await staffGet(`?stationId=${delhi.id}&pageSize=100`))
      .json()
      .data.map((r: { id: number }) => r.id);
    expect(delhiIds).toContain(withRj);
    expect(delhiIds).not.toContain(first);

    const visits = (await staffGet(`?stationId=${mumbai.id}&requestType=studio_visit&pageSize=100`)).json();
    expect(visits.data.every((r: { requestType: string }) => r.requestType === 'studio_visit')).toBe(true);
    expect(visits.data.slice(0, 2).map((r: { id: number }) => r.id)).toEqual([second, first]);

    const page2 = (await staffGet(`?stationId=${mumbai.id}&pageSize=1&pageNumber=2`)).json();
    expect(page2).toMatchObject({ total: listed.total, data: [{ id: withRj }] });

    const everywhere = (await staffGet('?pageSize=100')).json();
    expect(everywhere.total).toBeGreaterThanOrEqual(listed.total);
  });

  it('PATCH staff/requests/{id}: leaving New records who and when, Closed keeps it, New again clears it', async () => {
    const created = await post({ ...studioVisit(), name: 'To Handle' });
    const id = created.json().data.id as number;
    const staffId = (
      await app.db.query.subscribers.findFirst({ where: (s, { eq }) => eq(s.email, STAFF.email) })
    )?.id;

    expect((await staffPatch(id, { status: 'contacted', version: 1 }, '')).statusCode).toBe(401);
    expect((await staffPatch(id, { status: 'contacted', version: 1 }, listenerToken)).statusCode).toBe(403);
    const bad = await staffPatch(id, { status: 'handled', version: 1 });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ field: 'status', message: 'Status must be New, Contacted or Closed' });
    expect((await staffPatch(id, { status: 'contacted' })).json()).toMatchObject({
      statusCode: 400,
      field: 'version',
    });
    expect((await staffPatch('abc', { status: 'contacted', version: 1 })).json()).toMatchObject({
      statusCode: 400,
      field: 'id',
    });
    expect((await staffPatch(999999, { status: 'contacted', version: 1 })).statusCode).toBe(404);
    expect(await stored(id)).toMatchObject({ status: 'new', version: 1, handledAt: null });

    const before = Date.now();
    const contacted = await staffPatch(id, { status: 'contacted', version: 1 });
    expect(contacted.statusCode, contacted.body).toBe(200);
    const data = contacted.json().data;
    expect(data).toMatchObject({
      id,
      name: 'To Handle',
      status: 'contacted',
      version: 2,
      handledBy: staffId,
    });
    expect(Date.parse(data.handledAt)).toBeGreaterThanOrEqual(before - 1000);

    // Closed: still answered by the same person at the same time.
    const closed = await staffPatch(id, { status: 'closed', version: 2 });
    expect(closed.json().data).toMatchObject({
      status: 'closed',
      handledAt: data.handledAt,
      handledBy: staffId,
    });

    const open = (await staffGet(`?stationId=${delhi.id}&status=new&pageSize=100`)).json().data;
    const done = (await staffGet(`?stationId=${delhi.id}&status=closed&pageSize=100`)).json().data;
    expect(open.map((r: { id: number }) => r.id)).not.toContain(id);
    expect(done.map((r: { id: number }) => r.id)).toContain(id);
    expect(done.every((r: { status: string }) => r.status === 'closed')).toBe(true);

    const reopened = await staffPatch(id, { status: 'new', version: 3 });
    expect(reopened.json().data).toMatchObject({ id, status: 'new', handledAt: null, handledBy: null });
    expect(await stored(id)).toMatchObject({ status: 'new', handledAt: null, handledBy: null, version: 4 });
  });

  it('a row stored with a status from before the inbox (none of New, Contacted, Closed) reads as New', async () => {
    const [row] = await app.db
      .insert(requests)
      .values({
        requestType: 'studio_visit',
        name: 'Legacy Row',
        contactNumber: '9876543210',
        stationId: delhi.id,
        reason: 'From before',
        status: 'open',
      })
      .returning();
    const fresh = (await staffGet(`?stationId=${delhi.id}&status=new&pageSize=100`)).json().data;
    expect(fresh.find((r: { id: number }) => r.id === row?.id)).toMatchObject({ status: 'new' });
  });

  it('an inactive RJ or station cannot be named in a new request', async () => {
    await app.db.update(profiles).set({ isActive: false }).where(eq(profiles.id, mumbaiRj.id));
    await app.db.update(stations).set({ isActive: false }).where(eq(stations.id, mumbai.id));
    try {
      expect((await post(collab())).json()).toMatchObject({ statusCode: 400, field: 'rjDetail.profileId' });
      const toMumbai = await post({ ...studioVisit(), stationDetail: { stationId: mumbai.id } });
      expect(toMumbai.json()).toMatchObject({ statusCode: 400, field: 'stationDetail.stationId' });
    } finally {
      await app.db.update(profiles).set({ isActive: true }).where(eq(profiles.id, mumbaiRj.id));
      await app.db.update(stations).set({ isActive: true }).where(eq(stations.id, mumbai.id));
    }
  });
});
