import { FINISHED_SHARE, type PositionBody } from '@tarang/contracts';
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { episodes, favorites, followedShows, listeningPositions, media } from '../../db/schema';
import { listenerVisible } from '../../db/visibility';

/** An episode a listener can play: it and its show published, the show not hidden. */
const playable = and(listenerVisible(episodes), listenerVisible(media), eq(media.isActive, true));
/** A show a listener can open. */
const openable = and(listenerVisible(media), eq(media.isActive, true));

/**
 * Saves where a listener is in an episode in one statement (an upsert from a select of the episode), so a
 * save every few seconds costs one round trip and a row per episode. Nothing is saved, and nothing comes back,
 * when the episode is not one the listener can play.
 */
export async function savePosition(db: Db, subscriberId: number, body: PositionBody) {
  const source = db
    .select({
      subscriberId: sql<number>`${subscriberId}::int`.as('subscriber_id'),
      episodeId: episodes.id,
      positionSeconds: sql<number>`${body.position}::real`.as('position_seconds'),
      durationSeconds: sql<number>`${body.duration}::real`.as('duration_seconds'),
      updatedAt: sql<Date>`now()`.as('updated_at'),
    })
    .from(episodes)
    .innerJoin(media, eq(media.id, episodes.mediaId))
    .where(and(eq(episodes.id, body.episodeId), playable));
  const [row] = await db
    .insert(listeningPositions)
    .select(source)
    .onConflictDoUpdate({
      target: [listeningPositions.subscriberId, listeningPositions.episodeId],
      set: {
        positionSeconds: sql`excluded.position_seconds`,
        durationSeconds: sql`excluded.duration_seconds`,
        updatedAt: sql`now()`,
      },
    })
    .returning();
  return row;
}

export type PositionRow = typeof listeningPositions.$inferSelect;

export async function findPosition(db: Db, subscriberId: number, episodeId: number) {
  const [row] = await db
    .select()
    .from(listeningPositions)
    .where(
      and(eq(listeningPositions.subscriberId, subscriberId), eq(listeningPositions.episodeId, episodeId)),
    );
  return row;
}

/**
 * The listener's saved places in playable episodes, most recent first: all of them (recently played) or only
 * the unfinished ones (continue listening).
 */
export function listPositions(
  db: Db,
  subscriberId: number,
  { unfinished, limit }: { unfinished: boolean; limit: number },
) {
  return db
    .select({ position: listeningPositions })
    .from(listeningPositions)
    .innerJoin(episodes, eq(episodes.id, listeningPositions.episodeId))
    .innerJoin(media, eq(media.id, episodes.mediaId))
    .where(
      and(
        eq(listeningPositions.subscriberId, subscriberId),
        playable,
        unfinished
          ? sql`${listeningPositions.positionSeconds} <= ${listeningPositions.durationSeconds} * ${FINISHED_SHARE}`
          : undefined,
      ),
    )
    .orderBy(desc(listeningPositions.updatedAt), desc(listeningPositions.episodeId))
    .limit(limit)
    .then((rows) => rows.map((row) => row.position));
}

/** Episodes with their file, thumbnail and show (its first image), by id, to show and play them. */
export async function episodesWithMedia(db: Db, ids: number[]) {
  if (ids.length === 0) return [];
  return db.query.episodes.findMany({
    where: inArray(episodes.id, ids),
    with: {
      file: true,
      thumbnail: true,
      media: {
        with: { images: { with: { file: true }, orderBy: (t, { asc }) => [asc(t.sortOrder)], limit: 1 } },
      },
    },
  });
}
export type EpisodeWithMediaRow = Awaited<ReturnType<typeof episodesWithMedia>>[number];

/** The playable episodes the listener marked as favourites, the latest marked first. */
export async function favoriteEpisodeIdsOf(db: Db, subscriberId: number, limit: number) {
  const rows = await db
    .select({ id: episodes.id })
    .from(favorites)
    .innerJoin(episodes, eq(episodes.id, favorites.contentId))
    .innerJoin(media, eq(media.id, episodes.mediaId))
    .where(and(eq(favorites.subscriberId, subscriberId), eq(favorites.contentType, 'Episode'), playable))
    .orderBy(desc(favorites.createdAt), desc(favorites.contentId))
    .limit(limit);
  return rows.map((row) => row.id);
}

/** Which of these episodes the listener marked as favourites. */
export async function favoriteSubset(db: Db, subscriberId: number, episodeIds: number[]) {
  if (episodeIds.length === 0) return new Set<number>();
  const rows = await db
    .select({ id: favorites.contentId })
    .from(favorites)
    .where(
      and(
        eq(favorites.subscriberId, subscriberId),
        eq(favorites.contentType, 'Episode'),
        inArray(favorites.contentId, episodeIds),
      ),
    );
  return new Set(rows.map((row) => row.id));
}

// ---------------------------------------------------------------- followed shows

export async function isOpenableShow(db: Db, mediaId: number) {
  const [row] = await db
    .select({ id: media.id })
    .from(media)
    .where(and(eq(media.id, mediaId), openable));
  return Boolean(row);
}

export async function follow(db: Db, subscriberId: number, mediaId: number) {
  await db.insert(followedShows).values({ subscriberId, mediaId }).onConflictDoNothing();
}

export async function unfollow(db: Db, subscriberId: number, mediaId: number) {
  await db
    .delete(followedShows)
    .where(and(eq(followedShows.subscriberId, subscriberId), eq(followedShows.mediaId, mediaId)));
}

export async function isFollowing(db: Db, subscriberId: number, mediaId: number) {
  const [row] = await db
    .select({ id: followedShows.mediaId })
    .from(followedShows)
    .where(and(eq(followedShows.subscriberId, subscriberId), eq(followedShows.mediaId, mediaId)));
  return Boolean(row);
}

/** The shows the listener follows that listeners can open, the latest followed first, with their first image. */
export async function listFollowed(db: Db, subscriberId: number, limit: number) {
  const rows = await db
    .select({ mediaId: followedShows.mediaId, followedAt: followedShows.createdAt })
    .from(followedShows)
    .innerJoin(media, eq(media.id, followedShows.mediaId))
    .where(and(eq(followedShows.subscriberId, subscriberId), openable))
    .orderBy(desc(followedShows.createdAt), desc(followedShows.mediaId))
    .limit(limit);
  if (rows.length === 0) return [];
  const shows = await db.query.media.findMany({
    where: inArray(
      media.id,
      rows.map((row) => row.mediaId),
    ),
    with: { images: { with: { file: true }, orderBy: (t, { asc }) => [asc(t.sortOrder)], limit: 1 } },
  });
  const byId = new Map(shows.map((show) => [show.id, show]));
  return rows.flatMap((row) => {
    const show = byId.get(row.mediaId);
    return show ? [{ ...show, followedAt: row.followedAt }] : [];
  });
}

/** The newest playable episodes of the shows the listener follows. */
export async function newFromFollowedIds(db: Db, subscriberId: number, limit: number) {
  const followed = db
    .select({ id: followedShows.mediaId })
    .from(followedShows)
    .where(eq(followedShows.subscriberId, subscriberId));
  const rows = await db
    .select({ id: episodes.id })
    .from(episodes)
    .innerJoin(media, eq(media.id, episodes.mediaId))
    .where(and(inArray(episodes.mediaId, followed), playable))
    .orderBy(desc(episodes.publishedAt), desc(episodes.id))
    .limit(limit);
  return rows.map((row) => row.id);
}
