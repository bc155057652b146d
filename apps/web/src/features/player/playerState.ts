import type { Episode, LiveStream, MediaItem } from '@tarang/contracts';
import type { LiveStation, OnAir } from './live/rules';
import type { Track } from './track';

/** What the player holds: state.ts has its rules, store.ts keeps it. */ export type PlayerState = {
  /** The chosen show or podcast (media). */
  media: MediaItem | null;
  /** Its episodes as loaded (episode list). */
  episodes: Episode[];
  /** The playlist. */
  tracks: Track[];
  index: number;
  /** tracks[index] while the player holds something, else null. */
  currentTrack: Track | null;
  visible: boolean;
  isPlaying: boolean;
  /** Seconds (current time / timeProgress). */
  currentTime: number;
  /** Seconds; 0 while unknown (and for a live stream). */
  duration: number;
  playbackSpeed: number;
  /** 0 to 100. */
  volume: number;
  /** The volume muting put aside, restored by unmuting. */
  muteVolume: number;
  muted: boolean;
  shuffle: boolean;
  repeat: boolean;
  /** What the player says when the current file failed to play; null when all is well. */
  error: string | null;
  /** Waiting for data to play. */
  buffering: boolean;
  /** The mobile full-screen sheet is open. */
  expanded: boolean;
  /** Requests to the engine: (re)load the current track from `startAt` when `loadId` changes… */
  loadId: number;
  startAt: number;
  /** …and move to `currentTime` when `seekId` changes. */
  seekId: number;
  /** The station whose live stream is the current track (null for an episode). */
  liveStation: LiveStation | null;
  /** Its stream, from now-playing (null until known). */
  liveStream: LiveStream | null;
  /** The slot shown as on air: the one the listener hears, not ahead of it. */
  onAir: OnAir | null;
  /** Failed loads of the live stream in a row while the listener wants it: >0 shows "off air, retrying". */
  liveRetry: number;
  /** Whole seconds behind the live edge (null: not measurable, e.g. a continuous MP3). */
  behindLive: number | null;
  /** A request to the engine: jump to the live edge when it changes. */
  goLiveId: number;
  /** The sleep timer: when to stop (ms since the epoch), 'end' for the end of the episode; null when off. */
  sleepAt: number | 'end' | null;
  /** 0 to 1, applied over the volume: the sleep timer's fade-out (the volume setting itself never changes). */
  fade: number;
};
