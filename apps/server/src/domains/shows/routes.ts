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
import { altOf, EPISODE_CACHE, SHOW_CACHE } from '../../shared/reads';
import type { App } from '../../types';
import { episodeFromRead, episodeWithShowFromRead } from './episode-json';
import type { MediaItemRow } from './reads-repository';
import { mediaRepository } from './repository';

const tags = ['media'];

function toMediaItem(app: App, row: MediaItemRow): MediaItem {
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
    publishedAt: row.publishedAt,
    thumbnailUrls: row.images.map((image) => image.fileId),
    images: row.images.map((image) => app.fileUrl(image.key)),
    imageAlts: row.images.map((image) => altOf(image, row.title)),
    rjs: row.rjs.map((rj) => ({
      id: rj.id,
      profileId: rj.profileId,
      name: rj.name,
      image: rj.image ? app.fileUrl(rj.image.key) : null,
      imageAlt: altOf(rj.image, rj.name),
    })),
    episodeCount: row.episodeCount,
  };
}

export async function showRoutes(app: App) {
  // The console's reads (under /staff/) and writes (on these read paths).

  const repository = mediaRepository(app.db);

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
      const { data, total } = await repository.listShows(request.query);
      reply.header('Cache-Control', SHOW_CACHE);
      return { data: data.map((row) => toMediaItem(app, row)), total };
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
    async (request, reply) => {
      const user = await app.optionalUser(request);
      const { data, total } = await repository.latestEpisodes(request.query, user?.id);
      reply.header('Cache-Control', EPISODE_CACHE);
      return { data: data.map((row) => episodeWithShowFromRead(app, row)), total };
    },
  );

  app.get(
    '/media/:id',
    { schema: { tags, summary: 'One media item', params: idPath, response: { 200: one(mediaItem) } } },
    async (request, reply) => {
      const row = await repository.findShow(request.params.id);
      if (!row) throw notFound('Media not found');
      reply.header('Cache-Control', SHOW_CACHE);
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
    async (request, reply) => {
      const user = await app.optionalUser(request);
      const found = await repository.listShowEpisodes(request.params.id, request.query, user?.id);
      if (!found) throw notFound('Media not found');
      reply.header('Cache-Control', EPISODE_CACHE);
      return {
        data: found.data.map((row) => episodeFromRead(app, found.mediaTitle, row)),
        total: found.total,
      };
    },
  );

  app.get(
    '/media/:id/episodes/:episodeId',
    { schema: { tags, summary: 'One episode', params: episodePath, response: { 200: one(episode) } } },
    async (request, reply) => {
      const user = await app.optionalUser(request);
      const found = await repository.findEpisodeOfShow(request.params.id, request.params.episodeId, user?.id);
      if (!found) throw notFound('Media not found');
      if (!found.episode) throw notFound('Episode not found');
      reply.header('Cache-Control', EPISODE_CACHE);
      return { data: episodeFromRead(app, found.mediaTitle, found.episode) };
    },
  );
}
