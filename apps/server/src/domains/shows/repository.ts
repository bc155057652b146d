import type { MediaListQuery } from '@tarang/contracts';
import { and, eq, ilike, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { episodes, media } from '../../db/schema';
import { listenerVisible, publicationOf } from '../../db/visibility';
import { likePattern } from '../../shared/reads';
import { episodeReads, showReads } from './reads-repository';

/**
 * The shows' public reads (reads-repository.ts), each one statement prepared once for this
 * app's database. The Drizzle reads below serve the console, the page heads, the sitemap and the share images.
 */
export function mediaRepository(db: Db) {
  return { ...showReads(db), ...episodeReads(db) };
}

export const mediaWith = {
  genre: true,
  images: { with: { file: true }, orderBy: (t, { asc }) => [asc(t.sortOrder)] },
  profiles: { with: { profile: { with: { image: true } } } },
} as const satisfies Parameters<Db['query']['media']['findMany']>[0] extends infer A
  ? A extends { with?: infer W }
    ? W
    : never
  : never;

// Plain table names inside: a relational query re-aliases every column object in its extras.
// The episodes a listener can play.
const episodeCount = sql<number>`(select count(*)::int from episodes e
  where e.media_id = ${media.id} and ${listenerVisible(publicationOf('e'))})`;

export function mediaFilter(query: Omit<MediaListQuery, 'pageNumber' | 'pageSize'>): SQL | undefined {
  const conditions: (SQL | undefined)[] = [eq(media.isActive, true), listenerVisible(media)];
  if (query.mediaType) conditions.push(eq(media.mediaType, query.mediaType));
  // Network-wide items (no station) are listed for every station.
  if (query.stationId) conditions.push(or(eq(media.stationId, query.stationId), isNull(media.stationId)));
  if (query.isEditorChoice !== undefined) conditions.push(eq(media.isEditorChoice, query.isEditorChoice));
  if (query.genre) conditions.push(eq(media.genreId, query.genre));
  if (query.search) {
    // The title, or the description's text (its tags left out, so "strong" or "href" match nothing).
    const pattern = likePattern(query.search);
    conditions.push(
      or(
        ilike(media.title, pattern),
        sql`regexp_replace(${media.description}, '<[^>]*>', ' ', 'g') ilike ${pattern}`,
      ),
    );
  }
  if (query.rjId) {
    conditions.push(
      sql`exists (select 1 from media_profiles mp join profiles p on p.id = mp.profile_id
                  where mp.media_id = ${media.id} and p.profile_id = ${query.rjId})`,
    );
  }
  return and(...conditions);
}

/** A show as listeners see it: none while it is a draft or scheduled. */
export function findMedia(db: Db, id: number) {
  return db.query.media.findFirst({
    where: and(eq(media.id, id), eq(media.isActive, true), listenerVisible(media)),
    with: mediaWith,
    extras: { episodeCount: episodeCount.as('episode_count') },
  });
}

export type MediaRow = NonNullable<Awaited<ReturnType<typeof findMedia>>>;

export const episodeWith = { file: true, thumbnail: true } as const;

/** An episode as listeners see it: none while it is a draft or scheduled. */
export function findEpisode(db: Db, mediaId: number, episodeId: number) {
  return db.query.episodes.findFirst({
    where: and(eq(episodes.id, episodeId), eq(episodes.mediaId, mediaId), listenerVisible(episodes)),
    with: episodeWith,
  });
}

export type EpisodeRow = NonNullable<Awaited<ReturnType<typeof findEpisode>>>;

/** An episode by its id alone (share images name only the episode), with its show: none unless both are visible. */
export async function findEpisodeWithShow(db: Db, episodeId: number) {
  const found = await db.query.episodes.findFirst({
    where: and(eq(episodes.id, episodeId), listenerVisible(episodes)),
    columns: { mediaId: true },
  });
  const show = found && (await findMedia(db, found.mediaId));
  const episode = show && (await findEpisode(db, show.id, episodeId));
  return show && episode ? { show, episode } : undefined;
}
