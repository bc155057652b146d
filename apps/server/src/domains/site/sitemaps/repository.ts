import { FEED_MEDIA_TYPES, STATION_PAGES } from '@tarang/contracts';
import { and, asc, eq, inArray, isNull, max, or, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { episodes, events, media, redLines, scheduleSlots } from '../../../db/schema';
import { listenerVisible } from '../../../db/visibility';
import { findStationPage } from '../../pages/repository';
import { listProfiles } from '../../rjs/repository';
import { mediaFilter } from '../../shows/repository';

/**
 * What a station's listener pages show, read with the same rules as the public API that fills those pages, so
 * the sitemap lists exactly what a listener can open: the shows' filter (the station's own and the
 * network-wide items, published, their time come), the profile service's active RJs, the station service's
 * pages. Only the columns a sitemap needs are read.
 */

/** The shows, podcasts and video series the station lists (GET media/v1/media?stationId). */
export function listStationMedia(db: Db, stationId: number) {
  return db
    .select({
      id: media.id,
      title: media.title,
      mediaType: media.mediaType,
      createdAt: media.createdAt,
      publishedAt: media.publishedAt,
    })
    .from(media)
    .where(mediaFilter({ stationId }))
    .orderBy(asc(media.id));
}

/**
 * The playable episodes of the station's audio shows and podcasts (GET media/v1/episodes?stationId): the ones
 * a share link opens in the player. Video episodes play inline on their series page, which is listed instead.
 */
export function listStationEpisodes(db: Db, stationId: number) {
  const listed = db
    .select({ id: media.id })
    .from(media)
    .where(and(mediaFilter({ stationId }), inArray(media.mediaType, [...FEED_MEDIA_TYPES])));
  return db
    .select({
      id: episodes.id,
      mediaId: episodes.mediaId,
      createdAt: episodes.createdAt,
      publishedAt: episodes.publishedAt,
    })
    .from(episodes)
    .where(and(inArray(episodes.mediaId, listed), listenerVisible(episodes)))
    .orderBy(asc(episodes.mediaId), asc(episodes.id));
}

/** The station's active RJs (GET profile/v1/profile?stationId). */
export const listStationRjs = (db: Db, stationId: number) => listProfiles(db, stationId);

/**
 * The station's events, upcoming and past, that listeners may open now (GET event/v1/event?stationId):
 * published and their time come.
 */
export function listStationEvents(db: Db, stationId: number, now: Date) {
  return db
    .select({
      id: events.id,
      title: events.title,
      createdAt: events.createdAt,
      publishedAt: events.publishedAt,
    })
    .from(events)
    .where(
      and(eq(events.stationId, stationId), listenerVisible(events, sql`${now.toISOString()}::timestamptz`)),
    )
    .orderBy(asc(events.id));
}

/**
 * The station's and the network-wide red lines a listener may read now (GET content/v1/redline?stationId):
 * published and their time come.
 */
export function listStationRedLines(db: Db, stationId: number, now: Date) {
  return db
    .select({
      id: redLines.id,
      title: redLines.title,
      createdAt: redLines.createdAt,
      publishedAt: redLines.publishedAt,
    })
    .from(redLines)
    .where(
      and(
        or(eq(redLines.stationId, stationId), isNull(redLines.stationId)),
        listenerVisible(redLines, sql`${now.toISOString()}::timestamptz`),
      ),
    )
    .orderBy(asc(redLines.id));
}

/** The station pages that exist (its own, else the network's), each with when it was last saved. */
export async function listStationPages(db: Db, stationId: number) {
  const rows = await Promise.all(STATION_PAGES.map((page) => findStationPage(db, stationId, page)));
  return STATION_PAGES.flatMap((page, index) => {
    const row = rows[index];
    return row ? [{ page, updatedAt: row.updatedAt }] : [];
  });
}

/** When the station's schedule last gained a slot; none when it has no slot. */
export async function newestScheduleSlot(db: Db, stationId: number): Promise<Date | undefined> {
  const [row] = await db
    .select({ newest: max(scheduleSlots.createdAt) })
    .from(scheduleSlots)
    .where(eq(scheduleSlots.stationId, stationId));
  return row?.newest ?? undefined;
}
