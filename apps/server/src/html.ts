import { createHash } from 'node:crypto';
import { createRequire } from 'node:module';
import { LINK_ATTRIBUTES, SANITIZE_OPTIONS } from '@tarang/contracts';
import createDOMPurify from 'dompurify';

/** Text made safe for HTML content and quoted attribute values. */
export const escapeHtml = (text: string) =>
  text
    .replace(/&/g, '&amp;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;');

type Purifier = { sanitize: (html: string, options: typeof SANITIZE_OPTIONS) => string };
let purifier: Purifier | undefined;
const require = createRequire(import.meta.url);

/**
 * jsdom, loaded on first use: its code and one window weigh ~120 MiB of memory, which a server that only shows
 * HTML it already knows to be clean never needs (required, not imported: the first use is synchronous).
 */
const loadJsdom = (): typeof import('jsdom') => require('jsdom');

/**
 * DOMPurify (on a jsdom window, made on first use) with the rules the site applies when it shows HTML, links
 * made to open in a new tab without a handle on the page.
 */
export function purifyHtml(html: string): string {
  if (!purifier) {
    const { window } = new (loadJsdom().JSDOM)('');
    const instance = createDOMPurify(window as unknown as Parameters<typeof createDOMPurify>[0]);
    instance.addHook('afterSanitizeAttributes', (node) => {
      if (node.tagName === 'A' && node.getAttribute('href')) {
        // rel is set again after target, so the order is always href, target, rel and sanitising the result
        // again gives it back unchanged (DOMPurify drops target, which it does not allow, and keeps rel in place).
        node.removeAttribute('rel');
        node.setAttribute('target', LINK_ATTRIBUTES.target);
        node.setAttribute('rel', LINK_ATTRIBUTES.rel);
      }
    });
    purifier = instance as Purifier;
  }
  return purifier.sanitize(html, SANITIZE_OPTIONS).trim();
}

/**
 * The rules a digest was made under: the options, the link attributes and the versions of DOMPurify and jsdom.
 * A change to any of them makes every digest learned before unknown, so that HTML is sanitised again.
 */
const RULES = JSON.stringify([
  SANITIZE_OPTIONS,
  LINK_ATTRIBUTES,
  (createDOMPurify as unknown as { version: string }).version,
  (require('jsdom/package.json') as { version: string }).version,
]);

/** HTML's fingerprint under the current rules (SHA-256, base64url). */
export const cleanHtmlDigest = (html: string) =>
  createHash('sha256').update(RULES).update('\0').update(html).digest('base64url');

/** Enough for every rich text of a large network; past it, new HTML is still sanitised, just not remembered. */
const MAX_KNOWN = 100_000;
const knownClean = new Set<string>();
const learnedListeners = new Set<(digest: string) => void>();

/**
 * HTML the sanitiser leaves unchanged, known by digest: console writes store sanitised HTML, so what the site
 * shows is nearly always such a string, and the server then needs no DOM to show it (no jsdom in memory).
 * Digests come from this process's own sanitising and from the database (plugins/clean-html.ts keeps them).
 */
export const cleanHtml = {
  /** How many digests this process remembers at most. */
  limit: MAX_KNOWN,
  /** Digests read back from the database: HTML this server, or another instance, found clean before. */
  remember(digests: Iterable<string>) {
    for (const digest of digests) {
      if (knownClean.size >= MAX_KNOWN) return;
      knownClean.add(digest);
    }
  },
  isKnown: (html: string) => knownClean.has(cleanHtmlDigest(html)),
  /** Told of each digest this process learns, to keep it. Returns how to stop listening. */
  onLearned(listener: (digest: string) => void) {
    learnedListeners.add(listener);
    return () => learnedListeners.delete(listener);
  },
};

function learn(digest: string) {
  if (knownClean.has(digest) || knownClean.size >= MAX_KNOWN) return;
  knownClean.add(digest);
  for (const listener of learnedListeners) listener(digest);
}

/**
 * Console HTML as it is stored and shown: sanitised by DOMPurify, unless it is known to be what DOMPurify gives
 * back unchanged. What comes out is learned as clean once DOMPurify is seen to leave it as it is.
 */
export function sanitizeHtml(html: string): string {
  const digest = cleanHtmlDigest(html);
  if (knownClean.has(digest)) return html;
  const clean = purifyHtml(html);
  if (clean === html) learn(digest);
  else if (purifyHtml(clean) === clean) learn(cleanHtmlDigest(clean));
  return clean;
}
