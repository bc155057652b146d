/**
 * Podcast feeds (RSS 2.0 with the Apple Podcasts and Podcasting 2.0 tags), one per audio show or podcast with
 * published episodes, at `/feeds/{showId}.xml` on the site's address: outside /api, since podcast apps keep the
 * URL for years and subscribe to it as is. No zod here: the show page takes these two, and zod would come with
 * them (the path's schema is in feed-params.ts).
 */
export const feedPath = (showId: number) => `/feeds/${showId}.xml`;

/** Types of media that have a feed (video series have none: podcast apps want audio enclosures). */
export const FEED_MEDIA_TYPES = ['AudioShow', 'Podcast'] as const;

export const hasFeed = (media: { mediaType: string; episodeCount: number }) =>
  (FEED_MEDIA_TYPES as readonly string[]).includes(media.mediaType) && media.episodeCount > 0;
