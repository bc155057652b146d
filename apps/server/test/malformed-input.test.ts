import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { redLines } from '../src/db/schema';
import { CONSOLE_BODY_LIMIT, LISTENER_BODY_LIMIT, MAX_JSON_DEPTH } from '../src/plugins/json-body';
import type { App } from '../src/types';
import { client, type Response } from './client';
import { buildTestApp } from './helper';
import { type Account, freshAddress, signUp } from './sections-helper';

/**
 * JSON a client can send but the server could not take: nesting deep enough to exhaust the stack, text with a
 * lone surrogate, numbers the database's columns cannot hold. Each is a 400 naming the field (or the body),
 * signed in or not, and nothing is stored.
 */
let app: App;
let listener: Account;
let admin: Account;
beforeAll(async () => {
  app = await buildTestApp();
  listener = await signUp(app);
  admin = await signUp(app, { staff: true });
});
afterAll(() => app.close());

/** A JSON text sent as it is (JSON.stringify writes a lone surrogate as the escape `\ud800`). */
const api = client(() => app);
/** The body is sent as it is, as JSON. */
const JSON_TEXT = { headers: { 'content-type': 'application/json' } };

function expectRefused(response: Response, field: string, message: RegExp) {
  expect(response.statusCode, response.body).toBe(400);
  const body = response.json();
  expect(body).toMatchObject({ statusCode: 400, error: 'Bad Request', field });
  expect(body.message).toMatch(message);
}

const login = { email: 'asha@example.in', password: 'Chai4Two!' };
const nested = (depth: number) => `${'['.repeat(depth)}${']'.repeat(depth)}`;

describe('deeply nested JSON', () => {
  it('is a 400 on the body before it is parsed, anonymous or signed in', async () => {
    const tooDeep = /nested more than 32 levels deep/;
    // 32,000 bytes: within a listener route's size.
    expectRefused(
      await api.post('/api/customer/v1/subscriber/login', nested(16_000), JSON_TEXT),
      'body',
      tooDeep,
    );
    const inAField = JSON.stringify({ ...login, password: 'x' }).replace(
      '"x"',
      `${'{"a":'.repeat(5_000)}1${'}'.repeat(5_000)}`,
    );
    expectRefused(await api.post('/api/customer/v1/subscriber/login', inAField, JSON_TEXT), 'body', tooDeep);
    expectRefused(
      await api.as(listener).put('/api/library/v1/positions', nested(16_000), JSON_TEXT),
      'body',
      tooDeep,
    );
    expectRefused(
      await api.as(admin).post('/api/content/v1/redline', nested(50_000), JSON_TEXT),
      'body',
      tooDeep,
    );
    // 100,000 bytes are more than signing in takes: refused for their size first.
    const large = await api.post('/api/customer/v1/subscriber/login', nested(50_000), JSON_TEXT);
    expect(large.statusCode).toBe(413);
    expect(large.json().field).toBe('body');
  });

  it('up to the bound is parsed and judged by the route; brackets inside strings do not count', async () => {
    expect(MAX_JSON_DEPTH).toBe(32);
    const deepest = await api.post('/api/customer/v1/subscriber/login', nested(MAX_JSON_DEPTH), JSON_TEXT);
    expect(deepest.statusCode).toBe(400);
    expect(deepest.json().field).toBeUndefined();
    const bracketsInText = JSON.stringify({ ...login, email: `${'['.repeat(5000)}"\\{` });
    const answer = await api.post('/api/customer/v1/subscriber/login', bracketsInText, JSON_TEXT);
    expectRefused(answer, 'email', /email/i);
  });
});

describe('a lone surrogate in text', () => {
  it('is a 400 naming the field, signed in or not, and nothing is stored', async () => {
    const brokenChar = /broken character/;
    const before = (await app.db.select({ n: count() }).from(redLines))[0]?.n;
    const article = { stationId: 1, title: 'Yamuna', body: '<p>x\ud800y</p>' };
    const articleAnswer = await api
      .as(admin)
      .post('/api/content/v1/redline', JSON.stringify(article), JSON_TEXT);
    expectRefused(articleAnswer, 'body', brokenChar);
    const titled = { ...article, title: 'Yamuna \udc00', body: '<p>Flood watch</p>' };
    expectRefused(
      await api.as(admin).post('/api/content/v1/redline', JSON.stringify(titled), JSON_TEXT),
      'title',
      brokenChar,
    );
    expect((await app.db.select({ n: count() }).from(redLines))[0]?.n).toBe(before);

    const signup = {
      name: 'Asha\ud83dRao',
      email: 'surrogate@example.in',
      password: 'Chai4Two!',
      stationDetail: { stationId: 1, stationName: 'Tarang Delhi' },
    };
    const signupAnswer = await api.post(
      '/api/customer/v1/subscriber/signup',
      JSON.stringify(signup),
      JSON_TEXT,
    );
    expectRefused(signupAnswer, 'name', brokenChar);

    const request = {
      requestType: 'studio_visit',
      name: 'Asha Rao',
      contactNumber: '9876543210',
      stationDetail: { stationId: 1, stationName: 'Tarang Delhi' },
      reason: 'A visit \ud800',
    };
    expectRefused(
      await api.post('/api/customer/v1/request', JSON.stringify(request), JSON_TEXT),
      'reason',
      brokenChar,
    );
  });

  it('a pair of surrogates (an emoji) is text like any other', async () => {
    const request = {
      requestType: 'studio_visit',
      name: 'Asha Rao',
      contactNumber: '9876543210',
      stationDetail: { stationId: 1, stationName: 'Tarang Delhi' },
      reason: 'A visit 🎙️',
    };
    const answer = await api.post('/api/customer/v1/request', JSON.stringify(request), JSON_TEXT);
    expect(answer.statusCode, answer.body).toBe(201);
  });
});

describe('numbers the columns cannot hold', () => {
  const position = (fields: Record<string, string>) =>
    `{"episodeId":1,"position":${fields.position ?? '10'},"duration":${fields.duration ?? '100'}}`;

  it('a subnormal or huge listening position is a 400 naming the field; -0 is 0', async () => {
    for (const [fields, field] of [
      [{ position: '5e-324' }, 'position'],
      [{ position: '-5e-324' }, 'position'],
      [{ duration: '5e-324' }, 'duration'],
      [{ position: '1e308' }, 'position'],
      [{ position: '1e400' }, 'position'],
    ] as const) {
      const answer = await api.as(listener).put('/api/library/v1/positions', position(fields), JSON_TEXT);
      expect(answer.statusCode, `${JSON.stringify(fields)}: ${answer.body}`).toBe(400);
      expect(answer.json().field).toBe(field);
    }
    const zero = await api
      .as(listener)
      .put('/api/library/v1/positions', position({ position: '-0' }), JSON_TEXT);
    expect(zero.statusCode, zero.body).toBe(200);
    expect(zero.json().data.position).toBe(0);
  });

  it('a subnormal station coordinate is a 400 naming the field', async () => {
    const answer = await app.inject({
      method: 'PATCH',
      url: '/api/station/v1/station/1',
      payload: '{"latitude":5e-324,"version":1}',
      headers: { 'content-type': 'application/json', authorization: admin.authorization },
      remoteAddress: freshAddress(),
    });
    expectRefused(answer, 'latitude', /too close to 0/);
  });
});

describe('the size of a body', () => {
  it("is bounded per route: a listener's form is small, a console form may hold a long article", async () => {
    const tooLarge = /The body is larger than this route takes/;
    const padded = JSON.stringify({ ...login, padding: 'x'.repeat(LISTENER_BODY_LIMIT) });
    const answer = await api.post('/api/customer/v1/subscriber/login', padded, JSON_TEXT);
    expect(answer.statusCode, answer.body).toBe(413);
    expect(answer.json()).toMatchObject({ field: 'body', message: expect.stringMatching(tooLarge) });
    const positions = await api.as(listener).put('/api/library/v1/positions', padded, JSON_TEXT);
    expect(positions.statusCode).toBe(413);

    // 49,000 Devanagari letters: 147 kB of UTF-8, a long article in Hindi.
    const article = { stationId: 1, title: 'लंबा लेख', body: `<p>${'क'.repeat(49_000)}</p>` };
    const long = await api.as(admin).post('/api/content/v1/redline', JSON.stringify(article), JSON_TEXT);
    expect(long.statusCode, long.body.slice(0, 300)).toBe(201);
    const huge = { ...article, body: `<p>${'क'.repeat(CONSOLE_BODY_LIMIT / 3)}</p>` };
    const refused = await api.as(admin).post('/api/content/v1/redline', JSON.stringify(huge), JSON_TEXT);
    expect(refused.statusCode).toBe(413);
    expect(refused.json().field).toBe('body');
  });
});
