import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { prepareRead } from '../../db/prepared';
import { stations } from '../../db/schema';

/** A station as its prepared reads give it: the answer's fields, its logo file and social links (json, sorted). */
export type StationRow = {
  id: number;
  name: string;
  tagline: string;
  frequency: string;
  color: string;
  latitude: number;
  longitude: number;
  logoFileId: number | null;
  logoKey: string | null;
  logoAltName: string | null;
  socialMediaLink: { platformId: number; platformName: string; url: string }[];
  whatsappChannelUrl: string | null;
  address: string;
  cityDetail: { cityId: number; cityName: string } | null;
  stateDetail: { stateId: number; stateName: string } | null;
  pin: string;
  phoneNumber: string;
  whatsappNumber: string;
  email: string;
};

const stationSelect = sql`
  select s.id, s.name, s.tagline, s.frequency, s.color, s.latitude, s.longitude,
    s.logo_file_id as "logoFileId", logo.storage_key as "logoKey", logo.alt_name as "logoAltName",
    coalesce((select json_agg(json_build_object('platformId', l.platform_id, 'platformName', p.name, 'url', l.url)
                order by l.platform_id)
              from station_social_links l join platforms p on p.id = l.platform_id
              where l.station_id = s.id), '[]'::json) as "socialMediaLink",
    s.whatsapp_channel_url as "whatsappChannelUrl", s.address,
    case when ci.id is null then null else json_build_object('cityId', ci.id, 'cityName', ci.name) end as "cityDetail",
    case when st.id is null then null else json_build_object('stateId', st.id, 'stateName', st.name) end as "stateDetail",
    s.pin, s.phone_number as "phoneNumber", s.whatsapp_number as "whatsappNumber", s.email`;

const stationJoins = sql`
  from stations s
  left join files logo on logo.id = s.logo_file_id
  left join cities ci on ci.id = s.city_id
  left join states st on st.id = s.state_id`;

/** Great-circle distance in km from the asked point (haversine, earth radius 6371 km). */
const distanceKm = sql`6371 * 2 * asin(sqrt(
  power(sin(radians(s.latitude - ${sql.placeholder('latitude')}::float8) / 2), 2) +
  cos(radians(${sql.placeholder('latitude')}::float8)) * cos(radians(s.latitude)) *
  power(sin(radians(s.longitude - ${sql.placeholder('longitude')}::float8) / 2), 2)))`;

/**
 * The station service's public reads, each one statement prepared once for this app's database (a prepared
 * statement belongs to its connection pool, so each app builds its own). The Drizzle reads below serve the
 * sitemap and the share images.
 */
export function stationRepository(db: Db) {
  const active = prepareRead<StationRow>(
    db,
    'station_list_active',
    sql`${stationSelect} ${stationJoins} where s.is_active order by s.sort_order, s.id`,
  );
  const byId = prepareRead<StationRow>(
    db,
    'station_by_id',
    sql`${stationSelect} ${stationJoins} where s.id = ${sql.placeholder('id')}::int and s.is_active`,
  );
  const nearest = prepareRead<StationRow & { distanceKm: number }>(
    db,
    'station_nearest',
    sql`${stationSelect}, (${distanceKm})::float8 as "distanceKm" ${stationJoins}
        where s.is_active order by "distanceKm", s.id limit 1`,
  );
  return {
    /** Active stations in the console's order. */
    listActive: () => active(),
    /** An active station, or undefined. */
    findActive: async (id: number) => (await byId({ id }))[0],
    /** The active station closest to a point, with its distance in km. */
    findNearest: async (latitude: number, longitude: number) => (await nearest({ latitude, longitude }))[0],
  };
}

export type StationRepository = ReturnType<typeof stationRepository>;

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
