import type { FastifyRequest } from 'fastify';

/**
 * What a request for a page of the site asks for: whether it is a server-rendered station page, in which
 * language and encoding. The site's renderer (domains/site) and the HTTP cache (plugins/http-cache.ts) both
 * decide by these, so they sit below both.
 */

/**
 * Station pages (`/{slug}-{id}/...`, id > 0) are rendered on the server (domains/site/render); the rest stays with the browser: `/` and
 * `/0/...` pick the visitor's station from storage or geolocation, the console is for staff only.
 */
const STATION_PAGE = /^\/[a-z0-9]+(?:-[a-z0-9]+)*-([1-9]\d*)(?:\/|$)/;
/** The password-reset page reads its one-time token from the link's #fragment, which never reaches a server. */
const BROWSER_ONLY = /^\/[^/]+\/reset-password\/?$/;
export const isStationPage = (path: string) => STATION_PAGE.test(path) && !BROWSER_ONLY.test(path);

/** The reader's language for the server's render (the browser keeps it in localStorage and this cookie). */
const LANGUAGE = /(?:^|;\s*)tarang_language=(en|hi)(?:;|$)/;
export const languageOf = (request: FastifyRequest): 'en' | 'hi' =>
  (request.headers.cookie?.match(LANGUAGE)?.[1] as 'en' | 'hi' | undefined) ?? 'en';

/** Which encoding a rendered page is sent in: part of what the HTTP cache keeps each copy under. */
export function pageEncodingOf(request: FastifyRequest): 'br' | 'gzip' | 'identity' {
  const accepted = String(request.headers['accept-encoding'] ?? '');
  if (/\bbr\b/.test(accepted)) return 'br';
  if (/\bgzip\b/.test(accepted)) return 'gzip';
  return 'identity';
}
