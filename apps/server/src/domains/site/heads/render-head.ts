import { escapeHtml } from '../../../html';
import type { PageHead } from './head';

/**
 * JSON for a <script type="application/ld+json"> block: `<` as \u003c, so no text (`</script>`, `<!--`) can
 * end the block or open a comment in it, and U+2028/U+2029, which some JavaScript parsers take for line ends,
 * escaped too. JSON.parse reads it back to the same values.
 */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

const meta = (attribute: 'name' | 'property', key: string, content: string) =>
  `<meta ${attribute}="${escapeHtml(key)}" content="${escapeHtml(content)}">`;

/**
 * The tags a page's <head> gets: title, description, canonical link, robots, Open Graph, Twitter card and one
 * JSON-LD block (@graph of the page's nodes). Every value is escaped; the result is HTML to put in <head>.
 */
export function renderHead(head: PageHead): string {
  const tags = [
    `<title>${escapeHtml(head.title)}</title>`,
    meta('name', 'description', head.description),
    `<link rel="canonical" href="${escapeHtml(head.canonical)}">`,
  ];
  if (head.noindex) tags.push(meta('name', 'robots', 'noindex'));
  if (head.siteName) tags.push(meta('property', 'og:site_name', head.siteName));
  tags.push(
    meta('property', 'og:type', head.ogType),
    meta('property', 'og:title', head.title),
    meta('property', 'og:description', head.description),
    meta('property', 'og:url', head.canonical),
    meta('property', 'og:locale', 'en_IN'),
    meta('property', 'og:image', head.image.url),
    meta('property', 'og:image:type', 'image/jpeg'),
    meta('property', 'og:image:width', String(head.image.width)),
    meta('property', 'og:image:height', String(head.image.height)),
    meta('property', 'og:image:alt', head.image.alt),
  );
  for (const [property, content] of head.openGraph ?? []) tags.push(meta('property', property, content));
  tags.push(
    meta('name', 'twitter:card', 'summary_large_image'),
    meta('name', 'twitter:title', head.title),
    meta('name', 'twitter:description', head.description),
    meta('name', 'twitter:image', head.image.url),
    meta('name', 'twitter:image:alt', head.image.alt),
  );
  if (head.jsonLd.length > 0) {
    const graph = { '@context': 'https://schema.org', '@graph': head.jsonLd };
    tags.push(`<script type="application/ld+json">${scriptJson(graph)}</script>`);
  }
  return tags.join('\n');
}
