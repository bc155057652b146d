import type { LiveStream, NowPlaying, ScheduleRj, Station } from '@tarang/contracts';
import type { Track } from '../track';

/**
 * The live track, pure (unit-tested in live/rules.test.ts): what the player shows for a station's stream and
 * what is on air. The store needs these on first load; the timing rules the engine's live half applies once a
 * stream plays are in live/timing.ts.
 */

/** What the player keeps of a station: enough to show it (and restore it after a reload) without a fetch. */
export type LiveStation = Pick<Station, 'id' | 'name' | 'logo' | 'logoAlt'>;

/** One slot of now-playing as the player shows it (the current one, or the next once it is heard). */
export type OnAir = {
  show: NowPlaying['show'];
  rjs: ScheduleRj[];
  /** ISO instant; null when nothing is scheduled. */
  startsAt: string | null;
  /** An external Icecast stream's own title of what plays (status-json.xsl), else null. */
  title: string | null;
};

const liveKey = (stationId: number) => `live:${stationId}`;

/** "A", "A & B", "A, B & C". */
export function namesOf(rjs: readonly { name: string }[]): string {
  const names = rjs.map((rj) => rj.name);
  if (names.length <= 1) return names[0] ?? '';
  return `${names.slice(0, -1).join(', ')} & ${names.at(-1)}`;
}

/**
 * The live track of a station: the show on air (or, from an external Icecast, its own title) over the RJs,
 * the show's image or the station's logo; the station's name when nothing is known yet.
 */
export function liveTrack(station: LiveStation, onAir: OnAir | null, stream: LiveStream | null): Track {
  const show = onAir?.show ?? null;
  const rjs = onAir ? namesOf(onAir.rjs) : '';
  return {
    key: liveKey(station.id),
    kind: 'live',
    id: station.id,
    mediaId: null,
    mediaUrlName: null,
    title: onAir?.title || show?.title || station.name,
    artist: rjs || (onAir?.title && show ? show.title : station.name),
    album: station.name,
    description: '',
    src: stream?.url ?? '',
    duration: null,
    artwork: show?.image ?? station.logo ?? null,
    artworkAlt: show?.image ? show.imageAlt : station.logoAlt,
    isFavorite: false,
  };
}
