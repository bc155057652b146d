import { weekdayOf } from '@tarang/contracts';
import { and, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { oncePerDatabase, prepareRead } from '../../db/prepared';
import { media, scheduleSlots } from '../../db/schema';
import { listenerVisible } from '../../db/visibility';
import type { SlotRow } from './timetable';

/** What the built-in playout (live/catalogue.ts) needs of the slot rows; the timetable works on them. */
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
/** The RJs a slot names: how many (inactive ones too), and the active ones listeners are shown, in order. */
export type SlotRjs = { named: number; onAir: ProfileOnAir[] };

/** A station's stream settings and what listeners may see of its timetable on some India dates. */
export type ListenerTimetable = {
  station: { id: number; streamUrl: string; streamType: string };
  /** Only the slots whose show listeners may see: a draft show's override does not blank the weekly slot. */
  rows: SlotRow[];
  /** The shows of those slots, by id. */
  shows: Map<number, ShowOnAir>;
  /** The RJs each slot names, by slot id (a slot naming none is absent: its show's RJs present it). */
  slotRjs: Map<number, SlotRjs>;
};

/** An RJ (profiles p, their image p_image) as ProfileOnAir, and the extra json pairs given. */
const profileJson = (extra = '') =>
  sql.raw(`json_build_object('id', p.id, 'name', p.name, 'profileId', p.profile_id,
    'imageKey', p_image.storage_key${extra})`);

/**
 * The station (active only), its slots of these dates (their weekdays' weekly slots and their overrides) whose
 * show listeners may see, each with the RJs it names, and those shows (active, published AudioShows and
 * Podcasts whose time has come) with their first image and active RJs: one statement.
 */
const listenerTimetableQuery = sql`
  with listed_station as (
    select id, stream_url, stream_type from stations
    where id = ${sql.placeholder('stationId')}::int and is_active
  ), dated_slot as (
    select s.* from schedule_slots s join listed_station on s.station_id = listed_station.id
    where (s.date is null and s.weekday = any(${sql.placeholder('weekdays')}::int[]))
      or s.date = any(${sql.placeholder('dates')}::text[])
  ), visible_show as (
    select ${media.id}, ${media.title} from ${media}
    where ${media.id} in (select media_id from dated_slot) and ${media.isActive}
      and ${media.mediaType} in ('AudioShow', 'Podcast') and ${listenerVisible(media)}
  )
  select listed_station.id, listed_station.stream_url as "streamUrl", listed_station.stream_type as "streamType",
    coalesce((
      select json_agg(json_build_object('id', dated_slot.id, 'weekday', dated_slot.weekday, 'date', dated_slot.date,
        'startMinute', dated_slot.start_minute, 'endMinute', dated_slot.end_minute, 'mediaId', dated_slot.media_id,
        'named', (
          select json_agg(${profileJson(`, 'isActive', p.is_active`)} order by sp.sort_order, p.id)
          from schedule_slot_profiles sp join profiles p on p.id = sp.profile_id
          left join files p_image on p_image.id = p.profile_image_file_id
          where sp.slot_id = dated_slot.id)))
      from dated_slot where dated_slot.media_id in (select id from visible_show)
    ), '[]'::json) as slots,
    coalesce((
      select json_agg(json_build_object('id', visible_show.id, 'title', visible_show.title,
        'imageKey', image.storage_key, 'imageAltName', image.alt_name,
        'rjs', coalesce((
          select json_agg(${profileJson()} order by p.id)
          from media_profiles mp join profiles p on p.id = mp.profile_id
          left join files p_image on p_image.id = p.profile_image_file_id
          where mp.media_id = visible_show.id and p.is_active), '[]'::json)))
      from visible_show left join lateral (
        select f.storage_key, f.alt_name from media_images mi join files f on f.id = mi.file_id
        where mi.media_id = visible_show.id order by mi.sort_order, mi.file_id limit 1
      ) image on true
    ), '[]'::json) as shows
  from listed_station`;

type TimetableRow = ListenerTimetable['station'] & {
  slots: (SlotRow & { named: (ProfileOnAir & { isActive: boolean })[] | null })[];
  shows: ShowOnAir[];
};

function createScheduleRepository(db: Db) {
  const timetable = prepareRead<TimetableRow>(db, 'schedule_listener_timetable', listenerTimetableQuery);
  return {
    /** What listeners may see of a station's timetable on these India dates; undefined for an unknown or closed station. */
    async listenerTimetable(
      stationId: number,
      dates: readonly string[],
    ): Promise<ListenerTimetable | undefined> {
      const [found] = await timetable({
        stationId,
        dates: [...dates],
        weekdays: [...new Set(dates.map(weekdayOf))],
      });
      if (!found) return undefined;
      const slotRjs = new Map<number, SlotRjs>();
      const rows = found.slots.map(({ named, ...row }) => {
        if (named) {
          const onAir = named.filter((rj) => rj.isActive).map(({ isActive: _, ...rj }) => rj);
          slotRjs.set(row.id, { named: named.length, onAir });
        }
        return row;
      });
      return {
        station: { id: found.id, streamUrl: found.streamUrl, streamType: found.streamType },
        rows,
        shows: new Map(found.shows.map((show) => [show.id, show])),
        slotRjs,
      };
    },
  };
}

export type ScheduleRepository = ReturnType<typeof createScheduleRepository>;

/** The schedule's listener reads of this database, prepared once for it. */
export const scheduleRepository = oncePerDatabase(createScheduleRepository);
