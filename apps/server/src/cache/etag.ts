import { createHash } from 'node:crypto';

/**
 * A strong ETag of the bytes sent: the same bytes give the same tag on every instance, so a 304 holds behind a
 * load balancer. A compressed page is hashed compressed, so each encoding is its own representation.
 */
export const strongEtag = (body: string | Buffer) =>
  `"${createHash('sha1').update(body).digest('base64url')}"`;

/**
 * If-None-Match (RFC 9110 §13.1.2): `*`, or a list of tags compared weakly (W/"x" matches "x"). A header that
 * parses as nothing matches nothing.
 */
export function noneMatch(header: string | string[] | undefined, etag: string): boolean {
  if (!header) return false;
  const value = Array.isArray(header) ? header.join(',') : header;
  if (value.trim() === '*') return true;
  const opaque = etag.replace(/^W\//, '');
  return value.split(',').some((tag) => tag.trim().replace(/^W\//, '') === opaque);
}
