import { randomInt } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { IMAGE_WIDTHS } from '@tarang/contracts/images';
import { eq } from 'drizzle-orm';
import sharp, { type Sharp } from 'sharp';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { files as fileRows } from '../src/db/schema';
import { insertFile } from '../src/domains/files/repository';
import { backfillImageVariants } from '../src/domains/files/variants';
import {
  ensureImageVariants,
  IMAGE_JOB_CONCURRENCY,
  ImageTooLargeError,
  imageJobs,
  imageSize,
  JobQueue,
  MAX_IMAGE_PIXELS,
  MAX_IMAGE_SIDE,
  variantKey,
} from '../src/media/image-variants';
import { localStorage, type Storage } from '../src/storage';
import type { App } from '../src/types';
import { buildTestApp } from './helper';
import { pngHeaderOnly } from './sections-helper';

/**
 * The limits of media/image-variants.ts, called directly (an app only for the backfill): an image over 40
 * megapixels or 16,383 px on a side is refused from its header, before any pixel is decoded; all sharp work
 * shares one queue of at most IMAGE_JOB_CONCURRENCY jobs. The upload route's 413 is tested with the route.
 */

let dir: string;
let storage: Storage;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'tarang-image-limits-'));
  storage = localStorage(join(dir, 'files'));
});
afterAll(() => rm(dir, { recursive: true, force: true }));
afterEach(() => {
  vi.restoreAllMocks();
});

/** A real 64 × 64 JPEG whose start-of-frame header is rewritten to declare width × height. */
async function jpegDeclaring(width: number, height: number) {
  const jpeg = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#3a6' } })
    .jpeg()
    .toBuffer();
  const sof = jpeg.indexOf(Buffer.from([0xff, 0xc0]));
  expect(sof).toBeGreaterThan(0);
  jpeg.writeUInt16BE(height, sof + 5);
  jpeg.writeUInt16BE(width, sof + 7);
  return jpeg;
}

let files = 0;
async function fileOf(bytes: Buffer, extension: string) {
  files += 1;
  const path = join(dir, `image-${files}.${extension}`);
  await writeFile(path, bytes);
  return path;
}

/** Counts sharp pipelines that decode or encode pixels (toBuffer; metadata reads the header only). */
function watchDecodes() {
  const toBuffer = sharp.prototype.toBuffer;
  const seen = { calls: 0, inFlight: 0, peak: 0 };
  vi.spyOn(sharp.prototype, 'toBuffer').mockImplementation(function (this: Sharp, ...args: unknown[]) {
    seen.calls += 1;
    seen.inFlight += 1;
    seen.peak = Math.max(seen.peak, seen.inFlight);
    const done = () => {
      seen.inFlight -= 1;
    };
    const result = (toBuffer as (...a: unknown[]) => Promise<unknown>).apply(this, args);
    result.then(done, done);
    return result as never;
  });
  return seen;
}

describe('the size limit, read from the header before decoding', () => {
  it('has the documented limits and a message for the uploader', () => {
    expect(MAX_IMAGE_PIXELS).toBe(40_000_000);
    expect(MAX_IMAGE_SIDE).toBe(16_383);
    const error = new ImageTooLargeError();
    expect(error).toBeInstanceOf(Error);
    expect(error.name).toBe('ImageTooLargeError');
    expect(error.message).toBe('This image is too large: at most 40 megapixels (e.g. 8000 × 5000)');
  });

  it('refuses a PNG that declares 20000 × 20000 without decoding a pixel', async () => {
    const decodes = watchDecodes();
    const png = pngHeaderOnly(20_000, 20_000);
    expect(png.length).toBeLessThan(200_000);
    const path = await fileOf(png, 'png');

    await expect(imageSize(path)).rejects.toBeInstanceOf(ImageTooLargeError);
    await expect(imageSize(path)).rejects.toMatchObject({ size: { width: 20_000, height: 20_000 } });
    const stored = await storage.putBuffer(png, 'png');
    await expect(ensureImageVariants(storage, stored.key)).rejects.toBeInstanceOf(ImageTooLargeError);

    expect(decodes.calls).toBe(0);
    for (const width of IMAGE_WIDTHS) expect(await storage.has(variantKey(stored.key, width))).toBe(false);
  });

  it('refuses a JPEG whose header declares 20000 × 20000', async () => {
    const path = await fileOf(await jpegDeclaring(20_000, 20_000), 'jpg');
    const decodes = watchDecodes();
    await expect(imageSize(path)).rejects.toBeInstanceOf(ImageTooLargeError);
    expect(decodes.calls).toBe(0);
  });

  it('refuses a side over 16,383 px (no WebP can hold it) even when the pixel count is small', async () => {
    const path = await fileOf(pngHeaderOnly(20_000, 10), 'png');
    await expect(imageSize(path)).rejects.toBeInstanceOf(ImageTooLargeError);
    const tall = await fileOf(pngHeaderOnly(100, 16_384), 'png');
    await expect(imageSize(tall)).rejects.toBeInstanceOf(ImageTooLargeError);
  });

  it('accepts sizes up to the limits', async () => {
    expect(await imageSize(await fileOf(pngHeaderOnly(8000, 5000), 'png'))).toEqual({
      width: 8000,
      height: 5000,
    });
    expect(await imageSize(await fileOf(pngHeaderOnly(16_383, 100), 'png'))).toEqual({
      width: 16_383,
      height: 100,
    });
  });

  it('refuses even when the caller passes a smaller size: libvips checks the pixel limit when it opens the image', async () => {
    const stored = await storage.putBuffer(pngHeaderOnly(20_000, 20_000), 'png');
    await expect(
      ensureImageVariants(storage, stored.key, { size: { width: 100, height: 100 } }),
    ).rejects.toBeInstanceOf(ImageTooLargeError);
  });
});

describe('one queue for all image work', () => {
  it('runs at most `limit` jobs at once, the others in the order they came', async () => {
    const queue = new JobQueue(2);
    const started: number[] = [];
    const finish: (() => void)[] = [];
    let running = 0;
    let peak = 0;
    const jobs = Array.from({ length: 8 }, (_, n) =>
      queue.run(async () => {
        started.push(n);
        running += 1;
        peak = Math.max(peak, running);
        await new Promise<void>((resolve) => finish.push(resolve));
        running -= 1;
        return n;
      }),
    );
    await vi.waitFor(() => expect(started).toEqual([0, 1]));
    expect(queue.running).toBe(2);
    expect(queue.waiting).toBe(6);
    // Finish them one by one, the second first: the next in line starts each time, never more than 2.
    for (const index of [1, 0, 2, 3, 4, 5, 6, 7]) {
      await vi.waitFor(() => expect(finish[index]).toBeDefined());
      finish[index]?.();
    }
    expect(await Promise.all(jobs)).toEqual([0, 1, 2, 3, 4, 5, 6, 7]);
    expect(started).toEqual([0, 1, 2, 3, 4, 5, 6, 7]);
    expect(peak).toBe(2);
    expect(queue.running).toBe(0);
  });

  it('frees the slot of a job that fails', async () => {
    const queue = new JobQueue(1);
    await expect(queue.run(() => Promise.reject(new Error('broken image')))).rejects.toThrow('broken image');
    expect(await queue.run(async () => 'next')).toBe('next');
    expect(queue.running).toBe(0);
  });

  it('makes the variants of 8 images started together, at most 2 decoding at a time', async () => {
    expect(IMAGE_JOB_CONCURRENCY).toBe(2);
    const images = await Promise.all(
      Array.from({ length: 8 }, async () => {
        const png = await sharp({
          create: {
            width: 1400,
            height: 700,
            channels: 3,
            background: { r: randomInt(256), g: randomInt(256), b: randomInt(256) },
          },
        })
          .png()
          .toBuffer();
        return storage.putBuffer(png, 'png');
      }),
    );
    const decodes = watchDecodes();

    const made = images.map((image) => ensureImageVariants(storage, image.key));
    // The header reads of the route (imageSize) wait in the same line.
    const sizes = images.slice(0, 2).map((image) => imageSize(storage.pathOf(image.key)));
    expect(imageJobs.running).toBe(2);
    expect(imageJobs.waiting).toBe(8);

    const results = await Promise.all(made);
    expect(await Promise.all(sizes)).toEqual([
      { width: 1400, height: 700 },
      { width: 1400, height: 700 },
    ]);
    for (const result of results)
      expect(result).toEqual({ width: 1400, height: 700, created: IMAGE_WIDTHS.length });
    expect(decodes.calls).toBeGreaterThanOrEqual(8);
    expect(decodes.peak).toBeGreaterThan(0);
    expect(decodes.peak).toBeLessThanOrEqual(IMAGE_JOB_CONCURRENCY);
    expect(imageJobs.running).toBe(0);
    expect(imageJobs.waiting).toBe(0);
  });
});

describe('the start-up backfill and images over the limit', () => {
  let app: App;
  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(() => app?.close());

  it('counts an image over the limit as too large and goes on; one that has its variants needs nothing', async () => {
    const tooLarge = await app.storage.putBuffer(pngHeaderOnly(20_000, 20_000), 'png');
    const withVariants = await app.storage.putBuffer(pngHeaderOnly(16_000, 9_000), 'png');
    // Stored under an older, higher limit, with its variants made then.
    for (const width of IMAGE_WIDTHS)
      await app.storage.putAt(variantKey(withVariants.key, width), Buffer.from('webp'));
    const rows = [
      await insertFile(app.db, tooLarge, { originalName: 'huge.png', mimeType: 'image/png' }),
      await insertFile(app.db, withVariants, { originalName: 'old-huge.png', mimeType: 'image/png' }),
    ];

    const result = await backfillImageVariants(app);
    expect(result).toMatchObject({ tooLarge: 1, unreadable: 0, variantsCreated: 0, sizesFilled: 1 });
    for (const width of IMAGE_WIDTHS)
      expect(await app.storage.has(variantKey(tooLarge.key, width))).toBe(false);
    const [filled] = await app.db
      .select({ width: fileRows.width, height: fileRows.height })
      .from(fileRows)
      .where(eq(fileRows.id, rows[1]?.id ?? 0));
    expect(filled).toEqual({ width: 16_000, height: 9_000 });
  });
});
