import { favoriteBody, idParam } from '@tarang/contracts';
import { z } from 'zod';
import { notFound } from '../../errors';
import type { App } from '../../types';
import { addFavorite, isVisibleEpisode, removeFavorite } from './repository';

const tags = ['user-preference'];

const favoritePath = z.object({
  contentType: z.enum(['Episode'], { error: 'contentType must be Episode' }),
  contentId: idParam('contentId'),
});

/** Favourites: only the signed-in user's own rows are ever read or changed. */
export async function favouriteRoutes(app: App) {
  app.post(
    '/favorite',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary: 'Mark an episode as a favourite',
        security: [{ bearerAuth: [] }],
        body: favoriteBody,
      },
    },
    async (request, reply) => {
      const user = request.user as NonNullable<typeof request.user>;
      const { contentId, contentType } = request.body;
      // Only what listeners can see: a draft or scheduled episode (or one of a draft show) is not found.
      if (!(await isVisibleEpisode(app.db, contentId))) throw notFound('Episode not found');
      await addFavorite(app.db, { subscriberId: user.id, contentType, contentId });
      return reply.code(201).send({ data: { contentId, contentType, isFavorite: true } });
    },
  );

  app.delete(
    '/favorite/:contentType/:contentId',
    {
      onRequest: app.authenticate,
      schema: { tags, summary: 'Unmark a favourite', security: [{ bearerAuth: [] }], params: favoritePath },
    },
    async (request, reply) => {
      const user = request.user as NonNullable<typeof request.user>;
      const { contentType, contentId } = request.params;
      await removeFavorite(app.db, { subscriberId: user.id, contentType, contentId });
      return reply.code(204).send();
    },
  );
}
