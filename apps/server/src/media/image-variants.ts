import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { IMAGE_WIDTHS, type ImageWidth, imageVariantUrl } from '@tarang/contracts/images';
import type { OutputInfo } from 'sharp';
import type { Storage } from '../storage';
import { loadSharp } from './sharp';

/**
 * Image work with no database: the size limits, the job queue every sharp call shares, and the variants of a
 * stored image. Below the domains, so the files domain (uploads, the backfill) and the demo seed both use it.
 *
 * Responsive images (contracts/images.ts): every stored image `ab/<sha256>.<ext>` has WebP variants
 * `ab/<sha256>-w200.webp` … `-w1280.webp` beside it in the same storage, served by /media like any stored object.
 * A variant is never wider than its original: a smaller original is re-encoded at its own width under each name,
 * so every name exists. Variants are files, not rows; the original's row keeps its width and height.
 */

/** Encoder settings. Changing them changes the bytes, so the seed's variant cache is keyed by this too. */
const WEBP = { quality: 78, effort: 4 } as const;
const SETTINGS_TAG = `q${WEBP.quality}e${WEBP.effort}`;

/** At most 40 megapixels (8000 × 5000 and the like: ~120 MB decoded), and 16,383 px a side (WebP's limit). */
export const MAX_IMAGE_PIXELS = 40_000_000;
export const MAX_IMAGE_SIDE = 16_383;
/** Image jobs (decode + encodes) at once in this process: one per core of the 2-core machine. */
export const IMAGE_JOB_CONCURRENCY = 2;

/**
 * Decoding: as lenient as a browser (a PNG with a bad checksum still shows there, so it gets its variants too);
 * bytes with no readable header are refused. The size is checked from the header first (HEADER: metadata()
 * decodes nothing); `limitInputPixels` makes libvips refuse again when it opens the pixels, so a size passed in
 * by a caller that is not the real one cannot get a larger image decoded.
 */
const INPUT = { failOn: 'none', limitInputPixels: MAX_IMAGE_PIXELS } as const;
const HEADER = { failOn: 'none', limitInputPixels: false } as const;

export type ImageSize = { width: number; height: number };

export const isImage = (mimeType: string) => mimeType.startsWith('image/');

/** The storage key of one width of a stored image (the same rule as the URLs in contracts). */
export const variantKey = (key: string, width: ImageWidth) => imageVariantUrl(key, width);

export class UnreadableImageError extends Error {
  override name = 'UnreadableImageError';
}

/** The header declares more pixels than MAX_IMAGE_PIXELS, or a side over MAX_IMAGE_SIDE. Nothing was decoded. */
export class ImageTooLargeError extends Error {
  override name = 'ImageTooLargeError';
  constructor(readonly size?: ImageSize) {
    // Shown to the uploader as is (the route answers 413 with it on the `file` field).
    super('This image is too large: at most 40 megapixels (e.g. 8000 × 5000)');
  }
}

/** At most `limit` jobs at once, the others in order: a finished job hands its slot straight to the next. */
export class JobQueue {
  #running = 0;
  readonly #waiting: (() => void)[] = [];
  constructor(readonly limit: number) {}
  get running() {
    return this.#running;
  }
  get waiting() {
    return this.#waiting.length;
  }
  async run<T>(job: () => Promise<T>): Promise<T> {
    if (this.#running < this.limit) this.#running++;
    else await new Promise<void>((resolve) => this.#waiting.push(resolve));
    try {
      return await job();
    } finally {
      const next = this.#waiting.shift();
      if (next) next();
      else this.#running--;
    }
  }
}

/** Every sharp call of the server (uploads, the backfill, the seed): N uploads must not mean N decodes. */
export const imageJobs = new JobQueue(IMAGE_JOB_CONCURRENCY);

/** Throws ImageTooLargeError when an image of this size is over the limits. */
export function checkImageSize(size: ImageSize): void {
  const tooLarge =
    size.width * size.height > MAX_IMAGE_PIXELS || Math.max(size.width, size.height) > MAX_IMAGE_SIDE;
  if (tooLarge) throw new ImageTooLargeError(size);
}

/**
 * Width and height as shown, i.e. after the EXIF orientation is applied, read from the header only. Throws
 * ImageTooLargeError over the limits, UnreadableImageError when there is no readable header.
 */
export function imageSize(path: string): Promise<ImageSize> {
  return imageJobs.run(async () => {
    const size = await readImageSize(path);
    checkImageSize(size);
    return size;
  });
}

/** The size from the header, without the queue (for a job that holds its slot) and without the limits. */
async function readImageSize(path: string): Promise<ImageSize> {
  try {
    const sharp = await loadSharp();
    const meta = await sharp(path, HEADER).metadata();
    const width = meta.autoOrient?.width ?? meta.width;
    const height = meta.autoOrient?.height ?? meta.height;
    if (!width || !height) throw new Error('no dimensions');
    return { width, height };
  } catch (error) {
    throw new UnreadableImageError(`image could not be read: ${(error as Error).message}`);
  }
}

type EnsureOptions = {
  /** The original's bytes on disk (defaults to where the storage keeps `key`). */
  sourcePath?: string;
  /** Its size when already known (saves reading the header again). */
  size?: ImageSize;
  /**
   * A folder of variants made before, by original checksum (the demo seed's images are the same on every
   * fresh database, so tests and first starts reuse them instead of encoding ~450 images again).
   */
  cacheDir?: string;
};

/**
 * Makes the variants of one stored image that do not exist yet, as one job of imageJobs. Returns the image's size
 * and how many variants were written. Throws ImageTooLargeError over the limits (before decoding) and
 * UnreadableImageError when the bytes cannot be decoded.
 */
export function ensureImageVariants(
  storage: Storage,
  key: string,
  options: EnsureOptions = {},
): Promise<ImageSize & { created: number }> {
  return imageJobs.run(() => makeImageVariants(storage, key, options));
}

async function makeImageVariants(
  storage: Storage,
  key: string,
  options: EnsureOptions,
): Promise<ImageSize & { created: number }> {
  const sourcePath = options.sourcePath ?? storage.pathOf(key);
  const size = options.size ?? (await readImageSize(sourcePath));
  const missing: ImageWidth[] = [];
  for (const width of IMAGE_WIDTHS) if (!(await storage.has(variantKey(key, width)))) missing.push(width);
  // An image stored under an older, higher limit that has its variants needs no decode, so no refusal.
  if (missing.length === 0) return { ...size, created: 0 };
  checkImageSize(size);

  const checksum = key.replace(/^.*\//, '').replace(/\.[a-z0-9]+$/i, '');
  const cachePath = (width: ImageWidth) =>
    options.cacheDir ? join(options.cacheDir, SETTINGS_TAG, `${checksum}-w${width}.webp`) : undefined;

  // One decode per image, at the largest width still to make, kept as raw pixels (at most 1280 px wide); every
  // width is resized from those. (A clone() of a file input would decode the whole file again for each width.)
  let shrunk: Promise<{ data: Buffer; info: OutputInfo }> | undefined;
  const sharp = await loadSharp();
  const largest = Math.min(Math.max(...missing), size.width);
  for (const width of missing) {
    const cached = cachePath(width);
    let bytes: Buffer | undefined = cached ? await readFile(cached).catch(() => undefined) : undefined;
    if (!bytes) {
      try {
        shrunk ??= sharp(sourcePath, INPUT)
          .autoOrient()
          .resize({ width: largest })
          .raw()
          .toBuffer({ resolveWithObject: true });
        const { data, info } = await shrunk;
        bytes = await sharp(data, {
          raw: { width: info.width, height: info.height, channels: info.channels },
        })
          .resize({ width: Math.min(width, info.width) })
          .webp(WEBP)
          .toBuffer();
      } catch (error) {
        // libvips checked limitInputPixels when it opened the pixels: the size given to us was not the real one.
        if (/exceeds pixel limit/.test((error as Error).message)) throw new ImageTooLargeError();
        throw new UnreadableImageError(`image could not be encoded: ${(error as Error).message}`);
      }
      if (cached) await writeCache(cached, bytes);
    }
    await storage.putAt(variantKey(key, width), bytes);
  }
  return { ...size, created: missing.length };
}

/**
 * Best effort: a cache that cannot be written only costs time. Written under a temporary name and renamed, so
 * a process reading it meanwhile (two servers seeding at once) never reads half a file.
 */
export async function writeCache(path: string, bytes: Buffer) {
  try {
    await mkdir(dirname(path), { recursive: true });
    const temp = `${path}.${process.pid}.${Math.random().toString(36).slice(2)}.part`;
    await writeFile(temp, bytes);
    await rename(temp, path);
  } catch {
    // read-only install: nothing to do
  }
}

/** Runs `work` over `items`, at most `limit` at a time. */
export async function eachLimit<T>(items: T[], limit: number, work: (item: T) => Promise<void>) {
  let next = 0;
  const runner = async () => {
    while (next < items.length) {
      const item = items[next++] as T;
      await work(item);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, runner));
}
