import { getPlayerState, type PlayerState, playerReports } from '../store';
import { refreshNowPlaying, regate, watchNowPlaying } from './nowPlaying';
import {
  attachLive,
  detachLive,
  jumpToLiveEdge,
  measureBehindLive,
  measureLatency,
  nativeHlsCannotPlay,
} from './source';
import { liveReports } from './streamTransitions';
import { reconnectDelay, STALL_MS } from './timing';

/**
 * The engine's live half: follows the store for a live track. While the listener wants it playing it loads
 * the stream (again on every new `loadId`: a play after a pause, a reconnect, a changed stream), keeps it
 * going and watches it once a second: audio that does not move for STALL_MS, a network error, a fatal
 * hls.js error or an end counts as a failure, after which the stream is loaded again with back-off and full
 * jitter, forever, until sound comes back (the off-air message then goes away) or the listener pauses.
 * A pause drops the stream, so nothing downloads in the background and the next play starts at the edge.
 */

const TICK_MS = 1_000;

let loadedId = -1;
let goLiveId = 0;
let attaching = false;
let attached = false;
/** The load that has already been counted as failed (each load fails once). */
let failedId = -1;
let retryTimer: ReturnType<typeof setTimeout> | null = null;
let ticker: ReturnType<typeof setInterval> | null = null;
/** The last playhead that moved, and when: the stall watchdog's reference. */
let progress = { time: -1, at: 0 };
/** Set by the engine: while true, a `pause` event is the reload, not the listener. */
let onSwitching: (switching: boolean) => void = () => {};

export function setSwitchingHandler(handler: (switching: boolean) => void) {
  onSwitching = handler;
}

function clearRetry() {
  if (retryTimer !== null) clearTimeout(retryTimer);
  retryTimer = null;
}

/**
 * The current load failed: count it once, and after the back-off wait load again (asking now-playing again
 * too, in case the station's stream changed or the first answer never came).
 */
export function failLive() {
  const state = getPlayerState();
  if (state.currentTrack?.kind !== 'live' || !state.isPlaying || failedId === state.loadId) return;
  failedId = state.loadId;
  liveReports.failed();
  clearRetry();
  retryTimer = setTimeout(() => {
    retryTimer = null;
    void refreshNowPlaying();
    liveReports.reconnect();
  }, reconnectDelay(getPlayerState().liveRetry));
}

/** The element reported an error: the browser's own HLS player giving up is retried at once with hls.js. */
export function liveElementFailed(element: HTMLAudioElement) {
  const state = getPlayerState();
  if (nativeHlsCannotPlay(element) && state.isPlaying && attached) {
    console.info('This browser cannot play the stream as HLS itself: playing it through hls.js');
    liveReports.reconnect();
    return;
  }
  console.warn('Live stream dropped', element.error?.message ?? element.error?.code);
  failLive();
}

function watch(element: HTMLAudioElement) {
  const now = Date.now();
  const time = element.currentTime;
  if (attached && !attaching && !element.paused && time > progress.time + 0.05) {
    progress = { time, at: now };
    if (getPlayerState().liveRetry > 0) liveReports.recovered();
  } else if (now - progress.at > STALL_MS && retryTimer === null) {
    failLive();
  }
  liveReports.behind(attached ? measureBehindLive(element) : null);
  regate(attached ? measureLatency(element) : 0);
}

function startTicker(element: HTMLAudioElement) {
  if (ticker !== null) return;
  progress = { time: element.currentTime, at: Date.now() };
  ticker = setInterval(() => watch(element), TICK_MS);
}

function stopTicker() {
  if (ticker !== null) clearInterval(ticker);
  ticker = null;
}

/** Drops the stream and every timer (a pause, or the player moving to an episode or closing). */
function stop(element: HTMLAudioElement) {
  clearRetry();
  stopTicker();
  if (!element.paused) element.pause();
  if (attached || attaching) detachLive(element);
  attached = false;
  attaching = false;
  loadedId = -1;
  failedId = -1;
  liveReports.behind(null);
}

/** The player no longer holds a live track. */
export function leaveLive(element: HTMLAudioElement) {
  stop(element);
  watchNowPlaying(null);
}

function playElement(element: HTMLAudioElement, loadId: number) {
  element.play().catch((error: unknown) => {
    if (error instanceof DOMException && error.name === 'AbortError') return;
    if (getPlayerState().loadId !== loadId) return;
    // Autoplay refused: shown paused, ready to play. Anything else: the source cannot play, so reconnect.
    if (error instanceof DOMException && error.name === 'NotAllowedError') playerReports.playing(false);
    else failLive();
  });
}

function load(element: HTMLAudioElement, state: PlayerState) {
  const stream = state.liveStream;
  if (!stream) return;
  const loadId = state.loadId;
  attaching = true;
  attached = false;
  progress = { time: element.currentTime, at: Date.now() };
  onSwitching(true);
  const ready = (attachedNow: boolean) => {
    if (!attachedNow || getPlayerState().loadId !== loadId) return;
    attached = true;
    attaching = false;
    progress = { time: element.currentTime, at: Date.now() };
    if (getPlayerState().isPlaying) playElement(element, loadId);
  };
  const failed = (error: unknown) => {
    // hls.js could not be fetched (offline): a failure like any other, retried with back-off.
    console.warn('Could not start the live stream', error);
    if (getPlayerState().loadId !== loadId) return;
    attaching = false;
    failLive();
  };
  try {
    const result = attachLive(element, stream, failLive);
    // A source the element plays itself is playing before this returns: still inside the listener's tap.
    if (typeof result === 'boolean') ready(result);
    else result.then(ready, failed);
  } catch (error) {
    failed(error);
  }
}

/** Called by the engine on every store change while the current track is a live stream. */
export function followLive(element: HTMLAudioElement, state: PlayerState) {
  const stationId = state.currentTrack?.id ?? null;
  watchNowPlaying(stationId);
  if (!state.isPlaying) {
    if (attached || attaching || ticker !== null || retryTimer !== null) stop(element);
    return;
  }
  startTicker(element);
  if (state.loadId !== loadedId) {
    loadedId = state.loadId;
    clearRetry();
    progress = { time: element.currentTime, at: Date.now() };
    // Without a stream yet, now-playing is on its way; the watchdog retries if it never comes.
    if (state.liveStream) load(element, state);
  }
  if (state.goLiveId !== goLiveId) {
    goLiveId = state.goLiveId;
    // A continuous MP3 cannot move: it is loaded again, which starts at the live edge.
    if (attached && !jumpToLiveEdge(element)) liveReports.reconnect();
  }
  if (attached && !attaching && element.paused && retryTimer === null) playElement(element, state.loadId);
}
