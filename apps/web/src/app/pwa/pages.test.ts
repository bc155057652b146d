import { describe, expect, it } from 'vitest';
import { isPagePath, newestFirst } from './pages';

describe('what the service worker answers with the app shell', () => {
  it.each(['/', '/0/home', '/2/audio/morning-show', '/staff/shows', '/0/404'])('%s is a page', (path) => {
    expect(isPagePath(path)).toBe(true);
  });

  it.each([
    '/api/content/v1/shows',
    '/live/2/stream.mp3',
    '/media/ab/cd.mp3',
    '/feeds/12.xml',
    '/auth/callback.html',
    '/sw.js',
    '/robots.txt',
    '/manifest.webmanifest',
  ])('%s is the server’s own', (path) => {
    expect(isPagePath(path)).toBe(false);
  });
});

describe('the offline page’s list', () => {
  it('lists each page once, newest first, and skips unreadable records', () => {
    const list = newestFirst([
      { url: '/0/home', title: 'Home', visitedAt: 1 },
      undefined,
      { url: '/2/audio/x', title: 'X', visitedAt: 3 },
      { url: '/0/home', title: 'Home again', visitedAt: 2 },
    ]);
    expect(list.map((page) => page.title)).toEqual(['X', 'Home again']);
  });
});
