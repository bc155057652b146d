import { describe, expect, it } from 'vitest';
import { idFromUrlName, toSlug, toUrlName } from './slug';

describe('toSlug (lower-case, spaces to hyphens, other non-alphanumerics removed)', () => {
  it.each([
    ['Tarang Delhi', 'tarang-delhi'],
    ['Mumbai Local Diaries!', 'mumbai-local-diaries'],
    ['Chai, Cricket & Chaat', 'chai-cricket-chaat'],
    ['  Late   Night  Dedications ', 'late-night-dedications'],
    ['Café Bengaluru', 'cafe-bengaluru'],
    ['R.J. Naina', 'rj-naina'],
    ['Top-10 Countdown', 'top-10-countdown'],
    ['!!!', ''],
  ])('%s → %s', (text, slug) => {
    expect(toSlug(text)).toBe(slug);
  });
});

describe('url names', () => {
  it('joins slug and id, and reads the id back from after the last hyphen', () => {
    expect(toUrlName('Tarang Delhi', 1)).toBe('tarang-delhi-1');
    expect(toUrlName('RJ Naina', 'rj1001')).toBe('rj-naina-rj1001');
    expect(toUrlName('!!!', 7)).toBe('7');
    expect(idFromUrlName('tarang-delhi-1')).toBe('1');
    expect(idFromUrlName('top-10-countdown-42')).toBe('42');
    expect(idFromUrlName('0')).toBe('0');
    expect(idFromUrlName('delhi-')).toBe('');
  });
});
