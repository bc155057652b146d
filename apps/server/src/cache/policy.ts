/**
 * Every Cache-Control the server sends, in one place, and which answers this process may also keep in memory
 * (plugins/http-cache.ts). A route sets one of these; the HTTP cache plugin reads it back to decide.
 */

const ONE_YEAR_SECONDS = 365 * 24 * 3600;

export const CACHE_CONTROL = {
  /** Catalogue reads (stations, shows, episodes, RJs, banners…): a burst of listeners costs one query a minute. */
  publicRead: 'public, max-age=60, stale-while-revalidate=300',
  /**
   * Shows and episodes (lists and details): they change the moment a scheduled item's time comes, which no
   * write announces. This process keeps them as other catalogue reads and clears them at that moment
   * (cache/publication-clock.ts); browsers and CDNs, which hear of no clock, keep them briefly.
   */
  showRead: 'public, max-age=30, stale-while-revalidate=300',
  /**
   * Episodes (lists and details) carry the signed-in caller's isFavorite, and a browser keeps one copy of a URL
   * whoever asked: it must ask again each time (a 304 when nothing changed). Kept here as shows are.
   */
  episodeRead: 'public, no-cache',
  /** Now-playing changes at a slot's end and with each Icecast title: a few seconds only. */
  nowPlaying: 'public, max-age=5',
  /**
   * A server-rendered station page: anyone may keep it, but must ask again each time (a 304 to its ETag is a
   * few bytes); the language cookie and the encoding make the representation (Vary: Cookie, Accept-Encoding).
   */
  renderedPage: 'public, no-cache',
  /** The single-page app's shell (index.html): revalidated on every visit, it names the current build. */
  appShell: 'no-cache',
  /** Console reads (drafts, internal notes, e-mails) and private files: never kept by a browser or a CDN. */
  staff: 'private, no-store',
  /** Any answer to a signed-in caller (isFavorite, myVote…): the browser may keep it, no shared cache may. */
  signedIn: 'private, no-cache',
  /** A published file's metadata. */
  fileMeta: 'public, max-age=300',
  /** Podcast feeds: podcast apps poll them. */
  feed: 'public, max-age=900, stale-while-revalidate=3600',
  sitemap: 'public, max-age=3600',
  /** Share images (og:image): link previews fetch them rarely. */
  shareImage: 'public, max-age=86400',
  /** The live HLS playlist moves every segment; its segments never change. */
  livePlaylist: 'public, max-age=1',
  liveSegment: 'public, max-age=3600',
  /** The continuous MP3 stream. */
  liveStream: 'no-store',
  /** Content-addressed media bytes and the site's hashed assets. */
  immutable: `public, max-age=${ONE_YEAR_SECONDS}, immutable`,
  /** The site's other static files (manifest, icons): revalidated each time. */
  revalidate: 'public, max-age=0, must-revalidate',
} as const;

/**
 * How long this process may answer an anonymous GET from memory, by the Cache-Control its route sent. Every
 * write clears the memory at once (on every instance), and so does a scheduled publication's time coming (the
 * publication clock); this lifetime is the safety net for what else changes with time alone: a poll closing,
 * the slot on air, today's schedule at midnight.
 * Anything not listed here is never kept.
 */
const IN_PROCESS_LIFETIME_MS = new Map<string, number>([
  [CACHE_CONTROL.publicRead, 10_000],
  [CACHE_CONTROL.showRead, 10_000],
  [CACHE_CONTROL.episodeRead, 10_000],
  [CACHE_CONTROL.nowPlaying, 5_000],
  [CACHE_CONTROL.renderedPage, 10_000],
]);

export const inProcessLifetimeMs = (cacheControl: unknown): number =>
  (typeof cacheControl === 'string' && IN_PROCESS_LIFETIME_MS.get(cacheControl)) || 0;

/**
 * The in-process cache's bounds: a few hundred hot answers and rendered pages, never more than this. Once a
 * copy's lifetime is over, one request makes the new one while the others still get the old one, for at most
 * `staleGraceMs` (writes never leave an old copy behind: they clear the cache outright).
 */
export const RESPONSE_CACHE_LIMITS = {
  maxEntries: 2000,
  maxBytes: 16 * 1024 * 1024,
  staleGraceMs: 5_000,
} as const;

/**
 * Writes that change only the caller's own private data, which no kept answer shows: they do not clear the
 * cache (a playing listener saves its position every ten seconds; sign-ins and token refreshes are frequent).
 * Keyed by method and route pattern.
 */
export const PRIVATE_WRITES = new Set([
  'PUT /api/library/v1/positions',
  'POST /api/customer/v1/subscriber/login',
  'POST /api/customer/v1/refresh',
  'POST /api/customer/v1/subscriber/logout',
]);
