import type { staffStationPageQuery } from '@tarang/contracts';
import { and, asc, count, desc, eq, ilike, isNull, notExists, or, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { isoText, prepareRead } from '../../db/prepared';
import { stationPages, stations } from '../../db/schema';
import { stationOrNetworkScope, stationScope, type Tx, updateVersioned } from '../../shared/console';
import { consoleTable } from '../../shared/console-repository';
import { likePattern } from '../../shared/reads';

/** A station page's text; updatedAt in the API's ISO format. */
type StationPageText = { page: string; title: string; body: string; updatedAt: string };

/**
 * The public read of station pages, one statement prepared once for this app's database (a prepared statement
 * belongs to its connection pool, so each app builds its own).
 */
export function pageRepository(db: Db) {
  // One row always: whether the station is listed, and its page (its own, else the network's) if any.
  const page = prepareRead<{ stationFound: boolean; page: StationPageText | null }>(
    db,
    'station_page',
    sql`select exists (select 1 from stations where id = ${sql.placeholder('id')}::int and is_active) as "stationFound",
          (select json_build_object('page', sp.page, 'title', sp.title, 'body', sp.body,
                                    'updatedAt', ${isoText(sql`sp.updated_at`)})
           from station_pages sp
           where sp.page = ${sql.placeholder('page')}::text
             and (sp.station_id = ${sql.placeholder('id')}::int or sp.station_id is null)
           order by sp.station_id is null
           limit 1) as page`,
  );

  return {
    /** A page of an active station (its own, else the network-wide one); found false when no such station. */
    findPage: async (id: number, pageName: string) => (await page({ id, page: pageName }))[0],
  };
}

/** The station's own page, else the network-wide one. Used by the sitemap (site domain). */
export async function findStationPage(db: Db, stationId: number, page: string) {
  const [row] = await db
    .select()
    .from(stationPages)
    .where(
      and(
        eq(stationPages.page, page),
        sql`(${stationPages.stationId} = ${stationId} or ${stationPages.stationId} is null)`,
      ),
    )
    .orderBy(sql`${stationPages.stationId} is null`)
    .limit(1);
  return row;
}

// ---------------------------------------------------------------- the console's (console.ts)

/** A station_pages row as stored. */
export type PageRow = typeof stationPages.$inferSelect;

/**
 * The console's station pages: the list (with a station, its own pages and the network-wide ones it falls back
 * to; otherwise the station's or the network's as the scope says; a page name, search in the title) and one page.
 */
export const pageStore = consoleTable({
  table: stationPages,
  rows: (db, { where, orderBy, limit, offset }) =>
    db
      .select()
      .from(stationPages)
      .where(where)
      .orderBy(...orderBy)
      .limit(limit)
      .offset(offset),
  row: async (db, where) => {
    const [row] = await db.select().from(stationPages).where(where);
    return row;
  },
  scope: (user, { stationId, networkWide }: z.output<typeof staffStationPageQuery>) =>
    stationId !== undefined && !networkWide
      ? or(stationScope(user, stationPages.stationId, stationId), isNull(stationPages.stationId))
      : stationOrNetworkScope(user, stationPages.stationId, { stationId, networkWide }),
  filters: ({ page, search }) => [
    page ? eq(stationPages.page, page) : undefined,
    search ? ilike(stationPages.title, likePattern(search)) : undefined,
  ],
  order: ({ sort }) =>
    sort === '-updatedAt'
      ? [desc(stationPages.updatedAt), desc(stationPages.id)]
      : [asc(stationPages.page), sql`${stationPages.stationId} asc nulls first`, asc(stationPages.id)],
});

/** Whether the station exists (active or not). */
export async function stationExists(tx: Tx, stationId: number): Promise<boolean> {
  const [station] = await tx.select({ id: stations.id }).from(stations).where(eq(stations.id, stationId));
  return station !== undefined;
}

const ofStation = (stationId: number | null) =>
  stationId === null ? isNull(stationPages.stationId) : eq(stationPages.stationId, stationId);

/** The station's own page of this name (the network-wide one for no station), or none. */
export async function ownPage(tx: Tx, stationId: number | null, page: string) {
  const [row] = await tx
    .select()
    .from(stationPages)
    .where(and(ofStation(stationId), eq(stationPages.page, page)));
  return row;
}

/** Active stations with no page of this name of their own: they show the network-wide one. */
export async function stationsShowingNetworkPage(tx: Tx, page: string) {
  const own = tx
    .select({ one: sql`1` })
    .from(stationPages)
    .where(and(eq(stationPages.stationId, stations.id), eq(stationPages.page, page)));
  const [row] = await tx
    .select({ total: count() })
    .from(stations)
    .where(and(eq(stations.isActive, true), notExists(own)));
  return row?.total ?? 0;
}

/** Adds the page; none when one of this station and name was added meanwhile (the unique index). */
export async function insertPage(tx: Tx, values: typeof stationPages.$inferInsert) {
  const [inserted] = await tx.insert(stationPages).values(values).onConflictDoNothing().returning();
  return inserted;
}

/** Saves the page if it still has `version` (409 when someone saved it since). */
export const updatePage = (tx: Tx, id: number, version: number, values: Record<string, unknown>) =>
  updateVersioned(tx, stationPages, id, version, values, 'Page');

export async function deletePage(tx: Tx, id: number): Promise<void> {
  await tx.delete(stationPages).where(eq(stationPages.id, id));
}
