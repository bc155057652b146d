import { EPISODE_PARAM, feedPath, hasFeed, href, pageTitle, toUrlName } from '@tarang/contracts';
import { htmlToText } from '@tarang/contracts/rich-text';
import { languageCode } from '../../feeds';
import type { EpisodeRow, MediaRow } from '../../shows/repository';
import { episodePreview, networkBrand, showPreview } from '../previews/inputs';
import type { PageContext } from './context';
import { buildHead, type PageHead } from './head';
import { hostRef, type JsonLdNode, stationOrganization } from './json-ld';
import { describe, NAMES } from './messages';
import { pageReads } from './repository';
import { notFoundHead } from './section-heads';
import { clip, firstText, isoDuration } from './text';
import { numericId } from './url-names';

/**
 * `/{station}/audio/{audioUrlName}`: a show, podcast or video series; with `?episode={id}` (the player's share
 * link, `&t=` its time) the head of that episode, which the page opens in the player. An unknown, unpublished
 * or other station's show is the not-found page; an unknown episode leaves the show's head (the page shows
 * the show, and the player says the episode is missing).
 */
export async function audioHead(
  ctx: PageContext,
  urlName: string,
  search: URLSearchParams,
): Promise<PageHead> {
  const asked = href.audio(ctx.stationUrlName, urlName);
  const id = numericId(urlName);
  const reads = pageReads(ctx.app.db);
  const show = id === null ? undefined : await reads.show(id);
  if (!show || (show.stationId !== null && show.stationId !== ctx.station.id))
    return notFoundHead(ctx, asked);
  const episodeId = numericId(search.get(EPISODE_PARAM) ?? '', false);
  const episode = episodeId === null ? undefined : await reads.episode(show.id, episodeId);
  return episode ? episodeHead(ctx, show, episode) : showHead(ctx, show);
}

const SERIES_TYPES: Record<string, string> = {
  AudioShow: 'RadioSeries',
  Podcast: 'PodcastSeries',
  Video: 'CreativeWorkSeries',
};

function showFacts(ctx: PageContext, show: MediaRow) {
  const path = href.audio(ctx.stationUrlName, toUrlName(show.title, show.id));
  const url = ctx.absolute(path);
  const isVideo = show.mediaType === 'Video';
  const image = show.images[0]?.file;
  // A network-wide show carries the network's brand; the station's page still lists it.
  const brand = show.stationId === null ? networkBrand(ctx.brandName) : ctx.brand;
  const publisher =
    show.stationId === null
      ? { '@type': 'Organization', name: ctx.brandName, url: `${ctx.publicUrl}/` }
      : stationOrganization(ctx);
  const description = firstText(
    htmlToText(show.description),
    describe.show(show.title, show.episodeCount, isVideo ? 'video' : 'episode', {
      ...ctx.station,
      city: ctx.station.city?.name ?? '',
    }),
  );
  const section = isVideo
    ? { name: NAMES.video, url: href.section(ctx.stationUrlName, 'video') }
    : { name: NAMES.audio, url: href.section(ctx.stationUrlName, 'audio') };
  const series: JsonLdNode = {
    '@type': SERIES_TYPES[show.mediaType] ?? 'CreativeWorkSeries',
    '@id': `${url}#series`,
    name: show.title,
    description,
    url,
    ...(image ? { image: ctx.fileUrl(image.storageKey) } : {}),
    ...(show.genre ? { genre: show.genre.name } : {}),
    inLanguage: languageCode(show.language),
    datePublished: show.publishedAt.toISOString(),
    // The hosts; an RJ of this station links to their page here.
    ...(show.profiles.some(({ profile }) => profile.isActive)
      ? {
          author: show.profiles
            .filter(({ profile }) => profile.isActive)
            .map(({ profile }) =>
              profile.stationId === ctx.station.id
                ? hostRef({
                    name: profile.name,
                    url: ctx.absolute(
                      href.rj(ctx.stationUrlName, toUrlName(profile.name, profile.profileId)),
                    ),
                  })
                : { '@type': 'Person', name: profile.name },
            ),
        }
      : {}),
    publisher,
    ...(hasFeed(show) ? { webFeed: ctx.absolute(feedPath(show.id)) } : {}),
    ...(show.mediaType === 'AudioShow' ? { numberOfEpisodes: show.episodeCount } : {}),
  };
  return { path, url, isVideo, brand, description, section, series };
}

function showHead(ctx: PageContext, show: MediaRow): PageHead {
  const { path, isVideo, brand, description, section, series } = showFacts(ctx, show);
  return buildHead(ctx, {
    title: pageTitle(show.title, ctx.station.name),
    description,
    path,
    preview: showPreview(show, brand),
    ogType: isVideo ? 'video.tv_show' : 'music.playlist',
    nodes: [series],
    crumbs: [section, { name: show.title, url: path }],
  });
}

function episodeHead(ctx: PageContext, show: MediaRow, episode: EpisodeRow): PageHead {
  const facts = showFacts(ctx, show);
  const path = href.episode(ctx.stationUrlName, toUrlName(show.title, show.id), episode.id);
  const url = ctx.absolute(path);
  const artwork = episode.thumbnail ?? show.images[0]?.file;
  const duration = isoDuration(episode.durationSeconds);
  const node: JsonLdNode = {
    '@type': facts.isVideo ? 'Episode' : 'PodcastEpisode',
    '@id': `${url}#episode`,
    name: episode.title,
    description: firstText(htmlToText(episode.description), facts.description),
    url,
    datePublished: episode.publishedAt.toISOString(),
    ...(episode.episodeNumber ? { episodeNumber: episode.episodeNumber } : {}),
    ...(artwork ? { image: ctx.fileUrl(artwork.storageKey) } : {}),
    timeRequired: duration,
    associatedMedia: {
      '@type': 'MediaObject',
      contentUrl: ctx.fileUrl(episode.file.storageKey),
      encodingFormat: episode.file.mimeType,
      duration,
      contentSize: String(episode.file.size),
    },
    partOfSeries: {
      '@type': facts.series['@type'],
      '@id': facts.series['@id'],
      name: show.title,
      url: facts.url,
    },
    publisher: facts.series.publisher,
  };
  const seconds = String(Math.round(episode.durationSeconds));
  return buildHead(ctx, {
    title: pageTitle(episode.title, show.title, ctx.station.name),
    description: clip(node.description as string),
    path,
    preview: episodePreview(episode, show, facts.brand),
    ogType: facts.isVideo ? 'video.episode' : 'music.song',
    nodes: [node, facts.series],
    crumbs: [facts.section, { name: show.title, url: facts.path }, { name: episode.title, url: path }],
    openGraph: [[facts.isVideo ? 'video:duration' : 'music:duration', seconds]],
  });
}
