import {
  type PublishStatus,
  publicationState,
  type StaffEpisode,
  type StaffMedia,
  toUrlName,
} from '@tarang/contracts';
import { iso } from '../../shared/reads';
import type { App } from '../../types';
import type { StaffEpisodeRow, StaffMediaRow } from './console-repository';

/** A show and an episode as the console reads them (contracts: staffMedia, staffEpisode): file ids with URLs. */

export function toStaffMedia(app: App, row: StaffMediaRow): StaffMedia {
  const rjs = row.profiles
    .map(({ profile }) => ({
      id: profile.id,
      profileId: profile.profileId,
      name: profile.name,
      stationId: profile.stationId,
      image: profile.image ? app.fileUrl(profile.image.storageKey) : null,
    }))
    .sort((a, b) => a.id - b.id);
  return {
    id: row.id,
    version: row.version,
    title: row.title,
    urlName: toUrlName(row.title, row.id),
    mediaType: row.mediaType as StaffMedia['mediaType'],
    stationId: row.stationId,
    description: row.description,
    genreId: row.genreId,
    genreName: row.genre?.name ?? null,
    rjIds: rjs.map((rj) => rj.id),
    rjs,
    imageFileIds: row.images.map((image) => image.fileId),
    images: row.images.map((image) => app.fileUrl(image.file.storageKey)),
    isEditorChoice: row.isEditorChoice,
    language: row.language,
    status: row.status as PublishStatus,
    state: publicationState(row.status, row.publishedAt),
    publishedAt: iso(row.publishedAt),
    createdAt: iso(row.createdAt),
    episodeCount: row.episodeCount,
  };
}

export function toStaffEpisode(app: App, row: StaffEpisodeRow): StaffEpisode {
  return {
    id: row.id,
    version: row.version,
    mediaId: row.mediaId,
    title: row.title,
    description: row.description,
    fileId: row.fileId,
    src: app.fileUrl(row.file.storageKey),
    mimeType: row.file.mimeType,
    durationSeconds: row.durationSeconds,
    thumbnailFileId: row.thumbnailFileId,
    thumbnail: row.thumbnail ? app.fileUrl(row.thumbnail.storageKey) : null,
    episodeNumber: row.episodeNumber,
    status: row.status as PublishStatus,
    state: publicationState(row.status, row.publishedAt),
    publishedAt: iso(row.publishedAt),
    createdAt: iso(row.createdAt),
  };
}
