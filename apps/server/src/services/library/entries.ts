import {
  type EpisodeWithMedia,
  type FollowedShow,
  isFinished,
  type ListeningEntry,
  type ListeningPosition,
  toUrlName,
} from '@tarang/contracts';
import type { App } from '../../types';
import { altOf, iso } from '../shared';
import type { EpisodeWithMediaRow, listFollowed, PositionRow } from './repository';

/** An episode as the media service lists it (GET media/v1/episodes), for My Tarang's lists. */
export function toEpisodeWithMedia(
  app: App,
  row: EpisodeWithMediaRow,
  isFavorite: boolean,
): EpisodeWithMedia {
  const showCover = row.media.images[0]?.file ?? null;
  // SPEC: the episode's own thumbnail, else its show's first image.
  const cover = row.thumbnail ?? showCover;
  const src = app.fileUrl(row.file.storageKey);
  return {
    id: row.id,
    mediaId: row.mediaId,
    mediaTitle: row.media.title,
    title: row.title,
    description: row.description,
    episodeNumber: row.episodeNumber,
    src,
    episodeUrl: src,
    mimeType: row.file.mimeType,
    duration: row.durationSeconds,
    thumbnail: cover ? app.fileUrl(cover.storageKey) : null,
    thumbnailAlt: altOf(cover, row.title),
    publishedAt: iso(row.publishedAt),
    isFavorite,
    media: {
      id: row.media.id,
      title: row.media.title,
      urlName: toUrlName(row.media.title, row.media.id),
      mediaType: row.media.mediaType as EpisodeWithMedia['media']['mediaType'],
      image: showCover ? app.fileUrl(showCover.storageKey) : null,
      imageAlt: altOf(showCover, row.media.title),
    },
  };
}

export function toPosition(row: PositionRow): ListeningPosition {
  return {
    episodeId: row.episodeId,
    position: row.positionSeconds,
    duration: row.durationSeconds,
    finished: isFinished(row.positionSeconds, row.durationSeconds),
    updatedAt: iso(row.updatedAt),
  };
}

/** Saved places joined to their episodes, in the places' order (an episode gone meanwhile is left out). */
export function toEntries(
  app: App,
  positions: PositionRow[],
  rows: EpisodeWithMediaRow[],
  favorites: Set<number>,
): ListeningEntry[] {
  const byId = new Map(rows.map((row) => [row.id, row]));
  return positions.flatMap((position) => {
    const row = byId.get(position.episodeId);
    return row
      ? [{ ...toPosition(position), episode: toEpisodeWithMedia(app, row, favorites.has(row.id)) }]
      : [];
  });
}

export function toFollowedShow(
  app: App,
  row: Awaited<ReturnType<typeof listFollowed>>[number],
): FollowedShow {
  const cover = row.images[0]?.file ?? null;
  return {
    id: row.id,
    title: row.title,
    urlName: toUrlName(row.title, row.id),
    mediaType: row.mediaType as FollowedShow['mediaType'],
    image: cover ? app.fileUrl(cover.storageKey) : null,
    imageAlt: altOf(cover, row.title),
    followedAt: iso(row.followedAt),
  };
}
