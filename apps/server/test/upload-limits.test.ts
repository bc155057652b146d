import { mkdtempSync } from 'node:fs';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deleteExpiredUploads, UPLOAD_EXPIRY_MS, UPLOADS_PATH } from '../src/domains/files/uploads';
import type { App } from '../src/types';
import { buildTestApp } from './helper';
import { type Account, signUp } from './sections-helper';

/**
 * What a staff account may leave waiting in resumable uploads (tus): a file size declared up front, an allowance
 * of unfinished uploads, the disk's free space, unfinished uploads expiring; and tus's refusals in the API's
 * error shape. Each app has a files folder of its own, so no other test's uploads count.
 */
const MiB = 1024 * 1024;
let app: App;
let origin: string;

beforeAll(async () => {
  app = await buildTestApp(
    { staffUploadMaxBytes: MiB, staffUploadPendingBytes: 2 * MiB },
    { filesDir: mkdtempSync(join(tmpdir(), 'tarang-upload-limits-')) },
  );
  origin = await app.listen({ host: '127.0.0.1', port: 0 });
});
afterAll(() => app.close());

const tusFolder = (of: App) => join(of.storage.root, '.tmp', 'tus');

/** A creation (tus POST) without bytes, as tus-js-client starts an upload. */
function create(account: Account, headers: Record<string, string>, at = origin) {
  return fetch(`${at}${UPLOADS_PATH}`, {
    method: 'POST',
    headers: { authorization: account.authorization, 'tus-resumable': '1.0.0', ...headers },
  });
}
const declaring = (bytes: number) => ({ 'upload-length': String(bytes) });

async function refusal(response: Response) {
  return {
    status: response.status,
    type: response.headers.get('content-type'),
    tus: response.headers.get('tus-resumable'),
    body: await response.json(),
  };
}

describe('the unfinished uploads of one account', () => {
  it('add up to the allowance: past it a clear 413, while other accounts are not held back', async () => {
    const editor = await signUp(app, { staff: true });
    expect((await create(editor, declaring(MiB))).status).toBe(201);
    expect((await create(editor, declaring(MiB))).status).toBe(201);
    expect(await refusal(await create(editor, declaring(1)))).toEqual({
      status: 413,
      type: 'application/json; charset=utf-8',
      tus: '1.0.0',
      body: {
        statusCode: 413,
        error: 'Payload Too Large',
        message:
          'Your unfinished uploads already hold 2 MB of the 2 MB they may add up to, and this file needs 1 MB. ' +
          'Finish or cancel an upload first; unfinished ones are deleted after 24 hours.',
        field: 'Upload-Length',
      },
    });
    const colleague = await signUp(app, { staff: true });
    expect((await create(colleague, declaring(MiB))).status).toBe(201);
  });

  it('holds for a burst of creations at once, and a cancelled upload gives its room back', async () => {
    const editor = await signUp(app, { staff: true });
    const burst = await Promise.all(Array.from({ length: 12 }, () => create(editor, declaring(MiB))));
    const statuses = burst.map((response) => response.status).sort();
    expect(statuses).toEqual([201, 201, ...Array(10).fill(413)]);

    const location = burst.find((response) => response.status === 201)?.headers.get('location') as string;
    const cancelled = await fetch(`${origin}${location}`, {
      method: 'DELETE',
      headers: { authorization: editor.authorization, 'tus-resumable': '1.0.0' },
    });
    expect(cancelled.status).toBe(204);
    expect((await create(editor, declaring(MiB))).status).toBe(201);
  });

  it('refuses a file over the largest size, and an upload of unknown length', async () => {
    const editor = await signUp(app, { staff: true });
    expect((await refusal(await create(editor, declaring(MiB + 1)))).body).toEqual({
      statusCode: 413,
      error: 'Payload Too Large',
      message: 'The file is 2 MB: files may be at most 1 MB.',
      field: 'Upload-Length',
    });
    expect(await refusal(await create(editor, { 'upload-defer-length': '1' }))).toEqual({
      status: 400,
      type: 'application/json; charset=utf-8',
      tus: '1.0.0',
      body: {
        statusCode: 400,
        error: 'Bad Request',
        message:
          "Give the file's size in Upload-Length when the upload starts: uploads of unknown length are not accepted.",
        field: 'Upload-Defer-Length',
      },
    });
    expect((await refusal(await create(editor, {}))).body).toMatchObject({
      statusCode: 400,
      message: "Upload-Length must be the file's size in bytes.",
      field: 'Upload-Length',
    });
    // Nor is deferring offered to clients that ask what the server supports.
    const options = await fetch(`${origin}${UPLOADS_PATH}`, {
      method: 'OPTIONS',
      headers: { authorization: editor.authorization },
    });
    expect(options.headers.get('tus-extension')).toBe('creation,creation-with-upload,termination,expiration');
  });

  it('expire after a day: they stop counting at once, and housekeeping deletes them', async () => {
    const editor = await signUp(app, { staff: true });
    const first = (await create(editor, declaring(MiB))).headers.get('location') as string;
    const kept = (await create(editor, declaring(MiB))).headers.get('location') as string;
    expect((await create(editor, declaring(MiB))).status).toBe(413);

    // The first was started a day and a minute ago.
    const record = join(tusFolder(app), `${first.split('/').pop()}.json`);
    const upload = JSON.parse(await readFile(record, 'utf8'));
    upload.creation_date = new Date(Date.now() - UPLOAD_EXPIRY_MS - 60_000).toISOString();
    await writeFile(record, JSON.stringify(upload));
    const resumed = await fetch(`${origin}${first}`, {
      method: 'PATCH',
      headers: {
        authorization: editor.authorization,
        'tus-resumable': '1.0.0',
        'upload-offset': '0',
        'content-type': 'application/offset+octet-stream',
      },
      body: 'abc',
    });
    expect(await refusal(resumed)).toMatchObject({
      status: 410,
      tus: '1.0.0',
      body: { statusCode: 410, error: 'Gone', message: 'The file for this url no longer exists' },
    });
    const third = (await create(editor, declaring(MiB))).headers.get('location') as string;
    expect(third).toBeTruthy();

    expect(await deleteExpiredUploads(app)).toBe(1);
    const left = await readdir(tusFolder(app));
    const idOf = (location: string) => location.split('/').pop() as string;
    expect(left.some((name) => name.startsWith(idOf(first)))).toBe(false);
    expect(left).toContain(idOf(kept));
    expect(left).toContain(idOf(third));
  });
});

describe('the disk', () => {
  it('refuses with 507 an upload that would leave less free space than the reserve', async () => {
    const full = await buildTestApp(
      { uploadDiskReserveBytes: Number.MAX_SAFE_INTEGER },
      { filesDir: mkdtempSync(join(tmpdir(), 'tarang-upload-full-')) },
    );
    try {
      const fullOrigin = await full.listen({ host: '127.0.0.1', port: 0 });
      const editor = await signUp(full, { staff: true });
      expect(await refusal(await create(editor, declaring(10), fullOrigin))).toEqual({
        status: 507,
        type: 'application/json; charset=utf-8',
        tus: '1.0.0',
        body: {
          statusCode: 507,
          error: 'Insufficient Storage',
          message:
            'The server has no room for this file (1 MB) right now. Try again later, or ask an administrator to ' +
            'free disk space.',
        },
      });
      expect(await readdir(tusFolder(full)).catch(() => [])).toEqual([]);
    } finally {
      await full.close();
    }
  });
});

describe("tus's refusals", () => {
  it('come in the error shape, as JSON, with their status and the tus headers', async () => {
    const editor = await signUp(app, { staff: true });
    const location = (await create(editor, declaring(10))).headers.get('location') as string;
    const send = (headers: Record<string, string>) =>
      fetch(`${origin}${location}`, {
        method: 'PATCH',
        headers: {
          authorization: editor.authorization,
          'content-type': 'application/offset+octet-stream',
          ...headers,
        },
        body: 'abc',
      });
    expect(await refusal(await send({ 'tus-resumable': '1.0.0', 'upload-offset': '5' }))).toEqual({
      status: 409,
      type: 'application/json; charset=utf-8',
      tus: '1.0.0',
      body: { statusCode: 409, error: 'Conflict', message: 'Upload-Offset conflict' },
    });
    expect(await refusal(await send({ 'upload-offset': '0' }))).toEqual({
      status: 412,
      type: 'application/json; charset=utf-8',
      tus: '1.0.0',
      body: { statusCode: 412, error: 'Precondition Failed', message: 'Tus-Resumable Required' },
    });
    // A body of another type (read by its own parser before tus sees the request) is refused, not a failure.
    const json = await fetch(`${origin}${location}`, {
      method: 'PATCH',
      headers: {
        authorization: editor.authorization,
        'tus-resumable': '1.0.0',
        'upload-offset': '0',
        'content-type': 'application/json',
      },
      body: '{}',
    });
    expect(await refusal(json)).toMatchObject({
      status: 400,
      body: { statusCode: 400, error: 'Bad Request', message: 'Invalid content-type' },
    });
    const someoneElse = await signUp(app, { staff: true });
    const theirs = await fetch(`${origin}${location}`, {
      method: 'PATCH',
      headers: {
        authorization: someoneElse.authorization,
        'tus-resumable': '1.0.0',
        'upload-offset': '0',
        'content-type': 'application/offset+octet-stream',
      },
      body: 'abc',
    });
    expect(await refusal(theirs)).toMatchObject({
      status: 404,
      body: { statusCode: 404, error: 'Not Found', message: 'Upload not found' },
    });
  });
});
