import { describe, expect, it } from 'vitest';
import { href } from './paths';

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
