import { FEED_MEDIA_TYPES, href, toUrlName } from '@tarang/contracts';
import type { Db } from '../../../db/client';
import {
  listStationEpisodes,
  listStationEvents,
  listStationMedia,
  listStationPages,
  listStationRedLines,
  listStationRjs,
  newestScheduleSlot,
} from './repository';

/** One `<url>` of a sitemap: a listener page's absolute address and when it last changed, when anything dates it. */
export type SitemapEntry = { loc: string; lastmod?: Date };

/** The newest of some dates; none when none is given. */
export function newest(dates: readonly (Date | undefined)[]): Date | undefined {
  let found: Date | undefined;
  for (const date of dates) if (date && (!found || date > found)) found = date;
  return found;
}

/** An item changed for a listener when it was made or, if later, when it was published. */
const changedAt = (row: { createdAt: Date; publishedAt?: Date }) => newest([row.createdAt, row.publishedAt]);

const isAudio = (mediaType: string) => (FEED_MEDIA_TYPES as readonly string[]).includes(mediaType);

/**
 * Every page a listener can open on a station, with absolute URLs built by the site's own `href`: the station's
 * sections and pages, then its shows and video series, its episodes as share links, its RJs, events and red
 * lines, each list in id order so that a split sitemap's parts stay stable. A list page's lastmod is the newest
 * change among what it lists, the home page's the newest of all; the talent-hunt page has nothing that dates it.
 */
export async function stationEntries(
  db: Db,
  publicUrl: string,
  station: { id: number; name: string },
): Promise<SitemapEntry[]> {
  const at = toUrlName(station.name, station.id);
  const url = (path: string) => `${publicUrl}${path}`;
  const now = new Date();
  const [shows, episodes, rjs, events, redLines, pages, scheduleChanged] = await Promise.all([
    listStationMedia(db, station.id),
    listStationEpisodes(db, station.id),
    listStationRjs(db, station.id),
    listStationEvents(db, station.id, now),
    listStationRedLines(db, station.id, now),
    listStationPages(db, station.id),
    newestScheduleSlot(db, station.id),
  ]);

  // A show's page lists its episodes: it changes when one is published.
  const newestEpisodeOf = new Map<number, Date | undefined>();
  for (const episode of episodes) {
    newestEpisodeOf.set(episode.mediaId, newest([newestEpisodeOf.get(episode.mediaId), changedAt(episode)]));
  }
  const showEntries = shows.map((show) => ({
    show,
    lastmod: newest([changedAt(show), newestEpisodeOf.get(show.id)]),
  }));
  const audioUrlNames = new Map(shows.map((show) => [show.id, toUrlName(show.title, show.id)]));
  const items: SitemapEntry[] = [
    ...showEntries.map(({ show, lastmod }) => ({
      loc: url(href.audio(at, audioUrlNames.get(show.id) as string)),
      lastmod,
    })),
    ...episodes.flatMap((episode) => {
      // Every episode listed is of a listed show (the same filter chose both); the check keeps it so.
      const audioUrlName = audioUrlNames.get(episode.mediaId);
      return audioUrlName
        ? [{ loc: url(href.episode(at, audioUrlName, episode.id)), lastmod: changedAt(episode) }]
        : [];
    }),
    ...rjs.map((rj) => ({ loc: url(href.rj(at, toUrlName(rj.name, rj.profileId))), lastmod: rj.createdAt })),
    ...events.map((event) => ({
      loc: url(href.event(at, toUrlName(event.title, event.id))),
      lastmod: changedAt(event),
    })),
    ...redLines.map((redLine) => ({
      loc: url(href.redline(at, toUrlName(redLine.title, redLine.id))),
      lastmod: changedAt(redLine),
    })),
  ];

  const newestOf = (entries: { lastmod?: Date }[]) => newest(entries.map((entry) => entry.lastmod));
  const audio = newestOf(showEntries.filter(({ show }) => isAudio(show.mediaType)));
  const video = newestOf(showEntries.filter(({ show }) => !isAudio(show.mediaType)));
  const pageEntries = pages.map(({ page, updatedAt }) => ({
    loc: url(href.page(at, page)),
    lastmod: updatedAt,
  }));
  const sections: SitemapEntry[] = [
    { loc: url(href.section(at, 'audio')), lastmod: audio },
    { loc: url(href.section(at, 'video')), lastmod: video },
    { loc: url(href.schedule(at)), lastmod: scheduleChanged },
    { loc: url(href.section(at, 'events')), lastmod: newest(events.map(changedAt)) },
    { loc: url(href.section(at, 'redlines')), lastmod: newest(redLines.map(changedAt)) },
    { loc: url(href.section(at, 'talent-hunt')) },
  ];
  const home = { loc: url(href.section(at, 'home')), lastmod: newestOf([...sections, ...items]) };
  return [home, ...sections, ...pageEntries, ...items].map(({ loc, lastmod }) =>
    lastmod ? { loc, lastmod } : { loc },
  );
}
