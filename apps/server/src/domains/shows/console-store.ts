import {
  type PublicationState,
  type PublishStatus,
  publicationState,
  type StaffEpisode,
  type StaffMedia,
  type staffEpisodeQuery,
  type staffMediaQuery,
  toUrlName,
} from '@tarang/contracts';
import { and, asc, desc, eq, gt, ilike, type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import { countWhere } from '../../db/queries';
import { episodes, media } from '../../db/schema';
import type { AuthUser } from '../../plugins/auth';
import { assertCanManage, stationOrNetworkScope, type Tx } from '../../shared/console';
import { iso, likePattern, pageOf } from '../../shared/reads';
import type { App } from '../../types';
import { episodeWith, listenerVisible, mediaWith } from './repository';

/**
 * The console's reads of shows and episodes: every state (drafts, scheduled), as the forms load them. The
 * listener reads (repository.ts) never show what these do beyond the published items.
 */

type Publishable = { status: PgColumn; publishedAt: PgColumn };

/** The console's Draft / Scheduled / Published filter, by the database's clock like the listener reads. */
export function publicationFilter(table: Publishable, state: PublicationState | undefined): SQL | undefined {
  if (state === 'draft') return sql`${table.status} <> 'published'`;
  if (state === 'scheduled') return and(eq(table.status, 'published'), gt(table.publishedAt, sql`now()`));
  if (state === 'published') return listenerVisible(table);
  return undefined;
}

/**
 * When an item is published: the time the form gives; else, for a new item, now; else, when a draft whose time
 * has passed is being published, now (so it is listed as new, not under the day its draft was started).
 */
export function publishTime(
  fields: { status?: PublishStatus; publishedAt?: string },
  before?: { status: string; publishedAt: Date },
): Date | undefined {
  if (fields.publishedAt !== undefined) return new Date(fields.publishedAt);
  if (!before) return new Date();
  const publishing = fields.status === 'published' && before.status !== 'published';
  return publishing && before.publishedAt.getTime() <= Date.now() ? new Date() : undefined;
}

/** 403 unless the console may show this show to the user: a network-wide one any staff member (read only). */
export function assertCanRead(user: AuthUser, stationId: number | null): void {
  if (stationId !== null) assertCanManage(user, stationId);
}

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

export async function listStaffMedia(app: App, user: AuthUser, query: z.output<typeof staffMediaQuery>) {
  const where = and(
    stationOrNetworkScope(user, media.stationId, query),
    query.search ? ilike(media.title, likePattern(query.search)) : undefined,
    query.mediaType ? eq(media.mediaType, query.mediaType) : undefined,
    publicationFilter(media, query.status),
  );
  const [rows, total] = await Promise.all([
    app.db.query.media.findMany({
      where,
      orderBy: [...MEDIA_ORDER[query.sort]],
      ...pageOf(query),
      with: mediaWith,
      extras: { episodeCount: everyEpisode.as('episode_count') },
    }),
    countWhere(app.db, media, where),
  ]);
  return { rows, total };
}

export function toStaffMedia(app: App, row: StaffMediaRow): StaffMedia {
  const rjs = row.profiles
    .map(({ profile }) => ({
      id: profile.id,
      profileId: profile.profileId,
      name: profile.name,
      stationId: profile.stationId,
      image: profile.image ? app.fileUrl(profile.image.storageKey) : null,
    }))
    .sort((a, b) => a.id - b.id);
  return {
    id: row.id,
    version: row.version,
    title: row.title,
    urlName: toUrlName(row.title, row.id),
    mediaType: row.mediaType as StaffMedia['mediaType'],
    stationId: row.stationId,
    description: row.description,
    genreId: row.genreId,
    genreName: row.genre?.name ?? null,
    rjIds: rjs.map((rj) => rj.id),
    rjs,
    imageFileIds: row.images.map((image) => image.fileId),
    images: row.images.map((image) => app.fileUrl(image.file.storageKey)),
    isEditorChoice: row.isEditorChoice,
    language: row.language,
    status: row.status as PublishStatus,
    state: publicationState(row.status, row.publishedAt),
    publishedAt: iso(row.publishedAt),
    createdAt: iso(row.createdAt),
    episodeCount: row.episodeCount,
  };
}

// ---------------------------------------------------------------- episodes

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

export function toStaffEpisode(app: App, row: StaffEpisodeRow): StaffEpisode {
  return {
    id: row.id,
    version: row.version,
    mediaId: row.mediaId,
    title: row.title,
    description: row.description,
    fileId: row.fileId,
    src: app.fileUrl(row.file.storageKey),
    mimeType: row.file.mimeType,
    durationSeconds: row.durationSeconds,
    thumbnailFileId: row.thumbnailFileId,
    thumbnail: row.thumbnail ? app.fileUrl(row.thumbnail.storageKey) : null,
    episodeNumber: row.episodeNumber,
    status: row.status as PublishStatus,
    state: publicationState(row.status, row.publishedAt),
    publishedAt: iso(row.publishedAt),
    createdAt: iso(row.createdAt),
  };
}
