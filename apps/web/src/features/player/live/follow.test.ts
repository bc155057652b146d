import type { LiveStream } from '@tarang/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getPlayerState, playerActions, playLive, resetPlayerForTests, subscribePlayer } from '../store';
import { failLive, followLive, leaveLive } from './follow';
import { liveReports } from './streamTransitions';
import { station } from './test-fixtures';
import { RECONNECT_CAP_MS, STALL_MS } from './timing';

/** An Icecast mount: the element's own source, so no hls.js is involved. */
const icecast: LiveStream = {
  url: 'http://radio.test/delhi.mp3',
  type: 'mp3',
  fallbackUrl: null,
  builtIn: false,
};

let element: HTMLAudioElement;
let unsubscribe: () => void;

beforeEach(() => {
  vi.useFakeTimers();
  resetPlayerForTests();
  element = document.createElement('audio');
  // happy-dom does not play media: play() resolves and the element says it plays, as a browser's does at once.
  let paused = true;
  Object.defineProperty(element, 'paused', { configurable: true, get: () => paused });
  vi.spyOn(element, 'play').mockImplementation(() => {
    paused = false;
    return Promise.resolve();
  });
  vi.spyOn(element, 'pause').mockImplementation(() => {
    paused = true;
  });
  unsubscribe = subscribePlayer(() => {
    if (getPlayerState().currentTrack?.kind === 'live') followLive(element, getPlayerState());
  });
});

afterEach(() => {
  leaveLive(element);
  unsubscribe();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

async function startPlaying() {
  playLive(station);
  liveReports.stream(station.id, icecast);
  await vi.advanceTimersByTimeAsync(0);
}

describe('the live stream on the element', () => {
  it('an Icecast mount becomes the source and plays', async () => {
    await startPlaying();
    expect(element.getAttribute('src')).toBe(icecast.url);
    expect(element.play).toHaveBeenCalled();
  });

  it('a failure shows off air and reloads after the back-off wait, again and again, until sound is back', async () => {
    await startPlaying();
    const firstLoad = getPlayerState().loadId;
    // What the engine calls on the element's error or end, and hls.js on a fatal error.
    failLive();
    expect(getPlayerState().liveRetry).toBe(1);
    // The same load fails once, however many ways it says so.
    failLive();
    expect(getPlayerState().liveRetry).toBe(1);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(getPlayerState().loadId).toBe(firstLoad + 1);
    expect(getPlayerState().isPlaying).toBe(true);
    failLive();
    expect(getPlayerState().liveRetry).toBe(2);
    await vi.advanceTimersByTimeAsync(2_000);
    expect(getPlayerState().loadId).toBe(firstLoad + 2);
    // Sound back: the playhead moves and the next watch clears the off-air message.
    Object.defineProperty(element, 'currentTime', { configurable: true, get: () => 5, set: () => {} });
    await vi.advanceTimersByTimeAsync(1_000);
    expect(getPlayerState().liveRetry).toBe(0);
  });

  it('a stall (no progress for 6 s while meant to play) counts as a failure', async () => {
    await startPlaying();
    await vi.advanceTimersByTimeAsync(STALL_MS + 1_000);
    expect(getPlayerState().liveRetry).toBe(1);
  });

  it('retries forever, each wait under the 20 s cap', async () => {
    await startPlaying();
    const firstLoad = getPlayerState().loadId;
    for (let attempt = 1; attempt <= 8; attempt += 1) {
      // Stalls again and again (nothing ever plays).
      await vi.advanceTimersByTimeAsync(STALL_MS + 1_000 + RECONNECT_CAP_MS);
    }
    expect(getPlayerState().loadId).toBeGreaterThanOrEqual(firstLoad + 8);
    expect(getPlayerState().liveRetry).toBeGreaterThanOrEqual(8);
    expect(getPlayerState().isPlaying).toBe(true);
  });

  it('pausing drops the stream and stops retrying', async () => {
    await startPlaying();
    await vi.advanceTimersByTimeAsync(STALL_MS + 1_000);
    expect(getPlayerState().liveRetry).toBe(1);
    playerActions.pause();
    const loadId = getPlayerState().loadId;
    expect(element.getAttribute('src')).toBeNull();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(getPlayerState()).toMatchObject({ liveRetry: 0, loadId, isPlaying: false });
  });

  it('play after a pause loads the mount afresh (the live edge)', async () => {
    await startPlaying();
    playerActions.pause();
    const play = vi.mocked(element.play);
    play.mockClear();
    playerActions.play();
    await vi.advanceTimersByTimeAsync(0);
    expect(element.getAttribute('src')).toBe(icecast.url);
    expect(play).toHaveBeenCalledTimes(1);
  });
});
