import { createHash } from 'node:crypto';
import { createRequire } from 'node:module';
import { LINK_ATTRIBUTES, SANITIZE_OPTIONS } from '@tarang/contracts';
import createDOMPurify from 'dompurify';
import { htmlSanitiser } from './html-host';

const require = createRequire(import.meta.url);

/** Text made safe for HTML content and quoted attribute values. */
export const escapeHtml = (text: string) =>
  text
    .replace(/&/g, '&amp;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;');

/**
 * DOMPurify (on a jsdom window, in the sanitiser's thread: html-host.ts) with the rules the site applies when it
 * shows HTML, links made to open in a new tab without a handle on the page. Blocks until it answers.
 */
export const purifyHtml = (html: string): string => htmlSanitiser.runSync('purify', html).html;

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
 * Console HTML as it is shown: sanitised by DOMPurify, unless it is known to be what DOMPurify gives back
 * unchanged. What comes out is learned as clean once DOMPurify is seen to leave it as it is. Synchronous (a
 * server render calls it): unknown HTML waits for the sanitiser's thread.
 */
export function sanitizeHtml(html: string): string {
  const digest = cleanHtmlDigest(html);
  if (knownClean.has(digest)) return html;
  const { html: clean, pure } = htmlSanitiser.runSync('purify', html);
  if (clean === html) learn(digest);
  else if (pure) learn(cleanHtmlDigest(clean));
  return clean;
}

/**
 * Console HTML as it is stored, whoever writes it: sanitised, then normalised (contracts' normaliseRichText: no
 * empty paragraphs at the ends, none in a run, trimmed edges, no empty marks or links), and learned as clean.
 * Waits for the sanitiser's thread without holding the event loop (it is warmed at start: see html-host.ts).
 */
export async function cleanRichText(html: string): Promise<string> {
  const { html: clean, pure } = await htmlSanitiser.run('store', html);
  if (pure) learn(cleanHtmlDigest(clean));
  return clean;
}

/** A body with its rich-text fields cleaned for storage (cleanRichText); a field it leaves out stays out. */
export async function cleanHtmlFields<T extends object, K extends keyof T>(
  body: T,
  ...fields: K[]
): Promise<T> {
  const cleaned = { ...body };
  for (const field of fields) {
    const value = body[field];
    if (typeof value === 'string') cleaned[field] = (await cleanRichText(value)) as T[K];
  }
  return cleaned;
}
