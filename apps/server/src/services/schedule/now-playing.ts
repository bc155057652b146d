import {
  type LiveStream,
  livePaths,
  type NowPlaying,
  STREAM_TYPES,
  type StreamType,
} from '@tarang/contracts';
import type { App } from '../../types';
import type { IcecastTitles } from './icecast';
import { listenerTimetable, toScheduleSlots } from './on-air';
import { datesBetween, slotsBetween } from './timetable';

/** How far ahead now-playing looks for the next slot: a station with a weekly schedule always has one. */
const LOOK_AHEAD_MS = 7 * 24 * 60 * 60 * 1000;

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

/**
 * What a station has on air at `now` and what comes next (within a week), its stream, and, for an external
 * Icecast mount, the title its server reports.
 */
export async function nowPlayingOf(
  app: App,
  station: StationStream,
  icecast: IcecastTitles,
  now = Date.now(),
): Promise<NowPlaying> {
  const stream = streamOf(station);
  const [{ rows, shows }, title] = await Promise.all([
    listenerTimetable(app, station.id, datesBetween(now, now + LOOK_AHEAD_MS)),
    !stream.builtIn && stream.type !== 'hls' ? icecast.titleOf(stream.url) : Promise.resolve(null),
  ]);
  const upcoming = slotsBetween(rows, now, now + LOOK_AHEAD_MS);
  const current = upcoming.find((slot) => slot.startsAt <= now && now < slot.endsAt);
  const next = upcoming.find((slot) => slot.startsAt > now);
  // Every row left has a show listeners may see, so both slots come back, in this order.
  const described = await toScheduleSlots(
    app,
    [current, next].filter((slot) => slot !== undefined),
    shows,
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
