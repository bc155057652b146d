import { PROFILE_MESSAGES, type profileCreateBody } from '@tarang/contracts';
import { and, count, eq, inArray, ne, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { files, mediaProfiles, profileGallery, profiles, profileVideos, requests } from '../../db/schema';
import { HttpError } from '../../errors';
import { assertFile, inUse, type Tx } from '../../shared/console';

/**
 * The console's queries on RJs: the form's data with its gallery and videos, the checks a save needs (station,
 * profile id, linked files) and the replacement of the ordered gallery and video lists. Routes: staff-profiles.ts.
 */

type ProfileInput = z.output<typeof profileCreateBody>;
export type GalleryInput = ProfileInput['gallery'];
export type VideosInput = ProfileInput['videos'];

/** One RJ, whatever its state, with the portrait, the gallery and the videos in their order. */
export function findStaffProfile(db: Tx, id: number) {
  return (db as Db).query.profiles.findFirst({
    where: eq(profiles.id, id),
    with: {
      image: true,
      gallery: { with: { file: true }, orderBy: (t, { asc }) => [asc(t.sortOrder), asc(t.id)] },
      videos: { with: { video: true, poster: true }, orderBy: (t, { asc }) => [asc(t.sortOrder), asc(t.id)] },
    },
  });
}
export type StaffProfileRow = NonNullable<Awaited<ReturnType<typeof findStaffProfile>>>;

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

/**
 * 400 on profileId when another RJ has it. Compared without case: `rj1001` and `RJ1001` would be two URLs
 * listeners cannot tell apart (the unique index, exact, still catches two saves racing: see isProfileIdClash).
 */
export async function assertProfileIdFree(tx: Tx, profileId: string, exceptId?: number): Promise<void> {
  const [taken] = await tx
    .select({ id: profiles.id })
    .from(profiles)
    .where(
      and(
        sql`lower(${profiles.profileId}) = ${profileId.toLowerCase()}`,
        exceptId === undefined ? undefined : ne(profiles.id, exceptId),
      ),
    );
  if (taken) throw new HttpError(400, PROFILE_MESSAGES.profileIdTaken, 'profileId');
}

/** A save that lost the race for a profile id to another one (unique index profiles_profile_id_idx). */
export function isProfileIdClash(error: unknown): boolean {
  for (let cause = error, depth = 0; cause instanceof Error && depth < 5; depth++) {
    const { code, constraint } = cause as { code?: unknown; constraint?: unknown };
    if (code === '23505') {
      return constraint === 'profiles_profile_id_idx' || cause.message.includes('profiles_profile_id_idx');
    }
    cause = cause.cause;
  }
  return false;
}

/**
 * 400 on `gallery.{i}.fileId` unless every gallery file is a published image or video (what the RJ page can
 * show), checked in one query.
 */
export async function assertGalleryFiles(tx: Tx, gallery: GalleryInput | undefined): Promise<void> {
  if (!gallery?.length) return;
  const rows = await tx
    .select({ id: files.id, mimeType: files.mimeType, private: files.private })
    .from(files)
    .where(
      inArray(
        files.id,
        gallery.map((item) => item.fileId),
      ),
    );
  const byId = new Map(rows.map((row) => [row.id, row]));
  gallery.forEach((item, index) => {
    const file = byId.get(item.fileId);
    const field = `gallery.${index}.fileId`;
    if (!file || file.private) throw new HttpError(400, 'File not found: upload it again', field);
    if (!/^(image|video)\//.test(file.mimeType))
      throw new HttpError(400, PROFILE_MESSAGES.galleryFileKind, field);
  });
}

/** 400 on `videos.{i}.videoFileId` / `.posterFileId` unless each is a published video / image. */
export async function assertVideoFiles(tx: Tx, videos: VideosInput | undefined): Promise<void> {
  for (const [index, video] of (videos ?? []).entries()) {
    await assertFile(tx, video.videoFileId, 'video', `videos.${index}.videoFileId`);
    await assertFile(tx, video.posterFileId, 'image', `videos.${index}.posterFileId`);
  }
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

/**
 * 409 while something still needs this RJ: the shows they host (take the RJ off first), or listeners' requests
 * naming them. A request keeps its RJ on record (the inbox shows who the listener asked for, and the column has
 * no ON DELETE SET NULL), so such an RJ is hidden (isActive false) rather than deleted.
 */
export async function assertDeletable(tx: Tx, profileRowId: number): Promise<void> {
  const shows = (await showCounts(tx, [profileRowId])).get(profileRowId) ?? 0;
  if (shows > 0) throw inUse(PROFILE_MESSAGES.hostsShows(shows));
  const [named] = await tx
    .select({ requests: count() })
    .from(requests)
    .where(eq(requests.profileId, profileRowId));
  if (named && named.requests > 0) throw inUse(PROFILE_MESSAGES.namedInRequests(named.requests));
}
