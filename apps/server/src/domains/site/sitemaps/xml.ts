import { loadXmlBuilder } from '../../../lazy-modules';
import type { SitemapEntry } from './entries';

/** The sitemaps.org 0.9 protocol's namespace, on both the index and each sitemap. */
export const SITEMAP_NAMESPACE = 'http://www.sitemaps.org/schemas/sitemap/0.9';

/** W3C datetime in UTC to the second, e.g. `2026-03-01T06:30:00Z` (the form search engines document). */
export const w3cDatetime = (date: Date) => date.toISOString().replace(/\.\d{3}Z$/, 'Z');

/** `<root><child><loc/><lastmod/></child>…</root>`: xmlbuilder2 escapes every text it writes. */
async function build(
  root: 'urlset' | 'sitemapindex',
  child: 'url' | 'sitemap',
  entries: readonly SitemapEntry[],
) {
  const { create } = await loadXmlBuilder();
  const doc = create({ version: '1.0', encoding: 'UTF-8' }).ele(root, { xmlns: SITEMAP_NAMESPACE });
  for (const entry of entries) {
    const element = doc.ele(child);
    element.ele('loc').txt(entry.loc);
    if (entry.lastmod) element.ele('lastmod').txt(w3cDatetime(entry.lastmod));
  }
  return doc.end({ prettyPrint: true });
}

/** A sitemap: `<urlset>` of listener pages. */
export const urlsetXml = (entries: readonly SitemapEntry[]) => build('urlset', 'url', entries);

/** The sitemap index: `<sitemapindex>` of sitemaps, each dated by its newest page. */
export const sitemapIndexXml = (sitemaps: readonly SitemapEntry[]) =>
  build('sitemapindex', 'sitemap', sitemaps);
