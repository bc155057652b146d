import { type Episode, type EpisodeWithMedia, toUrlName } from '@tarang/contracts';
import { altOf, iso } from '../../shared/reads';
import type { App } from '../../types';
import type { EpisodeItemRow, EpisodeShowRow, FileKey } from './reads-repository';
import type { EpisodeRow } from './repository';

/** What an episode's answer needs of its row (the shows' and My Tarang's queries both give it). */
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

/** Episode thumbnail: its own image, else the first image of its media item, else none. */
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

const coverUrl = (app: App, file: FileKey | null) => (file ? app.fileUrl(file.key) : null);

/** An episode of a prepared read (reads-repository.ts) as the API answers it; mediaTitle is its show's. */
export function episodeFromRead(app: App, mediaTitle: string, row: EpisodeItemRow): Episode {
  const src = app.fileUrl(row.file.key);
  return {
    id: row.id,
    mediaId: row.mediaId,
    mediaTitle,
    title: row.title,
    description: row.description,
    episodeNumber: row.episodeNumber,
    src,
    episodeUrl: src,
    mimeType: row.file.mimeType,
    duration: row.duration,
    thumbnail: coverUrl(app, row.cover),
    thumbnailAlt: altOf(row.cover, row.title),
    publishedAt: row.publishedAt,
    isFavorite: row.isFavorite,
  };
}

/** An episode with its show, of the latest-episodes read, as the API answers it. */
export function episodeWithShowFromRead(
  app: App,
  { episode, show }: { episode: EpisodeItemRow; show: EpisodeShowRow },
): EpisodeWithMedia {
  return {
    ...episodeFromRead(app, show.title, episode),
    media: {
      id: show.id,
      title: show.title,
      urlName: toUrlName(show.title, show.id),
      mediaType: show.mediaType as EpisodeWithMedia['media']['mediaType'],
      image: coverUrl(app, show.image),
      imageAlt: altOf(show.image, show.title),
    },
  };
}
