import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { profiles } from '../../db/schema';

const active = eq(profiles.isActive, true);
const order = [asc(profiles.stationId), asc(profiles.sortOrder), asc(profiles.id)];

export function listProfiles(db: Db, stationId: number | undefined) {
  return db.query.profiles.findMany({
    where: stationId ? and(active, eq(profiles.stationId, stationId)) : active,
    orderBy: order,
    with: { image: true },
  });
}

export function listProfilesById(db: Db, profileIds: string[]) {
  return db.query.profiles.findMany({
    where: and(active, inArray(profiles.profileId, profileIds)),
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
