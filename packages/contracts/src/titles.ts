/**
 * A page's title as the browser tab, a search result and a shared link show it: the page first, its station
 * last, so a row of tabs shows what each one is ('Morning Masala · Tarang Delhi'). The server writes it into
 * the HTML it sends (<title>, og:title) and the site sets document.title with the same function, so the two
 * never disagree.
 */

/** Between the parts of a title. */
export const TITLE_SEPARATOR = ' · ';
/** Between a station's name and its tagline on its home page. */
export const TAGLINE_SEPARATOR = ' — ';

/** One line of text: runs of white space (a console title may hold a newline or a tab) become one space. */
const oneLine = (text: string | null | undefined) => (text ?? '').replace(/\s+/g, ' ').trim();

/**
 * `pageTitle('Morning Masala', 'Tarang Delhi')` → 'Morning Masala · Tarang Delhi'. Empty parts are left out,
 * and a part equal to the one before it (a show named like its station) is not said twice.
 */
export function pageTitle(...parts: (string | null | undefined)[]): string {
  const kept: string[] = [];
  for (const part of parts.map(oneLine)) {
    if (part && part.toLowerCase() !== kept.at(-1)?.toLowerCase()) kept.push(part);
  }
  return kept.join(TITLE_SEPARATOR);
}

/** A station's home page: its name and its tagline ('Tarang Delhi — Dilli ki dhadkan, har pal'), or its name alone. */
export function stationHomeTitle(stationName: string, tagline?: string | null): string {
  const name = oneLine(stationName);
  const line = oneLine(tagline);
  return line ? `${name}${TAGLINE_SEPARATOR}${line}` : name;
}
