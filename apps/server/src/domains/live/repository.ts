import { and, eq, inArray, isNull, or } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { episodes, files, media, stations } from '../../db/schema';
import { published } from '../../db/visibility';

/** What the playout reads from the database (catalogue.ts keeps each answer a few seconds). */

/** Audio shows and podcasts; video episodes are not played on the radio. */
const AUDIO_MEDIA_TYPES = ['AudioShow', 'Podcast'];

/** An active station, or undefined. */
export async function activeStation(db: Db, id: number) {
  const [row] = await db
    .select({ id: stations.id, name: stations.name, streamUrl: stations.streamUrl })
    .from(stations)
    .where(and(eq(stations.id, id), eq(stations.isActive, true)));
  return row;
}

/**
 * The published audio episodes of the station's and the network's active, published shows and podcasts
 * (MP3 files only), in no order; scheduled ones too, since whether one is out depends on the instant played.
 */
export function playableEpisodeRows(db: Db, stationId: number) {
  return db
    .select({
      id: episodes.id,
      mediaId: episodes.mediaId,
      episodeNumber: episodes.episodeNumber,
      publishedAt: episodes.publishedAt,
      mediaPublishedAt: media.publishedAt,
      storageKey: files.storageKey,
    })
    .from(episodes)
    .innerJoin(media, eq(media.id, episodes.mediaId))
    .innerJoin(files, eq(files.id, episodes.fileId))
    .where(
      and(
        or(eq(media.stationId, stationId), isNull(media.stationId)),
        inArray(media.mediaType, AUDIO_MEDIA_TYPES),
        eq(media.isActive, true),
        published(media),
        published(episodes),
        eq(files.mimeType, 'audio/mpeg'),
        eq(files.private, false),
      ),
    );
}
