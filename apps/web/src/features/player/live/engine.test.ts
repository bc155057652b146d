import type { LiveStream } from '@tarang/contracts';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { startEngine } from '../engine';
import { getPlayerState, playerActions, playLive, resetPlayerForTests } from '../store';
import { liveReports } from './streamTransitions';
import { station } from './test-fixtures';

const icecast: LiveStream = {
  url: 'http://radio.test/delhi.mp3',
  type: 'mp3',
  fallbackUrl: null,
  builtIn: false,
};

afterAll(() => {
  playerActions.close();
  vi.restoreAllMocks();
});

describe('the engine with a live stream', () => {
  it("a dropped source's own pause is not the listener's: the stream stays wanted and is retried", async () => {
    resetPlayerForTests();
    const element = startEngine();
    let paused = true;
    Object.defineProperty(element, 'paused', { configurable: true, get: () => paused });
    vi.spyOn(element, 'play').mockImplementation(() => {
      paused = false;
      return Promise.resolve();
    });
    playLive(station);
    liveReports.stream(station.id, icecast);
    // The engine's live half is its own chunk: wait for it to load and set the source.
    await vi.waitFor(() => expect(element.getAttribute('src')).toBe(icecast.url));
    element.dispatchEvent(new Event('loadstart'));

    // The mount stops answering: the element errs and the browser pauses it.
    Object.defineProperty(element, 'error', {
      configurable: true,
      get: () => ({ code: 2, message: 'network' }),
    });
    paused = true;
    element.dispatchEvent(new Event('error'));
    element.dispatchEvent(new Event('pause'));
    expect(getPlayerState()).toMatchObject({ isPlaying: true, liveRetry: 1 });

    // A pause from outside with no error (the lock screen, a headset) still pauses, and stops the retries.
    Object.defineProperty(element, 'error', { configurable: true, get: () => null });
    paused = true;
    element.dispatchEvent(new Event('pause'));
    expect(getPlayerState()).toMatchObject({ isPlaying: false, liveRetry: 0 });
  });
});
