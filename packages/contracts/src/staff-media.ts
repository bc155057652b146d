import { z } from 'zod';
import { MEDIA_TYPES } from './constants';
import { boolParam, enumParam, pagingQuery, searchParam } from './query';
import {
  bodyId,
  dateTimeField,
  htmlField,
  PUBLICATION_STATES,
  PUBLISH_STATUSES,
  publishStatusField,
  staffListQuery,
  textField,
  updateBodyOf,
} from './staff';

/**
 * The console's shows (audio shows, podcasts, video series) and their episodes (media service): what a form
 * sends and what the console reads back. Listeners see a show or an episode only once it is published and its
 * publish time has come; the console sees every state (Draft / Scheduled / Published).
 */

export const MEDIA_TEXT = { title: 200, language: 40, description: 20_000 } as const;
export const MEDIA_LIMITS = { images: 10, rjs: 20, episodeNumber: 100_000 } as const;

/** The labels the console's forms give the fields (the 400s say them). */
export const MEDIA_TYPE_LABELS = { AudioShow: 'Audio show', Podcast: 'Podcast', Video: 'Video' } as const;

/** Audio shows and podcasts have audio episodes, a video series has video episodes. */
export const episodeFileKind = (mediaType: string): 'audio' | 'video' =>
  mediaType === 'Video' ? 'video' : 'audio';

/** A list of ids, each once, in the order given (cover images keep it). */
const idList = (name: string, label: string, max: number) =>
  z
    .array(bodyId(name), { error: `${label} must be a list of ids` })
    .max(max, `${label}: at most ${max}`)
    .refine((ids) => new Set(ids).size === ids.length, `${label}: each at most once`);

/** The publish time: a time in the future makes a published item Scheduled. */
const publishedAtField = dateTimeField('Publish time');

/**
 * Publication, shared by shows and episodes. A new item is a draft unless the form says otherwise; a
 * published item without a publish time is published now (a draft being published too, when its time is past).
 */
const publicationFields = {
  status: publishStatusField.default('draft'),
  publishedAt: publishedAtField.optional(),
};

// ---------------------------------------------------------------- shows

const mediaFields = {
  title: textField('Title', MEDIA_TEXT.title),
  mediaType: z.enum(MEDIA_TYPES, { error: 'Type must be an audio show, a podcast or a video series' }),
  /** null: a network-wide show, listed for every station (network admins only). */
  stationId: bodyId('stationId').nullable(),
  description: htmlField('Description', MEDIA_TEXT.description),
  genreId: bodyId('genreId').nullable().default(null),
  /** RJ profiles (their numeric ids), hosts of the show. */
  rjIds: idList('rjIds', 'RJs', MEDIA_LIMITS.rjs).default([]),
  /** Cover images, first one first. */
  imageFileIds: idList('imageFileIds', 'Cover images', MEDIA_LIMITS.images).default([]),
  isEditorChoice: z.boolean({ error: "Editor's choice must be true or false" }).default(false),
  language: textField('Language', MEDIA_TEXT.language).default('Hindi'),
  ...publicationFields,
};

/** POST media/v1/media */
export const mediaCreateBody = z.object(mediaFields);
export type MediaCreateBody = z.input<typeof mediaCreateBody>;

/** PATCH media/v1/media/{id}: any of the fields, and the version the form was loaded with. */
export const mediaUpdateBody = updateBodyOf(mediaFields);
export type MediaUpdateBody = z.input<typeof mediaUpdateBody>;

/**
 * GET media/v1/staff/media. `stationId` gives one station's shows, `networkWide=true` only the network-wide
 * ones; neither gives all the caller may read (an editor: their stations' shows and the network-wide ones, which
 * only a network admin changes).
 */
export const staffMediaQuery = staffListQuery.extend({
  networkWide: boolParam('networkWide').optional(),
  mediaType: enumParam('mediaType', MEDIA_TYPES).optional(),
  status: enumParam('status', PUBLICATION_STATES).optional(),
  sort: enumParam('sort', ['-publishedAt', 'publishedAt', 'title', '-createdAt'] as const).default(
    '-publishedAt',
  ),
});
export type StaffMediaQuery = z.input<typeof staffMediaQuery>;

export const staffRj = z.object({
  id: z.number().int(),
  profileId: z.string(),
  name: z.string(),
  stationId: z.number().int(),
  image: z.string().nullable(),
});

export const staffMedia = z.object({
  id: z.number().int(),
  version: z.number().int(),
  title: z.string(),
  urlName: z.string(),
  mediaType: z.enum(MEDIA_TYPES),
  stationId: z.number().int().nullable(),
  description: z.string(),
  genreId: z.number().int().nullable(),
  genreName: z.string().nullable(),
  rjIds: z.array(z.number().int()),
  rjs: z.array(staffRj),
  imageFileIds: z.array(z.number().int()),
  /** The URLs of imageFileIds, in the same order. */
  images: z.array(z.string()),
  isEditorChoice: z.boolean(),
  language: z.string(),
  status: z.enum(PUBLISH_STATUSES),
  /** draft | scheduled | published, as the console shows it. */
  state: z.enum(PUBLICATION_STATES),
  publishedAt: z.string(),
  createdAt: z.string(),
  /** Every episode, in any state. */
  episodeCount: z.number().int(),
});
export type StaffMedia = z.infer<typeof staffMedia>;

// ---------------------------------------------------------------- episodes

const episodeFields = {
  title: textField('Title', MEDIA_TEXT.title),
  description: htmlField('Description', MEDIA_TEXT.description),
  /** The audio file (a video for a video series); its length is read from the file on the server. */
  fileId: bodyId('fileId'),
  thumbnailFileId: bodyId('thumbnailFileId').nullable().default(null),
  episodeNumber: z
    .number({ error: 'Episode number must be a whole number' })
    .int('Episode number must be a whole number')
    .min(1, 'Episode number must be at least 1')
    .max(MEDIA_LIMITS.episodeNumber, `Episode number must be at most ${MEDIA_LIMITS.episodeNumber}`)
    .nullable()
    .default(null),
  ...publicationFields,
};

/** POST media/v1/media/{id}/episodes */
export const episodeCreateBody = z.object(episodeFields);
export type EpisodeCreateBody = z.input<typeof episodeCreateBody>;

/** PATCH media/v1/media/{id}/episodes/{episodeId} */
export const episodeUpdateBody = updateBodyOf(episodeFields);
export type EpisodeUpdateBody = z.input<typeof episodeUpdateBody>;

/** GET media/v1/staff/media/{id}/episodes */
export const staffEpisodeQuery = pagingQuery.extend({
  search: searchParam.optional(),
  status: enumParam('status', PUBLICATION_STATES).optional(),
  sort: enumParam('sort', [
    '-publishedAt',
    'publishedAt',
    'episodeNumber',
    '-episodeNumber',
    'title',
  ] as const).default('-publishedAt'),
});
export type StaffEpisodeQuery = z.input<typeof staffEpisodeQuery>;

export const staffEpisode = z.object({
  id: z.number().int(),
  version: z.number().int(),
  mediaId: z.number().int(),
  title: z.string(),
  description: z.string(),
  fileId: z.number().int(),
  /** The URL of the audio (or video) file, to play it in the console. */
  src: z.string(),
  mimeType: z.string(),
  durationSeconds: z.number(),
  thumbnailFileId: z.number().int().nullable(),
  thumbnail: z.string().nullable(),
  episodeNumber: z.number().int().nullable(),
  status: z.enum(PUBLISH_STATUSES),
  state: z.enum(PUBLICATION_STATES),
  publishedAt: z.string(),
  createdAt: z.string(),
});
export type StaffEpisode = z.infer<typeof staffEpisode>;
