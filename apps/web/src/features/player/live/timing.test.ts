import { describe, expect, it } from 'vitest';
import { afterBreakfast, BREAKFAST_ENDS, nowPlaying } from './test-fixtures';
import {
  currentOf,
  GO_LIVE_AFTER_SECONDS,
  isBehindLive,
  onAirHeard,
  RECONNECT_CAP_MS,
  RECONNECT_FLOOR_MS,
  reconnectDelay,
  secondsBehindLive,
} from './timing';

describe('now-playing is never ahead of the audio', () => {
  const twelveSeconds = 12_000;

  it('shows the current slot before the change', () => {
    expect(onAirHeard(null, nowPlaying, BREAKFAST_ENDS - 60_000, twelveSeconds).show?.title).toBe(
      'Bambai Breakfast Club',
    );
  });

  it('keeps the current slot until the listener, 12 s behind, has heard the next one start', () => {
    const shown = currentOf(nowPlaying);
    expect(onAirHeard(shown, nowPlaying, BREAKFAST_ENDS + 5_000, twelveSeconds)).toBe(shown);
    expect(onAirHeard(shown, nowPlaying, BREAKFAST_ENDS + 11_999, twelveSeconds).show?.title).toBe(
      'Bambai Breakfast Club',
    );
    const heard = onAirHeard(shown, nowPlaying, BREAKFAST_ENDS + 12_000, twelveSeconds);
    expect(heard.show?.title).toBe('Dopahar Dil Se');
    expect(heard.rjs.map((rj) => rj.name)).toEqual(['Kabir Malhotra']);
  });

  it('keeps what was shown when the server has already moved on but the listener has not heard it', () => {
    const shown = currentOf(nowPlaying);
    expect(onAirHeard(shown, afterBreakfast, BREAKFAST_ENDS + 3_000, twelveSeconds)).toBe(shown);
    expect(onAirHeard(shown, afterBreakfast, BREAKFAST_ENDS + 12_000, twelveSeconds).show?.title).toBe(
      'Dopahar Dil Se',
    );
  });

  it('at the live edge switches at the start itself', () => {
    expect(onAirHeard(currentOf(nowPlaying), nowPlaying, BREAKFAST_ENDS, 0).show?.title).toBe(
      'Dopahar Dil Se',
    );
  });
});

describe('behind the live edge', () => {
  it('hls.js: the live sync position less the playhead', () => {
    expect(secondsBehindLive({ currentTime: 100, liveSyncPosition: 109.5 })).toBe(9.5);
    expect(secondsBehindLive({ currentTime: 110, liveSyncPosition: 109.5 })).toBe(0);
  });

  it('native HLS: the end of the seekable range less the playhead', () => {
    expect(secondsBehindLive({ currentTime: 40, seekableEnd: 44 })).toBe(4);
  });

  it('is unknown without an edge', () => {
    expect(secondsBehindLive({ currentTime: 40 })).toBeNull();
    expect(
      secondsBehindLive({ currentTime: 40, liveSyncPosition: null, seekableEnd: Number.NaN }),
    ).toBeNull();
  });

  it('offers "Go live" beyond two 4 s segments only', () => {
    expect(GO_LIVE_AFTER_SECONDS).toBe(8);
    expect(isBehindLive(null)).toBe(false);
    expect(isBehindLive(8)).toBe(false);
    expect(isBehindLive(8.5)).toBe(true);
  });
});

describe('reconnect back-off with full jitter', () => {
  const top = () => 0.999_999;

  it('doubles the ceiling from 1 s and caps it at 20 s', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 30].map((attempt) => reconnectDelay(attempt, top))).toEqual([
      999, 1_999, 3_999, 7_999, 15_999, 19_999, 19_999, 19_999,
    ]);
    expect(RECONNECT_CAP_MS).toBe(20_000);
  });

  it('draws uniformly below the ceiling, never under the floor', () => {
    expect(reconnectDelay(3, () => 0.5)).toBe(2_000);
    expect(reconnectDelay(3, () => 0)).toBe(RECONNECT_FLOOR_MS);
    for (let i = 0; i < 200; i += 1) {
      const delay = reconnectDelay(4);
      expect(delay).toBeGreaterThanOrEqual(RECONNECT_FLOOR_MS);
      expect(delay).toBeLessThan(8_000);
    }
  });

  it('treats a nonsense attempt as the first', () => {
    expect(reconnectDelay(0, top)).toBe(999);
    expect(reconnectDelay(Number.NaN, top)).toBe(999);
  });
});
