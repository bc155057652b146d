import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startEngine } from './engine';
import {
  ended,
  getPlayerState,
  initialPlayerState,
  open,
  type PlayerState,
  pause,
  play,
  playerActions,
  playMedia,
  resetPlayerForTests,
  seek,
  selectTrack,
  setSleep,
  sleepNow,
} from './store';
import { episodes, show } from './test-fixtures';

/** The three fixture episodes, the first current, playing, `seconds` into its 71 s. */
const playingAt = (seconds: number, patch: Partial<PlayerState> = {}): PlayerState => ({
  ...open(initialPlayerState, show, episodes, 0),
  currentTime: seconds,
  ...patch,
});

describe('the end of an episode, by the rules', () => {
  it('the sleep timer\'s "end of episode" stops at the end, stays there and turns itself off', () => {
    const stopped = ended(setSleep(playingAt(71), 'end'));
    expect(stopped).toMatchObject({ index: 0, isPlaying: false, currentTime: 71, sleepAt: null, fade: 1 });
    // With repeat on too: the timer wins, the episode does not start again.
    const repeating = ended(setSleep(playingAt(71, { repeat: true }), 'end'));
    expect(repeating).toMatchObject({ isPlaying: false, currentTime: 71, seekId: playingAt(71).seekId });
  });

  it('paused as it ended (Pause in its last moment), the next episode is ready but does not play', () => {
    expect(ended(pause(playingAt(71)))).toMatchObject({ index: 1, isPlaying: false, currentTime: 0 });
    const repeating = { ...pause(playingAt(71)), repeat: true };
    expect(ended(repeating)).toMatchObject({ index: 0, isPlaying: false, currentTime: 0 });
  });

  it('Play on an episode stopped at its end starts it from the beginning, once', () => {
    const stopped = ended(setSleep(playingAt(71), 'end'));
    const again = play(stopped);
    expect(again).toMatchObject({ isPlaying: true, currentTime: 0, seekId: stopped.seekId + 1 });
    // Playing already: Play changes nothing (a second press, the lock screen's play).
    expect(play(again)).toBe(again);
    // The same from the playlist, and after a seek to the end while paused (the browser says no "ended" then).
    expect(selectTrack(stopped, 0)).toMatchObject({ isPlaying: true, currentTime: 0 });
    const sought = seek(pause(playingAt(30)), 500);
    expect(sought.currentTime).toBe(71);
    expect(play(sought)).toMatchObject({ isPlaying: true, currentTime: 0, loadId: sought.loadId });
  });

  it('Play in the middle goes on from there; Pause always pauses', () => {
    const paused = pause(playingAt(30));
    expect(play(paused)).toMatchObject({ isPlaying: true, currentTime: 30, seekId: paused.seekId });
    const stopped = ended(setSleep(playingAt(71), 'end'));
    expect(pause(play(stopped)).isPlaying).toBe(false);
  });

  it('a timer in minutes lets the next episode play; when it runs out, it pauses there', () => {
    const next = ended(setSleep(playingAt(71), Date.now() + 60_000));
    expect(next).toMatchObject({ index: 1, isPlaying: true, currentTime: 0 });
    expect(sleepNow(next)).toMatchObject({ index: 1, isPlaying: false, sleepAt: null });
  });
});

/**
 * An <audio> element as a browser runs it, enough for the engine: play() on an element at its end starts it
 * again from 0:00, and every event arrives in a task of its own, after whatever caused it.
 */
function mediaModel(element: HTMLAudioElement, duration: number) {
  let paused = true;
  let time = 0;
  let queued = 0;
  const events: string[] = [];
  const fire = (type: string) => {
    queued++;
    setTimeout(() => {
      queued--;
      events.push(type);
      element.dispatchEvent(new Event(type));
    }, 0);
  };
  const define = (name: string, descriptor: PropertyDescriptor) =>
    Object.defineProperty(element, name, { configurable: true, ...descriptor });
  define('paused', { get: () => paused });
  define('ended', { get: () => time >= duration });
  define('duration', { get: () => duration });
  define('readyState', { get: () => HTMLMediaElement.HAVE_ENOUGH_DATA });
  define('currentTime', {
    get: () => time,
    set: (value: number) => {
      time = Math.min(duration, Math.max(0, value));
      fire('seeking');
      fire('timeupdate');
      fire('seeked');
    },
  });
  // A new source: back to its start, paused (the engine plays it after).
  vi.spyOn(element, 'load').mockImplementation(() => {
    time = 0;
    if (!paused) {
      paused = true;
      fire('pause');
    }
    fire('loadstart');
  });
  const playSpy = vi.spyOn(element, 'play').mockImplementation(() => {
    if (time >= duration) time = 0;
    if (paused) {
      paused = false;
      fire('play');
      fire('playing');
    }
    return Promise.resolve();
  });
  vi.spyOn(element, 'pause').mockImplementation(() => {
    if (paused) return;
    paused = true;
    fire('timeupdate');
    fire('pause');
  });
  return {
    events,
    playSpy,
    get time() {
      return time;
    },
    /** Playback reaches the end: the browser pauses the element, then says so. */
    reachEnd() {
      time = duration;
      paused = true;
      fire('timeupdate');
      fire('pause');
      fire('ended');
    },
    /** Every queued event has been dispatched, and none followed them for a while (no chase). */
    async settled() {
      await vi.waitFor(() => expect(queued).toBe(0), { timeout: 1000, interval: 5 });
      const count = events.length;
      await new Promise((done) => setTimeout(done, 30));
      expect(events.length).toBe(count);
    },
  };
}

describe('the engine at the end of an episode', () => {
  let element: HTMLAudioElement;
  let media: ReturnType<typeof mediaModel>;
  beforeAll(() => {
    resetPlayerForTests();
    element = startEngine();
    media = mediaModel(element, 71);
  });
  afterAll(() => {
    playerActions.close();
    vi.restoreAllMocks();
  });

  const played = async () => {
    playMedia(show, episodes, 0);
    element.dispatchEvent(new Event('loadstart'));
    await media.settled();
    expect(media.time).toBe(0);
    expect(element.paused).toBe(false);
  };

  it('"end of episode" stops at the end and stays stopped; Pause and Play work after it', async () => {
    await played();
    playerActions.setSleep('end');
    const plays = media.playSpy.mock.calls.length;
    media.reachEnd();
    await media.settled();
    expect(media.playSpy.mock.calls.length).toBe(plays);
    expect(element.paused).toBe(true);
    expect(media.time).toBe(71);
    expect(getPlayerState()).toMatchObject({ isPlaying: false, index: 0, currentTime: 71, sleepAt: null });

    // Play starts it again from the beginning, and Pause pauses it.
    playerActions.play();
    await media.settled();
    expect(element.paused).toBe(false);
    expect(media.time).toBe(0);
    playerActions.pause();
    await media.settled();
    expect(element.paused).toBe(true);
    expect(getPlayerState().isPlaying).toBe(false);
  });

  it('quick presses of Play and Pause end in the last one, without the element and the player chasing', async () => {
    await played();
    playerActions.pause();
    playerActions.play();
    playerActions.pause();
    playerActions.play();
    await media.settled();
    expect(element.paused).toBe(false);
    expect(getPlayerState().isPlaying).toBe(true);
    playerActions.toggle();
    playerActions.toggle();
    playerActions.toggle();
    await media.settled();
    expect(element.paused).toBe(true);
    expect(getPlayerState().isPlaying).toBe(false);
  });

  it('with repeat, the end starts the same episode again, once', async () => {
    await played();
    playerActions.toggleRepeat();
    const before = media.events.length;
    media.reachEnd();
    await media.settled();
    expect(getPlayerState()).toMatchObject({ index: 0, isPlaying: true, repeat: true });
    expect(element.paused).toBe(false);
    expect(media.time).toBe(0);
    expect(media.events.slice(before).filter((type) => type === 'ended')).toHaveLength(1);
  });

  it('without repeat, the end plays the next episode', async () => {
    await played();
    playerActions.toggleRepeat();
    media.reachEnd();
    await media.settled();
    expect(getPlayerState()).toMatchObject({ index: 1, isPlaying: true, repeat: false });
    expect(element.paused).toBe(false);
  });
});
