import type { LatestEpisodesQuery, MediaListQuery } from '@tarang/contracts';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { isoText, prepareRead } from '../../db/prepared';
import { listenerVisible, publicationOf } from '../../db/visibility';
import { likePattern } from '../../shared/reads';

/**
 * The listener's hot reads of shows and episodes, each one statement prepared once for this app's database (the
 * json of each answer built in SQL). repository.ts gives them to the routes as mediaRepository.
 */

/** A stored file as a read gives it: enough for its URL and its alt text. */
export type FileKey = { key: string; altName: string | null };

/** A show as its prepared reads give it (json built in SQL): the answer's fields, its images and its listed RJs. */
export type MediaItemRow = {
  id: number;
  title: string;
  mediaType: string;
  description: string;
  stationId: number | null;
  genre: { id: number; name: string; slug: string } | null;
  isEditorChoice: boolean;
  language: string;
  publishedAt: string;
  /** In their order on the show. */
  images: (FileKey & { fileId: number })[];
  /** Active RJs only (an RJ hidden in the console would link to a 404), by id. */
  rjs: { id: number; profileId: string; name: string; image: FileKey | null }[];
  episodeCount: number;
};

/** A value given at each call, typed (PostgreSQL cannot infer the type of a value only tested for null). */
export const param = (name: string, type: 'int' | 'text' | 'boolean') =>
  sql`${sql.placeholder(name)}::${sql.raw(type)}`;

/** What listeners may see of a show or episode in this SQL, by its table alias (db/visibility.ts). */
const visibleTo = (alias: string) => listenerVisible(publicationOf(alias));

/** A file of the row as `FileKey` json, or null. */
export const fileKeyJson = (alias: string) =>
  sql.raw(`case when ${alias}.id is null then null
    else json_build_object('key', ${alias}.storage_key, 'altName', ${alias}.alt_name) end`);

/** The json of a show `m` (with its genre `g` joined): the shape of MediaItemRow. */
const mediaItemJson = sql`json_build_object(
  'id', m.id, 'title', m.title, 'mediaType', m.media_type, 'description', m.description,
  'stationId', m.station_id,
  'genre', case when g.id is null then null else json_build_object('id', g.id, 'name', g.name, 'slug', g.slug) end,
  'isEditorChoice', m.is_editor_choice, 'language', m.language, 'publishedAt', ${isoText(sql`m.published_at`)},
  'images', coalesce((select json_agg(json_build_object('fileId', f.id, 'key', f.storage_key, 'altName', f.alt_name)
                                order by mi.sort_order, mi.file_id)
                      from media_images mi join files f on f.id = mi.file_id where mi.media_id = m.id), '[]'::json),
  'rjs', coalesce((select json_agg(json_build_object('id', p.id, 'profileId', p.profile_id, 'name', p.name,
                                                     'image', ${fileKeyJson('pf')}) order by p.id)
                   from media_profiles mp join profiles p on p.id = mp.profile_id
                   left join files pf on pf.id = p.profile_image_file_id
                   where mp.media_id = m.id and p.is_active), '[]'::json),
  'episodeCount', (select count(*)::int from episodes e where e.media_id = m.id and ${visibleTo('e')}))`;

/**
 * The shows a listener may see, narrowed by the query's filters; a filter given as null is not applied.
 * Network-wide items (no station) are listed for every station. A search matches the title or the description's
 * text (its tags left out, so "strong" or "href" match nothing).
 */
export const listedMedia = sql`m.is_active and ${visibleTo('m')}
  and (${param('mediaType', 'text')} is null or m.media_type = ${param('mediaType', 'text')})
  and (${param('stationId', 'int')} is null or m.station_id = ${param('stationId', 'int')} or m.station_id is null)
  and (${param('isEditorChoice', 'boolean')} is null or m.is_editor_choice = ${param('isEditorChoice', 'boolean')})
  and (${param('genre', 'int')} is null or m.genre_id = ${param('genre', 'int')})
  and (${param('pattern', 'text')} is null or m.title ilike ${param('pattern', 'text')}
       or regexp_replace(m.description, '<[^>]*>', ' ', 'g') ilike ${param('pattern', 'text')})
  and (${param('rjId', 'text')} is null or exists (
        select 1 from media_profiles mp join profiles p on p.id = mp.profile_id
        where mp.media_id = m.id and p.profile_id = ${param('rjId', 'text')}))`;

/** Newest first; a search lists the items whose title matches first. */
const mediaOrder = sql`(${param('pattern', 'text')} is not null and m.title ilike ${param('pattern', 'text')}) desc,
  m.published_at desc, m.id desc`;

/** The public reads of shows, each one statement prepared once for this app's database. */
export function showReads(db: Db) {
  const page = prepareRead<{ total: number; data: MediaItemRow[] }>(
    db,
    'media_list',
    sql`select (select count(*)::int from media m where ${listedMedia}) as total,
      coalesce((select json_agg(${mediaItemJson} order by listed.position)
                from (select m.id, row_number() over (order by ${mediaOrder}) as position
                      from media m where ${listedMedia}
                      order by position limit ${param('limit', 'int')} offset ${param('offset', 'int')}) listed
                join media m on m.id = listed.id
                left join genres g on g.id = m.genre_id), '[]'::json) as data`,
  );
  const one = prepareRead<{ item: MediaItemRow }>(
    db,
    'media_by_id',
    sql`select ${mediaItemJson} as item from media m left join genres g on g.id = m.genre_id
        where m.id = ${param('id', 'int')} and m.is_active and ${visibleTo('m')}`,
  );

  return {
    /** A page of the shows a listener may see, and how many there are in all. */
    async listShows(query: MediaListQuery) {
      const [row] = await page({
        mediaType: query.mediaType ?? null,
        stationId: query.stationId ?? null,
        isEditorChoice: query.isEditorChoice ?? null,
        genre: query.genre ?? null,
        pattern: query.search ? likePattern(query.search) : null,
        rjId: query.rjId ?? null,
        limit: query.pageSize,
        offset: (query.pageNumber - 1) * query.pageSize,
      });
      return row ?? { total: 0, data: [] };
    },
    /** A show as listeners see it: none while it is a draft, scheduled or hidden. */
    findShow: async (id: number) => (await one({ id }))[0]?.item,
  };
}

// ---------------------------------------------------------------- episodes

/** An episode as its prepared reads give it (json built in SQL). */
export type EpisodeItemRow = {
  id: number;
  mediaId: number;
  title: string;
  description: string;
  episodeNumber: number | null;
  file: { key: string; mimeType: string };
  /** Its own thumbnail, else the first image of its show, else none. */
  cover: FileKey | null;
  duration: number;
  publishedAt: string;
  /** Marked by the signed-in caller (false for an anonymous one). */
  isFavorite: boolean;
};

/** The show of an episode in the latest-episodes list. */
export type EpisodeShowRow = { id: number; title: string; mediaType: string; image: FileKey | null };

type Paging = { pageNumber: number; pageSize: number };
const pageValues = ({ pageNumber, pageSize }: Paging) => ({
  limit: pageSize,
  offset: (pageNumber - 1) * pageSize,
});

/** The id of the first image of the show `showId` (an SQL expression), or null. */
const firstImageId = (showId: string) =>
  sql.raw(`(select mi.file_id from media_images mi where mi.media_id = ${showId}
            order by mi.sort_order, mi.file_id limit 1)`);

/** The json of an episode `e` with its file `ef` and cover `cf` joined (episodeJoins): EpisodeItemRow. */
const episodeJson = sql`json_build_object(
  'id', e.id, 'mediaId', e.media_id, 'title', e.title, 'description', e.description,
  'episodeNumber', e.episode_number, 'file', json_build_object('key', ef.storage_key, 'mimeType', ef.mime_type),
  'cover', ${fileKeyJson('cf')}, 'duration', e.duration_seconds, 'publishedAt', ${isoText(sql`e.published_at`)},
  'isFavorite', exists (select 1 from favorites fv where fv.subscriber_id = ${param('userId', 'int')}
                        and fv.content_type = 'Episode' and fv.content_id = e.id))`;

const episodeJoins = sql`join files ef on ef.id = e.file_id
  left join files cf on cf.id = coalesce(e.thumbnail_file_id, ${firstImageId('e.media_id')})`;

/** A listed show `m` (active, visible), whose episodes a listener may play. */
const showOf = sql`from media m where m.id = ${param('id', 'int')} and m.is_active and ${visibleTo('m')}`;

/** A page of a show's playable episodes, by publish time then id in one direction. */
const showEpisodes = (direction: 'asc' | 'desc') => sql`
  select m.title as "mediaTitle",
    (select count(*)::int from episodes e where e.media_id = m.id and ${visibleTo('e')}) as total,
    coalesce((select json_agg(${episodeJson} order by listed.position)
              from (select e.id, row_number() over (order by e.published_at ${sql.raw(direction)}, e.id ${sql.raw(direction)}) as position
                    from episodes e where e.media_id = m.id and ${visibleTo('e')}
                    order by position limit ${param('limit', 'int')} offset ${param('offset', 'int')}) listed
              join episodes e on e.id = listed.id ${episodeJoins}), '[]'::json) as data
  ${showOf}`;

/** The episodes of the shows a station lists (its own and the network's), listener-visible. */
const latestWhere = sql`${visibleTo('e')} and ${listedMedia}`;

/**
 * The public reads of episodes, each one statement prepared once for this app's database.
 * `userId` is the signed-in caller's (isFavorite is theirs), undefined for an anonymous one.
 */
export function episodeReads(db: Db) {
  type ShowPage = { mediaTitle: string; total: number; data: EpisodeItemRow[] };
  const newestFirst = prepareRead<ShowPage>(db, 'media_episodes_desc', showEpisodes('desc'));
  const oldestFirst = prepareRead<ShowPage>(db, 'media_episodes_asc', showEpisodes('asc'));
  const one = prepareRead<{ mediaTitle: string; episode: EpisodeItemRow | null }>(
    db,
    'media_episode_by_id',
    sql`select m.title as "mediaTitle",
          (select ${episodeJson} from episodes e ${episodeJoins}
           where e.id = ${param('episodeId', 'int')} and e.media_id = m.id and ${visibleTo('e')}) as episode
        ${showOf}`,
  );
  const latest = prepareRead<{ total: number; data: { episode: EpisodeItemRow; show: EpisodeShowRow }[] }>(
    db,
    'media_latest_episodes',
    sql`select (select count(*)::int from episodes e join media m on m.id = e.media_id where ${latestWhere}) as total,
      coalesce((select json_agg(json_build_object('episode', ${episodeJson}, 'show', json_build_object(
                  'id', m.id, 'title', m.title, 'mediaType', m.media_type, 'image', ${fileKeyJson('mf')}))
                  order by listed.position)
                from (select e.id, row_number() over (order by e.published_at desc, e.id desc) as position
                      from episodes e join media m on m.id = e.media_id where ${latestWhere}
                      order by position limit ${param('limit', 'int')} offset ${param('offset', 'int')}) listed
                join episodes e on e.id = listed.id ${episodeJoins}
                join media m on m.id = e.media_id
                left join files mf on mf.id = ${firstImageId('m.id')}), '[]'::json) as data`,
  );

  return {
    /** A page of a show's episodes; undefined when listeners may not see the show. */
    async listShowEpisodes(
      id: number,
      paging: Paging & { sortOrder: 'asc' | 'desc' },
      userId: number | undefined,
    ) {
      const read = paging.sortOrder === 'asc' ? oldestFirst : newestFirst;
      return (await read({ id, userId: userId ?? null, ...pageValues(paging) }))[0];
    },
    /** A show's title and one of its episodes (null when not visible); undefined when the show is not. */
    findEpisodeOfShow: async (id: number, episodeId: number, userId: number | undefined) =>
      (await one({ id, episodeId, userId: userId ?? null }))[0],
    /** The newest episodes across the shows a station lists, each with its show, and how many in all. */
    async latestEpisodes(query: LatestEpisodesQuery, userId: number | undefined) {
      const [row] = await latest({
        mediaType: query.mediaType ?? null,
        stationId: query.stationId ?? null,
        isEditorChoice: null,
        genre: null,
        pattern: null,
        rjId: null,
        userId: userId ?? null,
        ...pageValues(query),
      });
      return row ?? { total: 0, data: [] };
    },
  };
}
