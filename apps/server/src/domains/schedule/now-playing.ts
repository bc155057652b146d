import {
  istDayStart,
  type LiveStream,
  livePaths,
  type NowPlaying,
  STREAM_TYPES,
  type StreamType,
} from '@tarang/contracts';
import type { App } from '../../types';
import type { IcecastTitles } from './icecast';
import { toScheduleSlots } from './on-air';
import type { ListenerTimetable } from './repository';
import { datesBetween, slotsBetween } from './timetable';

const DAY_MS = 24 * 60 * 60 * 1000;
/** How far ahead now-playing looks for the next slot: a station with a weekly schedule always has one. */
const LOOK_AHEAD_MS = 7 * DAY_MS;

/** Reads what listeners may see of the station's timetable on these India dates (undefined: no such station). */
export type TimetableReader = (dates: readonly string[]) => Promise<ListenerTimetable | undefined>;

type StationStream = { id: number; streamUrl: string; streamType: string };

const streamTypeOf = (value: string): StreamType =>
  (STREAM_TYPES as readonly string[]).includes(value) ? (value as StreamType) : 'mp3';

/** The station's live stream: its external one when set, else the server's built-in playout of its schedule. */
export function streamOf(station: StationStream): LiveStream {
  if (!station.streamUrl) {
    const paths = livePaths(station.id);
    return { url: paths.playlist, type: 'hls', fallbackUrl: paths.mp3, builtIn: true };
  }
  return {
    url: station.streamUrl,
    type: streamTypeOf(station.streamType),
    fallbackUrl: null,
    builtIn: false,
  };
}

/** The slot on air at `now` and the next one, among the timetable's slots in [now, until). */
function onAirAndNext(timetable: ListenerTimetable, now: number, until: number) {
  const upcoming = slotsBetween(timetable.rows, now, until);
  return {
    current: upcoming.find((slot) => slot.startsAt <= now && now < slot.endsAt),
    next: upcoming.find((slot) => slot.startsAt > now),
  };
}

/**
 * What a station has on air at `now` and what comes next (within a week), its stream, and, for an external
 * Icecast mount, the title its server reports; undefined for an unknown or inactive station.
 *
 * Today's and tomorrow's timetable is read first (a quarter of the week's rows): the slot on air is today's, and
 * a next slot found there comes before any later one. Only when those two days have no next slot is the whole
 * week read.
 */
export async function nowPlayingOf(
  app: App,
  readTimetable: TimetableReader,
  icecast: IcecastTitles,
  now: number,
): Promise<NowPlaying | undefined> {
  const week = datesBetween(now, now + LOOK_AHEAD_MS);
  const nearDates = week.slice(0, 2);
  let timetable = await readTimetable(nearDates);
  if (!timetable) return undefined;
  const nearEnd = istDayStart(nearDates[nearDates.length - 1] ?? '') + DAY_MS;
  let { current, next } = onAirAndNext(timetable, now, nearEnd);
  if (!next) {
    timetable = (await readTimetable(week)) ?? timetable;
    ({ current, next } = onAirAndNext(timetable, now, now + LOOK_AHEAD_MS));
  }
  const stream = streamOf(timetable.station);
  const title = !stream.builtIn && stream.type !== 'hls' ? await icecast.titleOf(stream.url) : null;
  // Every row has a show listeners may see, so both slots come back, in this order.
  const described = toScheduleSlots(
    app,
    [current, next].filter((slot) => slot !== undefined),
    timetable,
  );
  const onAir = current ? described[0] : undefined;
  const following = next ? described[current ? 1 : 0] : undefined;
  return {
    show: onAir?.show ?? null,
    rjs: onAir?.rjs ?? [],
    startsAt: onAir?.startsAt ?? null,
    endsAt: onAir?.endsAt ?? null,
    title,
    next: following
      ? { show: following.show, rjs: following.rjs, startsAt: following.startsAt, endsAt: following.endsAt }
      : null,
    stream,
  };
}
