import { z } from 'zod';
import { MAX_ID, MEDIA_TYPES } from './constants';
import { episodeWithMedia } from './entities';
import { notNearZero } from './input';
import { idParam } from './query';

/**
 * My Tarang: where a listener is in each episode they started (continue listening, recently
 * played, on any device), and the shows they follow. Every message names the field it is about.
 */

/** The longest episode a position is kept for: a day (a long live recording); anything beyond is a bad value. */
export const MAX_LISTENING_SECONDS = 86_400;
/** Past this share of its length an episode counts as finished and leaves continue-listening. */
export const FINISHED_SHARE = 0.95;
/** Continue listening and recently played show this many episodes at most. */
export const LIBRARY_LIST_LIMIT = 20;

export const isFinished = (position: number, duration: number) =>
  duration > 0 && position / duration > FINISHED_SHARE;

const seconds = (name: string, min: number) =>
  z
    // zod's number refuses NaN and Infinity itself.
    .number({ error: `${name} must be a number of seconds` })
    .min(min, `${name} must be at least ${min}`)
    .max(MAX_LISTENING_SECONDS, `${name} must be at most ${MAX_LISTENING_SECONDS}`)
    // A subnormal (5e-324) would underflow the database's single-precision column.
    .check(notNearZero(name));

/** PUT library/v1/positions: one save of the player's place in an episode (an upsert). */
export const positionBody = z
  .object({
    episodeId: z
      .number({ error: 'episodeId must be an episode id' })
      .int('episodeId must be an episode id')
      .min(1, 'episodeId must be an episode id')
      .max(MAX_ID, 'episodeId must be an episode id'),
    position: seconds('position', 0),
    duration: seconds('duration', 0).refine((value) => value > 0, 'duration must be more than 0'),
  })
  // A second of slack: the element's clock and its reported duration may differ by a frame at the very end.
  .refine((body) => body.position <= body.duration + 1, {
    message: 'position must not be beyond duration',
    path: ['position'],
  });
export type PositionBody = z.input<typeof positionBody>;

export const episodeIdPath = z.object({ episodeId: idParam('episodeId') });
export const mediaIdPath = z.object({ mediaId: idParam('mediaId') });

/** A saved place in an episode. */
export const listeningPosition = z.object({
  episodeId: z.number().int(),
  position: z.number(),
  duration: z.number(),
  /** More than 95 % heard. */
  finished: z.boolean(),
  updatedAt: z.string(),
});
export type ListeningPosition = z.infer<typeof listeningPosition>;

/** A saved place with the episode (and its show) to show it and play it. */
export const listeningEntry = listeningPosition.extend({ episode: episodeWithMedia });
export type ListeningEntry = z.infer<typeof listeningEntry>;

export const listeningList = z.object({ data: z.array(listeningEntry) });
export const positionAnswer = z.object({ data: listeningPosition.nullable() });

/** A show or podcast the listener follows. */
export const followedShow = z.object({
  id: z.number().int(),
  title: z.string(),
  urlName: z.string(),
  mediaType: z.enum(MEDIA_TYPES),
  image: z.string().nullable(),
  imageAlt: z.string(),
  followedAt: z.string(),
});
export type FollowedShow = z.infer<typeof followedShow>;

export const followState = z.object({
  data: z.object({ mediaId: z.number().int(), following: z.boolean() }),
});
export type FollowState = z.infer<typeof followState>['data'];
