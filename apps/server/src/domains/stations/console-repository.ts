import { STATION_TEXT, type StationUsage, type staffStationListQuery } from '@tarang/contracts';
import { and, asc, eq, ilike, inArray, ne, or, type SQL, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import type { Db } from '../../db/client';
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
import { stationScope, type Tx } from '../../shared/console';
import { consoleTable } from '../../shared/console-repository';
import { likePattern } from '../../shared/reads';

/**
 * The console's queries on stations: the list and the form's data, what a save checks (name, place, social
 * platforms, another active station), what still uses a station, and the writes. Routes and checks: console.ts,
 * console-checks.ts.
 */

/** The stations row as stored. */
export type StationColumns = typeof stations.$inferSelect;

/** A station as the console's list shows it: with its logo and place. */
export type StaffStationListRow = StationColumns & {
  logo: { storageKey: string } | null;
  city: { name: string } | null;
  state: { name: string } | null;
};

const withDetails = {
  logo: true,
  city: true,
  state: true,
  socialLinks: { with: { platform: true } },
} as const;

function findStationForStaff(db: Db, where: SQL) {
  return db.query.stations.findFirst({ where, with: withDetails });
}
export type StaffStationWithDetails = NonNullable<Awaited<ReturnType<typeof findStationForStaff>>>;
/** One station as its form edits it: with its social links and how much content uses it. */
export type StaffStationDetailRow = StaffStationWithDetails & { usage: StationUsage };

/**
 * The console's stations, inactive ones too: the list (an editor's own, active or not, search in name,
 * frequency and tagline; in the site's order or by name) with logo and place, and one station as its form
 * edits it, with how much content uses it.
 */
export const stationStore = consoleTable({
  table: stations,
  rows: (db, { where, orderBy, limit, offset }): Promise<StaffStationListRow[]> =>
    db.query.stations.findMany({
      where,
      orderBy,
      limit,
      offset,
      with: { logo: true, city: true, state: true },
    }),
  // The answer's type is the list's rows' (what both have); the console's answer reads the details.
  row: async (db, where): Promise<StaffStationListRow | undefined> => {
    const row = await findStationForStaff(db, where);
    const usage = row && (await countStationUsage(db, row.id));
    if (!row || !usage) return undefined;
    const detail: StaffStationDetailRow = { ...row, usage };
    return detail;
  },
  scope: (user, query: z.output<typeof staffStationListQuery>) =>
    stationScope(user, stations.id, query.stationId),
  filters: ({ isActive, search }) => [
    isActive === undefined ? undefined : eq(stations.isActive, isActive),
    search
      ? or(
          ilike(stations.name, likePattern(search)),
          ilike(stations.frequency, likePattern(search)),
          ilike(stations.tagline, likePattern(search)),
        )
      : undefined,
  ],
  order: ({ sort }) =>
    sort === 'name' ? [asc(stations.name), asc(stations.id)] : [asc(stations.sortOrder), asc(stations.id)],
});

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

/** The station with its social links and their platforms (what a save replaces); none when it is gone. */
export function findStationWithLinks(tx: Tx, id: number) {
  return tx.query.stations.findFirst({
    where: eq(stations.id, id),
    with: { socialLinks: { with: { platform: true } } },
  });
}

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
