import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paths } from '../src/config';
import { files } from '../src/db/schema';
import { contentPath, movePrivateBytes } from '../src/domains/files/private-files';
import { insertFile } from '../src/domains/files/repository';
import type { App } from '../src/types';
import { client } from './client';
import { buildTestApp } from './helper';
import { type Account, randomPng, signUp, upload } from './sections-helper';

/**
 * Listeners' uploads (talent-hunt auditions) are private: not public, not listable by id, bytes included.
 * Only the uploader and staff see them, through signed URLs that expire; published files stay public.
 */
let app: App;
let staff: Account;
let owner: Account;
let stranger: Account;
/** A seeded episode's bytes plus a random tail: bytes no published file has (storage is content-addressed). */
const freshMp3 = () =>
  Buffer.concat([readFileSync(join(paths.seedMedia, 'audio/episode-01.mp3')), randomBytes(64)]);

beforeAll(async () => {
  app = await buildTestApp();
  staff = await signUp(app, { staff: true });
  owner = await signUp(app);
  stranger = await signUp(app);
});
afterAll(() => app.close());

const api = client(() => app);

async function audition(bytes = freshMp3()) {
  const response = await upload(app, owner, bytes, 'audition.mp3', 'audio/mpeg');
  expect(response.statusCode, response.body).toBe(201);
  return { ...(response.json().data as { id: number; url: string; size: number }), bytes };
}

const storageKeyOf = async (id: number) =>
  (await app.db.select({ key: files.storageKey }).from(files).where(eq(files.id, id)))[0]?.key as string;

describe("a listener's upload", () => {
  it('is shown only to its uploader and staff: 404 for anyone else, never cached publicly', async () => {
    const file = await audition();
    for (const viewer of [undefined, stranger]) {
      const response = await api.as(viewer).get(`/api/file/v1/file/${file.id}`);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ statusCode: 404, error: 'Not Found', message: 'File not found' });
    }
    for (const viewer of [owner, staff]) {
      const response = await api.as(viewer).get(`/api/file/v1/file/${file.id}`);
      expect(response.statusCode).toBe(200);
      expect(response.json().data).toMatchObject({
        id: file.id,
        mimeType: 'audio/mpeg',
        size: file.bytes.length,
      });
      expect(response.headers['cache-control']).toBe('private, no-store');
    }
  });

  it('has signed, expiring URLs for its bytes, with ranges, and is not under /media', async () => {
    const file = await audition();
    expect(file.url).toMatch(/^\/api\/file\/v1\/file\/\d+\/content\?expires=\d+&signature=[\w-]{43}$/);
    const whole = await api.get(file.url);
    expect(whole.statusCode).toBe(200);
    expect(whole.headers['content-type']).toBe('audio/mpeg');
    expect(whole.headers['cache-control']).toMatch(/^private, max-age=\d+$/);
    expect(whole.rawPayload.equals(file.bytes)).toBe(true);
    const part = await api.get(file.url, { headers: { range: 'bytes=0-9' } });
    expect(part.statusCode).toBe(206);
    expect(part.rawPayload).toEqual(file.bytes.subarray(0, 10));

    expect((await api.get(`/media/${await storageKeyOf(file.id)}`)).statusCode).toBe(404);

    const url = new URL(file.url, 'http://x');
    const expires = Number(url.searchParams.get('expires'));
    const signature = url.searchParams.get('signature') as string;
    const other = await audition();
    const refused = [
      // Another file's bytes with this file's signature.
      `${contentPath(other.id)}?expires=${expires}&signature=${signature}`,
      // A later expiry than was signed.
      `${url.pathname}?expires=${expires + 3600}&signature=${signature}`,
      // Signed, but in the past.
      `${url.pathname}?expires=100&signature=${app.urlSignature.sign(url.pathname, 100)}`,
    ];
    for (const link of refused) {
      const response = await api.get(link);
      expect(response.statusCode, link).toBe(403);
      expect(response.json()).toMatchObject({ statusCode: 403, field: 'signature' });
    }
    const unsigned = await api.get(url.pathname);
    expect(unsigned.json()).toMatchObject({ statusCode: 400, field: 'expires' });
  });

  it('is an image without public widths', async () => {
    const response = await upload(app, owner, await randomPng(700, 400), 'me.png', 'image/png');
    expect(response.statusCode, response.body).toBe(201);
    const { url, width } = response.json().data;
    expect(width).toBe(700);
    expect((await api.get(url)).headers['content-type']).toBe('image/png');
    const key = await storageKeyOf(response.json().data.id);
    expect((await api.get(`/media/${key.replace(/\.png$/, '-w320.webp')}`)).statusCode).toBe(404);
  });
});

describe('published files', () => {
  it("stay public and cacheable (a staff upload, a station's logo)", async () => {
    const response = await upload(app, staff, await randomPng(64, 64), 'logo.png', 'image/png');
    const file = response.json().data;
    expect(file.url).toMatch(/^\/media\//);
    const meta = await api.get(`/api/file/v1/file/${file.id}`);
    expect(meta.statusCode).toBe(200);
    expect(meta.headers['cache-control']).toBe('public, max-age=300');
    expect((await api.get(file.url)).statusCode).toBe(200);
  });
});

describe('uploads made before this change', () => {
  it('move out of the public folder at start, unless a published file has the same bytes', async () => {
    const bytes = await randomPng(30, 30);
    const stored = await app.storage.putBuffer(bytes, 'png');
    const old = await insertFile(app.db, stored, {
      originalName: 'old.png',
      mimeType: 'image/png',
      uploadedBy: owner.id,
      private: true,
    });
    const shared = await app.storage.putBuffer(await randomPng(31, 31), 'png');
    await insertFile(app.db, shared, { originalName: 'a.png', mimeType: 'image/png', private: true });
    await insertFile(app.db, shared, { originalName: 'b.png', mimeType: 'image/png' });

    expect(await movePrivateBytes(app)).toBe(1);
    expect(await app.storage.has(stored.key)).toBe(false);
    expect(await app.privateStorage.has(stored.key)).toBe(true);
    expect(await app.storage.has(shared.key)).toBe(true);
    const meta = (await api.as(owner).get(`/api/file/v1/file/${old.id}`)).json().data;
    expect((await api.get(meta.url)).rawPayload.equals(bytes)).toBe(true);
    expect(await movePrivateBytes(app)).toBe(0);
  });
});
