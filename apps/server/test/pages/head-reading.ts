import { JSDOM } from 'jsdom';
import sharp from 'sharp';
import { expect } from 'vitest';
import type { App } from '../../src/types';

/** Reading a rendered head as a browser, a crawler or a link preview would: parsed by jsdom, not by regex. */

export type ReadHead = {
  title: string;
  description: string | null;
  canonical: string | null;
  robots: string | null;
  /** Open Graph and Twitter values by property/name. */
  meta: (key: string) => string | null;
  /** The JSON-LD block's text, parsed (JSON.parse, as search engines read it). */
  jsonLd: { '@context': string; '@graph': Node[] };
  /** How many elements the head holds (an injected tag would add one). */
  elementCount: number;
  scriptCount: number;
  /** What the parser put in the body instead: set only when something escaped the head. */
  spilled?: string;
};

export type Node = Record<string, unknown> & { '@type': string };

export function readHead(html: string): ReadHead {
  const { document } = new JSDOM(`<!doctype html><html><head>${html}</head><body></body></html>`).window;
  const attr = (selector: string, name: string) =>
    document.head.querySelector(selector)?.getAttribute(name) ?? null;
  const scripts = document.querySelectorAll('script');
  const ld = document.head.querySelector('script[type="application/ld+json"]');
  return {
    title: document.title,
    description: attr('meta[name="description"]', 'content'),
    canonical: attr('link[rel="canonical"]', 'href'),
    robots: attr('meta[name="robots"]', 'content'),
    meta: (key) => attr(`meta[property="${key}"], meta[name="${key}"]`, 'content'),
    jsonLd: JSON.parse(ld?.textContent ?? 'null'),
    elementCount: document.head.children.length,
    scriptCount: scripts.length,
    // Nothing the head holds may have spilled into the body.
    ...(document.body.childNodes.length > 0 ? { spilled: document.body.innerHTML } : {}),
  };
}

/** The nodes of a JSON-LD graph of one @type. */
export const nodesOf = (head: ReadHead, type: string) =>
  head.jsonLd['@graph'].filter((node) => node['@type'] === type);

/** The one node of a type (the test fails when there is none or more). */
export function nodeOf(head: ReadHead, type: string): Node {
  const nodes = nodesOf(head, type);
  expect(nodes, `one ${type} in ${JSON.stringify(head.jsonLd)}`).toHaveLength(1);
  return nodes[0] as Node;
}

/** Fetches an og:image through the app (it is on the site's address) and checks what link previews need of it. */
export async function expectShareImage(app: App, url: string) {
  const { origin, pathname, search } = new URL(url);
  expect(origin).toBe(app.config.publicUrl);
  expect(pathname).toMatch(/^\/og\/(station|show|episode|rj|event|redline)\/[A-Za-z0-9]+\.jpg$/);
  expect(search).toMatch(/^\?v=[0-9a-f]{12}$/);
  const response = await app.inject(`${pathname}${search}`);
  expect(response.statusCode, `${url}: ${response.body.slice(0, 200)}`).toBe(200);
  expect(response.headers['content-type']).toBe('image/jpeg');
  expect(response.rawPayload.length).toBeLessThan(300 * 1024);
  const meta = await sharp(response.rawPayload).metadata();
  expect({ format: meta.format, width: meta.width, height: meta.height }).toEqual({
    format: 'jpeg',
    width: 1200,
    height: 630,
  });
  return response;
}
