import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { prepareRead } from '../../db/prepared';
import { profiles } from '../../db/schema';

/** An RJ as the prepared reads give them: the answer's fields and their portrait file. */
export type ProfileItemRow = {
  id: number;
  profileId: string;
  name: string;
  stationId: number;
  designation: string;
  showTime: string;
  bio: string;
  imageFileId: number | null;
  imageKey: string | null;
  imageAltName: string | null;
};

export type GalleryRow = {
  id: number;
  fileId: number;
  key: string;
  mimeType: string;
  altName: string | null;
  caption: string;
  width: number | null;
  height: number | null;
};

export type ProfileVideoRow = {
  id: number;
  title: string;
  fileId: number;
  key: string;
  mimeType: string;
  posterKey: string | null;
  duration: number | null;
};

const profileSelect = sql`
  select p.id, p.profile_id as "profileId", p.name, p.station_id as "stationId", p.designation,
    p.show_time as "showTime", p.bio, p.profile_image_file_id as "imageFileId",
    pf.storage_key as "imageKey", pf.alt_name as "imageAltName"`;

const profileJoins = sql`from profiles p left join files pf on pf.id = p.profile_image_file_id`;
const listOrder = sql`order by p.station_id, p.sort_order, p.id`;

/**
 * The profile service's public reads (active RJs only), each one statement prepared once for this app's
 * database.
 */
export function profileRepository(db: Db) {
  const ofStation = prepareRead<ProfileItemRow>(
    db,
    'profile_list',
    sql`${profileSelect} ${profileJoins}
        where p.is_active and (${sql.placeholder('stationId')}::int is null
                               or p.station_id = ${sql.placeholder('stationId')}::int)
        ${listOrder}`,
  );
  const byProfileIds = prepareRead<ProfileItemRow>(
    db,
    'profile_by_profile_ids',
    sql`${profileSelect} ${profileJoins}
        where p.is_active and p.profile_id = any(${sql.placeholder('profileIds')}::text[]) ${listOrder}`,
  );
  const detail = prepareRead<ProfileItemRow & { gallery: GalleryRow[]; videos: ProfileVideoRow[] }>(
    db,
    'profile_detail',
    sql`${profileSelect},
          coalesce((select json_agg(json_build_object('id', g.id, 'fileId', f.id, 'key', f.storage_key,
                      'mimeType', f.mime_type, 'altName', f.alt_name, 'caption', g.caption,
                      'width', f.width, 'height', f.height) order by g.sort_order, g.id)
                    from profile_gallery g join files f on f.id = g.file_id
                    where g.profile_id = p.id), '[]'::json) as gallery,
          coalesce((select json_agg(json_build_object('id', v.id, 'title', v.title, 'fileId', vf.id,
                      'key', vf.storage_key, 'mimeType', vf.mime_type, 'posterKey', poster.storage_key,
                      'duration', vf.duration_seconds) order by v.sort_order, v.id)
                    from profile_videos v join files vf on vf.id = v.video_file_id
                    left join files poster on poster.id = v.poster_file_id
                    where v.profile_id = p.id), '[]'::json) as videos
        ${profileJoins}
        where p.is_active and p.profile_id = ${sql.placeholder('profileId')}::text`,
  );

  return {
    /** Active RJs, of one station when given, by station then the console's order. */
    list: (stationId: number | undefined) => ofStation({ stationId: stationId ?? null }),
    /** Active RJs among these profileIds, in the list's order. */
    byProfileIds: (profileIds: string[]) => byProfileIds({ profileIds }),
    /** An active RJ with their gallery and videos, or undefined. */
    find: async (profileId: string) => (await detail({ profileId }))[0],
  };
}

const active = eq(profiles.isActive, true);
const order = [asc(profiles.stationId), asc(profiles.sortOrder), asc(profiles.id)];

export function listProfiles(db: Db, stationId: number | undefined) {
  return db.query.profiles.findMany({
    where: stationId ? and(active, eq(profiles.stationId, stationId)) : active,
    orderBy: order,
    with: { image: true },
  });
}

export type ProfileRow = Awaited<ReturnType<typeof listProfiles>>[number];

export function findProfile(db: Db, profileId: string) {
  return db.query.profiles.findFirst({
    where: and(active, eq(profiles.profileId, profileId)),
    with: {
      image: true,
      gallery: { with: { file: true }, orderBy: (t, { asc }) => [asc(t.sortOrder), asc(t.id)] },
      videos: { with: { video: true, poster: true }, orderBy: (t, { asc }) => [asc(t.sortOrder), asc(t.id)] },
    },
  });
}
