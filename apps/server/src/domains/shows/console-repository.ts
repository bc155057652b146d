import type { staffEpisodeQuery, staffMediaQuery } from '@tarang/contracts';
import { and, asc, count, desc, eq, ilike, inArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { countWhere } from '../../db/queries';
import {
  episodes,
  favorites,
  files,
  genres,
  media,
  mediaImages,
  mediaProfiles,
  profiles,
  scheduleSlots,
} from '../../db/schema';
import { publicationFilter } from '../../db/visibility';
import { stationOrNetworkScope, type Tx, updateVersioned } from '../../shared/console';
import { consoleTable } from '../../shared/console-repository';
import { likePattern, pageOf } from '../../shared/reads';
import type { App } from '../../types';
import { episodeWith, mediaWith } from './repository';

/**
 * The console's queries on shows and episodes: every state (drafts, scheduled), as the forms load them, what a
 * save links to, and the writes. The listener reads (repository.ts) never show what these do beyond the
 * published items. Routes: console.ts, episodes-console.ts.
 */

// Plain table names inside: a relational query re-aliases every column object in its extras.
const everyEpisode = sql<number>`(select count(*)::int from episodes e where e.media_id = ${media.id})`;

/** A show in any state (or none): what the console edits. */
export function findStaffMedia(db: Tx, id: number) {
  return db.query.media.findFirst({
    where: eq(media.id, id),
    with: mediaWith,
    extras: { episodeCount: everyEpisode.as('episode_count') },
  });
}
export type StaffMediaRow = NonNullable<Awaited<ReturnType<typeof findStaffMedia>>>;

const MEDIA_ORDER = {
  '-publishedAt': [desc(media.publishedAt), desc(media.id)],
  publishedAt: [asc(media.publishedAt), asc(media.id)],
  title: [asc(media.title), asc(media.id)],
  '-createdAt': [desc(media.createdAt), desc(media.id)],
} as const;

/**
 * The console's queries on shows (consoleTable): the list with search, type and status filters, one show as the
 * form loads it, and the writes. An update reads the show with its RJs, covers and episode count (what it checks).
 */
export const mediaStore = consoleTable({
  table: media,
  rows: (db, { where, orderBy, limit, offset }) =>
    db.query.media.findMany({
      where,
      orderBy,
      limit,
      offset,
      with: mediaWith,
      extras: { episodeCount: everyEpisode.as('episode_count') },
    }),
  row: (db, where) =>
    db.query.media.findFirst({
      where,
      with: mediaWith,
      extras: { episodeCount: everyEpisode.as('episode_count') },
    }),
  scope: (user, query: z.output<typeof staffMediaQuery>) =>
    stationOrNetworkScope(user, media.stationId, query),
  filters: (query) => [
    query.search ? ilike(media.title, likePattern(query.search)) : undefined,
    query.mediaType ? eq(media.mediaType, query.mediaType) : undefined,
    publicationFilter(media, query.status),
  ],
  order: (query) => [...MEDIA_ORDER[query.sort]],
  stored: findStaffMedia,
});

/** Whether the genre exists. */
export async function genreExists(tx: Tx, genreId: number): Promise<boolean> {
  const [row] = await tx.select({ id: genres.id }).from(genres).where(eq(genres.id, genreId));
  return row !== undefined;
}

/** The RJs among these ids that exist, with their station. */
export function rjStations(tx: Tx, rjIds: number[]) {
  return tx
    .select({ id: profiles.id, stationId: profiles.stationId })
    .from(profiles)
    .where(inArray(profiles.id, rjIds));
}

/** The RJs of a show, replaced by the list the form sent. */
export async function saveRjs(tx: Tx, mediaId: number, rjIds: number[] | undefined): Promise<void> {
  if (rjIds === undefined) return;
  await tx.delete(mediaProfiles).where(eq(mediaProfiles.mediaId, mediaId));
  if (rjIds.length) await tx.insert(mediaProfiles).values(rjIds.map((profileId) => ({ mediaId, profileId })));
}

/** The cover images of a show, replaced by the list the form sent, in its order. */
export async function saveImages(tx: Tx, mediaId: number, fileIds: number[] | undefined): Promise<void> {
  if (fileIds === undefined) return;
  await tx.delete(mediaImages).where(eq(mediaImages.mediaId, mediaId));
  if (fileIds.length) {
    await tx.insert(mediaImages).values(fileIds.map((fileId, sortOrder) => ({ mediaId, fileId, sortOrder })));
  }
}

/** The length of a file read on upload (null or none when it could not be read). */
export async function fileDuration(tx: Tx, fileId: number): Promise<number | null | undefined> {
  const [row] = await tx
    .select({ durationSeconds: files.durationSeconds })
    .from(files)
    .where(eq(files.id, fileId));
  return row?.durationSeconds;
}

/** The show, locked: an episode added meanwhile waits, and is not deleted with the show (episodes cascade). */
export async function lockShow(tx: Tx, id: number) {
  const [row] = await tx.select().from(media).where(eq(media.id, id)).for('update');
  return row;
}

/** How many episodes the show has (any state). */
export async function countEpisodes(tx: Tx, mediaId: number): Promise<number | undefined> {
  const [counted] = await tx.select({ n: count() }).from(episodes).where(eq(episodes.mediaId, mediaId));
  return counted?.n;
}

/** How many schedule slots play the show. */
export async function countScheduleSlots(tx: Tx, mediaId: number): Promise<number | undefined> {
  const [slots] = await tx
    .select({ n: count() })
    .from(scheduleSlots)
    .where(eq(scheduleSlots.mediaId, mediaId));
  return slots?.n;
}

export async function deleteShow(tx: Tx, id: number): Promise<void> {
  await tx.delete(media).where(eq(media.id, id));
}

// ---------------------------------------------------------------- episodes

/** The show of an episode route (any state), or none: its station decides who may change it. */
export async function findShowOfEpisodes(tx: Tx, id: number) {
  const [show] = await tx
    .select({ id: media.id, stationId: media.stationId, mediaType: media.mediaType })
    .from(media)
    .where(eq(media.id, id));
  return show;
}

/** An episode of this show in any state (or none). */
export function findStaffEpisode(db: Tx, mediaId: number, episodeId: number) {
  return db.query.episodes.findFirst({
    where: and(eq(episodes.id, episodeId), eq(episodes.mediaId, mediaId)),
    with: episodeWith,
  });
}
export type StaffEpisodeRow = NonNullable<Awaited<ReturnType<typeof findStaffEpisode>>>;

const EPISODE_ORDER = {
  '-publishedAt': [desc(episodes.publishedAt), desc(episodes.id)],
  publishedAt: [asc(episodes.publishedAt), asc(episodes.id)],
  episodeNumber: [sql`${episodes.episodeNumber} asc nulls last`, asc(episodes.id)],
  '-episodeNumber': [sql`${episodes.episodeNumber} desc nulls last`, desc(episodes.id)],
  title: [asc(episodes.title), asc(episodes.id)],
} as const;

export async function listStaffEpisodes(
  app: App,
  mediaId: number,
  query: z.output<typeof staffEpisodeQuery>,
) {
  const where = and(
    eq(episodes.mediaId, mediaId),
    query.search ? ilike(episodes.title, likePattern(query.search)) : undefined,
    publicationFilter(episodes, query.status),
  );
  const [rows, total] = await Promise.all([
    app.db.query.episodes.findMany({
      where,
      orderBy: [...EPISODE_ORDER[query.sort]],
      ...pageOf(query),
      with: episodeWith,
    }),
    countWhere(app.db, episodes, where),
  ]);
  return { rows, total };
}

export async function insertEpisode(tx: Tx, values: typeof episodes.$inferInsert) {
  const [row] = await tx.insert(episodes).values(values).returning();
  if (!row) throw new Error('insert into episodes returned no row');
  return row;
}

/** The episode's columns as they are before a save, or none when it is not this show's. */
export async function findEpisodeColumns(tx: Tx, mediaId: number, episodeId: number) {
  const [before] = await tx
    .select()
    .from(episodes)
    .where(and(eq(episodes.id, episodeId), eq(episodes.mediaId, mediaId)));
  return before;
}

/** Saves the episode if it still has `version` (409 when someone saved it since). */
export const updateEpisode = (tx: Tx, id: number, version: number, values: Record<string, unknown>) =>
  updateVersioned(tx, episodes, id, version, values, 'Episode');

/** Deletes the episode of this show and listeners' favourites of it; its title, or none when it was not there. */
export async function deleteEpisode(tx: Tx, mediaId: number, episodeId: number) {
  const [row] = await tx
    .delete(episodes)
    .where(and(eq(episodes.id, episodeId), eq(episodes.mediaId, mediaId)))
    .returning({ title: episodes.title });
  if (!row) return undefined;
  await tx
    .delete(favorites)
    .where(and(eq(favorites.contentType, 'Episode'), eq(favorites.contentId, episodeId)));
  return row;
}
