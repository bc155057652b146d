/** Plain text for a page's head: console HTML made readable, clipped to what search results show. */

/** Search results show about 155–160 characters of a description. */
export const DESCRIPTION_MAX = 160;

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
 * contracts' htmlToText first, which keeps its blocks apart; plain fields such as a summary stay as they are,
 * angle brackets and all).
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
