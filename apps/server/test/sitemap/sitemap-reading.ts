import { JSDOM } from 'jsdom';
import { expect } from 'vitest';
import type { App } from '../../src/types';

/**
 * Reading sitemaps as a crawler does: a real XML parser, and the sitemaps.org 0.9 shape checked element by
 * element (independent of the server's code), so a malformed or mis-nested document fails here.
 */

export const PUBLIC_URL = 'https://radio.example';
export const SITEMAP_NAMESPACE = 'http://www.sitemaps.org/schemas/sitemap/0.9';
/** W3C datetime (https://www.w3.org/TR/NOTE-datetime): a date, or a date and time with a zone. */
export const W3C_DATETIME = /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2}))?$/;

export type Url = { loc: string; lastmod?: string };

const elements = (parent: Element) => Array.from(parent.children);

/**
 * The `<loc>`/`<lastmod>` pairs of a `<urlset>` (child 'url') or `<sitemapindex>` (child 'sitemap'), after
 * checking the document is well-formed XML in the protocol's namespace, with only the protocol's elements,
 * a loc in each entry that is an absolute URL on the site, at most one lastmod, a valid W3C datetime.
 */
export function readSitemap(xml: string, root: 'urlset' | 'sitemapindex'): Url[] {
  const { DOMParser } = new JSDOM('').window;
  const doc = new DOMParser().parseFromString(xml, 'application/xml');
  expect(doc.getElementsByTagName('parsererror'), 'well-formed XML').toHaveLength(0);
  expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>'), 'UTF-8 declaration').toBe(true);
  const top = doc.documentElement;
  expect([top.namespaceURI, top.localName]).toEqual([SITEMAP_NAMESPACE, root]);
  const child = root === 'urlset' ? 'url' : 'sitemap';
  return elements(top).map((entry) => {
    expect([entry.namespaceURI, entry.localName]).toEqual([SITEMAP_NAMESPACE, child]);
    const names = elements(entry).map((el) => el.localName);
    expect(
      names.filter((name) => name === 'loc'),
      `one loc in ${entry.outerHTML}`,
    ).toHaveLength(1);
    expect(
      names.every((name) => name === 'loc' || name === 'lastmod'),
      names.join(),
    ).toBe(true);
    expect(names.filter((name) => name === 'lastmod').length).toBeLessThanOrEqual(1);
    const text = (name: string) => elements(entry).find((el) => el.localName === name)?.textContent;
    const loc = text('loc') ?? '';
    expect(loc.startsWith(`${PUBLIC_URL}/`), `${loc} is absolute on the site`).toBe(true);
    expect(() => new URL(loc)).not.toThrow();
    const lastmod = text('lastmod');
    if (lastmod === undefined) return { loc };
    expect(lastmod, `lastmod of ${loc}`).toMatch(W3C_DATETIME);
    expect(Number.isNaN(Date.parse(lastmod))).toBe(false);
    return { loc, lastmod };
  });
}

/** GET a sitemap through the app and read it: 200, the XML media type, the protocol's shape. */
export async function fetchSitemap(app: App, path: string, root: 'urlset' | 'sitemapindex' = 'urlset') {
  const response = await app.inject({ method: 'GET', url: path });
  expect(response.statusCode, `${path}: ${response.body.slice(0, 200)}`).toBe(200);
  expect(response.headers['content-type']).toBe('application/xml; charset=utf-8');
  return readSitemap(response.body, root);
}

/** Every item of a paged public list (`{ data, total }`), through the app as the site reads it. */
export async function listAll<T>(app: App, path: string): Promise<T[]> {
  const items: T[] = [];
  for (let page = 1; ; page++) {
    const joiner = path.includes('?') ? '&' : '?';
    const response = await app.inject(`${path}${joiner}pageSize=100&pageNumber=${page}`);
    expect(response.statusCode, `${path}: ${response.body.slice(0, 200)}`).toBe(200);
    const { data, total } = response.json() as { data: T[]; total: number };
    items.push(...data);
    if (data.length === 0 || items.length >= total) return items;
  }
}
