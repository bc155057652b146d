/// <reference lib="webworker" />
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { clientsClaim } from 'workbox-core';
import { ExpirationPlugin } from 'workbox-expiration';
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute } from 'workbox-precaching';
import { registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkFirst } from 'workbox-strategies';
import { isPagePath, PAGES_CACHE, pageKey, type VisitedPage } from './pages';

/**
 * Tarang's service worker (built by vite-plugin-pwa, injectManifest). It keeps the listener's app shell
 * (index.html, the entry and the listener's route chunks, fonts, icons), the API answers and artwork of the
 * pages visited, and answers a page it has not kept with the offline page. Audio is never cached: live streams
 * (/live) and media ranges always go to the network.
 */
declare const self: ServiceWorkerGlobalScope & {
  __WB_MANIFEST: Array<{ url: string; revision: string | null }>;
};

const DAY = 24 * 60 * 60;

// A new version takes over at once: the shell it serves and the chunks it keeps belong to the same build.
self.skipWaiting();
clientsClaim();
// No directory index: "/" is a page like the others (network first), not the precached index.html.
precacheAndRoute(self.__WB_MANIFEST, { directoryIndex: '' });
cleanupOutdatedCaches();

const sameOrigin = (url: URL) => url.origin === self.location.origin;

/**
 * The pages as the server rendered them (markup, stylesheets and the data they were rendered from), kept from
 * each page load: offline, a page loaded from the server shows as it did. Its data never went through the API
 * cache (the browser hydrated it from the page), so the bare app shell could not show it and said "Page not
 * found". Emptied when a new version of the site takes over: the markup names the old version's files.
 */
const RENDERED_CACHE = 'tarang-rendered-pages';

self.addEventListener('activate', (event) => event.waitUntil(caches.delete(RENDERED_CACHE)));

// Pages: the network first (its index.html carries the configured head tags); without a connection, the page as
// it was last rendered, else the shell for a page the listener opened in the app (its data is in the API cache),
// else the offline page.
registerRoute(
  ({ request, url }) => request.mode === 'navigate' && sameOrigin(url) && isPagePath(url.pathname),
  async ({ request, url, event }) => {
    try {
      const response = await fetchWithin(request, 6_000);
      if (response.ok && !url.pathname.startsWith('/staff'))
        event.waitUntil(keepRendered(pageKey(url), response.clone()));
      // A proxy answering for a server that is down is the same as no connection.
      if (response.status < 502 || response.status > 504) return response;
    } catch {
      // No connection, or too slow: answered from the cache below.
    }
    const rendered = await caches.open(RENDERED_CACHE).then((cache) => cache.match(pageKey(url)));
    if (rendered) return rendered;
    const pages = await caches.open(PAGES_CACHE);
    const visited = await pages.match(pageKey(url));
    const fallback = await matchPrecache(visited ? '/index.html' : '/offline.html');
    return fallback ?? Response.error();
  },
);

async function keepRendered(key: string, response: Response) {
  const rendered = await caches.open(RENDERED_CACHE);
  await rendered.delete(key);
  await rendered.put(key, response);
  await keepNewest(rendered);
}

// The API's public answers (never a signed-in listener's own, which carry a bearer token).
registerRoute(
  ({ request, url }) =>
    sameOrigin(url) &&
    url.pathname.startsWith('/api/') &&
    !url.pathname.startsWith('/api/docs') &&
    !request.headers.has('authorization'),
  new NetworkFirst({
    cacheName: 'tarang-api',
    networkTimeoutSeconds: 4,
    plugins: [
      new CacheableResponsePlugin({ statuses: [200] }),
      new ExpirationPlugin({ maxEntries: 300, maxAgeSeconds: 14 * DAY, purgeOnQuotaError: true }),
    ],
  }),
);

// Artwork and pictures: they never change under one address. Opaque cross-origin answers are not kept (each
// would count megabytes against the quota).
registerRoute(
  ({ request }) => request.destination === 'image' && !request.headers.has('range'),
  new CacheFirst({
    cacheName: 'tarang-images',
    plugins: [
      new CacheableResponsePlugin({ statuses: [200] }),
      new ExpirationPlugin({ maxEntries: 200, maxAgeSeconds: 30 * DAY, purgeOnQuotaError: true }),
    ],
  }),
);

// Hashed chunks left out of the precache (the staff console, the HLS player): kept once fetched.
registerRoute(
  ({ url }) => sameOrigin(url) && url.pathname.startsWith('/assets/'),
  new CacheFirst({
    cacheName: 'tarang-assets',
    plugins: [
      new CacheableResponsePlugin({ statuses: [200] }),
      new ExpirationPlugin({ maxEntries: 60, maxAgeSeconds: 30 * DAY, purgeOnQuotaError: true }),
    ],
  }),
);

// The page on screen tells which page it is (boot.ts): remembered for the offline page's list.
self.addEventListener('message', (event) => {
  const data = event.data as { type?: unknown; url?: unknown; title?: unknown; brand?: unknown } | null;
  if (data?.type !== 'tarang:visited' || typeof data.url !== 'string') return;
  const url = new URL(data.url, self.location.origin);
  if (!sameOrigin(url) || !isPagePath(url.pathname) || url.pathname.startsWith('/staff')) return;
  const title = typeof data.title === 'string' ? data.title.slice(0, 200) : '';
  const brand = typeof data.brand === 'string' && data.brand ? data.brand.slice(0, 100) : undefined;
  event.waitUntil(rememberPage(url, title, brand));
});

const MAX_PAGES = 50;

async function rememberPage(url: URL, title: string, brand: string | undefined) {
  const pages = await caches.open(PAGES_CACHE);
  const key = pageKey(url);
  const record: VisitedPage = { url: url.pathname + url.search, title, visitedAt: Date.now(), brand };
  await pages.delete(key);
  await pages.put(
    key,
    new Response(JSON.stringify(record), { headers: { 'content-type': 'application/json' } }),
  );
  await keepNewest(pages);
}

/** Keys come oldest first: only the latest pages are listed and offered offline. */
async function keepNewest(cache: Cache) {
  const keys = await cache.keys();
  await Promise.all(keys.slice(0, Math.max(0, keys.length - MAX_PAGES)).map((old) => cache.delete(old)));
}

function fetchWithin(request: Request, ms: number): Promise<Response> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('timeout')), ms);
    fetch(request).then(
      (response) => {
        clearTimeout(timer);
        resolve(response);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error);
      },
    );
  });
}
