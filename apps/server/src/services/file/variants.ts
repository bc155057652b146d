import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { IMAGE_WIDTHS, type ImageWidth, imageVariantUrl } from '@tarang/contracts/images';
import { and, asc, eq, gt, like } from 'drizzle-orm';
import sharp from 'sharp';
import { files } from '../../db/schema';
import type { Storage } from '../../storage';
import type { App } from '../../types';

/**
 * Responsive images (contracts/images.ts): every stored image `ab/<sha256>.<ext>` has WebP variants
 * `ab/<sha256>-w320.webp` … `-w1280.webp` beside it in the same storage, served by /media like any stored object.
 * A variant is never wider than its original: a smaller original is re-encoded at its own width under each name,
 * so every name exists. Variants are files, not rows; the original's row keeps its width and height.
 */

/** Encoder settings. Changing them changes the bytes, so the seed's variant cache is keyed by this too. */
const WEBP = { quality: 78, effort: 4 } as const;
const SETTINGS_TAG = `q${WEBP.quality}e${WEBP.effort}`;

/**
 * Decoding: as lenient as a browser (a PNG with a bad checksum still shows there, so it gets its variants too);
 * bytes with no readable header are refused. At most 100 megapixels: no decompression bombs.
 */
const INPUT = { failOn: 'none', limitInputPixels: 100_000_000 } as const;

export const isImage = (mimeType: string) => mimeType.startsWith('image/');

/** The storage key of one width of a stored image (the same rule as the URLs in contracts). */
export const variantKey = (key: string, width: ImageWidth) => imageVariantUrl(key, width);

export class UnreadableImageError extends Error {
  override name = 'UnreadableImageError';
}

export type ImageSize = { width: number; height: number };

/** Width and height as shown, i.e. after the EXIF orientation is applied. */
export async function imageSize(path: string): Promise<ImageSize> {
  try {
    const meta = await sharp(path, INPUT).metadata();
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
 * Makes the variants of one stored image that do not exist yet. Returns the image's size and how many variants
 * were written. Throws UnreadableImageError when the bytes cannot be decoded.
 */
export async function ensureImageVariants(
  storage: Storage,
  key: string,
  options: EnsureOptions = {},
): Promise<ImageSize & { created: number }> {
  const sourcePath = options.sourcePath ?? storage.pathOf(key);
  const size = options.size ?? (await imageSize(sourcePath));
  const missing: ImageWidth[] = [];
  for (const width of IMAGE_WIDTHS) if (!(await storage.has(variantKey(key, width)))) missing.push(width);
  if (missing.length === 0) return { ...size, created: 0 };

  const checksum = key.replace(/^.*\//, '').replace(/\.[a-z0-9]+$/i, '');
  const cachePath = (width: ImageWidth) =>
    options.cacheDir ? join(options.cacheDir, SETTINGS_TAG, `${checksum}-w${width}.webp`) : undefined;

  // One decode, shared by every width that is not in the cache.
  let decoded: ReturnType<typeof sharp> | undefined;
  for (const width of missing) {
    const cached = cachePath(width);
    let bytes: Buffer | undefined = cached ? await readFile(cached).catch(() => undefined) : undefined;
    if (!bytes) {
      decoded ??= sharp(sourcePath, INPUT).autoOrient();
      try {
        bytes = await decoded
          .clone()
          .resize({ width: Math.min(width, size.width) })
          .webp(WEBP)
          .toBuffer();
      } catch (error) {
        throw new UnreadableImageError(`image could not be encoded: ${(error as Error).message}`);
      }
      if (cached) await writeCache(cached, bytes);
    }
    await storage.putAt(variantKey(key, width), bytes);
  }
  return { ...size, created: missing.length };
}

/** Best effort: a cache that cannot be written only costs time. */
async function writeCache(path: string, bytes: Buffer) {
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

export type BackfillResult = {
  images: number;
  variantsCreated: number;
  sizesFilled: number;
  missingOriginals: number;
  unreadable: number;
  ms: number;
};

/**
 * At start, in the background: every image file gets the variants it lacks (files stored before variants
 * existed, or a copy of the storage without them) and its width and height when the row has none. Idempotent: a
 * second run finds nothing to do. Stops early when `signal` aborts (the server is closing). Several instances
 * may run it at once: variants are written atomically and the same bytes come out either way.
 */
export async function backfillImageVariants(
  app: App,
  options: { signal?: AbortSignal; concurrency?: number; batch?: number } = {},
): Promise<BackfillResult> {
  const started = performance.now();
  const stopped = () => options.signal?.aborted === true;
  const result: BackfillResult = {
    images: 0,
    variantsCreated: 0,
    sizesFilled: 0,
    missingOriginals: 0,
    unreadable: 0,
    ms: 0,
  };
  const batch = options.batch ?? 500;
  let afterId = 0;
  while (!stopped()) {
    const rows = await app.db
      .select({ id: files.id, key: files.storageKey, width: files.width, height: files.height })
      .from(files)
      .where(and(like(files.mimeType, 'image/%'), gt(files.id, afterId)))
      .orderBy(asc(files.id))
      .limit(batch);
    if (rows.length === 0) break;
    afterId = rows[rows.length - 1]?.id ?? afterId;
    await eachLimit(rows, options.concurrency ?? 2, async (row) => {
      if (stopped()) return;
      result.images++;
      if (!(await app.storage.has(row.key))) {
        result.missingOriginals++;
        app.log.warn(
          { fileId: row.id, key: row.key },
          'image variants: the original is missing from storage',
        );
        return;
      }
      try {
        const made = await ensureImageVariants(app.storage, row.key);
        result.variantsCreated += made.created;
        if (row.width === null || row.height === null) {
          await app.db
            .update(files)
            .set({ width: made.width, height: made.height })
            .where(eq(files.id, row.id));
          result.sizesFilled++;
        }
      } catch (error) {
        if (!(error instanceof UnreadableImageError)) throw error;
        result.unreadable++;
        app.log.warn(
          { fileId: row.id, key: row.key, err: error },
          'image variants: the image cannot be read',
        );
      }
    });
  }
  result.ms = Math.round(performance.now() - started);
  return result;
}

/**
 * server.ts, after listen: the backfill in the background (health answers meanwhile), two images at a time,
 * with one log line of what it did. A failure is logged, never fatal.
 */
export function startImageVariantBackfill(app: App, signal: AbortSignal): Promise<void> {
  return backfillImageVariants(app, { signal, concurrency: 2 }).then(
    (result) => {
      app.log.info({ ...result, stopped: signal.aborted }, 'image variants: backfill done');
    },
    (error: unknown) => {
      if (!signal.aborted) app.log.error({ err: error }, 'image variants: backfill failed');
    },
  );
}
