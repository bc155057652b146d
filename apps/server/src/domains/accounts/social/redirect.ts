import type { FastifyRequest } from 'fastify';

/**
 * Where a sign-in may send the browser back to (and which redirect_uri a code may be exchanged for): an http(s)
 * URL without credentials or fragment whose origin is either
 * - the origin this request came to (a browser cannot be made to send another site's Host header), or
 * - PUBLIC_URL's origin, under PUBLIC_URL's path.
 * Origins are compared parsed, never as string prefixes, so `https://site.example.evil.test` does not pass for
 * `https://site.example`. Anything else would be an open redirect carrying a token to a stranger.
 */
export function allowedRedirect(value: string, request: FastifyRequest, publicUrl: string): URL | undefined {
  const url = parse(value);
  if (!url || !/^https?:$/.test(url.protocol) || url.username || url.password || url.hash) return undefined;
  const own = parse(`${request.protocol}://${request.host}`);
  if (own && url.origin === own.origin) return url;
  const site = new URL(publicUrl);
  const sitePath = site.pathname.endsWith('/') ? site.pathname : `${site.pathname}/`;
  if (url.origin === site.origin && `${url.pathname}/`.startsWith(sitePath)) return url;
  return undefined;
}

function parse(value: string): URL | undefined {
  try {
    return new URL(value);
  } catch {
    return undefined;
  }
}
