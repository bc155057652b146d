import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paths } from '../src/config';
import type { App } from '../src/types';
import { client, type Method } from './client';
import { buildTestApp } from './helper';
import { type Account, freshAddress, signUp, upload } from './sections-helper';

/**
 * Every write is authorised on the server. Staff routes (tagged `staff` in the OpenAPI document) are refused
 * without a token (401) and with a listener's (403), before their input is even read; a listener cannot read
 * or change another listener's rows or files.
 */
let app: App;
let staff: Account;
let asha: Account;
let ravi: Account;
type Operation = { method: string; path: string; tags?: string[]; security?: object[] };
let operations: Operation[];

beforeAll(async () => {
  app = await buildTestApp();
  staff = await signUp(app, { staff: true });
  asha = await signUp(app);
  ravi = await signUp(app);
  const spec = (await app.inject('/api/docs/json')).json() as {
    paths: Record<string, Record<string, Omit<Operation, 'method' | 'path'>>>;
  };
  operations = Object.entries(spec.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) => ({
      method: method.toUpperCase(),
      path,
      ...operation,
    })),
  );
});
afterAll(() => app.close());

/** A concrete URL for an OpenAPI path: every path parameter 1 (a valid id; the check comes first). */
const urlOf = (path: string) => path.replace(/\{[^}]+\}/g, '1');
const api = client(() => app);
const call = (operation: Operation, account?: Account) =>
  api.as(account).request(operation.method as Method, urlOf(operation.path));

describe('staff routes', () => {
  it('answer 401 without a token and 403 with a listener token, every one of them', async () => {
    const staffOnly = operations.filter((operation) => operation.tags?.includes('staff'));
    expect(staffOnly.map((o) => `${o.method} ${o.path}`)).toEqual(
      expect.arrayContaining([
        'GET /api/customer/v1/staff/subscribers',
        'GET /api/customer/v1/staff/requests',
        'PATCH /api/customer/v1/staff/requests/{id}',
        'GET /api/customer/v1/staff/talent-hunt/entries',
        'PATCH /api/media/v1/media/{id}/episodes/{episodeId}',
      ]),
    );
    for (const operation of staffOnly) {
      const name = `${operation.method} ${operation.path}`;
      const anonymous = await call(operation);
      expect(anonymous.statusCode, name).toBe(401);
      const listener = await call(operation, asha);
      expect(listener.statusCode, name).toBe(403);
      // A HEAD answer has no body; every other one says why.
      if (operation.method === 'HEAD') continue;
      expect(anonymous.json()).toMatchObject({ statusCode: 401, error: 'Unauthorized' });
      expect(listener.json()).toEqual({
        statusCode: 403,
        error: 'Forbidden',
        message: expect.stringMatching(/^(Staff only|Network admins only)$/),
      });
      // Staff get past the check (to the handler's own answer).
      expect([401, 403], name).not.toContain((await call(operation, staff)).statusCode);
    }
  });

  it('every route that declares a bearer token answers 401 without one', async () => {
    const signedIn = operations.filter(
      (operation) =>
        operation.security?.length === 1 && JSON.stringify(operation.security) === '[{"bearerAuth":[]}]',
    );
    expect(signedIn.length).toBeGreaterThanOrEqual(10);
    for (const operation of signedIn) {
      expect((await call(operation)).statusCode, `${operation.method} ${operation.path}`).toBe(401);
    }
  });
});

describe("another listener's rows and files", () => {
  it("favourites: one listener's marks are not another's to see or remove", async () => {
    const media = (await app.inject('/api/media/v1/media?mediaType=Podcast')).json().data[0];
    const url = `/api/media/v1/media/${media.id}/episodes`;
    const episodeId = (await app.inject(url)).json().data[0].id as number;
    const favorite = (method: 'POST' | 'DELETE', account: Account) =>
      app.inject({
        method,
        url:
          method === 'POST'
            ? '/api/user-preference/v1/favorite'
            : `/api/user-preference/v1/favorite/Episode/${episodeId}`,
        ...(method === 'POST' ? { payload: { contentId: episodeId, contentType: 'Episode' } } : {}),
        headers: { authorization: account.authorization },
      });
    const isFavorite = async (account: Account) =>
      (
        await app.inject({ url: `${url}/${episodeId}`, headers: { authorization: account.authorization } })
      ).json().data.isFavorite as boolean;

    expect((await favorite('POST', asha)).statusCode).toBe(201);
    expect(await isFavorite(ravi)).toBe(false);
    await favorite('DELETE', ravi);
    expect(await isFavorite(asha)).toBe(true);
  });

  it("files: another listener's upload is not found, and cannot go into their own talent-hunt entry", async () => {
    const bytes = Buffer.concat([
      readFileSync(join(paths.seedMedia, 'audio/episode-02.mp3')),
      randomBytes(32),
    ]);
    const file = (await upload(app, asha, bytes, 'song.mp3', 'audio/mpeg')).json().data as { id: number };
    const meta = await app.inject({
      url: `/api/file/v1/file/${file.id}`,
      headers: { authorization: ravi.authorization },
    });
    expect(meta.statusCode).toBe(404);
    const categories = (await app.inject('/api/master/v1/talent-hunt-category')).json().data;
    const entry = await app.inject({
      method: 'POST',
      url: '/api/customer/v1/talent-hunt/entries',
      payload: {
        stationId: 1,
        categoryId: categories[0].id,
        name: 'Ravi Kumar',
        mobile: '9876543210',
        description: 'Not mine',
        fileId: file.id,
      },
      headers: { authorization: ravi.authorization },
      remoteAddress: freshAddress(),
    });
    expect(entry.statusCode).toBe(400);
    expect(entry.json()).toMatchObject({ field: 'fileId' });
  });

  it('the signed-in listener reads only themselves', async () => {
    const me = await app.inject({
      url: '/api/customer/v1/subscriber/me',
      headers: { authorization: ravi.authorization },
    });
    expect(me.json().data.id).toBe(ravi.id);
  });
});
