import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../src/types';
import { client } from './client';
import { buildTestApp, multipart } from './helper';
import { pngHeaderOnly, signUp } from './sections-helper';

let app: App;
let small: App;
/** Uploads need a signed-in user; staff publish content (a listener's upload is private: file-private.test.ts). */
let auth: { authorization: string };
let smallAuth: { authorization: string };

const staffOf = async (target: App) => ({
  authorization: (await signUp(target, { staff: true })).authorization,
});

beforeAll(async () => {
  app = await buildTestApp();
  small = await buildTestApp({ uploadMaxBytes: 1024 });
  auth = await staffOf(app);
  smallAuth = await staffOf(small);
});
afterAll(async () => {
  await app.close();
  await small.close();
});

const api = client(() => app);

async function anEpisode() {
  const media = (await api.get('/api/media/v1/media?mediaType=Podcast')).json().data[0];
  return (await api.get(`/api/media/v1/media/${media.id}/episodes`)).json().data[0] as { src: string };
}

/** The smallest valid PNG: 1x1 transparent. */
const PNG = Buffer.from(
  '89504e470d0a1a0a0000000d4948445200000001000000010806000000' +
    '1f15c4890000000d49444154789c6300010000000500010d0a2db40000000049454e44ae426082',
  'hex',
);

function upload(
  target: App,
  form: ReturnType<typeof multipart>,
  headers = target === small ? smallAuth : auth,
) {
  return target.inject({
    method: 'POST',
    url: '/api/file/v1/file/upload',
    payload: form.payload,
    headers: { ...form.headers, ...headers },
  });
}

describe('GET /api/file/v1/file/{id}', () => {
  it('gives alt name, MIME type, size and URL', async () => {
    const station = (await api.get('/api/station/v1/station/1')).json().data;
    const response = await api.get(`/api/file/v1/file/${station.logoUrl}`);
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({
      id: station.logoUrl,
      mimeType: 'image/webp',
      altName: expect.any(String),
      size: expect.any(Number),
      url: station.logo,
    });
    expect((await api.get('/api/file/v1/file/999999')).statusCode).toBe(404);
    expect((await api.get('/api/file/v1/file/logo')).json()).toMatchObject({ statusCode: 400, field: 'id' });
  });
});

describe('media bytes (/media/...)', () => {
  it('serves the whole file with type, ranges, validators and a long cache lifetime', async () => {
    const { src } = await anEpisode();
    const response = await api.get(src);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('audio/mpeg');
    expect(response.headers['accept-ranges']).toBe('bytes');
    expect(response.headers.etag).toBeTruthy();
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(Number(response.headers['content-length'])).toBe(response.rawPayload.length);

    const again = await api.get(src, { headers: { 'if-none-match': String(response.headers.etag) } });
    expect(again.statusCode).toBe(304);
  });

  it('answers ranges with 206, including bytes=0-1 and suffix ranges', async () => {
    const { src } = await anEpisode();
    const whole = (await api.get(src)).rawPayload;
    const size = whole.length;

    const first = await api.get(src, { headers: { range: 'bytes=0-1' } });
    expect(first.statusCode).toBe(206);
    expect(first.headers['content-range']).toBe(`bytes 0-1/${size}`);
    expect(first.rawPayload).toEqual(whole.subarray(0, 2));

    const suffix = await api.get(src, { headers: { range: 'bytes=-500' } });
    expect(suffix.statusCode).toBe(206);
    expect(suffix.headers['content-range']).toBe(`bytes ${size - 500}-${size - 1}/${size}`);
    expect(suffix.rawPayload).toEqual(whole.subarray(size - 500));

    const open = await api.get(src, { headers: { range: `bytes=${size - 10}-` } });
    expect(open.statusCode).toBe(206);
    expect(open.rawPayload).toHaveLength(10);
  });

  it('answers an unsatisfiable range with 416 and the size', async () => {
    const { src } = await anEpisode();
    const size = (await api.get(src)).rawPayload.length;
    const response = await api.get(src, { headers: { range: `bytes=${size}-${size + 10}` } });
    expect(response.statusCode).toBe(416);
    expect(response.headers['content-range']).toBe(`bytes */${size}`);
  });

  it('answers 404 for a missing object and refuses paths outside the store', async () => {
    expect((await api.get('/media/ab/nothing.mp3')).statusCode).toBe(404);
    for (const path of [
      '/media/%2e%2e/%2e%2e/etc/passwd',
      '/media/..%2f..%2f..%2fetc%2fpasswd',
      '/media/.tmp/x',
    ]) {
      const response = await api.get(path);
      expect(response.statusCode, path).toBeGreaterThanOrEqual(400);
      expect(response.body).not.toContain('root:');
    }
  });
});

describe('POST /api/file/v1/file/upload', () => {
  it('stores an image checked by its bytes, with its alt name, and serves it back', async () => {
    const form = multipart([
      { name: 'altName', body: 'A tiny test square' },
      { name: 'file', filename: 'square.png', type: 'image/png', body: PNG },
    ]);
    const response = await upload(app, form);
    expect(response.statusCode, response.body).toBe(201);
    const file = response.json().data;
    expect(file).toMatchObject({ mimeType: 'image/png', altName: 'A tiny test square', size: PNG.length });
    const bytes = await api.get(file.url);
    expect(bytes.statusCode).toBe(200);
    expect(bytes.headers['content-type']).toBe('image/png');
    expect(bytes.rawPayload).toEqual(PNG);
    expect((await api.get(`/api/file/v1/file/${file.id}`)).json().data).toEqual(file);
  });

  it('refuses a file whose bytes are not an allowed type, whatever its name says', async () => {
    const form = multipart([
      { name: 'file', filename: 'cover.png', type: 'image/png', body: '<svg onload="alert(1)"></svg>' },
    ]);
    const response = await upload(app, form);
    expect(response.statusCode).toBe(415);
    expect(response.json()).toMatchObject({ field: 'file' });
  });

  it('refuses an image over 40 megapixels with 413 from its header, without decoding it', async () => {
    const huge = pngHeaderOnly(20_000, 20_000);
    const form = multipart([{ name: 'file', filename: 'huge.png', type: 'image/png', body: huge }]);
    const response = await upload(app, form);
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({
      statusCode: 413,
      error: 'Payload Too Large',
      message: 'This image is too large: at most 40 megapixels (e.g. 8000 × 5000)',
      field: 'file',
    });
  });

  it('refuses a file over the size limit with 413 and stores nothing', async () => {
    const big = Buffer.concat([PNG, Buffer.alloc(4096)]);
    const form = multipart([{ name: 'file', filename: 'big.png', type: 'image/png', body: big }]);
    const response = await upload(small, form);
    expect(response.statusCode).toBe(413);
    expect(response.json().message).toMatch(/larger than/);
  });

  it('refuses a request without a file', async () => {
    const noFile = await upload(app, multipart([{ name: 'altName', body: 'nothing' }]));
    expect(noFile.statusCode).toBe(400);
    expect(noFile.json()).toMatchObject({ field: 'file' });
    const json = await app.inject({
      method: 'POST',
      url: '/api/file/v1/file/upload',
      payload: { file: 'x' },
      headers: auth,
    });
    expect(json.statusCode).toBe(415);
    const empty = multipart([{ name: 'file', filename: 'empty.png', type: 'image/png', body: '' }]);
    expect((await upload(app, empty)).statusCode).toBe(400);
  });

  it('requires a signed-in user', async () => {
    const form = multipart([{ name: 'file', filename: 'square.png', type: 'image/png', body: PNG }]);
    const anonymous = await upload(app, form, { authorization: '' });
    expect(anonymous.statusCode).toBe(401);
    const forged = await upload(app, form, { authorization: 'Bearer not.a.token' });
    expect(forged.statusCode).toBe(401);
  });
});
