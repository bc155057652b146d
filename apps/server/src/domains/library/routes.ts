import {
  episodeIdPath,
  episodeWithMedia,
  followedShow,
  followState,
  LIBRARY_LIST_LIMIT,
  list,
  listeningList,
  listeningPosition,
  mediaIdPath,
  positionAnswer,
  positionBody,
} from '@tarang/contracts';
import { z } from 'zod';
import { notFound } from '../../errors';
import { LIMITS, perAddress, perPerson, signedInAccount } from '../../plugins/rate-limits';
import { STAFF_CACHE } from '../../shared/reads';
import type { App } from '../../types';
import { toEpisodeWithMedia } from '../shows';
import { toEntries, toFollowedShow, toPosition } from './entries';
import {
  episodesWithMedia,
  favoriteEpisodeIdsOf,
  favoriteSubset,
  findPosition,
  follow,
  isFollowing,
  isOpenableShow,
  listFollowed,
  listPositions,
  newFromFollowedIds,
  savePosition,
  unfollow,
} from './repository';

const tags = ['library'];
const security = [{ bearerAuth: [] }];
/** The most favourites and followed shows My Tarang lists. */
const MY_TARANG_MAX = 100;
/** "New from shows you follow" on top of home: a short row. */
const NEW_EPISODES_MAX = 10;

/**
 * My Tarang: the signed-in listener's places in episodes (continue listening, recently played), favourites and
 * followed shows. Every route reads or writes only the caller's own rows; nothing here is ever cached by a
 * browser or a CDN.
 */
export async function libraryRoutes(app: App) {
  app.addHook('onRequest', app.authenticate);
  app.addHook('onSend', async (_request, reply) => {
    reply.header('Cache-Control', STAFF_CACHE);
  });
  const userOf = (request: { user?: { id: number } | null }) => (request.user as { id: number }).id;

  /** Episodes by id, in that order, as lists show them (favourite marks for the caller). */
  async function episodesInOrder(userId: number, ids: number[]) {
    const [rows, favorites] = await Promise.all([
      episodesWithMedia(app.db, ids),
      favoriteSubset(app.db, userId, ids),
    ]);
    const byId = new Map(rows.map((row) => [row.id, row]));
    return ids.flatMap((id) => {
      const row = byId.get(id);
      return row ? [toEpisodeWithMedia(app, row, favorites.has(id))] : [];
    });
  }

  async function entries(userId: number, unfinished: boolean) {
    const positions = await listPositions(app.db, userId, { unfinished, limit: LIBRARY_LIST_LIMIT });
    const ids = positions.map((position) => position.episodeId);
    const [rows, favorites] = await Promise.all([
      episodesWithMedia(app.db, ids),
      favoriteSubset(app.db, userId, ids),
    ]);
    return { data: toEntries(app, positions, rows, favorites) };
  }

  app.put(
    '/positions',
    {
      // Saved every ten seconds while playing and on each pause: far below this, a runaway client is not.
      config: perAddress(LIMITS.listeningPosition.perAddress),
      onRequest: perPerson(app, 'listening-position', LIMITS.listeningPosition.perAccount, signedInAccount),
      schema: {
        tags,
        summary: 'Save where the listener is in an episode (one upsert per episode)',
        description:
          'Past 95 % of the duration the episode counts as finished and leaves continue-listening.',
        security,
        body: positionBody,
        response: { 200: z.object({ data: listeningPosition }) },
      },
    },
    async (request) => {
      const row = await savePosition(app.db, userOf(request), request.body);
      if (!row) throw notFound('Episode not found');
      return { data: toPosition(row) };
    },
  );

  app.get(
    '/positions',
    {
      schema: {
        tags,
        summary: 'Continue listening: the unfinished episodes the listener started, the latest played first',
        security,
        response: { 200: listeningList },
      },
    },
    async (request) => entries(userOf(request), true),
  );

  app.get(
    '/positions/:episodeId',
    {
      schema: {
        tags,
        summary: "The listener's saved place in one episode (null when none)",
        security,
        params: episodeIdPath,
        response: { 200: positionAnswer },
      },
    },
    async (request) => {
      const row = await findPosition(app.db, userOf(request), request.params.episodeId);
      return { data: row ? toPosition(row) : null };
    },
  );

  app.get(
    '/recent',
    {
      schema: {
        tags,
        summary: 'Recently played: the last episodes the listener played, finished or not',
        security,
        response: { 200: listeningList },
      },
    },
    async (request) => entries(userOf(request), false),
  );

  app.get(
    '/favourites',
    {
      schema: {
        tags,
        summary: "The listener's favourite episodes, the latest marked first",
        security,
        response: { 200: list(episodeWithMedia) },
      },
    },
    async (request) => {
      const userId = userOf(request);
      const data = await episodesInOrder(userId, await favoriteEpisodeIdsOf(app.db, userId, MY_TARANG_MAX));
      return { data, total: data.length };
    },
  );

  app.get(
    '/follows',
    {
      schema: {
        tags,
        summary: 'The shows and podcasts the listener follows',
        security,
        response: { 200: z.object({ data: z.array(followedShow) }) },
      },
    },
    async (request) => {
      const rows = await listFollowed(app.db, userOf(request), MY_TARANG_MAX);
      return { data: rows.map((row) => toFollowedShow(app, row)) };
    },
  );

  app.get(
    '/follows/:mediaId',
    {
      schema: {
        tags,
        summary: 'Whether the listener follows a show',
        security,
        params: mediaIdPath,
        response: { 200: followState },
      },
    },
    async (request) => {
      const { mediaId } = request.params;
      return { data: { mediaId, following: await isFollowing(app.db, userOf(request), mediaId) } };
    },
  );

  app.put(
    '/follows/:mediaId',
    {
      schema: {
        tags,
        summary: 'Follow a show or podcast',
        security,
        params: mediaIdPath,
        response: { 200: followState },
      },
    },
    async (request) => {
      const { mediaId } = request.params;
      if (!(await isOpenableShow(app.db, mediaId))) throw notFound('Media not found');
      await follow(app.db, userOf(request), mediaId);
      return { data: { mediaId, following: true } };
    },
  );

  app.delete(
    '/follows/:mediaId',
    {
      schema: {
        tags,
        summary: 'Stop following a show',
        security,
        params: mediaIdPath,
        response: { 200: followState },
      },
    },
    async (request) => {
      const { mediaId } = request.params;
      await unfollow(app.db, userOf(request), mediaId);
      return { data: { mediaId, following: false } };
    },
  );

  app.get(
    '/new-episodes',
    {
      schema: {
        tags,
        summary: 'New from shows you follow: the newest episodes of the followed shows',
        security,
        response: { 200: list(episodeWithMedia) },
      },
    },
    async (request) => {
      const userId = userOf(request);
      const data = await episodesInOrder(userId, await newFromFollowedIds(app.db, userId, NEW_EPISODES_MAX));
      return { data, total: data.length };
    },
  );
}
