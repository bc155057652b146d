import type { profileCreateBody, staffProfileQuery } from '@tarang/contracts';
import { and, asc, count, desc, eq, ilike, inArray, ne, or, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { files, mediaProfiles, profileGallery, profiles, profileVideos, requests } from '../../db/schema';
import { stationScope, type Tx } from '../../shared/console';
import { consoleTable } from '../../shared/console-repository';
import { likePattern } from '../../shared/reads';

/**
 * The console's queries on RJs: the list, the form's data with its gallery and videos, what a save checks
 * (profile id, linked files, what still names the RJ) and the writes, the ordered gallery and video lists
 * replaced whole. Routes and checks: console.ts, console-checks.ts.
 */

type ProfileInput = z.output<typeof profileCreateBody>;
export type GalleryInput = ProfileInput['gallery'];
export type VideosInput = ProfileInput['videos'];
/** The profiles row as stored. */
export type ProfileColumns = typeof profiles.$inferSelect;

type FileRow = typeof files.$inferSelect | null;
/** An RJ as the console lists it: the row, its portrait and how many shows it hosts. */
export type StaffProfileListRow = ProfileColumns & { image: FileRow; showCount: number };

/** One RJ, whatever its state, with the portrait, the gallery and the videos in their order. */
function findStaffProfile(db: Tx, where: SQL | undefined) {
  return (db as Db).query.profiles.findFirst({
    where,
    with: {
      image: true,
      gallery: { with: { file: true }, orderBy: (t, { asc }) => [asc(t.sortOrder), asc(t.id)] },
      videos: { with: { video: true, poster: true }, orderBy: (t, { asc }) => [asc(t.sortOrder), asc(t.id)] },
    },
  });
}
export type StaffProfileRow = NonNullable<Awaited<ReturnType<typeof findStaffProfile>>> & {
  showCount: number;
};

/**
 * The console's queries on RJs (consoleTable): a page of RJs (hidden ones too) with their portrait, search on
 * name or profile id, and one RJ as the form loads it; each with how many shows it hosts.
 */
export const profileStore = consoleTable<
  typeof profiles,
  StaffProfileListRow,
  z.output<typeof staffProfileQuery>
>({
  table: profiles,
  async rows(db, { where, orderBy, limit, offset }) {
    const rows = await db.query.profiles.findMany({ where, orderBy, limit, offset, with: { image: true } });
    const shows = await showCounts(
      db,
      rows.map((row) => row.id),
    );
    return rows.map((row) => ({ ...row, showCount: shows.get(row.id) ?? 0 }));
  },
  async row(db, where): Promise<StaffProfileRow | undefined> {
    const row = await findStaffProfile(db, where);
    if (!row) return undefined;
    return { ...row, showCount: (await showCounts(db, [row.id])).get(row.id) ?? 0 };
  },
  scope: (user, { stationId }) => stationScope(user, profiles.stationId, stationId),
  filters: ({ search, isActive }) => [
    search
      ? or(ilike(profiles.name, likePattern(search)), ilike(profiles.profileId, likePattern(search)))
      : undefined,
    isActive === undefined ? undefined : eq(profiles.isActive, isActive),
  ],
  order: ({ sort }) =>
    sort === 'name' ? [asc(profiles.name), asc(profiles.id)] : [desc(profiles.createdAt), desc(profiles.id)],
});

/** How many shows each of these RJs hosts (media_profiles), by profile row id. */
export async function showCounts(db: Tx, ids: number[]): Promise<Map<number, number>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ profileId: mediaProfiles.profileId, shows: count() })
    .from(mediaProfiles)
    .where(inArray(mediaProfiles.profileId, ids))
    .groupBy(mediaProfiles.profileId);
  return new Map(rows.map((row) => [row.profileId, row.shows]));
}

/** Whether another RJ than `exceptId` has this profile id, compared without case. */
export async function profileIdTaken(tx: Tx, profileId: string, exceptId?: number): Promise<boolean> {
  const [taken] = await tx
    .select({ id: profiles.id })
    .from(profiles)
    .where(
      and(
        sql`lower(${profiles.profileId}) = ${profileId.toLowerCase()}`,
        exceptId === undefined ? undefined : ne(profiles.id, exceptId),
      ),
    );
  return taken !== undefined;
}

/** The gallery's files, in one query: their type and whether they are private. */
export function galleryFiles(tx: Tx, gallery: NonNullable<GalleryInput>) {
  return tx
    .select({ id: files.id, mimeType: files.mimeType, private: files.private })
    .from(files)
    .where(
      inArray(
        files.id,
        gallery.map((item) => item.fileId),
      ),
    );
}

/** The gallery becomes exactly these items, in this order. */
export async function replaceGallery(tx: Tx, profileRowId: number, gallery: GalleryInput): Promise<void> {
  await tx.delete(profileGallery).where(eq(profileGallery.profileId, profileRowId));
  if (gallery.length === 0) return;
  await tx.insert(profileGallery).values(
    gallery.map((item, index) => ({
      profileId: profileRowId,
      fileId: item.fileId,
      caption: item.caption,
      sortOrder: index,
    })),
  );
}

/** The RJ's videos become exactly these, in this order. */
export async function replaceVideos(tx: Tx, profileRowId: number, videos: VideosInput): Promise<void> {
  await tx.delete(profileVideos).where(eq(profileVideos.profileId, profileRowId));
  if (videos.length === 0) return;
  await tx.insert(profileVideos).values(
    videos.map((video, index) => ({
      profileId: profileRowId,
      title: video.title,
      videoFileId: video.videoFileId,
      posterFileId: video.posterFileId,
      sortOrder: index,
    })),
  );
}

/** The gallery and videos as the form sends them, to tell whether a save changed them (Activity). */
export async function listsOf(tx: Tx, profileRowId: number) {
  const [gallery, videos] = await Promise.all([
    tx
      .select({ fileId: profileGallery.fileId, caption: profileGallery.caption })
      .from(profileGallery)
      .where(eq(profileGallery.profileId, profileRowId))
      .orderBy(profileGallery.sortOrder, profileGallery.id),
    tx
      .select({
        title: profileVideos.title,
        videoFileId: profileVideos.videoFileId,
        posterFileId: profileVideos.posterFileId,
      })
      .from(profileVideos)
      .where(eq(profileVideos.profileId, profileRowId))
      .orderBy(profileVideos.sortOrder, profileVideos.id),
  ]);
  return { gallery, videos };
}

/** A new RJ goes after the station's others in the listener list (ordered by sortOrder). */
export async function nextSortOrder(tx: Tx, stationId: number): Promise<number> {
  const [row] = await tx
    .select({ last: sql<number>`coalesce(max(${profiles.sortOrder}), 0)`.mapWith(Number) })
    .from(profiles)
    .where(eq(profiles.stationId, stationId));
  return (row?.last ?? 0) + 1;
}

/** How many listeners' requests name this RJ. */
export async function requestsNaming(tx: Tx, profileRowId: number): Promise<number | undefined> {
  const [named] = await tx
    .select({ requests: count() })
    .from(requests)
    .where(eq(requests.profileId, profileRowId));
  return named?.requests;
}

/** Deletes the RJ (their gallery and videos go with them). */
export async function deleteProfile(tx: Tx, id: number): Promise<void> {
  await tx.delete(profiles).where(eq(profiles.id, id));
}
