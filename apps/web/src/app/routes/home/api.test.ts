import { describe, expect, it } from 'vitest';
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
    // Only the exact path: anything under it is an ordinary page of the station.
    expect(bannerTarget('/live/extra', 'tarang-delhi-1')).toEqual({
      kind: 'internal',
      to: '/tarang-delhi-1/live/extra',
    });
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
  });
});
