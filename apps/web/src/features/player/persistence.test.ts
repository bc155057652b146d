import { afterEach, describe, expect, it } from 'vitest';
import { readSavedPlayer } from './persistence';

const KEY = 'tarang.player';

describe('saved player settings', () => {
  afterEach(() => localStorage.clear());

  it('reads volume, speed and the last episode', () => {
    localStorage.setItem(
      KEY,
      JSON.stringify({ volume: 35, speed: 1.5, last: { mediaId: 2, episodeId: 9, position: 12.34 } }),
    );
    expect(readSavedPlayer()).toEqual({
      volume: 35,
      speed: 1.5,
      last: { mediaId: 2, episodeId: 9, position: 12.3 },
    });
  });

  it('ignores what does not fit the rules', () => {
    localStorage.setItem(
      KEY,
      JSON.stringify({ volume: 'loud', speed: 3, last: { mediaId: -1, episodeId: 9, position: 5 } }),
    );
    expect(readSavedPlayer()).toEqual({ volume: null, speed: null, last: null });
    localStorage.setItem(KEY, JSON.stringify({ volume: 180, last: { mediaId: 2, episodeId: 9 } }));
    expect(readSavedPlayer()).toEqual({
      volume: 100,
      speed: null,
      last: { mediaId: 2, episodeId: 9, position: 0 },
    });
  });

  it('treats unreadable storage as nothing saved', () => {
    localStorage.setItem(KEY, '{not json');
    expect(readSavedPlayer()).toEqual({ volume: null, speed: null, last: null });
  });
});
