import { describe, expect, it } from 'vitest';
import { readShareLink, shareLink, withoutShareParams } from './load';

describe('share links', () => {
  it('link to the episode of the show at whole seconds', () => {
    expect(shareLink('https://tarang.fm', 'tarang-delhi-1', 'dilli-subah-express-7', 12, 83.7)).toBe(
      'https://tarang.fm/tarang-delhi-1/audio/dilli-subah-express-7?episode=12&t=83',
    );
    expect(shareLink('https://tarang.fm', 's-1', 'm-2', 3, -4)).toMatch(/t=0$/);
  });

  it('are read on the show page: media from the path, episode and time from the query', () => {
    expect(readShareLink('/tarang-delhi-1/audio/dilli-subah-express-7', '?episode=12&t=83')).toEqual({
      mediaId: 7,
      episodeId: 12,
      startAt: 83,
    });
  });

  it('are read on other routes with a media parameter', () => {
    expect(readShareLink('/tarang-delhi-1/home', '?media=7&episode=12')).toEqual({
      mediaId: 7,
      episodeId: 12,
      startAt: 0,
    });
  });

  it('without an episode parameter there is nothing to open', () => {
    expect(readShareLink('/tarang-delhi-1/audio/show-7', '?t=20')).toBeNull();
    expect(readShareLink('/tarang-delhi-1/audio/show-7', '')).toBeNull();
  });

  it('bad values give id 0 (ignored) and time 0', () => {
    expect(readShareLink('/tarang-delhi-1/audio/show-7', '?episode=abc&t=-5')).toEqual({
      mediaId: 7,
      episodeId: 0,
      startAt: 0,
    });
    expect(readShareLink('/tarang-delhi-1/audio/show-x', '?episode=99999999999&t=zz')).toEqual({
      mediaId: 0,
      episodeId: 0,
      startAt: 0,
    });
    expect(readShareLink('/tarang-delhi-1/events', '?episode=3')?.mediaId).toBe(0);
  });

  it('the two parameters are removed, the rest of the query stays', () => {
    expect(withoutShareParams('?episode=12&t=83')).toBe('');
    expect(withoutShareParams('?utm_source=x&episode=12&t=83')).toBe('?utm_source=x');
  });
});
