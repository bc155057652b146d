import { IMAGE_WIDTHS, imageVariantUrl } from '@tarang/contracts/images';
import { eq, like } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { files } from '../src/db/schema';
import { insertFile } from '../src/domains/files/repository';
import { backfillImageVariants } from '../src/domains/files/variants';
import { variantKey } from '../src/media/image-variants';
import type { App } from '../src/types';
import { client } from './client';
import { buildTestApp } from './helper';
import { type Account, randomPng, signUp, upload } from './sections-helper';

let app: App;
/** Published images come from staff (a listener's upload is private and gets no widths). */
let staff: Account;

beforeAll(async () => {
  app = await buildTestApp();
  staff = await signUp(app, { staff: true });
});
afterAll(() => app.close());

const api = client(() => app);

/** Fetches every width of a stored image and gives each one's served type, cache header and pixel size. */
async function variantsOf(url: string) {
  return Promise.all(
    IMAGE_WIDTHS.map(async (width) => {
      const response = await api.get(imageVariantUrl(url, width));
      expect(response.statusCode, `${url} at ${width}`).toBe(200);
      const meta = await sharp(response.rawPayload).metadata();
      return {
        name: width,
        type: response.headers['content-type'],
        cache: response.headers['cache-control'],
        format: meta.format,
        width: meta.width,
        height: meta.height,
      };
    }),
  );
}

describe('image variants on upload', () => {
  it('writes the four WebP widths of an uploaded image, served as image/webp for a year', async () => {
    const response = await upload(app, staff, await randomPng(1500, 900), 'wide.png', 'image/png');
    expect(response.statusCode, response.body).toBe(201);
    const file = response.json().data;
    expect(file).toMatchObject({ id: expect.any(Number), mimeType: 'image/png', width: 1500, height: 900 });
    expect(file.url).toMatch(/^\/media\/[0-9a-f]{2}\/[0-9a-f]{64}\.png$/);

    const variants = await variantsOf(file.url);
    expect(variants).toEqual(
      IMAGE_WIDTHS.map((width) => ({
        name: width,
        type: 'image/webp',
        cache: 'public, max-age=31536000, immutable',
        format: 'webp',
        width,
        height: Math.round((900 * width) / 1500),
      })),
    );
    // The original is untouched.
    const original = await api.get(file.url);
    expect(original.headers['content-type']).toBe('image/png');
  });

  it('never enlarges: a small image is re-encoded at its own width under every name', async () => {
    const response = await upload(app, staff, await randomPng(200, 100), 'small.png', 'image/png');
    expect(response.statusCode, response.body).toBe(201);
    const variants = await variantsOf(response.json().data.url);
    for (const variant of variants)
      expect(variant).toMatchObject({ format: 'webp', width: 200, height: 100 });
  });

  it('turns a photo by its EXIF orientation: the size and every variant are as the photo is seen', async () => {
    // Stored 300×100 with "rotate 90° clockwise to view": seen as 100×300.
    const photo = await sharp(await randomPng(300, 100))
      .jpeg()
      .withMetadata({ orientation: 6 })
      .toBuffer();
    const response = await upload(app, staff, photo, 'portrait.jpg', 'image/jpeg');
    expect(response.statusCode, response.body).toBe(201);
    const file = response.json().data;
    expect(file).toMatchObject({ mimeType: 'image/jpeg', width: 100, height: 300 });
    const variants = await variantsOf(file.url);
    for (const variant of variants) expect(variant).toMatchObject({ width: 100, height: 300 });
    // Metadata is stripped from the variants (no EXIF orientation to apply twice).
    const bytes = (await api.get(imageVariantUrl(file.url, 320))).rawPayload;
    expect((await sharp(bytes).metadata()).orientation).toBeUndefined();
  });

  it('refuses bytes that only look like an image, with 415 on the file field, and records nothing', async () => {
    // A PNG signature and header chunk (so its type is PNG by the bytes) of a 0×0 picture: nothing to decode.
    const header = Buffer.alloc(25);
    header.writeUInt32BE(13, 0);
    header.write('IHDR', 4);
    const fake = Buffer.concat([
      Buffer.from('89504e470d0a1a0a', 'hex'),
      header,
      Buffer.from('0000000049454e44ae426082', 'hex'),
    ]);
    const response = await upload(app, staff, fake, 'fake.png', 'image/png');
    expect(response.statusCode).toBe(415);
    expect(response.json()).toEqual({
      statusCode: 415,
      error: 'Unsupported Media Type',
      message: 'This image could not be read. Please try another file.',
      field: 'file',
    });
    const named = await app.db.select({ id: files.id }).from(files).where(eq(files.originalName, 'fake.png'));
    expect(named).toEqual([]);
  });

  it('records who uploaded a file', async () => {
    const response = await upload(app, staff, await randomPng(40, 40), 'mine.png', 'image/png');
    const [row] = await app.db
      .select({ uploadedBy: files.uploadedBy })
      .from(files)
      .where(eq(files.id, response.json().data.id));
    expect(row?.uploadedBy).toBe(staff.id);
  });
});

describe('image variants of the demo seed', () => {
  it('exist for every seeded image, never wider than the original', async () => {
    const images = await app.db
      .select({ key: files.storageKey, width: files.width, height: files.height })
      .from(files)
      .where(like(files.mimeType, 'image/%'));
    expect(images.length).toBeGreaterThan(50);
    for (const image of images) {
      expect(image.width, image.key).toBeGreaterThan(0);
      expect(image.height, image.key).toBeGreaterThan(0);
      for (const width of IMAGE_WIDTHS) {
        expect(await app.storage.has(variantKey(image.key, width)), `${image.key} at ${width}`).toBe(true);
      }
    }
    // One of them, fetched as the site fetches it: the station logo of the first station.
    const station = (await api.get('/api/station/v1/station/1')).json().data;
    const logo = images.find((image) => station.logo.endsWith(image.key));
    expect(logo).toBeDefined();
    const variants = await variantsOf(station.logo);
    for (const variant of variants) {
      expect(variant.type).toBe('image/webp');
      expect(variant.width).toBe(Math.min(variant.name, logo?.width ?? 0));
    }
  });
});

describe('the start-up backfill', () => {
  it('makes the missing variants and fills in a missing size, once', async () => {
    const bytes = await randomPng(700, 350);
    const stored = await app.storage.putBuffer(bytes, 'png');
    const row = await insertFile(app.db, stored, { originalName: 'old.png', mimeType: 'image/png' });
    expect(row.width).toBeNull();
    // An image row whose bytes are gone is reported, not fatal.
    const gone = await insertFile(
      app.db,
      { key: `ff/${'f'.repeat(64)}.png`, checksum: 'f'.repeat(64), size: 10 },
      { originalName: 'gone.png', mimeType: 'image/png' },
    );

    const first = await backfillImageVariants(app);
    expect(first).toMatchObject({ variantsCreated: 5, sizesFilled: 1, missingOriginals: 1, unreadable: 0 });
    expect(first.images).toBeGreaterThan(50);
    const [filled] = await app.db
      .select({ width: files.width, height: files.height })
      .from(files)
      .where(eq(files.id, row.id));
    expect(filled).toEqual({ width: 700, height: 350 });
    const variants = await variantsOf(app.fileUrl(stored.key));
    expect(variants.map((variant) => variant.width)).toEqual([200, 320, 640, 700, 700]);

    const again = await backfillImageVariants(app);
    expect(again).toMatchObject({ variantsCreated: 0, sizesFilled: 0, missingOriginals: 1 });
    await app.db.delete(files).where(eq(files.id, gone.id));
  });

  it('stops when told to', async () => {
    const controller = new AbortController();
    controller.abort();
    expect(await backfillImageVariants(app, { signal: controller.signal })).toMatchObject({
      images: 0,
      variantsCreated: 0,
    });
  });
});
