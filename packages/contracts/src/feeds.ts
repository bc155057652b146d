import { z } from 'zod';
import { MAX_ID } from './constants';

/**
 * Podcast feeds (RSS 2.0 with the Apple Podcasts and Podcasting 2.0 tags), one per audio show or podcast with
 * published episodes, at `/feeds/{showId}.xml` on the site's address: outside /api, since podcast apps keep the
 * URL for years and subscribe to it as is.
 */
export const feedPath = (showId: number) => `/feeds/${showId}.xml`;

/** The path parameter `{showId}.xml`: a 400 names showId when it is not a show id followed by `.xml`. */
export const feedParams = z.object({
  file: z
    .string()
    .regex(/^\d{1,10}\.xml$/, 'showId must be a whole number followed by .xml, e.g. /feeds/12.xml')
    .transform((file) => Number(file.slice(0, -'.xml'.length)))
    .pipe(z.number().min(1, 'showId must be at least 1').max(MAX_ID, `showId must be at most ${MAX_ID}`)),
});

/** Types of media that have a feed (video series have none: podcast apps want audio enclosures). */
export const FEED_MEDIA_TYPES = ['AudioShow', 'Podcast'] as const;

export const hasFeed = (media: { mediaType: string; episodeCount: number }) =>
  (FEED_MEDIA_TYPES as readonly string[]).includes(media.mediaType) && media.episodeCount > 0;
