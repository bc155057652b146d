import { describe, expect, it } from 'vitest';
import { noneMatch, strongEtag } from '../../src/cache/etag';
import { CACHE_CONTROL, inProcessLifetimeMs, RESPONSE_CACHE_LIMITS } from '../../src/cache/policy';
import { ResponseCache } from '../../src/cache/response-cache';
import { FEED_CACHE } from '../../src/domains/feeds/routes';
import { NOW_PLAYING_CACHE } from '../../src/domains/schedule/routes';
import { PREVIEW_CACHE_CONTROL } from '../../src/domains/site/previews/routes';
import { SITEMAP_CACHE } from '../../src/domains/site/sitemaps/routes';
import { PUBLIC_CACHE, STAFF_CACHE } from '../../src/shared/reads';

describe('the caching policy', () => {
  it('is the one source of the lifetimes the services send', () => {
    expect(PUBLIC_CACHE).toBe(CACHE_CONTROL.publicRead);
    expect(STAFF_CACHE).toBe(CACHE_CONTROL.staff);
    // Still spelled out in their routes: a change to either side must be made to both.
    expect(NOW_PLAYING_CACHE).toBe(CACHE_CONTROL.nowPlaying);
    expect(FEED_CACHE).toBe(CACHE_CONTROL.feed);
    expect(SITEMAP_CACHE).toBe(CACHE_CONTROL.sitemap);
    expect(PREVIEW_CACHE_CONTROL).toBe(CACHE_CONTROL.shareImage);
  });

  it('keeps in memory only public reads, now-playing and rendered pages, never past their own max-age', () => {
    expect(inProcessLifetimeMs(CACHE_CONTROL.publicRead)).toBe(10_000);
    expect(inProcessLifetimeMs(CACHE_CONTROL.nowPlaying)).toBe(5_000);
    expect(inProcessLifetimeMs(CACHE_CONTROL.renderedPage)).toBeGreaterThan(0);
    for (const other of [
      CACHE_CONTROL.staff,
      CACHE_CONTROL.signedIn,
      CACHE_CONTROL.fileMeta,
      'no-cache',
      undefined,
    ]) {
      expect(inProcessLifetimeMs(other), String(other)).toBe(0);
    }
  });
});

describe('strong ETags', () => {
  it('name the bytes, and If-None-Match compares them weakly, in lists and with *', () => {
    const etag = strongEtag('{"data":1}');
    expect(strongEtag(Buffer.from('{"data":1}'))).toBe(etag);
    expect(strongEtag('{"data":2}')).not.toBe(etag);
    expect(noneMatch(etag, etag)).toBe(true);
    expect(noneMatch(`W/${etag}`, etag)).toBe(true);
    expect(noneMatch(`"a", ${etag} ,"b"`, etag)).toBe(true);
    expect(noneMatch('*', etag)).toBe(true);
    for (const header of [undefined, '', '"a"', etag.slice(1), `${etag}x`, ',,,']) {
      expect(noneMatch(header, etag), String(header)).toBe(false);
    }
  });
});

describe('the in-process store', () => {
  const answer = (bytes: number, expiresAt: number) => ({
    statusCode: 200,
    body: Buffer.alloc(bytes),
    etag: '"x"',
    headers: {},
    expiresAt,
  });

  it('holds at most its entries and bytes, dropping the least recently used first', () => {
    const cache = new ResponseCache({ maxEntries: 3, maxBytes: 64 * 1024, staleGraceMs: 0 });
    for (const key of ['a', 'b', 'c']) cache.set(key, answer(10, Number.MAX_SAFE_INTEGER));
    cache.get('a');
    cache.set('d', answer(10, Number.MAX_SAFE_INTEGER));
    expect(['a', 'b', 'c', 'd'].map((key) => Boolean(cache.get(key)))).toEqual([true, false, true, true]);
    cache.set('e', answer(7000, Number.MAX_SAFE_INTEGER));
    cache.set('f', answer(7000, Number.MAX_SAFE_INTEGER));
    expect(cache.stats.bytes).toBeLessThanOrEqual(64 * 1024);
    // An answer over an eighth of the budget is not kept at all.
    cache.set('huge', answer(9000, Number.MAX_SAFE_INTEGER));
    expect(cache.get('huge')).toBeUndefined();
    expect(RESPONSE_CACHE_LIMITS.maxBytes).toBeLessThanOrEqual(32 * 1024 * 1024);
  });

  it('gives an expired answer as stale within the grace, then not at all; a clear moves the generation on', () => {
    let now = 1000;
    const cache = new ResponseCache({ maxEntries: 10, maxBytes: 1 << 20, staleGraceMs: 500 }, () => now);
    cache.set('k', answer(1, 2000));
    expect(cache.get('k')?.fresh).toBe(true);
    now = 2200;
    expect(cache.get('k')?.fresh).toBe(false);
    now = 2500;
    expect(cache.get('k')).toBeUndefined();
    const before = cache.generation;
    cache.set('k', answer(1, 9000));
    cache.clear();
    expect(cache.get('k')).toBeUndefined();
    expect(cache.isCurrent(before)).toBe(false);
  });
});
