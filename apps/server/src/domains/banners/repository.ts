import type { staffBannerQuery } from '@tarang/contracts';
import { asc, eq, ilike, or, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import {
  type ImageRow,
  imageJson,
  nowValue,
  oncePerDatabase,
  prepareRead,
  stationOrNetwork,
} from '../../db/prepared';
import { banners } from '../../db/schema';
import { consoleTable, stationOrNetworkScope } from '../../shared/console-repository';
import { likePattern } from '../../shared/reads';

/**
 * The listeners' read of banners: one prepared statement, built once per database, that returns the rows of
 * the answer with their image. The console's (bannerStore) are built by consoleTable.
 */

export type BannerRow = {
  id: number;
  stationId: number | null;
  page: string;
  title: string;
  subtitle: string;
  linkUrl: string | null;
  image: ImageRow | null;
};

const bannersQuery = sql`
  select b.id, b.station_id as "stationId", b.page, b.title, b.subtitle, b.link_url as "linkUrl",
    ${imageJson('b')} as image
  from banners b left join files b_image on b_image.id = b.image_file_id
  where b.page = ${sql.placeholder('page')}::text and ${stationOrNetwork('b.station_id')}
    and (b.starts_at is null or b.starts_at <= ${nowValue}) and (b.ends_at is null or b.ends_at > ${nowValue})
  order by b.sort_order, b.id`;

/** The banner reads of this database, prepared once for it. */
export const bannerRepository = oncePerDatabase((db: Db) => {
  const banners = prepareRead<BannerRow>(db, 'content_banners', bannersQuery);
  return {
    /** A page's banners showing at `now`: the station's and the network-wide ones (all without a station), in order. */
    banners: (page: string, station: number | undefined, at: Date) =>
      banners({ page, stationId: station ?? null, now: at.toISOString() }),
  };
});

/**
 * The console's banners, every one in or out of its window: the staff list (station or network-wide, page,
 * search in title and subtitle; in their set order, or the latest start first) and one banner, with its image.
 */
export const bannerStore = consoleTable({
  table: banners,
  rows: (db, { where, orderBy, limit, offset }) =>
    db.query.banners.findMany({ where, orderBy, limit, offset, with: { image: true } }),
  row: (db, where) => db.query.banners.findFirst({ where, with: { image: true } }),
  scope: (user, query: z.output<typeof staffBannerQuery>) =>
    stationOrNetworkScope(user, banners.stationId, query),
  filters: ({ bannerPage, search }) => {
    const pattern = search && likePattern(search);
    return [
      bannerPage ? eq(banners.page, bannerPage) : undefined,
      pattern ? or(ilike(banners.title, pattern), ilike(banners.subtitle, pattern)) : undefined,
    ];
  },
  order: ({ sort }) =>
    sort === '-startsAt'
      ? [sql`${banners.startsAt} desc nulls last`, asc(banners.id)]
      : [asc(banners.page), asc(banners.sortOrder), asc(banners.id)],
});
