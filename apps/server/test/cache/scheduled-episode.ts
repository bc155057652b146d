import { and, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { episodes, media } from '../../src/db/schema';
import type { App } from '../../src/types';
import { type Account, freshAddress } from '../sections-helper';

/**
 * Schedules an episode of a published Delhi audio show (with a seeded episode's audio) through the console of
 * `writer`, to go public `inMs` from now; returns the show, the episode and that moment.
 */
export async function scheduleEpisode(writer: App, editor: Account, inMs: number) {
  const [seeded] = await writer.db
    .select({ showId: episodes.mediaId, fileId: episodes.fileId })
    .from(episodes)
    .innerJoin(media, eq(media.id, episodes.mediaId))
    .where(and(eq(media.mediaType, 'AudioShow'), eq(media.stationId, 1), eq(media.status, 'published')))
    .limit(1);
  if (!seeded) throw new Error('the demo network has no Delhi audio show');
  const at = Date.now() + inMs;
  const created = await writer.inject({
    method: 'POST',
    url: `/api/media/v1/media/${seeded.showId}/episodes`,
    headers: { authorization: editor.authorization },
    remoteAddress: freshAddress(),
    payload: {
      title: 'On the hour',
      fileId: seeded.fileId,
      status: 'published',
      publishedAt: new Date(at).toISOString(),
    },
  });
  expect(created.statusCode, created.body).toBe(201);
  return { showId: seeded.showId, episodeId: created.json().data.id as number, at };
}

/** Waits until `ms` after `at`. */
export const until = (at: number, ms: number) =>
  new Promise((resolve) => setTimeout(resolve, Math.max(0, at - Date.now()) + ms));
