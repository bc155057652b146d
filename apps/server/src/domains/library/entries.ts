import {
  type FollowedShow,
  isFinished,
  type ListeningEntry,
  type ListeningPosition,
  toUrlName,
} from '@tarang/contracts';
import { altOf, iso } from '../../shared/reads';
import type { App } from '../../types';
import { toEpisodeWithMedia } from '../shows';
import type { EpisodeWithMediaRow, listFollowed, PositionRow } from './repository';

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
