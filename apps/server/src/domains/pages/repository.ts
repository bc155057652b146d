import type { staffStationPageQuery } from '@tarang/contracts';
import { and, asc, count, desc, eq, ilike, isNull, notExists, or, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { stationPages, stations } from '../../db/schema';
import { consoleTable, stationOrNetworkScope, stationScope, type Tx } from '../../shared/console-repository';
import { likePattern } from '../../shared/reads';

export type PageRow = typeof stationPages.$inferSelect;

/**
 * The console's station pages: the staff list (with stationId, the station's own pages and the network-wide
 * defaults it falls back to; networkWide only those; by page, or the latest edit first) and one page.
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

/** Whether the station exists (a page is saved for it). */
export async function stationExists(tx: Tx, stationId: number): Promise<boolean> {
  const [station] = await tx.select({ id: stations.id }).from(stations).where(eq(stations.id, stationId));
  return Boolean(station);
}

const ofStation = (stationId: number | null) =>
  stationId === null ? isNull(stationPages.stationId) : eq(stationPages.stationId, stationId);

/** The station's own page of this name (stationId null: the network-wide one); none when it has none. */
export async function ownPage(tx: Tx, stationId: number | null, page: string) {
  const [row] = await tx
    .select()
    .from(stationPages)
    .where(and(ofStation(stationId), eq(stationPages.page, page)));
  return row;
}

/** A new page of the station's own; none when one was made meanwhile (the unique index). */
export async function insertPage(tx: Tx, values: typeof stationPages.$inferInsert) {
  const [inserted] = await tx.insert(stationPages).values(values).onConflictDoNothing().returning();
  return inserted;
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
