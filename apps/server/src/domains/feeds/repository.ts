import { FEED_MEDIA_TYPES } from '@tarang/contracts';
import { and, asc, desc, eq, inArray, ne } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { config, episodes, files, media, stations } from '../../db/schema';
import { listenerVisible } from '../../db/visibility';

/** Podcast apps list a feed's newest episodes; 300 keeps a daily show's year in one response of a few hundred kB. */
export const FEED_EPISODE_CAP = 300;

/**
 * A show or podcast as its feed shows it, with its genre and first image; none
 * for an unknown id, a draft or scheduled show, an inactive one or a video series.
 */
export function findFeedShow(db: Db, id: number) {
  return db.query.media.findFirst({
    where: and(
      eq(media.id, id),
      eq(media.isActive, true),
      listenerVisible(media),
      inArray(media.mediaType, [...FEED_MEDIA_TYPES]),
    ),
    with: {
      genre: true,
      images: { with: { file: true }, orderBy: (t, { asc }) => [asc(t.sortOrder)], limit: 1 },
    },
  });
}

export type FeedShowRow = NonNullable<Awaited<ReturnType<typeof findFeedShow>>>;

/** The show's station (its name and public contact address); none for a network-wide show. */
export async function findFeedStation(db: Db, stationId: number | null) {
  if (stationId === null) return undefined;
  const [row] = await db
    .select({ id: stations.id, name: stations.name, email: stations.email })
    .from(stations)
    .where(eq(stations.id, stationId));
  return row;
}

/**
 * The network's public contact for a network-wide show when SUPPORT_EMAIL is not set: the address the first
 * active station (in the site's order) publishes on its contact page.
 */
export async function findNetworkContact(db: Db) {
  const [row] = await db
    .select({ email: stations.email })
    .from(stations)
    .where(and(eq(stations.isActive, true), ne(stations.email, '')))
    .orderBy(asc(stations.sortOrder), asc(stations.id))
    .limit(1);
  return row?.email;
}

/** The published episodes, newest first, at most FEED_EPISODE_CAP, with their audio and own artwork. */
export function listFeedEpisodes(db: Db, mediaId: number) {
  return db.query.episodes.findMany({
    where: and(eq(episodes.mediaId, mediaId), listenerVisible(episodes)),
    orderBy: [desc(episodes.publishedAt), desc(episodes.id)],
    limit: FEED_EPISODE_CAP,
    with: { file: true, thumbnail: true },
  });
}

export type FeedEpisodeRow = Awaited<ReturnType<typeof listFeedEpisodes>>[number];

/** The network's default episode image (master config), the artwork of a show that has none of its own. */
export async function findDefaultArtwork(db: Db) {
  const [row] = await db.select().from(config).where(eq(config.key, 'defaultEpisodeImageFileId'));
  const id = typeof row?.value === 'number' ? row.value : Number(row?.value);
  if (!Number.isInteger(id) || id < 1) return undefined;
  const [file] = await db.select().from(files).where(eq(files.id, id));
  return file;
}
