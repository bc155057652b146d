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
      live: null,
    });
  });

  it('reads the live station that was on the player', () => {
    localStorage.setItem(
      KEY,
      JSON.stringify({ live: { id: 3, name: 'Tarang Delhi', logo: '/media/logo.webp', logoAlt: 'Logo' } }),
    );
    expect(readSavedPlayer().live).toEqual({
      id: 3,
      name: 'Tarang Delhi',
      logo: '/media/logo.webp',
      logoAlt: 'Logo',
    });
    localStorage.setItem(KEY, JSON.stringify({ live: { id: 'x', name: 'Tarang Delhi' } }));
    expect(readSavedPlayer().live).toBeNull();
    localStorage.setItem(KEY, JSON.stringify({ live: { id: 3, name: '' } }));
    expect(readSavedPlayer().live).toBeNull();
  });

  it('ignores what does not fit the rules', () => {
    localStorage.setItem(
      KEY,
      JSON.stringify({ volume: 'loud', speed: 3, last: { mediaId: -1, episodeId: 9, position: 5 } }),
    );
    expect(readSavedPlayer()).toEqual({ volume: null, speed: null, last: null, live: null });
    localStorage.setItem(KEY, JSON.stringify({ volume: 180, last: { mediaId: 2, episodeId: 9 } }));
    expect(readSavedPlayer()).toEqual({
      volume: 100,
      speed: null,
      last: { mediaId: 2, episodeId: 9, position: 0 },
      live: null,
    });
  });

  it('treats unreadable storage as nothing saved', () => {
    localStorage.setItem(KEY, '{not json');
    expect(readSavedPlayer()).toEqual({ volume: null, speed: null, last: null, live: null });
  });
});
