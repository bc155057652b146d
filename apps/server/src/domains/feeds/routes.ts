import { createHash } from 'node:crypto';
import { feedParams, feedPath, toUrlName } from '@tarang/contracts';
import { notFound } from '../../errors';
import { sanitizeHtml } from '../../html';
import type { App } from '../../types';
import { appleCategory, languageCode } from './apple';
import { ensurePodcastArt } from './artwork';
import { podcastGuid } from './podcast-guid';
import {
  type FeedEpisodeRow,
  type FeedShowRow,
  findDefaultArtwork,
  findFeedShow,
  findFeedStation,
  findNetworkContact,
  listFeedEpisodes,
} from './repository';
import { buildFeedXml, type FeedModel } from './rss';

/**
 * Podcast apps poll feeds every hour or so: 15 minutes fresh, then served stale for an hour while a cache
 * revalidates (the ETag makes that a 304). A newly published episode is listed within 15 minutes.
 */
export const FEED_CACHE = 'public, max-age=900, stale-while-revalidate=3600';

/** The stable id of an episode in every podcast app: its id, never its title (a renamed episode is not new). */
export const episodeGuid = (episodeId: number) => `tarang-episode-${episodeId}`;

/**
 * GET /feeds/{showId}.xml: the RSS 2.0 feed of an audio show or podcast with published episodes, with the tags
 * Apple Podcasts and Spotify require (see docs/operations.md, "Podcast feeds"). Public and cacheable.
 */
export async function feedRoutes(app: App) {
  const { publicUrl, brandName } = app.config;
  /** Media URLs are site-relative unless MEDIA_BASE_URL names a CDN; feeds need absolute ones. */
  const absolute = (url: string) => (/^https?:\/\//.test(url) ? url : `${publicUrl}${url}`);
  /** An image's podcast JPEG; none when its bytes are missing or unreadable (the feed still answers). */
  async function artUrl(storageKey: string | undefined) {
    if (!storageKey) return undefined;
    try {
      return absolute(app.fileUrl(await ensurePodcastArt(app.storage, storageKey)));
    } catch (error) {
      app.log.warn({ err: error, key: storageKey }, 'podcast feed: artwork could not be made');
      return undefined;
    }
  }

  async function feedOf(show: FeedShowRow, rows: FeedEpisodeRow[]): Promise<FeedModel> {
    const station = await findFeedStation(app.db, show.stationId);
    const showArt = show.images[0]?.file ?? (await findDefaultArtwork(app.db));
    const stationUrlName = station ? toUrlName(station.name, station.id) : '0';
    const link = `${publicUrl}/${stationUrlName}/audio/${toUrlName(show.title, show.id)}`;
    const feedUrl = `${publicUrl}${feedPath(show.id)}`;
    const publisher = station?.name ?? brandName;
    // A public address only: the station's (shown on its contact page), else the site's support address, else
    // the first station's. Directories send their ownership checks there.
    const email =
      station?.email.trim() ||
      app.config.site.supportEmail ||
      (await findNetworkContact(app.db)) ||
      undefined;
    const newest = rows[0]?.publishedAt ?? show.publishedAt;
    return {
      title: show.title,
      link,
      feedUrl,
      descriptionHtml: sanitizeHtml(show.description) || show.title,
      language: languageCode(show.language),
      copyright: `© ${newest.getUTCFullYear()} ${publisher}`,
      author: publisher,
      owner: { name: publisher, email },
      imageUrl: await artUrl(showArt?.storageKey),
      category: appleCategory(show.genre?.name),
      // Nothing in the catalogue is marked explicit, and the stations broadcast it all on air.
      explicit: false,
      podcastGuid: podcastGuid(feedUrl),
      locked: true,
      lastBuildDate: newest > show.publishedAt ? newest : show.publishedAt,
      items: await Promise.all(
        rows.map(async (row) => ({
          guid: episodeGuid(row.id),
          title: row.title,
          descriptionHtml: sanitizeHtml(row.description) || row.title,
          link,
          enclosure: {
            url: absolute(app.fileUrl(row.file.storageKey)),
            length: row.file.size,
            type: row.file.mimeType,
          },
          pubDate: row.publishedAt,
          durationSeconds: row.durationSeconds,
          episodeNumber: row.episodeNumber,
          imageUrl: await artUrl(row.thumbnail?.storageKey),
          explicit: false,
        })),
      ),
    };
  }

  app.get(
    '/feeds/:file',
    {
      schema: {
        tags: ['feeds'],
        summary:
          'The podcast feed (RSS 2.0, Apple Podcasts and Podcasting 2.0 tags) of a show: /feeds/{showId}.xml',
        description:
          'Audio shows and podcasts with published episodes; 404 for any other id. The newest 300 episodes. ' +
          'Cacheable (ETag; If-None-Match answers 304).',
        params: feedParams,
      },
    },
    async (request, reply) => {
      const showId = request.params.file;
      const show = await findFeedShow(app.db, showId);
      const rows = show ? await listFeedEpisodes(app.db, show.id) : [];
      // A feed with no episode is refused by podcast directories: the show has no feed until its first one.
      if (!show || rows.length === 0) throw notFound('Podcast feed not found');
      const feed = await feedOf(show, rows);
      const xml = await buildFeedXml(feed);
      const etag = `"${createHash('sha256').update(xml).digest('base64url').slice(0, 27)}"`;
      reply
        .header('Cache-Control', FEED_CACHE)
        .header('ETag', etag)
        .header('Last-Modified', feed.lastBuildDate.toUTCString())
        .header('Vary', 'Accept-Encoding');
      // Only the ETag decides a 304: an edited title changes the body but not the newest publication date.
      const ifNoneMatch = request.headers['if-none-match'];
      if (ifNoneMatch?.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag)) {
        return reply.code(304).send();
      }
      return reply.type('application/rss+xml; charset=utf-8').send(xml);
    },
  );
}
