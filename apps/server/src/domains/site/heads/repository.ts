import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { oncePerDatabase } from '../../../db/prepared';
import { episodes, media, profiles, stationPages, stations } from '../../../db/schema';
import { listenerVisible, publicationOf } from '../../../db/visibility';
import { findEvent } from '../../events/repository';
import { redLineRepository } from '../../redlines/repository';
import { episodeWith, mediaWith } from '../../shows/repository';

/**
 * What a server-rendered page's head is read from: the station, then at most one item, each one statement
 * prepared once per database (pageReads). The relational reads keep the shapes the station, media and profile
 * repositories give (the heads and share images are built from them) and their visibility rules: an inactive
 * station, a draft or scheduled show or episode, an inactive RJ are not found.
 */

const id = sql.placeholder('id');

// The episodes a listener can play (as shows/repository.ts counts them). Plain table names inside: a relational
// query re-aliases every column object in its extras.
const episodeCount = sql<number>`(select count(*)::int from episodes e
  where e.media_id = ${media.id} and ${listenerVisible(publicationOf('e'))})`;

function createPageReads(db: Db) {
  const station = db.query.stations
    .findFirst({
      where: and(eq(stations.id, id), eq(stations.isActive, true)),
      with: { logo: true, city: true, state: true, socialLinks: { with: { platform: true } } },
    })
    .prepare('page_station');
  // The station's own page first, else the network-wide one.
  const stationPage = db
    .select()
    .from(stationPages)
    .where(
      and(
        eq(stationPages.page, sql.placeholder('page')),
        sql`(${stationPages.stationId} = ${sql.placeholder('stationId')}::int or ${stationPages.stationId} is null)`,
      ),
    )
    .orderBy(sql`${stationPages.stationId} is null`)
    .limit(1)
    .prepare('page_station_page');
  const show = db.query.media
    .findFirst({
      where: and(eq(media.id, id), eq(media.isActive, true), listenerVisible(media)),
      with: mediaWith,
      extras: { episodeCount: episodeCount.as('episode_count') },
    })
    .prepare('page_show');
  const episode = db.query.episodes
    .findFirst({
      where: and(
        eq(episodes.id, id),
        eq(episodes.mediaId, sql.placeholder('mediaId')),
        listenerVisible(episodes),
      ),
      with: episodeWith,
    })
    .prepare('page_episode');
  const rj = db.query.profiles
    .findFirst({
      where: and(eq(profiles.isActive, true), eq(profiles.profileId, sql.placeholder('profileId'))),
      with: { image: true },
    })
    .prepare('page_rj');
  return {
    /** An active station with its logo, city, state and social links. */
    station: (stationId: number) => station.execute({ id: stationId }),
    /** careers, contact-us, …: the station's own page, else the network's. */
    stationPage: async (stationId: number, page: string) =>
      (await stationPage.execute({ stationId, page }))[0],
    /** A show as listeners see it, with its images, genre, RJs and playable episode count. */
    show: (showId: number) => show.execute({ id: showId }),
    /** One of a show's episodes as listeners see it, with its file and thumbnail. */
    episode: (showId: number, episodeId: number) => episode.execute({ id: episodeId, mediaId: showId }),
    /** An active RJ by public profile id, with their image. */
    rj: (profileId: string) => rj.execute({ profileId }),
    event: (eventId: number) => findEvent(db, eventId),
    /** A red-line article as listeners see it at `now`. */
    redLine: (articleId: number, now: Date) => redLineRepository(db).redLine(articleId, now),
  };
}

export type PageReads = ReturnType<typeof createPageReads>;

/** The page heads' reads of this database, prepared once for it. */
export const pageReads = oncePerDatabase(createPageReads);

export type PageStation = NonNullable<Awaited<ReturnType<PageReads['station']>>>;
