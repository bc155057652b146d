import { hasVariants, IMAGE_WIDTHS, imageVariantUrl } from '@tarang/contracts/images';
import { loadLiveEngine as importLiveEngine } from './chunks';
import { SKIP_SECONDS } from './constants';
import type * as LiveEngine from './live/follow';
import {
  audioVolume,
  getPlayerState,
  type PlayerState,
  playerActions,
  playerReports,
  subscribePlayer,
} from './store';
import { isLive, type Track } from './track';

/**
 * The one `<audio>` element of the site (ARCHITECTURE: owned by a small module outside React). It is created
 * once, appended to <body> and never removed, so it keeps playing while React remounts pages, the shell's
 * content or the player's own UI. It follows the store (source, play/pause, seeks, volume, speed) and reports
 * what the element does (time, duration, end, errors, buffering) back to it. The lock screen and media keys
 * reach the same actions through the Media Session API.
 */

let audio: HTMLAudioElement | null = null;
let loadedId = -1;
let seekedId = 0;
/** Where to start once the new source has its metadata (restore, share links, retry after an error). */
let pendingStart: number | null = null;
/** Between assigning a new source and its `loadstart`: a `pause` then is the reload, not the listener. */
let switching = false;
/**
 * The element played to its end and its `ended` event is on the way: what follows (the next episode, the same
 * one again, a stop for the sleep timer) is the store's to decide. A play() before then would start the same
 * file again from 0:00 behind the store's back.
 */
let endComing = false;
let shownKey: string | null = null;
/** The Media Session's seek and track actions are offered for episodes only. */
let sessionLive: boolean | null = null;
/** The engine's live half (live/follow.ts), its own chunk: fetched when a live stream first becomes the track. */
let liveEngine: typeof LiveEngine | null = null;
let liveEngineLoading = false;
/** A failed chunk load (offline) is tried again while the listener still wants the stream. */
const LIVE_ENGINE_RETRY_MS = 3_000;

export function startEngine(): HTMLAudioElement {
  if (audio) return audio;
  const element = document.createElement('audio');
  element.preload = 'metadata';
  element.setAttribute('aria-hidden', 'true');
  document.body.append(element);
  audio = element;
  listen(element);
  setUpMediaSession();
  seekedId = getPlayerState().seekId;
  subscribePlayer(() => follow(element, getPlayerState()));
  follow(element, getPlayerState());
  return element;
}

function follow(element: HTMLAudioElement, state: PlayerState) {
  const track = state.currentTrack;
  if (track && isLive(track)) {
    pendingStart = null;
    loadedId = state.loadId;
    seekedId = state.seekId;
    if (liveEngine) liveEngine.followLive(element, state);
    else loadLiveEngine(element);
    followSettings(element, state);
    showTrack(track);
    return;
  }
  liveEngine?.leaveLive(element);
  if (!track) {
    if (element.getAttribute('src')) {
      element.pause();
      element.removeAttribute('src');
      element.load();
    }
    loadedId = state.loadId;
    pendingStart = null;
    showTrack(null);
    return;
  }

  if (state.loadId !== loadedId) {
    loadedId = state.loadId;
    seekedId = state.seekId;
    pendingStart = state.startAt > 0 ? state.startAt : null;
    switching = true;
    endComing = false;
    if (element.getAttribute('src') === track.src) element.load();
    else element.src = track.src;
  }

  if (state.seekId !== seekedId) {
    seekedId = state.seekId;
    endComing = false;
    if (element.readyState >= HTMLMediaElement.HAVE_METADATA) {
      pendingStart = null;
      element.currentTime = state.currentTime;
    } else {
      pendingStart = state.currentTime;
    }
  }

  // Paused before the settings: the sleep timer's last step pauses and restores the volume in one change.
  if (!state.isPlaying && !element.paused) element.pause();
  followSettings(element, state);

  if (state.isPlaying && element.paused && !state.error && !endComing) {
    element.play().catch((error: unknown) => {
      // A newer load or pause superseded this play (AbortError): nothing to do. Refused (autoplay policy) or
      // not playable: the player shows itself paused, ready to play.
      if (error instanceof DOMException && error.name === 'AbortError') return;
      if (getPlayerState().currentTrack === track) playerReports.playing(false);
    });
  }

  showTrack(track);
}

/** Volume (with the sleep timer's fade) and mute; the speed for an episode (a live stream plays in real time). */
function followSettings(element: HTMLAudioElement, state: PlayerState) {
  const volume = audioVolume(state) * state.fade;
  if (element.volume !== volume) element.volume = volume;
  if (element.muted !== state.muted) element.muted = state.muted;
  const rate = isLive(state.currentTrack) ? 1 : state.playbackSpeed;
  if (element.playbackRate !== rate) {
    element.defaultPlaybackRate = rate;
    element.playbackRate = rate;
  }
  if ('mediaSession' in navigator)
    navigator.mediaSession.playbackState = state.isPlaying ? 'playing' : 'paused';
}

function loadLiveEngine(element: HTMLAudioElement) {
  if (liveEngineLoading) return;
  liveEngineLoading = true;
  importLiveEngine()
    .then((module) => {
      module.setSwitchingHandler((value) => {
        switching = value;
      });
      liveEngine = module;
      follow(element, getPlayerState());
    })
    .catch((error: unknown) => {
      console.warn('Could not load the live player', error);
      liveEngineLoading = false;
      setTimeout(() => {
        if (isLive(getPlayerState().currentTrack)) follow(element, getPlayerState());
      }, LIVE_ENGINE_RETRY_MS);
    });
}

/**
 * The element's events arrive a task after what caused them: each is reported only while it still says what
 * the element does. A `play` whose element was paused again since (or a `pause` played again, an `ended` reloaded
 * or sought) is stale; reported, it would set the store back, the store would command the element again and
 * the two would chase each other, play, pause, play, hundreds of times a second.
 */
function listen(element: HTMLAudioElement) {
  const on = (type: string, handler: () => void) => element.addEventListener(type, handler);
  const noteEnd = () => {
    if (element.ended && getPlayerState().isPlaying) endComing = true;
  };
  on('loadstart', () => {
    switching = false;
    playerReports.buffering(getPlayerState().isPlaying);
  });
  on('loadedmetadata', () => {
    if (pendingStart !== null) {
      // A position at or past the end (a finished episode, an odd link) starts it from the beginning.
      const { duration } = element;
      element.currentTime = Number.isFinite(duration) && pendingStart >= duration ? 0 : pendingStart;
      pendingStart = null;
      playerReports.time(element.currentTime);
    }
    playerReports.duration(element.duration);
    updatePosition();
  });
  on('durationchange', () => playerReports.duration(element.duration));
  on('timeupdate', () => {
    noteEnd();
    if (pendingStart === null && !switching) playerReports.time(element.currentTime);
  });
  on('seeked', updatePosition);
  on('ratechange', updatePosition);
  on('waiting', () => playerReports.buffering(true));
  for (const type of ['playing', 'canplay', 'pause', 'ended', 'emptied']) {
    on(type, () => playerReports.buffering(false));
  }
  on('playing', updatePosition);
  on('play', () => {
    if (!element.paused) playerReports.playing(true);
  });
  on('pause', () => {
    noteEnd();
    // The browser pauses an element whose source failed: for a live stream that is a drop being reconnected,
    // not the listener pausing (which would stop the retries). At the end, `ended` follows and says what next.
    const dropped = element.error !== null && isLive(getPlayerState().currentTrack);
    if (element.paused && !switching && !element.ended && !dropped) playerReports.playing(false);
    updatePosition();
  });
  // A live stream that ends or errs has dropped: it is reconnected, never shown as a failed file.
  on('ended', () => {
    endComing = false;
    if (isLive(getPlayerState().currentTrack)) liveEngine?.failLive();
    else if (element.ended) playerReports.ended();
  });
  on('error', () => {
    if (!element.getAttribute('src') || !getPlayerState().currentTrack) return;
    if (isLive(getPlayerState().currentTrack)) {
      liveEngine?.liveElementFailed(element);
      return;
    }
    console.warn('Audio failed to load', element.currentSrc, element.error?.message ?? element.error?.code);
    playerReports.error();
  });
}

// ---------------------------------------------------------------------------------------------------------
// Media Session: lock screen, notification and media keys.
// ---------------------------------------------------------------------------------------------------------

function setHandlers(handlers: [MediaSessionAction, MediaSessionActionHandler | null][]) {
  for (const [action, handler] of handlers) {
    try {
      navigator.mediaSession.setActionHandler(action, handler);
    } catch {
      // An action this browser does not know.
    }
  }
}

function setUpMediaSession() {
  if (!('mediaSession' in navigator)) return;
  setHandlers([
    ['play', () => playerActions.play()],
    ['pause', () => playerActions.pause()],
    ['stop', () => playerActions.pause()],
  ]);
}

/** Episodes offer previous/next and seeking on the lock screen; a live stream only play and pause. */
function offerSessionActions(live: boolean) {
  if (live === sessionLive || !('mediaSession' in navigator)) return;
  sessionLive = live;
  setHandlers([
    ['previoustrack', live ? null : () => playerActions.previous()],
    ['nexttrack', live ? null : () => playerActions.next()],
    ['seekbackward', live ? null : (details) => playerActions.skip(-(details.seekOffset ?? SKIP_SECONDS))],
    ['seekforward', live ? null : (details) => playerActions.skip(details.seekOffset ?? SKIP_SECONDS)],
    [
      'seekto',
      live ? null : (details) => details.seekTime !== undefined && playerActions.seek(details.seekTime),
    ],
  ]);
}

const absolute = (url: string) => new URL(url, window.location.href).href;

function artworkOf(track: Track): MediaImage[] {
  if (!track.artwork) return [];
  if (!hasVariants(track.artwork)) return [{ src: absolute(track.artwork) }];
  return IMAGE_WIDTHS.map((width) => ({
    src: absolute(imageVariantUrl(track.artwork as string, width)),
    sizes: `${width}x${width}`,
    type: 'image/webp',
  }));
}

function showTrack(track: Track | null) {
  if (track) offerSessionActions(isLive(track));
  const key = track ? `${track.key}|${track.title}|${track.artist}|${track.artwork}` : null;
  if (key === shownKey || !('mediaSession' in navigator)) return;
  shownKey = key;
  navigator.mediaSession.metadata =
    track && typeof MediaMetadata !== 'undefined'
      ? new MediaMetadata({
          title: track.title,
          artist: track.artist,
          album: track.album,
          artwork: artworkOf(track),
        })
      : null;
  if (!track) navigator.mediaSession.playbackState = 'none';
}

function updatePosition() {
  if (!audio || !('mediaSession' in navigator) || !navigator.mediaSession.setPositionState) return;
  const duration = audio.duration;
  if (!Number.isFinite(duration) || duration <= 0) return;
  try {
    navigator.mediaSession.setPositionState({
      duration,
      playbackRate: audio.playbackRate || 1,
      position: Math.min(Math.max(0, audio.currentTime), duration),
    });
  } catch {
    // Chromium refuses some transient states (e.g. a rate of 0); the next event sets it again.
  }
}
