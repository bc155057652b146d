import {
  describeStationUsage,
  STATION_MESSAGES,
  STATION_TEXT,
  STREAM_TYPES,
  type StaffStationDetail,
  type StaffStationRow,
  type StationCreateBody,
  type StationUsage,
  type StreamType,
  toUrlName,
} from '@tarang/contracts';
import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
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
import { HttpError } from '../../errors';
import { inUse, type Tx } from '../../shared/console';
import type { App } from '../../types';

/**
 * The queries and checks of the console's station form (staff-stations.ts has the routes): what a station is
 * linked to, whether a name, a place and social platforms are valid, and what still uses a station.
 */

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

export function toStaffStationRow(
  app: App,
  row: typeof stations.$inferSelect & {
    logo: { storageKey: string } | null;
    city: { name: string } | null;
    state: { name: string } | null;
  },
): StaffStationRow {
  return {
    id: row.id,
    version: row.version,
    name: row.name,
    urlName: toUrlName(row.name, row.id),
    frequency: row.frequency,
    tagline: row.tagline,
    color: row.color,
    logoFileId: row.logoFileId,
    logo: row.logo ? app.fileUrl(row.logo.storageKey) : null,
    cityName: row.city?.name ?? null,
    stateName: row.state?.name ?? null,
    sortOrder: row.sortOrder,
    isActive: row.isActive,
  };
}

/** The stored stream type (the form only ever stores one of STREAM_TYPES; the column default is mp3). */
const streamTypeOf = (value: string): StreamType =>
  (STREAM_TYPES as readonly string[]).includes(value) ? (value as StreamType) : 'mp3';

export function toStaffStationDetail(
  app: App,
  row: StaffStationWithDetails,
  usage: StationUsage,
): StaffStationDetail {
  return {
    ...toStaffStationRow(app, row),
    address: row.address,
    cityId: row.cityId,
    stateId: row.stateId,
    pin: row.pin,
    phoneNumber: row.phoneNumber,
    whatsappNumber: row.whatsappNumber,
    email: row.email,
    whatsappChannelUrl: row.whatsappChannelUrl ?? '',
    socialLinks: socialLinksOf(row),
    latitude: row.latitude,
    longitude: row.longitude,
    streamUrl: row.streamUrl,
    streamType: streamTypeOf(row.streamType),
    usage,
  };
}

/** The station's links in platform order, as the form lists them (and as Activity compares them). */
export const socialLinksOf = (row: {
  socialLinks: { platformId: number; url: string; platform: { name: string } }[];
}) =>
  row.socialLinks
    .map((link) => ({ platformId: link.platformId, platformName: link.platform.name, url: link.url }))
    .sort((a, b) => a.platformId - b.platformId);

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

/** How many of each kind of content a station has: one query, a count per table. */
export async function stationUsage(tx: Tx, id: number): Promise<StationUsage> {
  const counts = Object.fromEntries(
    Object.entries(USAGE_COLUMNS).map(([key, [table, column]]) => [
      key,
      sql<number>`(select count(*) from ${table} where ${column} = ${id})`.mapWith(Number),
    ]),
  ) as Record<keyof StationUsage, ReturnType<typeof sql<number>>>;
  const [row] = await tx.select(counts).from(stations).where(eq(stations.id, id));
  if (!row) throw new HttpError(404, 'Station not found');
  return row as StationUsage;
}

/** 409 naming what a station still has ("This station has 12 shows, 4 RJs…: deactivate it instead"). */
export async function assertUnused(tx: Tx, id: number): Promise<void> {
  const parts = describeStationUsage(await stationUsage(tx, id));
  if (parts.length) throw inUse(STATION_MESSAGES.inUse(parts));
}

// ---------------------------------------------------------------- checks of the form

/** 409 on name when another station already has the address this name makes (`stations_slug_idx`). */
export async function assertNameFree(tx: Tx, slug: string, exceptId?: number): Promise<void> {
  const [taken] = await tx
    .select({ id: stations.id })
    .from(stations)
    .where(and(eq(stations.slug, slug), exceptId === undefined ? undefined : ne(stations.id, exceptId)));
  if (taken) throw new HttpError(409, STATION_MESSAGES.nameTaken, 'name');
}

/** A save that lost the race for a name to another one (the unique index on the slug). */
export function isSlugClash(error: unknown): boolean {
  for (let cause = error, depth = 0; cause instanceof Error && depth < 5; depth++) {
    const { code, constraint } = cause as { code?: unknown; constraint?: unknown };
    if (code === '23505') return /stations_slug_idx/.test(`${constraint ?? ''} ${cause.message}`);
    cause = cause.cause;
  }
  return false;
}

/** 400 unless the state and city exist and the city is in the state (a city needs its state). */
export async function assertPlace(tx: Tx, cityId: number | null, stateId: number | null): Promise<void> {
  if (stateId !== null) {
    const [state] = await tx.select({ id: states.id }).from(states).where(eq(states.id, stateId));
    if (!state) throw new HttpError(400, STATION_MESSAGES.stateNotFound, 'stateId');
  }
  if (cityId === null) return;
  const [city] = await tx.select({ stateId: cities.stateId }).from(cities).where(eq(cities.id, cityId));
  if (!city) throw new HttpError(400, STATION_MESSAGES.cityNotFound, 'cityId');
  if (stateId === null) throw new HttpError(400, STATION_MESSAGES.stateNeeded, 'stateId');
  if (city.stateId !== stateId) throw new HttpError(400, STATION_MESSAGES.cityNotInState, 'cityId');
}

type LinkInput = NonNullable<StationCreateBody['socialLinks']>;

/** 400 on `socialLinks.{i}.platformId` for a platform that does not exist. */
export async function assertPlatforms(tx: Tx, links: LinkInput): Promise<void> {
  if (!links.length) return;
  const ids = links.map((link) => link.platformId);
  const known = new Set(
    (await tx.select({ id: platforms.id }).from(platforms).where(inArray(platforms.id, ids))).map(
      (row) => row.id,
    ),
  );
  const missing = ids.findIndex((id) => !known.has(id));
  if (missing !== -1) {
    throw new HttpError(400, STATION_MESSAGES.platformNotFound, `socialLinks.${missing}.platformId`);
  }
}

/** Replaces the station's social links with these (the form sends all of them). */
export async function replaceSocialLinks(tx: Tx, stationId: number, links: LinkInput): Promise<void> {
  await tx.delete(stationSocialLinks).where(eq(stationSocialLinks.stationId, stationId));
  if (links.length) {
    await tx
      .insert(stationSocialLinks)
      .values(links.map((link) => ({ stationId, platformId: link.platformId, url: link.url })));
  }
}

/**
 * 409 on isActive when `id` is the last active station: the listener site opens on the nearest active station
 * and cannot show none.
 */
export async function assertAnotherActive(tx: Tx, id: number): Promise<void> {
  const [other] = await tx
    .select({ id: stations.id })
    .from(stations)
    .where(and(eq(stations.isActive, true), ne(stations.id, id)))
    .limit(1);
  if (!other) throw new HttpError(409, STATION_MESSAGES.lastActive, 'isActive');
}

/** Where a new station goes when the form gives no sort order: after every other. */
export async function nextSortOrder(tx: Tx): Promise<number> {
  const [row] = await tx
    .select({ last: sql<number>`coalesce(max(${stations.sortOrder}), 0)`.mapWith(Number) })
    .from(stations);
  return Math.min((row?.last ?? 0) + 1, STATION_TEXT.sortOrder);
}
