import { randomBytes } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { parseBuffer } from 'music-metadata';
import { Upload } from 'tus-js-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paths } from '../src/config';
import { FILE_ID_HEADER, UPLOADS_PATH } from '../src/domains/files/uploads';
import type { App } from '../src/types';
import { buildTestApp } from './helper';
import { type Account, signUp } from './sections-helper';

/**
 * Resumable uploads (tus) for the console, with the real tus-js-client over HTTP: staff only, each their own,
 * an interrupted upload resumed from where it stopped, the stored file checked by its bytes, with its duration.
 */
let app: App;
let origin: string;
let staff: Account;
let otherStaff: Account;
let listener: Account;

beforeAll(async () => {
  app = await buildTestApp();
  await app.listen({ host: '127.0.0.1', port: 0 });
  origin = `http://127.0.0.1:${(app.server.address() as { port: number }).port}`;
  staff = await signUp(app, { staff: true });
  otherStaff = await signUp(app, { staff: true });
  listener = await signUp(app);
});
afterAll(() => app.close());

/** An MP3 of ~860 kB no stored file has: three seeded episodes back to back (MP3 frames join) and a random tail. */
const freshMp3 = async () =>
  Buffer.concat([
    ...(await Promise.all(
      ['episode-02.mp3', 'episode-04.mp3', 'episode-06.mp3'].map((name) =>
        readFile(join(paths.seedMedia, 'audio', name)),
      ),
    )),
    randomBytes(64),
  ]);

type Outcome = { fileId: number | null; url: string | null; error: Error | null };

/** Uploads `bytes` with tus-js-client; `stopAfter` bytes aborts it (the connection dropped) instead. */
function tusUpload(
  bytes: Buffer,
  account: Account,
  options: { uploadUrl?: string; stopAfter?: number; filename?: string } = {},
): Promise<Outcome> {
  return new Promise((resolve) => {
    const upload: Upload = new Upload(bytes, {
      endpoint: `${origin}${UPLOADS_PATH}`,
      uploadUrl: options.uploadUrl ?? null,
      chunkSize: 64 * 1024,
      retryDelays: null,
      headers: { authorization: account.authorization },
      metadata: { filename: options.filename ?? 'show.mp3', filetype: 'audio/mpeg' },
      onProgress(sent) {
        if (options.stopAfter && sent >= options.stopAfter) {
          void upload.abort().then(() => resolve({ fileId: null, url: upload.url, error: null }));
        }
      },
      onSuccess({ lastResponse }) {
        resolve({ fileId: Number(lastResponse.getHeader(FILE_ID_HEADER)), url: upload.url, error: null });
      },
      onError(error) {
        resolve({ fileId: null, url: upload.url, error });
      },
    });
    upload.start();
  });
}

const meta = async (fileId: number) =>
  (
    await app.inject({ url: `/api/file/v1/file/${fileId}`, headers: { authorization: staff.authorization } })
  ).json().data;

describe('resumable uploads (tus)', () => {
  it('stores a staff upload, public, with the duration read from the file', async () => {
    const bytes = await freshMp3();
    const { fileId, error } = await tusUpload(bytes, staff);
    expect(error).toBeNull();
    const file = await meta(fileId as number);
    const expected = (await parseBuffer(bytes, { mimeType: 'audio/mpeg' }, { duration: true })).format
      .duration;
    expect(file).toMatchObject({ mimeType: 'audio/mpeg', size: bytes.length });
    expect(file.durationSeconds).toBeCloseTo(expected as number, 0);
    expect(file.url).toMatch(/^\/media\//);
    const served = await app.inject(file.url);
    expect(served.rawPayload.equals(bytes)).toBe(true);
  });

  it('resumes an interrupted upload from where it stopped, and the bytes arrive whole', async () => {
    const bytes = await freshMp3();
    const first = await tusUpload(bytes, staff, { stopAfter: 128 * 1024 });
    expect(first.url).toMatch(new RegExp(`${UPLOADS_PATH}/\\d+-[0-9a-f]{32}$`));
    const offset = await fetch(first.url as string, {
      method: 'HEAD',
      headers: { authorization: staff.authorization, 'tus-resumable': '1.0.0' },
    });
    const received = Number(offset.headers.get('upload-offset'));
    expect(received).toBeGreaterThan(0);
    expect(received).toBeLessThan(bytes.length);

    const resumed = await tusUpload(bytes, staff, { uploadUrl: first.url as string });
    expect(resumed.error).toBeNull();
    const file = await meta(resumed.fileId as number);
    expect((await app.inject(file.url)).rawPayload.equals(bytes)).toBe(true);
  });

  it("is staff only, and nobody can resume someone else's upload", async () => {
    for (const [account, status] of [
      [undefined, 401],
      [listener, 403],
    ] as const) {
      const response = await fetch(`${origin}${UPLOADS_PATH}`, {
        method: 'POST',
        headers: {
          'tus-resumable': '1.0.0',
          'upload-length': '10',
          ...(account ? { authorization: account.authorization } : {}),
        },
      });
      expect(response.status).toBe(status);
    }
    const mine = await tusUpload(await freshMp3(), staff, { stopAfter: 64 * 1024 });
    const theirs = await fetch(mine.url as string, {
      method: 'HEAD',
      headers: { authorization: otherStaff.authorization, 'tus-resumable': '1.0.0' },
    });
    expect(theirs.status).toBe(404);
    const own = await fetch(mine.url as string, {
      method: 'HEAD',
      headers: { authorization: staff.authorization, 'tus-resumable': '1.0.0' },
    });
    expect(own.status).toBe(200);
  });

  it('refuses bytes that are not an image, audio or video when the upload ends, and keeps nothing', async () => {
    const { error, fileId, url } = await tusUpload(
      Buffer.from('<svg onload="alert(1)"></svg>'.repeat(10)),
      staff,
      { filename: 'cover.mp3' },
    );
    expect(fileId).toBeNull();
    expect(String(error)).toMatch(/415/);
    expect(String(error)).toContain('Only images (JPEG, PNG, WebP, GIF, AVIF), audio and video files');
    const id = (url as string).split('/').pop() as string;
    const left = await readdir(join(app.storage.root, '.tmp', 'tus'));
    expect(left.filter((name) => name.startsWith(id))).toEqual([]);
  });
});
