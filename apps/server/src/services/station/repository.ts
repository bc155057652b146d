import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { stationPages, stations } from '../../db/schema';

const withDetails = {
  logo: true,
  city: true,
  state: true,
  socialLinks: { with: { platform: true } },
} as const;

export function listStations(db: Db) {
  return db.query.stations.findMany({
    where: eq(stations.isActive, true),
    orderBy: [asc(stations.sortOrder), asc(stations.id)],
    with: withDetails,
  });
}

export function findStation(db: Db, id: number) {
  return db.query.stations.findFirst({
    where: and(eq(stations.id, id), eq(stations.isActive, true)),
    with: withDetails,
  });
}

export type StationWithDetails = NonNullable<Awaited<ReturnType<typeof findStation>>>;

/** The active station closest by great-circle distance (haversine, earth radius 6371 km). */
export async function findNearestStationId(db: Db, latitude: number, longitude: number) {
  const distance = sql<number>`6371 * 2 * asin(sqrt(
    power(sin(radians(${stations.latitude} - ${latitude}) / 2), 2) +
    cos(radians(${latitude})) * cos(radians(${stations.latitude})) *
    power(sin(radians(${stations.longitude} - ${longitude}) / 2), 2)))`;
  const [row] = await db
    .select({ id: stations.id, distanceKm: distance.mapWith(Number) })
    .from(stations)
    .where(eq(stations.isActive, true))
    .orderBy(distance, asc(stations.id))
    .limit(1);
  return row;
}

/** The station's own page, else the network-wide one. */
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
