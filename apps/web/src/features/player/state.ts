import type { Episode, MediaItem } from '@tarang/contracts';
import {
  DEFAULT_SPEED,
  DEFAULT_VOLUME,
  RESTART_AFTER,
  RESTORE_VOLUME,
  SPEEDS,
  VOLUME_LOW,
  VOLUME_MAX,
  VOLUME_MIN,
} from './constants';
import { liveCleared } from './live/transitions';
import { playerMessages } from './messages';
import type { PlayerState } from './playerState';
import { episodeTrack, isLive } from './track';

/**
 * The player's state and its rules: the playback rules are pure functions of the state below
 * (unit-tested in store.test.ts); the store (store.ts) holds the state and its actions apply them. The `<audio>`
 * element lives in engine.ts, which follows the state and reports what the element does back through the
 * `report*` rules.
 */

export type { PlayerState };

export const initialPlayerState: PlayerState = {
  media: null,
  episodes: [],
  tracks: [],
  index: 0,
  currentTrack: null,
  visible: false,
  isPlaying: false,
  currentTime: 0,
  duration: 0,
  playbackSpeed: DEFAULT_SPEED,
  volume: DEFAULT_VOLUME,
  muteVolume: DEFAULT_VOLUME,
  muted: false,
  shuffle: false,
  repeat: false,
  error: null,
  buffering: false,
  expanded: false,
  loadId: 0,
  startAt: 0,
  seekId: 0,
  liveStation: null,
  liveStream: null,
  onAir: null,
  liveRetry: 0,
  behindLive: null,
  goLiveId: 0,
  sleepAt: null,
  fade: 1,
};

// ---------------------------------------------------------------------------------------------------------
// Rules (pure)
// ---------------------------------------------------------------------------------------------------------

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

/** The track at `index` becomes current and is loaded from its start (the index decides the track). */
export function atIndex(state: PlayerState, index: number, startAt = 0): PlayerState {
  const track = state.tracks[index];
  if (!track) return state;
  return {
    ...state,
    index,
    currentTrack: track,
    currentTime: startAt,
    duration: track.duration ?? 0,
    error: null,
    buffering: false,
    loadId: state.loadId + 1,
    startAt,
  };
}

export type OpenOptions = { autoplay?: boolean; startAt?: number };

/**
 * Opening a track loads it, sets the playlist and plays; the player becomes visible with the chosen
 * (by default the first) episode current. `autoplay: false` shows it ready at `startAt` (restore).
 */
export function open(
  state: PlayerState,
  media: MediaItem,
  episodes: Episode[],
  startIndex = 0,
  { autoplay = true, startAt = 0 }: OpenOptions = {},
): PlayerState {
  if (episodes.length === 0) return state;
  const index = clamp(Math.trunc(startIndex) || 0, 0, episodes.length - 1);
  const tracks = episodes.map((episode) => episodeTrack(media, episode));
  const start = Number.isFinite(startAt) && startAt > 0 ? startAt : 0;
  return atIndex(
    { ...state, ...liveCleared, media, episodes, tracks, visible: true, isPlaying: autoplay },
    index,
    start,
  );
}

/** A random index other than `current` (when there is another), for shuffle. */
export function randomIndex(length: number, current: number, random: () => number = Math.random): number {
  if (length <= 1) return 0;
  const pick = Math.floor(random() * (length - 1)) % (length - 1);
  return pick >= current ? pick + 1 : pick;
}

/** Next track, last → first; with shuffle a random one. It plays. */
export function next(state: PlayerState, random: () => number = Math.random): PlayerState {
  const count = state.tracks.length;
  if (count === 0 || isLive(state.currentTrack)) return state;
  const index = state.shuffle ? randomIndex(count, state.index, random) : (state.index + 1) % count;
  return { ...atIndex(state, index), isPlaying: true };
}

/** Previous track, first → last; more than 3 s into the current one, it starts that one again. It plays. */
export function previous(state: PlayerState): PlayerState {
  const count = state.tracks.length;
  if (count === 0 || isLive(state.currentTrack)) return state;
  if (state.currentTime > RESTART_AFTER && !state.error)
    return { ...state, currentTime: 0, seekId: state.seekId + 1, isPlaying: true };
  return { ...atIndex(state, (state.index - 1 + count) % count), isPlaying: true };
}

/** At the end of a track, repeat replays it; otherwise the next one plays (last → first). */
export function ended(state: PlayerState, random: () => number = Math.random): PlayerState {
  // A live stream does not end: the engine reports its end as a failure and reconnects.
  if (!state.currentTrack || isLive(state.currentTrack)) return state;
  // The sleep timer's "end of episode": stop here, at the end, instead of going on.
  if (state.sleepAt === 'end')
    return { ...pause(state), currentTime: state.duration, sleepAt: null, fade: 1 };
  const following = state.repeat
    ? { ...state, currentTime: 0, seekId: state.seekId + 1, isPlaying: true }
    : next(state, random);
  // Paused as it ended (Pause pressed in its last moment): what comes next is ready, not playing.
  return state.isPlaying ? following : { ...following, isPlaying: false };
}

/** A playlist click makes that track current and plays it (the current one just goes on playing). */
export function selectTrack(state: PlayerState, index: number): PlayerState {
  if (!state.tracks[index]) return state;
  if (isLive(state.currentTrack)) return play(state);
  if (index === state.index && state.currentTrack && !state.error) return play(state);
  return { ...atIndex(state, index), isPlaying: true };
}

/** An episode stopped at its end (the sleep timer's "end of episode", or sought there while paused). */
const atEnd = (state: PlayerState) => state.duration > 0 && state.currentTime >= state.duration;

/**
 * Play; after a failure, play tries the file again from where it stopped; at the end of an episode it starts it
 * again from the beginning. A live stream is loaded afresh, so playing after a pause starts at the live edge,
 * never from a stale buffer far behind it.
 */
export function play(state: PlayerState): PlayerState {
  if (!state.currentTrack) return state;
  if (isLive(state.currentTrack)) {
    if (state.isPlaying) return state;
    return { ...state, isPlaying: true, error: null, liveRetry: 0, loadId: state.loadId + 1 };
  }
  if (state.isPlaying && !state.error) return state;
  if (atEnd(state) && !state.error)
    return { ...state, isPlaying: true, currentTime: 0, seekId: state.seekId + 1 };
  if (state.error) {
    return {
      ...state,
      isPlaying: true,
      error: null,
      loadId: state.loadId + 1,
      startAt: state.currentTime,
    };
  }
  return { ...state, isPlaying: true };
}

/** Pause; a paused player is not waiting for data either, nor retrying a live stream. */
export function pause(state: PlayerState): PlayerState {
  return state.isPlaying || state.buffering || state.liveRetry > 0
    ? { ...state, isPlaying: false, buffering: false, liveRetry: 0, behindLive: null }
    : state;
}

export function toggle(state: PlayerState): PlayerState {
  return state.isPlaying ? pause(state) : play(state);
}

/** The furthest a seek may go: the known duration (unknown: anywhere ahead). */
const seekLimit = (state: PlayerState) => (state.duration > 0 ? state.duration : Number.POSITIVE_INFINITY);

/** Move to `time` seconds, kept within the track. A live stream cannot be sought. */
export function seek(state: PlayerState, time: number): PlayerState {
  if (!state.currentTrack || isLive(state.currentTrack) || !Number.isFinite(time)) return state;
  return { ...state, currentTime: clamp(time, 0, seekLimit(state)), seekId: state.seekId + 1 };
}

/** Back or forward by `seconds` (the skip buttons use 15 s). */
export function skip(state: PlayerState, seconds: number): PlayerState {
  return seek(state, state.currentTime + seconds);
}

/** Only the offered speeds (0.25, 0.5, 1, 1.5, 2) are taken. */
export function setSpeed(state: PlayerState, speed: number): PlayerState {
  return (SPEEDS as readonly number[]).includes(speed) ? { ...state, playbackSpeed: speed } : state;
}

/** The slider sets 0 to 100; moving it above 0 unmutes. */
export function setVolume(state: PlayerState, volume: number): PlayerState {
  if (!Number.isFinite(volume)) return state;
  const value = Math.round(clamp(volume, VOLUME_MIN, VOLUME_MAX));
  return { ...state, volume: value, muted: value > 0 ? false : state.muted };
}

/** Muting stores the volume (60 if it was 0) and sets 0; unmuting restores it. */
export function toggleMute(state: PlayerState): PlayerState {
  if (state.muted) return { ...state, muted: false, volume: state.muteVolume };
  return {
    ...state,
    muted: true,
    muteVolume: state.volume === 0 ? RESTORE_VOLUME : state.volume,
    volume: 0,
  };
}

/** The element's volume is 0 when muted, else volume / 100. */
export function audioVolume(state: Pick<PlayerState, 'muted' | 'volume'>): number {
  return state.muted ? 0 : clamp(state.volume, VOLUME_MIN, VOLUME_MAX) / 100;
}

export type VolumeIcon = 'off' | 'down' | 'up';

/** Off when muted or 0, down under 40, otherwise up. */
export function volumeIcon(state: Pick<PlayerState, 'muted' | 'volume'>): VolumeIcon {
  if (state.muted || state.volume === 0) return 'off';
  return state.volume < VOLUME_LOW ? 'down' : 'up';
}

export function toggleShuffle(state: PlayerState): PlayerState {
  return { ...state, shuffle: !state.shuffle };
}

export function toggleRepeat(state: PlayerState): PlayerState {
  return { ...state, repeat: !state.repeat };
}

/** Closing clears the media, the episode and the list (volume, speed, shuffle and repeat stay). */
export function close(state: PlayerState): PlayerState {
  return {
    ...state,
    media: null,
    episodes: [],
    tracks: [],
    index: 0,
    currentTrack: null,
    visible: false,
    isPlaying: false,
    currentTime: 0,
    duration: 0,
    error: null,
    buffering: false,
    expanded: false,
    startAt: 0,
    sleepAt: null,
    fade: 1,
    ...liveCleared,
  };
}

/** The mobile sheet opens and closes; there is nothing to show in it without a track. */
export function setExpanded(state: PlayerState, expanded: boolean): PlayerState {
  return { ...state, expanded: expanded && state.currentTrack !== null };
}

// What the <audio> element reports (time and duration update from playback events).

export function reportTime(state: PlayerState, time: number): PlayerState {
  return Number.isFinite(time) && time !== state.currentTime ? { ...state, currentTime: time } : state;
}

export function reportDuration(state: PlayerState, duration: number): PlayerState {
  const value = Number.isFinite(duration) && duration > 0 ? duration : 0;
  return value === state.duration ? state : { ...state, duration: value };
}

export function reportBuffering(state: PlayerState, buffering: boolean): PlayerState {
  return state.buffering === buffering ? state : { ...state, buffering };
}

/** The file failed: say so and stop; Next (or Play, which tries again) goes on from there. */
export function reportError(state: PlayerState): PlayerState {
  if (!state.currentTrack) return state;
  return { ...state, error: playerMessages.get().failed, isPlaying: false, buffering: false };
}

/** The element started or stopped on its own (lock screen, another app, an autoplay refusal). */
export function reportPlaying(state: PlayerState, playing: boolean): PlayerState {
  if (!state.currentTrack) return state;
  if (!playing) return pause(state);
  return state.isPlaying ? state : { ...state, isPlaying: true };
}
