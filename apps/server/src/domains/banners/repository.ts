import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  type ImageRow,
  imageJson,
  nowValue,
  oncePerDatabase,
  prepareRead,
  stationOrNetwork,
} from '../../db/prepared';

/**
 * The listeners' read of banners: one prepared statement, built once per database, that returns the rows of
 * the answer with their image. The console's reads and writes stay with Drizzle (console.ts).
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
