import { type Episode, type EpisodeWithMedia, toUrlName } from '@tarang/contracts';
import type { App } from '../../types';
import { altOf, iso } from '../shared';
import type { EpisodeRow } from './repository';

/** What an episode's answer needs of its row (the media service's and My Tarang's queries both give it). */
type EpisodeFields = Pick<
  EpisodeRow,
  | 'id'
  | 'mediaId'
  | 'title'
  | 'description'
  | 'episodeNumber'
  | 'file'
  | 'durationSeconds'
  | 'thumbnail'
  | 'publishedAt'
>;

/** What an episode needs of its media item. */
type EpisodeMedia = { title: string; images: { file: EpisodeRow['file'] }[] };

/** Episode thumbnail: its own image, else the first image of its media item (SPEC), else none. */
export function toEpisode(
  app: App,
  mediaRow: EpisodeMedia,
  row: EpisodeFields,
  isFavorite: boolean,
): Episode {
  const cover = row.thumbnail ?? mediaRow.images[0]?.file ?? null;
  const src = app.fileUrl(row.file.storageKey);
  return {
    id: row.id,
    mediaId: row.mediaId,
    mediaTitle: mediaRow.title,
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
  };
}

/** An episode with its show (GET media/v1/episodes, My Tarang's lists). */
export function toEpisodeWithMedia(
  app: App,
  row: EpisodeFields & { media: EpisodeMedia & { id: number; mediaType: string } },
  isFavorite: boolean,
): EpisodeWithMedia {
  const cover = row.media.images[0]?.file ?? null;
  return {
    ...toEpisode(app, row.media, row, isFavorite),
    media: {
      id: row.media.id,
      title: row.media.title,
      urlName: toUrlName(row.media.title, row.media.id),
      mediaType: row.media.mediaType as EpisodeWithMedia['media']['mediaType'],
      image: cover ? app.fileUrl(cover.storageKey) : null,
      imageAlt: altOf(cover, row.media.title),
    },
  };
}
