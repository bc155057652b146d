import { queryOptions } from '@tanstack/react-query';
import type { EpisodeWithMedia, MediaItem, MediaType } from '@tarang/contracts';
import { shows } from '@tarang/contracts/endpoints';
import { call } from '../../shared/api/call';

/** Page sizes of the audio section (the product fixes none): a grid of 12 divides into 2, 3 and 4 columns. */
export const MEDIA_PAGE_SIZE = 12;
export const EPISODE_PAGE_SIZE = 10;

const minutes = (n: number) => n * 60_000;

type MediaFilter = {
  stationId: number;
  mediaType?: MediaType;
  genre?: number;
  search?: string;
  isEditorChoice?: boolean;
  page?: number;
  pageSize?: number;
};

/** One page of a station's media (GET media/v1/media), filtered as the API allows. */
export const mediaPageQuery = ({
  stationId,
  mediaType,
  genre,
  search,
  isEditorChoice,
  page = 1,
  pageSize = MEDIA_PAGE_SIZE,
}: MediaFilter) =>
  queryOptions({
    queryKey: [
      'media-page',
      stationId,
      mediaType ?? 'all',
      genre ?? 0,
      search ?? '',
      isEditorChoice ?? 'any',
      page,
      pageSize,
    ],
    queryFn: ({ signal }) =>
      call(shows.list, {
        query: { stationId, mediaType, genre, search, isEditorChoice, pageNumber: page, pageSize },
        signal,
      }),
    staleTime: minutes(5),
  });

/** One show, podcast or video series (GET media/v1/media/{id}); a 404 is not retried (the page shows not-found). */
export const mediaQuery = (id: number) =>
  queryOptions({
    queryKey: ['media-item', id],
    queryFn: ({ signal }) => call(shows.get, { params: { id }, signal }).then((r) => r.data),
    staleTime: minutes(5),
    retry: false,
  });

export type SortOrder = 'desc' | 'asc';

/**
 * One page of a media item's episodes. The key starts with 'episodes' so signing in or out fetches them again
 * (isFavorite) and the favourite toggle patches them.
 */
export const episodePageQuery = (mediaId: number, sortOrder: SortOrder, page: number) =>
  queryOptions({
    queryKey: ['episodes', mediaId, sortOrder, page],
    queryFn: ({ signal }) =>
      call(shows.episodes, {
        params: { id: mediaId },
        query: { sortOrder, pageNumber: page, pageSize: EPISODE_PAGE_SIZE },
        signal,
      }),
    staleTime: minutes(5),
  });

/** The newest episodes across a station's media (GET media/v1/episodes), each with its media item. */
export const latestEpisodesQuery = (
  stationId: number,
  page: number,
  pageSize: number,
  mediaType?: MediaType,
) =>
  queryOptions({
    queryKey: ['episodes', 'latest', stationId, mediaType ?? 'all', page, pageSize],
    queryFn: ({ signal }) =>
      call(shows.latestEpisodes, { query: { stationId, mediaType, pageNumber: page, pageSize }, signal }),
    staleTime: minutes(5),
  });

/**
 * The player takes a media item with the episodes it plays; an episode of a mixed list carries only a summary of
 * its media item, which is enough for what the player shows (title, cover, link).
 */
export function mediaOfEpisode(episode: EpisodeWithMedia): MediaItem {
  const { media } = episode;
  return {
    id: media.id,
    title: media.title,
    urlName: media.urlName,
    mediaType: media.mediaType,
    description: '',
    stationId: null,
    genre: null,
    isEditorChoice: false,
    language: '',
    publishedAt: episode.publishedAt,
    thumbnailUrls: [],
    images: media.image ? [media.image] : [],
    imageAlts: media.image ? [media.imageAlt] : [],
    rjs: [],
    episodeCount: 0,
  };
}

/** A 1-based page number from the URL; anything else is page 1. */
export function pageParam(value: string | null): number {
  if (!value || !/^[1-9]\d{0,4}$/.test(value)) return 1;
  return Number(value);
}

/** A genre id from the URL, or undefined. */
export function idParamOf(value: string | null): number | undefined {
  return value && /^[1-9]\d{0,8}$/.test(value) ? Number(value) : undefined;
}
