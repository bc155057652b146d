import { PROFILE_MESSAGES } from '@tarang/contracts';
import { HttpError } from '../../errors';
import { assertFile, inUse, type Tx } from '../../shared/console';
import {
  type GalleryInput,
  galleryFiles,
  profileIdTaken,
  requestsNaming,
  showCounts,
  type VideosInput,
} from './console-repository';

/**
 * What an RJ's save checks before it writes (each failure a 400 on its field, told to the form) and what a
 * delete waits for.
 */

/**
 * 400 on profileId when another RJ has it. Compared without case: `rj1001` and `RJ1001` would be two URLs
 * listeners cannot tell apart (the unique index, exact, still catches two saves racing: see isProfileIdClash).
 */
export async function assertProfileIdFree(tx: Tx, profileId: string, exceptId?: number): Promise<void> {
  if (await profileIdTaken(tx, profileId, exceptId)) {
    throw new HttpError(400, PROFILE_MESSAGES.profileIdTaken, 'profileId');
  }
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
  const rows = await galleryFiles(tx, gallery);
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

/**
 * 409 while something still needs this RJ: the shows they host (take the RJ off first), or listeners' requests
 * naming them. A request keeps its RJ on record (the inbox shows who the listener asked for, and the column has
 * no ON DELETE SET NULL), so such an RJ is hidden (isActive false) rather than deleted.
 */
export async function assertDeletable(tx: Tx, profileRowId: number): Promise<void> {
  const shows = (await showCounts(tx, [profileRowId])).get(profileRowId) ?? 0;
  if (shows > 0) throw inUse(PROFILE_MESSAGES.hostsShows(shows));
  const named = await requestsNaming(tx, profileRowId);
  if (named !== undefined && named > 0) throw inUse(PROFILE_MESSAGES.namedInRequests(named));
}
