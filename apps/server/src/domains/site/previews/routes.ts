import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { inputString } from '@tarang/contracts';
import { z } from 'zod';
import { notFound } from '../../../errors';
import type { App } from '../../../types';
import { PreviewCache, type PreviewFile } from './cache';
import { PREVIEW_KINDS } from './inputs';
import { loadPreview } from './load';
import { renderPreview } from './render';

/** A day: the URL in a page's og:image carries `?v=` of the inputs' hash, so an edit is a new address anyway. */
export const PREVIEW_CACHE_CONTROL = 'public, max-age=86400';

const params = z.object({
  kind: z.enum(PREVIEW_KINDS, { error: `kind must be one of ${PREVIEW_KINDS.join(', ')}` }),
  file: inputString('file')
    .max(44, 'file must be an id followed by .jpg, e.g. /og/show/12.jpg')
    .regex(/^[A-Za-z0-9]{1,40}\.jpg$/, 'file must be an id followed by .jpg, e.g. /og/show/12.jpg')
    .transform((file) => file.slice(0, -'.jpg'.length)),
});
const querystring = z.object({ v: inputString('v').max(64).optional() });

/**
 * GET /og/{kind}/{id}.jpg: the share image of a station, show, episode, RJ, event or red line (the og:image of
 * its pages), drawn on first request and kept in DATA_DIR/previews. Outside /api, like the feeds: link
 * previews keep the address.
 */
export async function previewRoutes(app: App) {
  const cache = new PreviewCache(join(app.config.dataDir, 'previews'), (inputs) =>
    renderPreview(app.storage, inputs),
  );

  async function bytesOf(file: PreviewFile, retry: () => Promise<PreviewFile>) {
    try {
      return await readFile(file.path);
    } catch {
      // Deleted since it was drawn (the folder was cleared): drawn again.
      cache.forget(file.hash);
      return readFile((await retry()).path);
    }
  }

  app.get(
    '/og/:kind/:file',
    {
      schema: {
        tags: ['pages'],
        summary:
          'The share image (Open Graph, 1200 × 630 JPEG) of a station, show, episode, RJ, event or red line',
        description:
          'id is the numeric id (station 0: the network), or the profileId of an RJ. 404 for an unknown, draft or ' +
          'scheduled item. v (ignored) is the version pages put in their og:image. Cacheable (ETag; ' +
          'If-None-Match answers 304).',
        params,
        querystring,
      },
    },
    async (request, reply) => {
      const { kind, file: id } = request.params;
      const inputs = await loadPreview(app, kind, id);
      if (!inputs) throw notFound('No such item to preview');
      const file = await cache.file(inputs);
      const etag = `"${file.hash}"`;
      reply.header('Cache-Control', PREVIEW_CACHE_CONTROL).header('ETag', etag);
      const ifNoneMatch = request.headers['if-none-match'];
      if (ifNoneMatch?.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag)) {
        return reply.code(304).send();
      }
      const bytes = await bytesOf(file, () => cache.file(inputs));
      return reply.type('image/jpeg').send(bytes);
    },
  );
}
