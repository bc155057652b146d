import { z } from 'zod';
import {
  BANNER_PAGES,
  MAX_ID,
  MEDIA_TYPES,
  PAGE_SIZE_DEFAULT,
  PAGE_SIZE_MAX,
  STATION_PAGES,
} from './constants';
import { inputString, notNearZero } from './input';

/**
 * Query and path parameters of the public read calls. Every message names the parameter, so a
 * 400 tells the caller exactly what to fix. Query values arrive as strings and are parsed here.
 */

/** One query or path parameter, at most `max` characters (each parameter's own rule is tighter still). */
const one = (name: string, max = 100) =>
  inputString(name, {
    error: (issue) => (issue.input === undefined ? `${name} is required` : `${name} must be given once`),
  }).max(max, `${name} must be at most ${max} characters`);

/** A whole number in [min, max]. */
export const intParam = (name: string, min: number, max: number) =>
  one(name, 10)
    .regex(/^\d{1,10}$/, `${name} must be a whole number`)
    .transform(Number)
    .pipe(
      z.number().int().min(min, `${name} must be at least ${min}`).max(max, `${name} must be at most ${max}`),
    );

export const idParam = (name: string) => intParam(name, 1, MAX_ID);

export const boolParam = (name: string) =>
  z
    .enum(['true', 'false'], {
      error: (issue) => (issue.input === undefined ? `${name} is required` : `${name} must be true or false`),
    })
    .transform((value) => value === 'true');

export const numberParam = (name: string, min: number, max: number) =>
  one(name, 20)
    .regex(/^-?\d{1,3}(\.\d{1,15})?$/, `${name} must be a decimal number`)
    .transform(Number)
    .pipe(
      z
        .number()
        .min(min, `${name} must be between ${min} and ${max}`)
        .max(max, `${name} must be between ${min} and ${max}`)
        .check(notNearZero(name)),
    );

export const enumParam = <const T extends readonly [string, ...string[]]>(name: string, values: T) =>
  z.enum(values, {
    error: (issue) =>
      issue.input === undefined ? `${name} is required` : `${name} must be one of ${values.join(', ')}`,
  });

export const pagingQuery = z.object({
  pageNumber: intParam('pageNumber', 1, 100_000).default(1),
  pageSize: intParam('pageSize', 1, PAGE_SIZE_MAX).default(PAGE_SIZE_DEFAULT),
});
export type Paging = z.output<typeof pagingQuery>;

// Spaces around a search are trimmed before its 100 characters are counted.
export const searchParam = one('search', 200)
  .trim()
  .max(100, 'search must be at most 100 characters')
  .transform((value) => value || undefined);

export const stationIdQuery = idParam('stationId');

export const mediaListQuery = pagingQuery.extend({
  mediaType: enumParam('mediaType', MEDIA_TYPES).optional(),
  stationId: stationIdQuery.optional(),
  isEditorChoice: boolParam('isEditorChoice').optional(),
  genre: idParam('genre').optional(),
  search: searchParam.optional(),
  rjId: one('rjId', 32)
    .regex(/^[A-Za-z0-9]{1,32}$/, 'rjId must be an RJ profileId (letters and digits)')
    .optional(),
});
export type MediaListQuery = z.output<typeof mediaListQuery>;

export const episodeListQuery = pagingQuery.extend({
  sortOrder: enumParam('sortOrder', ['asc', 'desc'] as const).default('desc'),
});
export type EpisodeListQuery = z.output<typeof episodeListQuery>;

/** GET media/v1/episodes: the newest published episodes across a station's media (and the network-wide ones). */
export const latestEpisodesQuery = pagingQuery.extend({
  stationId: stationIdQuery.optional(),
  mediaType: enumParam('mediaType', MEDIA_TYPES).optional(),
});
export type LatestEpisodesQuery = z.output<typeof latestEpisodesQuery>;

export const idPath = z.object({ id: idParam('id') });
export const episodePath = z.object({ id: idParam('id'), episodeId: idParam('episodeId') });

export const nearestQuery = z.object({
  latitude: numberParam('latitude', -90, 90),
  longitude: numberParam('longitude', -180, 180),
});

export const bannerQuery = z.object({
  bannerPage: enumParam('bannerPage', BANNER_PAGES),
  stationId: stationIdQuery.optional(),
});

export const stateQuery = z.object({ isAll: boolParam('isAll').default(false) });
export const cityQuery = z.object({ stateId: idParam('stateId').optional() });

export const profileListQuery = z.object({ stationId: stationIdQuery.optional() });

export const profileIdSchema = one('profileId', 32).regex(
  /^[A-Za-z0-9]{1,32}$/,
  'profileId must be letters and digits (at most 32)',
);
export const profilePath = z.object({ profileId: profileIdSchema });

export const profileIdsQuery = z.object({
  profileIds: one('profileIds', 100 * 33)
    .regex(
      /^[A-Za-z0-9]{1,32}(,[A-Za-z0-9]{1,32}){0,99}$/,
      'profileIds must be a comma-separated list of at most 100 profileIds',
    )
    .transform((value) => [...new Set(value.split(','))]),
});

export const eventListQuery = pagingQuery.extend({
  stationId: stationIdQuery.optional(),
  when: enumParam('when', ['upcoming', 'past'] as const).default('upcoming'),
});

export const stationScopedListQuery = pagingQuery.extend({ stationId: stationIdQuery.optional() });

export const contestListQuery = pagingQuery.extend({
  stationId: stationIdQuery.optional(),
  status: enumParam('status', ['open', 'closed'] as const).default('open'),
});

export const pollListQuery = contestListQuery;

export const stationPagePath = z.object({
  id: idParam('id'),
  page: enumParam('page', STATION_PAGES),
});
