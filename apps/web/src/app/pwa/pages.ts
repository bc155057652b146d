/** The pages a listener opened, kept by the service worker and listed by the offline page. */
export const PAGES_CACHE = 'tarang-pages';

/** `brand`: the site's name as that page stated it (the offline page, which has no server, names the site so). */
export type VisitedPage = { url: string; title: string; visitedAt: number; brand?: string };

/**
 * Paths the app's shell answers. The API, streams, media, feeds and the sign-in callback are the server's own
 * (a page for them would be wrong), and so is any file (a dot in the last segment: /sw.js, /robots.txt).
 */
export function isPagePath(pathname: string): boolean {
  if (/^\/(api|live|media|feeds|auth|assets|icons)(\/|$)/.test(pathname)) return false;
  return !/\.[a-z0-9]+$/i.test(pathname);
}

/** One entry per page: the address without its fragment. */
export const pageKey = (url: URL) => `${url.origin}${url.pathname}${url.search}`;

/** The visited pages, newest first, without duplicates or records that cannot be read. */
export function newestFirst(records: Array<VisitedPage | undefined>): VisitedPage[] {
  const seen = new Set<string>();
  return records
    .filter((record): record is VisitedPage => !!record && typeof record.url === 'string')
    .sort((a, b) => b.visitedAt - a.visitedAt)
    .filter((record) => !seen.has(record.url) && !!seen.add(record.url));
}
