import { RESTORE_VOLUME, SPEEDS, VOLUME_MAX, VOLUME_MIN } from './constants';
import type { LiveStation } from './live/rules';
import { getPlayerState, type PlayerState, setPlayerState, subscribePlayer } from './store';

/**
 * What the player keeps in localStorage, and nothing more: the volume, the speed, and the last episode with
 * its position (or the live station) so a reload can show it again, paused, where the listener was.
 */
const KEY = 'tarang.player';

export type LastEpisode = { mediaId: number; episodeId: number; position: number };
type SavedPlayer = {
  volume: number | null;
  speed: number | null;
  last: LastEpisode | null;
  /** The station whose live stream was on the player. */
  live: LiveStation | null;
};

const isId = (value: unknown): value is number => Number.isInteger(value) && (value as number) > 0;

/** The saved settings, each checked (anything unreadable counts as not saved). */
export function readSavedPlayer(): SavedPlayer {
  const saved: SavedPlayer = { volume: null, speed: null, last: null, live: null };
  try {
    const value = JSON.parse(localStorage.getItem(KEY) ?? 'null') as Record<string, unknown> | null;
    if (!value || typeof value !== 'object') return saved;
    const { volume, speed, last, live } = value as Record<string, unknown>;
    if (typeof volume === 'number' && Number.isFinite(volume)) {
      saved.volume = Math.round(Math.min(VOLUME_MAX, Math.max(VOLUME_MIN, volume)));
    }
    if (typeof speed === 'number' && (SPEEDS as readonly number[]).includes(speed)) saved.speed = speed;
    if (last && typeof last === 'object') {
      const { mediaId, episodeId, position } = last as Partial<LastEpisode>;
      if (isId(mediaId) && isId(episodeId)) {
        const at = typeof position === 'number' && Number.isFinite(position) && position > 0 ? position : 0;
        saved.last = { mediaId, episodeId, position: Math.round(at * 10) / 10 };
      }
    }
    saved.live = liveStationOf(live);
  } catch {
    // Not JSON, or storage blocked.
  }
  return saved;
}

function liveStationOf(value: unknown): LiveStation | null {
  if (!value || typeof value !== 'object') return null;
  const { id, name, logo, logoAlt } = value as Record<string, unknown>;
  if (!isId(id) || typeof name !== 'string' || !name) return null;
  return {
    id,
    name,
    logo: typeof logo === 'string' && logo ? logo : null,
    logoAlt: typeof logoAlt === 'string' ? logoAlt : '',
  };
}

/** The volume the listener chose: while muted, the one unmuting gives back (a reload starts unmuted). */
const chosenVolume = (state: PlayerState) => (state.muted ? state.muteVolume : state.volume);

function lastOf(state: PlayerState): LastEpisode | null {
  const track = state.currentTrack;
  if (track?.kind !== 'episode' || track.mediaId === null) return null;
  return { mediaId: track.mediaId, episodeId: track.id, position: Math.round(state.currentTime * 10) / 10 };
}

function write(state: PlayerState) {
  const saved = {
    volume: chosenVolume(state),
    speed: state.playbackSpeed,
    last: lastOf(state),
    live: state.currentTrack?.kind === 'live' ? state.liveStation : null,
  };
  try {
    localStorage.setItem(KEY, JSON.stringify(saved));
  } catch {
    // Private mode or full storage: the settings last for this visit.
  }
}

let started = false;

/** Applies the saved volume and speed, then saves on every change that matters (the position every second). */
export function startPersistence(saved: SavedPlayer = readSavedPlayer()) {
  if (started) return;
  started = true;
  const patch: Partial<PlayerState> = {};
  if (saved.volume !== null)
    Object.assign(patch, { volume: saved.volume, muteVolume: saved.volume || RESTORE_VOLUME });
  if (saved.speed !== null) patch.playbackSpeed = saved.speed;
  if (Object.keys(patch).length > 0) setPlayerState(patch);

  let previous = getPlayerState();
  subscribePlayer(() => {
    const state = getPlayerState();
    const changed =
      chosenVolume(state) !== chosenVolume(previous) ||
      state.playbackSpeed !== previous.playbackSpeed ||
      state.currentTrack?.key !== previous.currentTrack?.key ||
      Math.abs(state.currentTime - previous.currentTime) >= 1 ||
      state.isPlaying !== previous.isPlaying;
    if (!changed) return;
    previous = state;
    write(state);
  });
  // The exact position when the tab goes away.
  window.addEventListener('pagehide', () => write(getPlayerState()));
}
