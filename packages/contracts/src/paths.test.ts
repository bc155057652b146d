import { describe, expect, it } from 'vitest';
import { href, isStationPagePath, stationRelativePath } from './paths';

describe('href: the URLs the site links to and the sitemaps list', () => {
  it('builds station-scoped URLs', () => {
    expect(href.station('tarang-delhi-1')).toBe('/tarang-delhi-1');
    expect(href.section('tarang-delhi-1', 'redlines')).toBe('/tarang-delhi-1/redlines');
    expect(href.schedule('tarang-delhi-1')).toBe('/tarang-delhi-1/schedule');
    expect(href.page('tarang-delhi-1', 'csr-policy')).toBe('/tarang-delhi-1/csr-policy');
    expect(href.notFound()).toBe('/0/404');
  });

  it('builds item URLs', () => {
    expect(href.audio('tarang-delhi-1', 'startup-gully-19')).toBe('/tarang-delhi-1/audio/startup-gully-19');
    expect(href.rj('tarang-delhi-1', 'simran-kaur-rj1001')).toBe('/tarang-delhi-1/rjs/simran-kaur-rj1001');
    expect(href.event('tarang-delhi-1', 'holi-3')).toBe('/tarang-delhi-1/events/holi-3');
    expect(href.redline('tarang-delhi-1', 'budget-day-7')).toBe('/tarang-delhi-1/redlines/budget-day-7');
  });

  it("builds an episode's share link without its time (the player's link is this plus &t=)", () => {
    expect(href.episode('tarang-delhi-1', 'startup-gully-19', 42)).toBe(
      '/tarang-delhi-1/audio/startup-gully-19?episode=42',
    );
  });
});

describe('links within a station’s site', () => {
  it('keeps a path relative to the station, taking off a station copied with it', () => {
    expect(stationRelativePath('/events')).toBe('/events');
    expect(stationRelativePath('/tarang-delhi-1/events')).toBe('/events');
    expect(stationRelativePath('/tarang-delhi-1/audio/startup-gully-19?episode=4')).toBe(
      '/audio/startup-gully-19?episode=4',
    );
    expect(stationRelativePath('/0/careers')).toBe('/careers');
    expect(stationRelativePath('/tarang-delhi-1')).toBe('/');
    expect(stationRelativePath('/tarang-delhi-1#top')).toBe('/#top');
    // Sections and items are not stations, though an item ends in its id.
    expect(stationRelativePath('/talent-hunt')).toBe('/talent-hunt');
    expect(stationRelativePath('/audio/startup-gully-19')).toBe('/audio/startup-gully-19');
    expect(stationRelativePath('//tarang-delhi-1/x')).toBe('//tarang-delhi-1/x');
  });

  it('knows the pages of a station’s site', () => {
    for (const path of [
      '/',
      '/home',
      '/audio',
      '/audio/a-19',
      '/rjs/simran-kaur-rj1001',
      '/events/',
      '/careers',
    ])
      expect(isStationPagePath(path), path).toBe(true);
    for (const path of ['', 'events', '/rjs', '/rjs/', '/live', '/404', '/audio/a/b', '/tarang-delhi-1/home'])
      expect(isStationPagePath(path), path).toBe(false);
  });
});
