import type { staffRedLineQuery } from '@tarang/contracts';
import { asc, desc, ilike, or, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import {
  type ImageRow,
  imageJson,
  isoText,
  nowValue,
  oncePerDatabase,
  pageRows,
  prepareRead,
  stationOrNetwork,
} from '../../db/prepared';
import { redLines } from '../../db/schema';
import { listenerVisible, publicationFilter, publicationOf } from '../../db/visibility';
import { consoleTable, stationOrNetworkScope } from '../../shared/console-repository';
import { likePattern } from '../../shared/reads';

/**
 * The listeners' reads of red lines (the news): each one prepared statement, built once per database, that
 * returns the rows of the answer with their image. The console's (redLineStore) are built by consoleTable.
 */

export type RedLineRow = {
  id: number;
  stationId: number | null;
  title: string;
  summary: string;
  body: string;
  author: string;
  /** As `Date#toISOString()` writes it. */
  publishedAt: string;
  image: ImageRow | null;
};

const redLineColumns = sql`r.id, r.station_id as "stationId", r.title, r.summary, r.body, r.author,
  ${isoText(sql.raw('r.published_at'))} as "publishedAt", ${imageJson('r')} as image`;
/** What listeners may read of the news at `now`: published, and its time has come (drafts and scheduled never). */
const publishedByNow = listenerVisible(publicationOf('r'), nowValue);

/**
 * One page of the news and the count of all of it in one statement: the count's row always comes, joined to the
 * page's rows (none past the last page: one row whose id is null).
 */
const redLinePageQuery = sql`
  with matched as (
    select * from red_lines r where ${stationOrNetwork('r.station_id')} and ${publishedByNow}
  )
  select counted.total, page.* from (select count(*)::int as total from matched) counted
  left join lateral (
    select ${redLineColumns}
    from matched r left join files r_image on r_image.id = r.image_file_id
    order by r.published_at desc, r.id desc
    limit ${sql.placeholder('limit')}::int offset ${sql.placeholder('offset')}::int
  ) page on true`;

const redLineQuery = sql`
  select ${redLineColumns}
  from red_lines r left join files r_image on r_image.id = r.image_file_id
  where r.id = ${sql.placeholder('id')}::int and ${publishedByNow}`;

/** The news reads of this database, prepared once for it (the routes, page heads and share images share them). */
export const redLineRepository = oncePerDatabase((db: Db) => {
  const redLinePage = prepareRead<RedLineRow & { total: number }>(
    db,
    'content_red_line_page',
    redLinePageQuery,
  );
  const redLine = prepareRead<RedLineRow>(db, 'content_red_line', redLineQuery);
  return {
    /** Published news at `now`, newest first: the station's and the network's (all without a station). */
    async redLines(station: number | undefined, paging: { limit: number; offset: number }, at: Date) {
      return pageRows(await redLinePage({ stationId: station ?? null, now: at.toISOString(), ...paging }));
    },
    /** One article as listeners see it at `now`; undefined while it is a draft or scheduled. */
    async redLine(id: number, at: Date): Promise<RedLineRow | undefined> {
      const [row] = await redLine({ id, now: at.toISOString() });
      return row;
    },
  };
});

/** One red-line article as listeners see it at `now`, with its image; none while it is a draft or scheduled. */
export const findPublishedRedLine = (db: Db, id: number, now = new Date()) =>
  redLineRepository(db).redLine(id, now);

/**
 * The console's red lines in every state: the staff list (station or network-wide, search in title, author and
 * summary, Draft / Scheduled / Published; newest first, or by title) and one article, with its image.
 */
export const redLineStore = consoleTable({
  table: redLines,
  rows: (db, { where, orderBy, limit, offset }) =>
    db.query.redLines.findMany({ where, orderBy, limit, offset, with: { image: true } }),
  row: (db, where) => db.query.redLines.findFirst({ where, with: { image: true } }),
  scope: (user, query: z.output<typeof staffRedLineQuery>) =>
    stationOrNetworkScope(user, redLines.stationId, query),
  filters: ({ search, status }, now) => {
    const pattern = search && likePattern(search);
    return [
      pattern
        ? or(
            ilike(redLines.title, pattern),
            ilike(redLines.author, pattern),
            ilike(redLines.summary, pattern),
          )
        : undefined,
      publicationFilter(redLines, status, sql`${now.toISOString()}::timestamptz`),
    ];
  },
  order: ({ sort }) =>
    sort === 'title'
      ? [asc(redLines.title), asc(redLines.id)]
      : [desc(redLines.publishedAt), desc(redLines.id)],
});
