import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { requests, subscribers, talentHuntEntries } from '../src/db/schema';
import type { App } from '../src/types';
import { client, type Response } from './client';
import { buildTestApp, multipart } from './helper';
import { type Account, randomPng, signUp } from './sections-helper';

/**
 * Bad input never gives a 500 (a NUL character anywhere, a category id past the integer range, malformed
 * multipart): each is a 400 naming the field, and nothing is stored.
 */
let app: App;
let listener: Account;
let staff: Account;
beforeAll(async () => {
  app = await buildTestApp();
  listener = await signUp(app);
  staff = await signUp(app, { staff: true });
});
afterAll(() => app.close());

const NUL = '\u0000';
const station = { stationId: 1, stationName: 'Tarang Delhi' };
const api = client(() => app);
const rows = async (table: typeof requests | typeof subscribers | typeof talentHuntEntries) =>
  (await app.db.select({ n: count() }).from(table))[0]?.n;

function expectFieldError(response: Response, field: string) {
  expect(response.statusCode, response.body).toBe(400);
  expect(response.json()).toEqual({
    statusCode: 400,
    error: 'Bad Request',
    message: `${field} must not contain a NUL character`,
    field,
  });
}

describe('a NUL character', () => {
  it('in sign-up, request and talent-hunt fields: 400 on that field, nothing stored', async () => {
    const before = { subscribers: await rows(subscribers), requests: await rows(requests) };
    const signup = {
      name: `As${NUL}ha`,
      email: 'nul@example.in',
      password: 'Chai4Two!',
      stationDetail: station,
    };
    expectFieldError(await api.post('/api/customer/v1/subscriber/signup', signup), 'name');

    const request = {
      requestType: 'lets_collab',
      name: 'Asha Rao',
      contactNumber: '9876543210',
      stationDetail: station,
      reason: 'To talk about music',
      rjDetail: { profileId: 'rj1', profileName: 'RJ One' },
    };
    for (const [field, body] of [
      ['name', { ...request, name: `Asha${NUL}` }],
      ['reason', { ...request, reason: `${NUL}` }],
      ['rjDetail.profileName', { ...request, rjDetail: { profileId: 'rj1', profileName: `R${NUL}J` } }],
    ] as const) {
      expectFieldError(await api.post('/api/customer/v1/request', body), field);
    }
    const entry = {
      stationId: 1,
      categoryId: 1,
      name: `Me${NUL}era`,
      mobile: '9876543210',
      description: 'x',
      fileId: 1,
    };
    const talent = await api.as(listener).post('/api/customer/v1/talent-hunt/entries', entry);
    expectFieldError(talent, 'name');
    expect({ subscribers: await rows(subscribers), requests: await rows(requests) }).toEqual(before);
  });

  it('in a search, a staff search and an episode description: 400 on that field', async () => {
    expectFieldError(await api.get('/api/media/v1/media?search=ra%00dio'), 'search');
    expectFieldError(await api.as(staff).get('/api/customer/v1/staff/subscribers?search=%00'), 'search');
    const media = (await api.get('/api/media/v1/media?mediaType=Podcast')).json().data[0];
    const episode = (await api.get(`/api/media/v1/media/${media.id}/episodes`)).json().data[0];
    const url = `/api/media/v1/media/${media.id}/episodes/${episode.id}`;
    expectFieldError(await api.as(staff).patch(url, { description: `<p>x${NUL}</p>` }), 'description');
    expect((await api.get(url)).json().data.description).toBe(episode.description);
  });

  it('in an upload alt name: 400 on altName', async () => {
    const form = multipart([
      { name: 'altName', body: `logo${NUL}` },
      { name: 'file', filename: 'a.png', type: 'image/png', body: await randomPng(8, 8) },
    ]);
    const response = await app.inject({
      method: 'POST',
      url: '/api/file/v1/file/upload',
      payload: form.payload,
      headers: { ...form.headers, authorization: staff.authorization },
    });
    expect(response.json()).toMatchObject({ statusCode: 400, field: 'altName' });
  });
});

describe('numbers past the id range', () => {
  it('a talent-hunt categoryId of 2^31 or more is a 400 on categoryId', async () => {
    for (const categoryId of [2147483648, 1e20]) {
      const entry = {
        stationId: 1,
        categoryId,
        name: 'Meera',
        mobile: '9876543210',
        description: 'x',
        fileId: 1,
      };
      const response = await api.as(listener).post('/api/customer/v1/talent-hunt/entries', entry);
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json()).toMatchObject({ statusCode: 400, field: 'categoryId' });
    }
    expect(await rows(talentHuntEntries)).toBe(0);
  });
});

describe('malformed multipart', () => {
  const uploadRaw = (contentType: string, payload: string) =>
    app.inject({
      method: 'POST',
      url: '/api/file/v1/file/upload',
      payload,
      headers: { 'content-type': contentType, authorization: listener.authorization },
    });

  it('no boundary, a JSON body, an unterminated part: 400 on file', async () => {
    for (const [contentType, payload] of [
      ['multipart/form-data', 'abc'],
      ['multipart/form-data; boundary=xyz', '{"file":"x"}'],
      [
        'multipart/form-data; boundary=xyz',
        '--xyz\r\nContent-Disposition: form-data; name="file"; filename="a.mp3"\r\n\r\nabcdef',
      ],
      ['multipart/form-data; boundary=xyz', '--xyz\r\nContent-Disposition: form-data; name="file"\r\n'],
    ] as const) {
      const response = await uploadRaw(contentType, payload);
      expect(response.statusCode, `${contentType} ${payload}`).toBe(400);
      expect(response.json()).toEqual({
        statusCode: 400,
        error: 'Bad Request',
        message: 'The upload is not a valid multipart/form-data body',
        field: 'file',
      });
    }
  });
});

describe('a link to something that does not exist', () => {
  it('is a 400 on that field, however the route forgot to check it (the foreign key answers)', async () => {
    const event = {
      stationId: 999_999,
      title: 'Nowhere',
      startsAt: '2027-07-10T18:30:00+05:30',
      endsAt: '2027-07-10T22:00:00+05:30',
    };
    const response = await api.as(staff).post('/api/event/v1/event', event);
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json()).toEqual({
      statusCode: 400,
      error: 'Bad Request',
      message: 'stationId does not exist',
      field: 'stationId',
    });
  });
});
