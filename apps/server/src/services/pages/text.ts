/** Plain text for a page's head: console HTML made readable, clipped to what search results show. */

/** Search results show about 155–160 characters of a description. */
export const DESCRIPTION_MAX = 160;

const NAMED: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
  ndash: '–',
  mdash: '—',
  hellip: '…',
  lsquo: '‘',
  rsquo: '’',
  ldquo: '“',
  rdquo: '”',
  middot: '·',
  bull: '•',
  copy: '©',
  reg: '®',
  trade: '™',
  rupee: '₹',
};

/** A code point from an entity; an invalid one (a surrogate, past U+10FFFF) is the replacement character. */
const fromCodePoint = (code: number) =>
  Number.isInteger(code) && code > 0 && code <= 0x10ffff && (code < 0xd800 || code > 0xdfff)
    ? String.fromCodePoint(code)
    : '\uFFFD';

export const decodeEntities = (text: string) =>
  text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (entity, body: string) => {
    if (body[0] === '#') {
      return fromCodePoint(
        body[1] === 'x' || body[1] === 'X' ? Number.parseInt(body.slice(2), 16) : Number(body.slice(1)),
      );
    }
    return NAMED[body.toLowerCase()] ?? entity;
  });

/**
 * The text of console HTML (stored sanitised, but read here as if it were not): scripts, styles and comments
 * dropped, tags replaced by spaces, entities decoded, white space collapsed. The result is text, to be
 * escaped by whoever writes it into HTML.
 */
export function plainText(html: string): string {
  const text = html
    .replace(/<!--[\s\S]*?(-->|$)/g, ' ')
    .replace(/<(script|style|template)\b[\s\S]*?(<\/\1\s*>|$)/gi, ' ')
    .replace(/<\/?[a-z][^>]*>/gi, ' ');
  return decodeEntities(text).replace(/\s+/g, ' ').trim();
}

/** At most `max` characters, cut at a word where one is near, ending with '…' when cut. */
export function clip(text: string, max = DESCRIPTION_MAX): string {
  const chars = [...text.replace(/\s+/g, ' ').trim()];
  if (chars.length <= max) return chars.join('');
  const cut = chars.slice(0, max - 1).join('');
  const space = cut.lastIndexOf(' ');
  const words = space > max * 0.6 ? cut.slice(0, space) : cut;
  return `${words.replace(/[\s,;:.–—-]+$/, '')}…`;
}

/**
 * A description: the first of these plain texts that has words in it, clipped (pass console HTML through
 * plainText first; plain fields such as a summary stay as they are, angle brackets and all).
 */
export const firstText = (...texts: (string | null | undefined)[]) =>
  clip(texts.map((text) => (text ?? '').replace(/\s+/g, ' ').trim()).find(Boolean) ?? '');

/** ISO 8601 duration, e.g. PT1H2M5S (schema.org's duration). */
export function isoDuration(seconds: number): string {
  const total = Math.max(0, Math.round(seconds));
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = total % 60;
  return `PT${h ? `${h}H` : ''}${m ? `${m}M` : ''}${s || total === 0 ? `${s}S` : ''}`;
}
