import { clockOf, type ScheduleRj, type ScheduleSlot, toUrlName } from '@tarang/contracts';
import { altOf } from '../../shared/reads';
import type { App } from '../../types';
import type { ListenerTimetable, ProfileOnAir, ShowOnAir } from './repository';
import type { TimedSlot } from './timetable';

/**
 * What listeners are shown of a station's timetable (the schedule and now-playing reads): only slots whose show
 * they may see (an active, published AudioShow or Podcast), each with that show and its RJs. The timetable is
 * read by the schedule repository (listenerTimetable), in one statement.
 */

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
export function toScheduleSlots(
  app: App,
  slots: readonly TimedSlot[],
  { shows, slotRjs }: Pick<ListenerTimetable, 'shows' | 'slotRjs'>,
): ScheduleSlot[] {
  return slots.flatMap((slot) => {
    const show = shows.get(slot.mediaId);
    if (!show) return [];
    const own = slotRjs.get(slot.id);
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
