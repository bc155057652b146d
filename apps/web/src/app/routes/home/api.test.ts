import { isStationPagePath } from '@tarang/contracts';
import { matchRoutes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { routes } from '../../router';
import { bannerAction, bannerTarget } from './api';

describe('bannerTarget', () => {
  it('keeps a station path under the current station', () => {
    expect(bannerTarget('/audio', 'tarang-delhi-1')).toEqual({
      kind: 'internal',
      to: '/tarang-delhi-1/audio',
    });
    expect(bannerTarget('/events/mela-3', 'tarang-delhi-1')).toEqual({
      kind: 'internal',
      to: '/tarang-delhi-1/events/mela-3',
    });
  });
  it('plays the station live for "/live" (the hero of a radio station)', () => {
    expect(bannerTarget('/live', 'tarang-delhi-1')).toEqual({ kind: 'live' });
    expect(bannerTarget(' /live ', 'tarang-delhi-1')).toEqual({ kind: 'live' });
    // Only the exact path: anything under it is no page of the station, so no button.
    expect(bannerTarget('/live/extra', 'tarang-delhi-1')).toBeNull();
  });
  it('puts this station once in front of a link kept with a station in front (copied off the site)', () => {
    for (const [link, to] of [
      ['/tarang-delhi-1/schedule', '/tarang-delhi-1/schedule'],
      ['/tarang-mumbai-2/events/mela-3?x=1', '/tarang-delhi-1/events/mela-3?x=1'],
      ['/0/contact-us', '/tarang-delhi-1/contact-us'],
      ['/tarang-delhi-1', '/tarang-delhi-1/'],
    ]) {
      expect(bannerTarget(link as string, 'tarang-delhi-1'), link).toEqual({ kind: 'internal', to });
    }
  });
  it('gives no button for a path that is no page of the site (it would open the not-found page)', () => {
    for (const link of [
      '/rjs',
      '/nowhere',
      '/audio/show/extra',
      '/0/404',
      '/tarang-delhi-1/tarang-delhi-1/home',
    ])
      expect(bannerTarget(link, 'tarang-delhi-1'), link).toBeNull();
  });
  it('opens an outside address as it is', () => {
    expect(bannerTarget('https://example.com/x', 's-1')).toEqual({
      kind: 'external',
      to: 'https://example.com/x',
    });
  });
  it('refuses anything else', () => {
    for (const bad of [
      null,
      '',
      'javascript:alert(1)',
      '//evil.example',
      'audio',
      'ftp://x',
      '/a b',
      '/\\evil',
    ]) {
      expect(bannerTarget(bad, 's-1')).toBeNull();
    }
  });
});

describe('bannerAction', () => {
  it('names the action after the section', () => {
    expect(bannerAction('/audio')).toBe('Listen now');
    expect(bannerAction('/talent-hunt')).toBe('Take part');
    expect(bannerAction('/events?x=1')).toBe('See events');
    expect(bannerAction('https://example.com')).toBe('Find out more');
    expect(bannerAction('/tarang-delhi-1/events')).toBe('See events');
    expect(bannerAction('/schedule')).toBe('Find out more');
  });
});

describe('the pages a banner may lead to are the pages of the router', () => {
  const station = routes.find((route) => route.path === '/:station');
  const pagePaths = (station?.children ?? [])
    .map((route) => route.path)
    .filter((path): path is string => path !== undefined && path !== '*' && path !== 'reset-password');

  it('every page of a station (bar the password reset, reached from an e-mail) is one a banner may lead to', () => {
    expect(pagePaths.length).toBeGreaterThan(10);
    for (const path of pagePaths) {
      const link = `/${path.replace(/:\w+/, 'a-show-12')}`;
      expect(isStationPagePath(link), link).toBe(true);
    }
  });

  it('a path refused leads to the not-found page', () => {
    for (const link of ['/rjs', '/nowhere', '/audio/a-show-12/more', '/live']) {
      expect(isStationPagePath(link), link).toBe(false);
      const leaf = matchRoutes(routes, `/tarang-delhi-1${link}`)?.at(-1)?.route.path;
      expect(leaf, link).toBe('*');
    }
  });
});
