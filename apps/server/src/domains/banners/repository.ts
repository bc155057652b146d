import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { isoText, prepareRead } from '../../db/prepared';

/**
 * The listeners' reads of banners and red lines (news): each one prepared statement, built once per database
 * (contentRepository), that returns the rows of the answer with their image. The console's reads and writes
 * stay with Drizzle (staff-*.ts).
 */

/** The image columns the API shows (fileLink): null when the item has none. */
export type ImageRow = { id: number; storageKey: string; altName: string | null };

export type BannerRow = {
  id: number;
  stationId: number | null;
  page: string;
  title: string;
  subtitle: string;
  linkUrl: string | null;
  image: ImageRow | null;
};

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

/** The image of `alias`'s image_file_id as one json value (null without one). */
const imageJson = (alias: string) =>
  sql.raw(`case when ${alias}_image.id is null then null else json_build_object(
    'id', ${alias}_image.id, 'storageKey', ${alias}_image.storage_key, 'altName', ${alias}_image.alt_name) end`);

const stationId = sql`${sql.placeholder('stationId')}::int`;
const now = sql`${sql.placeholder('now')}::timestamptz`;

/** A station's own items and the network-wide ones; every item when no station is asked for. */
const stationOrNetwork = (column: string) =>
  sql`(${stationId} is null or ${sql.raw(column)} = ${stationId} or ${sql.raw(column)} is null)`;

const bannersQuery = sql`
  select b.id, b.station_id as "stationId", b.page, b.title, b.subtitle, b.link_url as "linkUrl",
    ${imageJson('b')} as image
  from banners b left join files b_image on b_image.id = b.image_file_id
  where b.page = ${sql.placeholder('page')}::text and ${stationOrNetwork('b.station_id')}
    and (b.starts_at is null or b.starts_at <= ${now}) and (b.ends_at is null or b.ends_at > ${now})
  order by b.sort_order, b.id`;

const redLineColumns = sql`r.id, r.station_id as "stationId", r.title, r.summary, r.body, r.author,
  ${isoText(sql.raw('r.published_at'))} as "publishedAt", ${imageJson('r')} as image`;
/** What listeners may read of the news at `now`: published, and its time has come (drafts and scheduled never). */
const publishedByNow = sql`r.status = 'published' and r.published_at <= ${now}`;

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

export type Page<Row> = { rows: Row[]; total: number };

/**
 * The rows and count of a page query whose count comes on every row, and alone (id and the rest null) past the
 * last page.
 */
export function pageRows<Row extends { id: number }>(rows: (Row & { total: number })[]): Page<Row> {
  return { rows: rows.filter((row) => row.id !== null), total: rows[0]?.total ?? 0 };
}

function createContentRepository(db: Db) {
  const banners = prepareRead<BannerRow>(db, 'content_banners', bannersQuery);
  const redLinePage = prepareRead<RedLineRow & { total: number }>(
    db,
    'content_red_line_page',
    redLinePageQuery,
  );
  const redLine = prepareRead<RedLineRow>(db, 'content_red_line', redLineQuery);
  return {
    /** A page's banners showing at `now`: the station's and the network-wide ones (all without a station), in order. */
    banners: (page: string, station: number | undefined, at: Date) =>
      banners({ page, stationId: station ?? null, now: at.toISOString() }),
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
}

export type ContentRepository = ReturnType<typeof createContentRepository>;

const repositories = new WeakMap<Db, ContentRepository>();

/** The content reads of this database, prepared once for it (the routes, page heads and share images share them). */
export function contentRepository(db: Db): ContentRepository {
  let repository = repositories.get(db);
  if (!repository) {
    repository = createContentRepository(db);
    repositories.set(db, repository);
  }
  return repository;
}

/** One red-line article as listeners see it at `now`, with its image; none while it is a draft or scheduled. */
export const findPublishedRedLine = (db: Db, id: number, now = new Date()) =>
  contentRepository(db).redLine(id, now);
