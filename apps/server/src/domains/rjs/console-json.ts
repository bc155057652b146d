import { toUrlName } from '@tarang/contracts';
import { iso } from '../../shared/reads';
import type { App } from '../../types';
import type { ProfileColumns, StaffProfileRow } from './console-repository';

/** An RJ as the console reads it (contracts: staffProfileSummary, staffProfile): file ids with their URLs. */

type FileRow = { storageKey: string } | null;

export function toSummary(app: App, row: ProfileColumns & { image: FileRow }, showCount: number) {
  return {
    id: row.id,
    version: row.version,
    profileId: row.profileId,
    urlName: toUrlName(row.name, row.profileId),
    name: row.name,
    stationId: row.stationId,
    designation: row.designation,
    showTime: row.showTime,
    profileImageFileId: row.profileImageFileId,
    profileImage: row.image ? app.fileUrl(row.image.storageKey) : null,
    isActive: row.isActive,
    showCount,
    createdAt: iso(row.createdAt),
  };
}

export function toStaffProfile(app: App, row: StaffProfileRow, showCount: number) {
  return {
    ...toSummary(app, row, showCount),
    bio: row.bio,
    gallery: row.gallery.map((item) => ({
      fileId: item.fileId,
      url: app.fileUrl(item.file.storageKey),
      // As the RJ page tells them apart: by the file's MIME type.
      mediaType: item.file.mimeType.startsWith('video/') ? ('Video' as const) : ('Image' as const),
      mimeType: item.file.mimeType,
      caption: item.caption,
    })),
    videos: row.videos.map((video) => ({
      title: video.title,
      videoFileId: video.videoFileId,
      videoUrl: app.fileUrl(video.video.storageKey),
      posterFileId: video.posterFileId,
      posterUrl: video.poster ? app.fileUrl(video.poster.storageKey) : null,
    })),
  };
}
