import type { LatestEpisodesQuery } from '@tarang/contracts';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { isoText, prepareRead } from '../../db/prepared';
import { type FileKey, fileKeyJson, listedMedia, param, visibleTo } from './show-reads';

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
