import { describe, expect, it } from 'vitest';
import { liveTrack, namesOf } from './rules';
import { afterBreakfast, builtInStream, nowPlaying, station } from './test-fixtures';
import { currentOf, sameOnAir } from './timing';

describe('the live track', () => {
  it('is the station while nothing is known yet: key live:{id}, no duration', () => {
    expect(liveTrack(station, null, null)).toMatchObject({
      key: 'live:3',
      kind: 'live',
      id: 3,
      title: 'Tarang Delhi',
      artist: 'Tarang Delhi',
      album: 'Tarang Delhi',
      artwork: '/media/delhi-logo.webp',
      artworkAlt: 'Tarang Delhi logo',
      duration: null,
      src: '',
    });
  });

  it('shows the show on air over its RJs, with the show image and the stream', () => {
    expect(liveTrack(station, currentOf(nowPlaying), builtInStream)).toMatchObject({
      title: 'Bambai Breakfast Club',
      artist: 'Simran Kaur & Kabir Malhotra',
      album: 'Tarang Delhi',
      artwork: '/media/breakfast.webp',
      artworkAlt: 'Breakfast Club cover',
      src: '/live/3/index.m3u8',
    });
  });

  it("takes an external Icecast stream's title as the title line", () => {
    const onAir = { ...currentOf(nowPlaying), rjs: [], title: 'Lata Mangeshkar - Lag Jaa Gale' };
    expect(liveTrack(station, onAir, null)).toMatchObject({
      title: 'Lata Mangeshkar - Lag Jaa Gale',
      artist: 'Bambai Breakfast Club',
    });
  });

  it('falls back to the station logo and name when nothing is scheduled', () => {
    const onAir = { show: null, rjs: [], startsAt: null, title: null };
    expect(liveTrack(station, onAir, null)).toMatchObject({
      title: 'Tarang Delhi',
      artist: 'Tarang Delhi',
      artwork: '/media/delhi-logo.webp',
    });
  });

  it('joins RJ names the way the player does', () => {
    expect(namesOf([])).toBe('');
    expect(namesOf([{ name: 'A' }])).toBe('A');
    expect(namesOf([{ name: 'A' }, { name: 'B' }, { name: 'C' }])).toBe('A, B & C');
  });
});

describe('what is on air', () => {
  it('compares what is shown by slot, show, RJs and title', () => {
    expect(sameOnAir(currentOf(nowPlaying), currentOf({ ...nowPlaying }))).toBe(true);
    expect(sameOnAir(currentOf(nowPlaying), currentOf(afterBreakfast))).toBe(false);
    expect(sameOnAir(currentOf(nowPlaying), { ...currentOf(nowPlaying), title: 'A song' })).toBe(false);
    expect(sameOnAir(null, currentOf(nowPlaying))).toBe(false);
  });
});
