import {
  PROFILE_TEXT,
  type ProfileCreateBody,
  type profileCreateBody,
  type StaffProfile,
} from '@tarang/contracts';
import type { Path } from 'react-hook-form';
import type { useConsoleForm } from '../ui/useConsoleForm';

/** The RJ form's values, its field order, and the files it shows by id. */

export type RjFormApi = ReturnType<typeof useConsoleForm<typeof profileCreateBody>>;
type Field = Path<ProfileCreateBody>;

/** Every field in the order the form shows them (the gallery's and the videos' item by item). */
export const ORDER: readonly Field[] = [
  'name',
  'profileId',
  'stationId',
  'designation',
  'showTime',
  'bio',
  'profileImageFileId',
  'isActive',
  ...Array.from({ length: PROFILE_TEXT.galleryItems }, (_, i): Field[] => [
    `gallery.${i}.fileId`,
    `gallery.${i}.caption`,
  ]).flat(),
  ...Array.from({ length: PROFILE_TEXT.videos }, (_, i): Field[] => [
    `videos.${i}.title`,
    `videos.${i}.videoFileId`,
    `videos.${i}.posterFileId`,
  ]).flat(),
];

export const valuesOf = (rj: StaffProfile | undefined, stationId: number): ProfileCreateBody => ({
  stationId: rj?.stationId ?? stationId,
  name: rj?.name ?? '',
  profileId: rj?.profileId ?? '',
  designation: rj?.designation ?? 'RJ',
  showTime: rj?.showTime ?? '',
  bio: rj?.bio ?? '',
  profileImageFileId: rj?.profileImageFileId ?? null,
  gallery: rj?.gallery.map(({ fileId, caption }) => ({ fileId, caption })) ?? [],
  videos:
    rj?.videos.map(({ title, videoFileId, posterFileId }) => ({ title, videoFileId, posterFileId })) ?? [],
  isActive: rj?.isActive ?? true,
});

/** A file the form shows (a gallery item, a video, a poster), by its id. */
type KnownFile = { url: string; mimeType: string };
export type KnownFiles = Record<number, KnownFile>;

/** The files an RJ already has, so the form can show them. */
export function filesOf(rj: StaffProfile | undefined): KnownFiles {
  const known: KnownFiles = {};
  for (const item of rj?.gallery ?? []) known[item.fileId] = { url: item.url, mimeType: item.mimeType };
  for (const video of rj?.videos ?? []) {
    known[video.videoFileId] = { url: video.videoUrl, mimeType: 'video/' };
    if (video.posterFileId && video.posterUrl)
      known[video.posterFileId] = { url: video.posterUrl, mimeType: 'image/' };
  }
  return known;
}
