import {
  eachLimit,
  ensureImageVariants,
  ImageTooLargeError,
  UnreadableImageError,
} from '../../media/image-variants';
import type { App } from '../../types';
import { imageFilesAfter, setImageSize } from './repository';

/**
 * The image variants of files already stored: a backfill at start (the variants themselves are made in
 * media/image-variants.ts, which the uploads and the demo seed use too).
 */

export type BackfillResult = {
  images: number;
  variantsCreated: number;
  sizesFilled: number;
  missingOriginals: number;
  unreadable: number;
  /** Over MAX_IMAGE_PIXELS or MAX_IMAGE_SIDE, and without variants: left without them (logged). */
  tooLarge: number;
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
    tooLarge: 0,
    ms: 0,
  };
  const batch = options.batch ?? 500;
  let afterId = 0;
  while (!stopped()) {
    const rows = await imageFilesAfter(app.db, afterId, batch);
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
        // The size the row holds (measured at upload) spares a read of the file: an image with all its variants
        // then costs no image work at all, and a server whose images are complete never loads sharp.
        const size =
          row.width !== null && row.height !== null ? { width: row.width, height: row.height } : undefined;
        const made = await ensureImageVariants(app.storage, row.key, { size });
        result.variantsCreated += made.created;
        if (row.width === null || row.height === null) {
          await setImageSize(app.db, row.id, made);
          result.sizesFilled++;
        }
      } catch (error) {
        if (error instanceof ImageTooLargeError) {
          result.tooLarge++;
          app.log.warn(
            { fileId: row.id, key: row.key, size: error.size },
            'image variants: the image is too large',
          );
          return;
        }
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
