import { clockOf, type ScheduleRj, type ScheduleSlot, toUrlName } from '@tarang/contracts';
import type { App } from '../../types';
import { altOf } from '../shared';
import {
  listenerShows,
  type ProfileOnAir,
  type ShowOnAir,
  slotProfiles,
  stationSlotRows,
} from './repository';
import type { SlotRow, TimedSlot } from './timetable';

/**
 * What listeners are shown of a station's timetable (the schedule and now-playing reads): only slots whose show
 * they may see (an active, published AudioShow or Podcast), each with that show and its RJs.
 */

export type ListenerTimetable = { rows: SlotRow[]; shows: Map<number, ShowOnAir> };

/**
 * The station's slot rows for these India dates, without the slots whose show listeners may not see. They are
 * left out before the timetable is worked out, so a draft show's override does not blank the weekly slot.
 */
export async function listenerTimetable(
  app: App,
  stationId: number,
  dates: readonly string[],
): Promise<ListenerTimetable> {
  const rows = await stationSlotRows(app.db, stationId, dates);
  const shows = await listenerShows(
    app.db,
    rows.map((row) => row.mediaId),
  );
  return { rows: rows.filter((row) => shows.has(row.mediaId)), shows };
}

export const toScheduleShow = (app: App, show: ShowOnAir) => ({
  id: show.id,
  title: show.title,
  urlName: toUrlName(show.title, show.id),
  image: show.imageKey ? app.fileUrl(show.imageKey) : null,
  imageAlt: altOf({ altName: show.imageAltName }, show.title),
});

const toScheduleRj = (app: App, rj: ProfileOnAir): ScheduleRj => ({
  id: rj.id,
  name: rj.name,
  urlName: toUrlName(rj.name, rj.profileId),
  image: rj.imageKey ? app.fileUrl(rj.imageKey) : null,
});

/** Timed slots as listeners read them: the slot's own RJs in order, else (when it names none) the show's. */
export async function toScheduleSlots(
  app: App,
  slots: readonly TimedSlot[],
  shows: Map<number, ShowOnAir>,
): Promise<ScheduleSlot[]> {
  const named = await slotProfiles(
    app.db,
    slots.map((slot) => slot.id),
  );
  return slots.flatMap((slot) => {
    const show = shows.get(slot.mediaId);
    if (!show) return [];
    const own = named.get(slot.id);
    const rjs = own ? own.onAir : show.rjs;
    return [
      {
        id: slot.id,
        date: slot.day,
        start: clockOf(slot.startMinute),
        end: clockOf(slot.endMinute),
        startsAt: new Date(slot.startsAt).toISOString(),
        endsAt: new Date(slot.endsAt).toISOString(),
        show: toScheduleShow(app, show),
        rjs: rjs.map((rj) => toScheduleRj(app, rj)),
        isOverride: slot.isOverride,
      },
    ];
  });
}
