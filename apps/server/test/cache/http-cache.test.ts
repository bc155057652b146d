import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paths } from '../../src/config';
import type { App } from '../../src/types';
import { client } from '../client';
import { buildTestApp } from '../helper';
import { type Account, freshAddress, signUp } from '../sections-helper';

/**
 * Caching on one instance: strong ETags and 304s, the in-process copy of public reads (X-Cache: hit),
 * cleared by every write, and never used for — nor filled by — a signed-in caller.
 */
let app: App;
let admin: Account;
let listener: Account;
let otherListener: Account;
beforeAll(async () => {
  app = await buildTestApp();
  admin = await signUp(app, { staff: true });
  listener = await signUp(app);
  otherListener = await signUp(app);
});
afterAll(() => app.close());

const api = client(() => app);
const as = (account: Account) => ({ authorization: account.authorization });
const STATION = '/api/station/v1/station/1';

describe('ETags and 304s', () => {
  it('answers a public read with a strong ETag of its body, and a matching If-None-Match with an empty 304', async () => {
    await app.httpCache.invalidate();
    const first = await api.get(STATION);
    expect(first.statusCode).toBe(200);
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^"[\w-]{27}"$/);
    for (const ifNoneMatch of [etag, `W/${etag}`, `"other", ${etag}`, '*']) {
      const again = await api.get(STATION, { headers: { 'if-none-match': ifNoneMatch } });
      expect(again.statusCode, ifNoneMatch).toBe(304);
      expect(again.body).toBe('');
      expect(again.headers.etag).toBe(etag);
      expect(again.headers['cache-control']).toBe(first.headers['cache-control']);
    }
    const changed = await api.get(STATION, { headers: { 'if-none-match': '"something-else"' } });
    expect(changed.statusCode).toBe(200);
    expect(changed.body).toBe(first.body);
  });

  it('gives a signed-in answer its own ETag and 304 too, marked private', async () => {
    const first = await api.as(listener).get(STATION);
    expect(first.headers['cache-control']).toBe('private, max-age=60, stale-while-revalidate=300');
    const again = await api
      .as(listener)
      .get(STATION, { headers: { 'if-none-match': String(first.headers.etag) } });
    expect(again.statusCode).toBe(304);
  });

  it('leaves errors and writes without an ETag', async () => {
    expect((await api.get('/api/station/v1/station/999999')).headers.etag).toBeUndefined();
    const write = await app.inject({
      method: 'POST',
      url: '/api/user-preference/v1/favorite',
      payload: { contentType: 'Episode', contentId: 999999 },
      headers: as(listener),
    });
    expect(write.statusCode).toBe(404);
    expect(write.headers.etag).toBeUndefined();
  });
});

describe('the in-process copy', () => {
  it('answers a repeated anonymous read from memory, with the same body and ETag', async () => {
    await app.httpCache.invalidate();
    const first = await api.get(STATION);
    expect(first.headers['x-cache']).toBeUndefined();
    const second = await api.get(STATION);
    expect(second.headers['x-cache']).toBe('hit');
    expect(second.body).toBe(first.body);
    expect(second.headers.etag).toBe(first.headers.etag);
    expect(second.headers['content-type']).toBe(first.headers['content-type']);
    const notModified = await api.get(STATION, { headers: { 'if-none-match': String(first.headers.etag) } });
    expect(notModified.statusCode).toBe(304);
    expect(notModified.headers['x-cache']).toBe('hit');
  });

  it('is cleared by a console edit: the next read shows it', async () => {
    await api.get(STATION);
    expect((await api.get(STATION)).headers['x-cache']).toBe('hit');
    const staffRead = await api.as(admin).get('/api/station/v1/staff/stations/1');
    const { version, tagline } = staffRead.json().data as { version: number; tagline: string };
    const edited = await app.inject({
      method: 'PATCH',
      url: '/api/station/v1/station/1',
      payload: { version, tagline: `${tagline} (edited)` },
      headers: as(admin),
      remoteAddress: freshAddress(),
    });
    expect(edited.statusCode, edited.body).toBe(200);
    const after = await api.get(STATION);
    expect(after.headers['x-cache']).toBeUndefined();
    expect(after.json().data.tagline).toBe(`${tagline} (edited)`);
  });

  it('is not cleared by a refused write', async () => {
    await api.get(STATION);
    const refused = await app.inject({
      method: 'PATCH',
      url: '/api/station/v1/station/1',
      payload: { version: 0, tagline: 'x' },
      headers: as(listener),
    });
    expect(refused.statusCode).toBe(403);
    expect((await api.get(STATION)).headers['x-cache']).toBe('hit');
  });
});

describe('signed-in listeners', () => {
  it('never get an anonymous copy, and their own answers never fill the cache', async () => {
    await app.httpCache.invalidate();
    // Signed in first: had it been kept, the anonymous read after it would be a hit.
    const signedIn = await api.as(listener).get(STATION);
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.headers['cache-control']).toMatch(/^private\b/);
    expect((await api.get(STATION)).headers['x-cache']).toBeUndefined();
    expect((await api.get(STATION)).headers['x-cache']).toBe('hit');
    // Now the anonymous copy is kept; a signed-in caller still gets an answer made for them.
    const again = await api.as(listener).get(STATION);
    expect(again.headers['x-cache']).toBeUndefined();
    expect(again.headers['cache-control']).toMatch(/^private\b/);
  });

  it('see their own favourite and nobody else does, however often the episode is read', async () => {
    const show = (await api.get('/api/media/v1/media?mediaType=AudioShow&pageSize=1')).json().data[0];
    const episodesUrl = `/api/media/v1/media/${show.id}/episodes`;
    const episode = (await api.get(episodesUrl)).json().data[0];
    const favourite = await app.inject({
      method: 'POST',
      url: '/api/user-preference/v1/favorite',
      payload: { contentType: 'Episode', contentId: episode.id },
      headers: as(listener),
      remoteAddress: freshAddress(),
    });
    expect(favourite.statusCode, favourite.body).toBe(201);
    const detailUrl = `${episodesUrl}/${episode.id}`;
    const isFavorite = async (headers: Record<string, string>) => {
      const response = await api.get(detailUrl, { headers: headers });
      expect(response.statusCode).toBe(200);
      return response.json().data.isFavorite as boolean;
    };
    for (let round = 0; round < 3; round++) {
      expect(await isFavorite(as(listener))).toBe(true);
      expect(await isFavorite({})).toBe(false);
      expect(await isFavorite(as(otherListener))).toBe(false);
      expect(await isFavorite(as(listener))).toBe(true);
    }
    const mine = await api.as(listener).get(detailUrl);
    expect(mine.headers['cache-control']).toMatch(/^private\b/);
  });

  it('bypass the cache with a session-like cookie as with a token', async () => {
    await api.get(STATION);
    expect((await api.get(STATION)).headers['x-cache']).toBe('hit');
    expect((await api.get(STATION, { headers: { cookie: 'tarang_language=hi' } })).headers['x-cache']).toBe(
      'hit',
    );
    expect(
      (await api.get(STATION, { headers: { cookie: 'a=1; session_id=xyz' } })).headers['x-cache'],
    ).toBeUndefined();
  });
});

const webDist = paths.webDist;
const hasRenderer = existsSync(join(`${webDist}-ssr`, 'entry-server.js'));

describe.runIf(hasRenderer)('rendered station pages', () => {
  let site: App;
  beforeAll(async () => {
    site = await buildTestApp({ webDistDir: webDist });
  });
  afterAll(() => site?.close());
  const page = (headers: Record<string, string>) =>
    site.inject({ url: '/tarang-delhi-1/home', headers, remoteAddress: freshAddress() });

  it('keep one copy per language and encoding, each with its own ETag, and answer 304 to it', async () => {
    const br = await page({ 'accept-encoding': 'br' });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toBe('Cookie, Accept-Encoding');
    const gzip = await page({ 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gzip.headers['x-cache']).toBeUndefined();
    expect(gzip.headers.etag).not.toBe(br.headers.etag);
    const hindi = await page({ 'accept-encoding': 'br', cookie: 'tarang_language=hi' });
    expect(hindi.headers['x-cache']).toBeUndefined();
    expect(hindi.headers.etag).not.toBe(br.headers.etag);

    const brAgain = await page({ 'accept-encoding': 'gzip, br' });
    expect(brAgain.headers['x-cache']).toBe('hit');
    expect(brAgain.headers['content-encoding']).toBe('br');
    expect(brAgain.rawPayload.equals(br.rawPayload)).toBe(true);
    const notModified = await page({ 'accept-encoding': 'br', 'if-none-match': String(br.headers.etag) });
    expect(notModified.statusCode).toBe(304);
    expect(notModified.body).toBe('');
    expect(notModified.headers['content-encoding']).toBeUndefined();
  });

  it('are rendered once for concurrent first requests: the others wait for that render and get it', async () => {
    const first = await Promise.all(
      Array.from({ length: 8 }, () =>
        site.inject({
          url: '/tarang-mumbai-2/home',
          headers: { 'accept-encoding': 'br' },
          remoteAddress: freshAddress(),
        }),
      ),
    );
    expect(first.map((answer) => answer.statusCode)).toEqual(Array(8).fill(200));
    // One render; seven copies of it, handed over from memory.
    expect(first.filter((answer) => answer.headers['x-cache'] === 'hit')).toHaveLength(7);
    expect(new Set(first.map((answer) => answer.headers.etag)).size).toBe(1);
  });
});
