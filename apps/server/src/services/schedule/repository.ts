import { weekdayOf } from '@tarang/contracts';
import { and, asc, eq, inArray, isNull, or } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  files,
  media,
  mediaImages,
  mediaProfiles,
  profiles,
  scheduleSlotProfiles,
  scheduleSlots,
  stations,
} from '../../db/schema';
import { listenerVisible } from '../media/repository';
import type { SlotRow } from './timetable';

/** What the public schedule reads need of the slot rows; the timetable works on them. */
const slotColumns = {
  id: scheduleSlots.id,
  weekday: scheduleSlots.weekday,
  date: scheduleSlots.date,
  startMinute: scheduleSlots.startMinute,
  endMinute: scheduleSlots.endMinute,
  mediaId: scheduleSlots.mediaId,
};

/** The slot rows a station's timetable needs for these India dates: their weekdays' slots and their overrides. */
export function stationSlotRows(db: Db, stationId: number, dates: readonly string[]): Promise<SlotRow[]> {
  const weekdays = [...new Set(dates.map(weekdayOf))];
  return db
    .select(slotColumns)
    .from(scheduleSlots)
    .where(
      and(
        eq(scheduleSlots.stationId, stationId),
        or(
          and(isNull(scheduleSlots.date), inArray(scheduleSlots.weekday, weekdays)),
          inArray(scheduleSlots.date, [...dates]),
        ),
      ),
    );
}

/** An active station's stream settings; undefined for an unknown or inactive station (listeners see neither). */
export async function findListenerStation(db: Db, id: number) {
  const [row] = await db
    .select({ id: stations.id, streamUrl: stations.streamUrl, streamType: stations.streamType })
    .from(stations)
    .where(and(eq(stations.id, id), eq(stations.isActive, true)));
  return row;
}

export type ProfileOnAir = {
  id: number;
  name: string;
  profileId: string;
  imageKey: string | null;
};
export type ShowOnAir = {
  id: number;
  title: string;
  imageKey: string | null;
  imageAltName: string | null;
  /** The show's active RJs (media_profiles), by id: who presents a slot that names none. */
  rjs: ProfileOnAir[];
};

const profileColumns = {
  id: profiles.id,
  name: profiles.name,
  profileId: profiles.profileId,
  imageKey: files.storageKey,
};

/**
 * The shows listeners may see among `ids` (AudioShows and Podcasts that are active, published and whose publish
 * time has come), each with its first image and its active RJs. A slot whose show is missing here is not shown.
 */
export async function listenerShows(db: Db, ids: readonly number[]): Promise<Map<number, ShowOnAir>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  const shows = await db
    .select({ id: media.id, title: media.title })
    .from(media)
    .where(
      and(
        inArray(media.id, unique),
        eq(media.isActive, true),
        inArray(media.mediaType, ['AudioShow', 'Podcast']),
        listenerVisible(media),
      ),
    );
  const visible = shows.map((show) => show.id);
  if (visible.length === 0) return new Map();
  const [images, hosts] = await Promise.all([
    db
      .select({ mediaId: mediaImages.mediaId, key: files.storageKey, altName: files.altName })
      .from(mediaImages)
      .innerJoin(files, eq(files.id, mediaImages.fileId))
      .where(inArray(mediaImages.mediaId, visible))
      .orderBy(asc(mediaImages.mediaId), asc(mediaImages.sortOrder), asc(mediaImages.fileId)),
    db
      .select({ mediaId: mediaProfiles.mediaId, ...profileColumns })
      .from(mediaProfiles)
      .innerJoin(profiles, eq(profiles.id, mediaProfiles.profileId))
      .leftJoin(files, eq(files.id, profiles.profileImageFileId))
      .where(and(inArray(mediaProfiles.mediaId, visible), eq(profiles.isActive, true)))
      .orderBy(asc(profiles.id)),
  ]);
  return new Map(
    shows.map((show) => {
      const image = images.find((row) => row.mediaId === show.id);
      return [
        show.id,
        {
          ...show,
          imageKey: image?.key ?? null,
          imageAltName: image?.altName ?? null,
          rjs: hosts.filter((row) => row.mediaId === show.id).map(({ mediaId: _, ...rj }) => rj),
        },
      ];
    }),
  );
}

/** The RJs each slot names, in their order on air; only active RJs are shown to listeners. */
export async function slotProfiles(
  db: Db,
  slotIds: readonly number[],
): Promise<Map<number, { named: number; onAir: ProfileOnAir[] }>> {
  const bySlot = new Map<number, { named: number; onAir: ProfileOnAir[] }>();
  if (slotIds.length === 0) return bySlot;
  const rows = await db
    .select({ slotId: scheduleSlotProfiles.slotId, isActive: profiles.isActive, ...profileColumns })
    .from(scheduleSlotProfiles)
    .innerJoin(profiles, eq(profiles.id, scheduleSlotProfiles.profileId))
    .leftJoin(files, eq(files.id, profiles.profileImageFileId))
    .where(inArray(scheduleSlotProfiles.slotId, [...new Set(slotIds)]))
    .orderBy(asc(scheduleSlotProfiles.slotId), asc(scheduleSlotProfiles.sortOrder), asc(profiles.id));
  for (const { slotId, isActive, ...rj } of rows) {
    const entry = bySlot.get(slotId) ?? { named: 0, onAir: [] };
    entry.named += 1;
    if (isActive) entry.onAir.push(rj);
    bySlot.set(slotId, entry);
  }
  return bySlot;
}
