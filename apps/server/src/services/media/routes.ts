import {
  episode,
  episodeListQuery,
  episodePath,
  episodeWithMedia,
  idPath,
  latestEpisodesQuery,
  list,
  type MediaItem,
  mediaItem,
  mediaListQuery,
  one,
  toUrlName,
} from '@tarang/contracts';
import { notFound } from '../../errors';
import type { App } from '../../types';
import { altOf, fileLink, iso, PUBLIC_CACHE } from '../shared';
import { toEpisode, toEpisodeWithMedia } from './episode-json';
import {
  favoriteEpisodeIds,
  findEpisode,
  findMedia,
  listEpisodes,
  listLatestEpisodes,
  listMedia,
  type MediaRow,
} from './repository';
import { staffEpisodeRoutes } from './staff-episodes';
import { staffMediaRoutes } from './staff-media';

const tags = ['media'];

function toMediaItem(app: App, row: MediaRow): MediaItem {
  return {
    id: row.id,
    title: row.title,
    urlName: toUrlName(row.title, row.id),
    mediaType: row.mediaType as MediaItem['mediaType'],
    description: row.description,
    stationId: row.stationId,
    genre: row.genre,
    isEditorChoice: row.isEditorChoice,
    language: row.language,
    publishedAt: iso(row.publishedAt),
    thumbnailUrls: row.images.map((image) => image.fileId),
    images: row.images.map((image) => app.fileUrl(image.file.storageKey)),
    imageAlts: row.images.map((image) => altOf(image.file, row.title)),
    // An RJ hidden in the console (not active) is left off the show too: their page would be a 404.
    rjs: row.profiles
      .filter(({ profile }) => profile.isActive)
      .map(({ profile }) => {
        const portrait = fileLink(app, profile.image, profile.name);
        return {
          id: profile.id,
          profileId: profile.profileId,
          name: profile.name,
          image: portrait.url,
          imageAlt: portrait.alt,
        };
      })
      .sort((a, b) => a.id - b.id),
    episodeCount: row.episodeCount,
  };
}

export async function mediaRoutes(app: App) {
  // The console's reads (under /staff/) and writes (on these read paths).
  await app.register(staffMediaRoutes);
  await app.register(staffEpisodeRoutes);

  async function mediaOr404(id: number) {
    const row = await findMedia(app.db, id);
    if (!row) throw notFound('Media not found');
    return row;
  }

  app.get(
    '/media',
    {
      schema: {
        tags,
        summary: 'Audio shows, podcasts and videos, newest first',
        description:
          'stationId also lists network-wide items; rjId is an RJ profileId; search matches the title or the text of the description (title matches first); genre is a genre id.',
        querystring: mediaListQuery,
        response: { 200: list(mediaItem) },
      },
    },
    async (request, reply) => {
      const { rows, total } = await listMedia(app.db, request.query);
      reply.header('Cache-Control', PUBLIC_CACHE);
      return { data: rows.map((row) => toMediaItem(app, row)), total };
    },
  );

  app.get(
    '/episodes',
    {
      schema: {
        tags,
        summary: 'The newest published episodes across the media of a station, each with its media item',
        description:
          'stationId also lists the episodes of network-wide items; mediaType narrows to one kind. isFavorite is for the signed-in caller.',
        querystring: latestEpisodesQuery,
        response: { 200: list(episodeWithMedia) },
      },
    },
    async (request) => {
      const [{ rows, total }, user] = await Promise.all([
        listLatestEpisodes(app.db, request.query),
        app.optionalUser(request),
      ]);
      const favorites = await favoriteEpisodeIds(
        app.db,
        user,
        rows.map((row) => row.id),
      );
      const data = rows.map((row) => toEpisodeWithMedia(app, row, favorites.has(row.id)));
      return { data, total };
    },
  );

  app.get(
    '/media/:id',
    { schema: { tags, summary: 'One media item', params: idPath, response: { 200: one(mediaItem) } } },
    async (request, reply) => {
      const row = await mediaOr404(request.params.id);
      reply.header('Cache-Control', PUBLIC_CACHE);
      return { data: toMediaItem(app, row) };
    },
  );

  app.get(
    '/media/:id/episodes',
    {
      schema: {
        tags,
        summary: 'Episodes of a media item, newest first unless sortOrder=asc',
        params: idPath,
        querystring: episodeListQuery,
        response: { 200: list(episode) },
      },
    },
    async (request) => {
      const mediaRow = await mediaOr404(request.params.id);
      const { rows, total } = await listEpisodes(app.db, mediaRow.id, request.query);
      const favorites = await favoriteEpisodeIds(
        app.db,
        await app.optionalUser(request),
        rows.map((row) => row.id),
      );
      return { data: rows.map((row) => toEpisode(app, mediaRow, row, favorites.has(row.id))), total };
    },
  );

  app.get(
    '/media/:id/episodes/:episodeId',
    { schema: { tags, summary: 'One episode', params: episodePath, response: { 200: one(episode) } } },
    async (request) => {
      const mediaRow = await mediaOr404(request.params.id);
      const row = await findEpisode(app.db, mediaRow.id, request.params.episodeId);
      if (!row) throw notFound('Episode not found');
      const favorites = await favoriteEpisodeIds(app.db, await app.optionalUser(request), [row.id]);
      return { data: toEpisode(app, mediaRow, row, favorites.has(row.id)) };
    },
  );
}
