import { STATION_TEXT, type StationUsage, type staffStationListQuery } from '@tarang/contracts';
import { and, asc, eq, ilike, inArray, ne, or, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import { countWhere } from '../../db/queries';
import {
  banners,
  cities,
  contests,
  events,
  media,
  platforms,
  polls,
  profiles,
  redLines,
  requests,
  staffStations,
  states,
  stationPages,
  stationSocialLinks,
  stations,
  subscribers,
  talentHuntEntries,
} from '../../db/schema';
import type { AuthUser } from '../../plugins/auth';
import { stationScope, type Tx, updateVersioned } from '../../shared/console';
import { likePattern, pageOf } from '../../shared/reads';
import type { App } from '../../types';

/**
 * The console's queries on stations: the list and the form's data, what a save checks (name, place, social
 * platforms, another active station), what still uses a station, and the writes. Routes and checks: console.ts,
 * console-checks.ts.
 */

/** The stations row as stored. */
export type StationColumns = typeof stations.$inferSelect;

const withDetails = {
  logo: true,
  city: true,
  state: true,
  socialLinks: { with: { platform: true } },
} as const;

export function findStationForStaff(db: App['db'], id: number) {
  return db.query.stations.findFirst({ where: eq(stations.id, id), with: withDetails });
}
export type StaffStationWithDetails = NonNullable<Awaited<ReturnType<typeof findStationForStaff>>>;

/** A page of stations for the console (inactive ones too), with logo and place, and how many match. */
export async function listStaffStations(
  app: App,
  user: AuthUser,
  query: z.output<typeof staffStationListQuery>,
) {
  const { search, stationId, isActive, sort, ...paging } = query;
  const where = and(
    stationScope(user, stations.id, stationId),
    isActive === undefined ? undefined : eq(stations.isActive, isActive),
    search
      ? or(
          ilike(stations.name, likePattern(search)),
          ilike(stations.frequency, likePattern(search)),
          ilike(stations.tagline, likePattern(search)),
        )
      : undefined,
  );
  const orderBy =
    sort === 'name' ? [asc(stations.name), asc(stations.id)] : [asc(stations.sortOrder), asc(stations.id)];
  const [rows, total] = await Promise.all([
    app.db.query.stations.findMany({
      where,
      orderBy,
      ...pageOf(paging),
      with: { logo: true, city: true, state: true },
    }),
    countWhere(app.db, stations, where),
  ]);
  return { rows, total };
}

/** Whether the station exists (active or not). */
export async function stationExists(db: Tx, id: number): Promise<boolean> {
  const [exists] = await db.select({ id: stations.id }).from(stations).where(eq(stations.id, id));
  return exists !== undefined;
}

// ---------------------------------------------------------------- what uses a station

/** Every table whose rows belong to a station, by the key the console names them with. */
const USAGE_COLUMNS: Record<keyof StationUsage, [PgTable, PgColumn]> = {
  shows: [media, media.stationId],
  rjs: [profiles, profiles.stationId],
  events: [events, events.stationId],
  redLines: [redLines, redLines.stationId],
  banners: [banners, banners.stationId],
  contests: [contests, contests.stationId],
  polls: [polls, polls.stationId],
  pages: [stationPages, stationPages.stationId],
  requests: [requests, requests.stationId],
  talentHuntEntries: [talentHuntEntries, talentHuntEntries.stationId],
  listeners: [subscribers, subscribers.stationId],
  editors: [staffStations, staffStations.stationId],
};

/** How many of each kind of content a station has: one query, a count per table; none when no such station. */
export async function countStationUsage(tx: Tx, id: number): Promise<StationUsage | undefined> {
  const counts = Object.fromEntries(
    Object.entries(USAGE_COLUMNS).map(([key, [table, column]]) => [
      key,
      sql<number>`(select count(*) from ${table} where ${column} = ${id})`.mapWith(Number),
    ]),
  ) as Record<keyof StationUsage, ReturnType<typeof sql<number>>>;
  const [row] = await tx.select(counts).from(stations).where(eq(stations.id, id));
  return row as StationUsage | undefined;
}

// ---------------------------------------------------------------- what the form's checks read

/** Whether another station than `exceptId` has this slug. */
export async function slugTaken(tx: Tx, slug: string, exceptId?: number): Promise<boolean> {
  const [taken] = await tx
    .select({ id: stations.id })
    .from(stations)
    .where(and(eq(stations.slug, slug), exceptId === undefined ? undefined : ne(stations.id, exceptId)));
  return taken !== undefined;
}

export async function stateExists(tx: Tx, stateId: number): Promise<boolean> {
  const [state] = await tx.select({ id: states.id }).from(states).where(eq(states.id, stateId));
  return state !== undefined;
}

/** The city's state, or none when there is no such city. */
export async function findCity(tx: Tx, cityId: number) {
  const [city] = await tx.select({ stateId: cities.stateId }).from(cities).where(eq(cities.id, cityId));
  return city;
}

/** Those of these platform ids that exist. */
export async function knownPlatforms(tx: Tx, ids: number[]): Promise<Set<number>> {
  return new Set(
    (await tx.select({ id: platforms.id }).from(platforms).where(inArray(platforms.id, ids))).map(
      (row) => row.id,
    ),
  );
}

/** Whether an active station other than `id` exists. */
export async function anotherActiveStation(tx: Tx, id: number): Promise<boolean> {
  const [other] = await tx
    .select({ id: stations.id })
    .from(stations)
    .where(and(eq(stations.isActive, true), ne(stations.id, id)))
    .limit(1);
  return other !== undefined;
}

// ---------------------------------------------------------------- writes

/** Where a new station goes when the form gives no sort order: after every other. */
export async function nextSortOrder(tx: Tx): Promise<number> {
  const [row] = await tx
    .select({ last: sql<number>`coalesce(max(${stations.sortOrder}), 0)`.mapWith(Number) })
    .from(stations);
  return Math.min((row?.last ?? 0) + 1, STATION_TEXT.sortOrder);
}

export async function insertStation(tx: Tx, values: typeof stations.$inferInsert) {
  const [created] = await tx.insert(stations).values(values).returning();
  if (!created) throw new Error('insert into stations returned no row');
  return created;
}

/** The station as it is before a save, with its social links and their platforms; none when it is gone. */
export function findStationWithLinks(tx: Tx, id: number) {
  return tx.query.stations.findFirst({
    where: eq(stations.id, id),
    with: { socialLinks: { with: { platform: true } } },
  });
}

/** Saves the station if it still has `version` (409 when someone saved it since). */
export const updateStation = (tx: Tx, id: number, version: number, values: Record<string, unknown>) =>
  updateVersioned(tx, stations, id, version, values, 'Station');

/** Replaces the station's social links with these (the form sends all of them). */
export async function replaceSocialLinks(
  tx: Tx,
  stationId: number,
  links: { platformId: number; url: string }[],
): Promise<void> {
  await tx.delete(stationSocialLinks).where(eq(stationSocialLinks.stationId, stationId));
  if (links.length) {
    await tx
      .insert(stationSocialLinks)
      .values(links.map((link) => ({ stationId, platformId: link.platformId, url: link.url })));
  }
}

/** The station's row as stored, or none. */
export async function findStationColumns(tx: Tx, id: number) {
  const [row] = await tx.select().from(stations).where(eq(stations.id, id));
  return row;
}

export async function deleteStation(tx: Tx, id: number): Promise<void> {
  await tx.delete(stations).where(eq(stations.id, id));
}
