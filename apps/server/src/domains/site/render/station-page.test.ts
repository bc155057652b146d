import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { isStationPage } from '../../../shared/page-request';
import { webRendererLoader } from './page-renderer';
import { assemblePage } from './station-page';

const TEMPLATE = `<!doctype html>
<html lang="en">
  <head>
    <meta name="description" content="Tarang: city radio stations, shows, podcasts and RJs." />
    <title>Tarang</title>
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>`;

describe('which pages the server renders', () => {
  it('renders station pages and leaves the rest to the browser', () => {
    for (const path of ['/tarang-delhi-1', '/tarang-delhi-1/home', '/tarang-mumbai-2/audio/some-show-3']) {
      expect(isStationPage(path), path).toBe(true);
    }
    for (const path of [
      '/',
      '/0/home',
      '/staff',
      '/staff/shows',
      '/about-us',
      '/tarang-delhi-1/reset-password',
    ]) {
      expect(isStationPage(path), path).toBe(false);
    }
  });
});

describe('assemblePage', () => {
  const page = (state: unknown, head = '<title>Morning Masala · Tarang Delhi</title>') =>
    assemblePage(TEMPLATE, { head, body: '<main><h1>Morning Masala</h1></main>', state, lang: 'en' });

  it("puts React's title in place of the generic one, and the markup in #root", () => {
    const html = page({ queries: [] });
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html).toContain('<title>Morning Masala · Tarang Delhi</title>');
    expect(html).toContain('<div id="root"><main><h1>Morning Masala</h1></main></div>');
    // No description from React: the generic one stays.
    expect(html).toContain('<meta name="description"');
  });

  it('carries the query cache as JSON that no text can break out of', () => {
    const evil = '</script><script>alert(1)</script><!--';
    const html = page({ queries: [{ title: evil, line: 'a\u2028b' }] });
    const state = html.match(/<script type="application\/json" id="tarang-state">([\s\S]*?)<\/script>/)?.[1];
    expect(state).toBeDefined();
    expect(state).not.toContain('<');
    expect(JSON.parse(state ?? '')).toEqual({ queries: [{ title: evil, line: 'a\u2028b' }] });
    expect(html.match(/<script/g)).toHaveLength(1);
  });

  it('marks the language the page was rendered in', () => {
    const html = assemblePage(TEMPLATE, { head: '', body: '', state: {}, lang: 'hi' });
    expect(html).toContain('<html lang="hi">');
  });

  it("puts the station's colours on <html>, escaped", () => {
    const style = '--station:#F77F00;--station-ink:#a35300;--on-station:#16141f';
    expect(assemblePage(TEMPLATE, { head: '', body: '', state: {}, lang: 'en', rootStyle: style })).toContain(
      `<html lang="en" style="${style}">`,
    );
    const hindi = assemblePage(TEMPLATE, { head: '', body: '', state: {}, lang: 'hi', rootStyle: '"><b' });
    expect(hindi).toContain('<html lang="hi" style="&quot;&gt;&lt;b">');
  });
});

describe("the site's server renderer", () => {
  it('is loaded on the first page asked for, once, not when the server starts', async () => {
    const site = mkdtempSync(join(tmpdir(), 'tarang-site-'));
    try {
      mkdirSync(join(site, 'dist-ssr'));
      // Counts its own loads: a module runs its top level once per import.
      writeFileSync(
        join(site, 'dist-ssr/entry-server.js'),
        `globalThis.rendererLoads = (globalThis.rendererLoads ?? 0) + 1;
         export const renderPage = async (url) => ({ body: url, head: '', state: {}, modules: [] });
         export const setHtmlSanitiser = () => {};`,
      );
      const loads = () => (globalThis as { rendererLoads?: number }).rendererLoads ?? 0;
      const prepared: unknown[] = [];
      const load = webRendererLoader(join(site, 'dist'), (renderer) => prepared.push(renderer));
      expect(load).toBeDefined();
      expect(loads()).toBe(0);
      const [first, second] = await Promise.all([load?.(), load?.()]);
      expect(loads()).toBe(1);
      expect(first).toBe(second);
      expect(prepared).toEqual([first]);
      expect((await first?.renderPage('/tarang-delhi-1', fetch))?.body).toBe('/tarang-delhi-1');
    } finally {
      rmSync(site, { recursive: true, force: true });
    }
  });

  it('is not there when the site was built without it', () => {
    expect(webRendererLoader('/nonexistent-web-dist', () => {})).toBeUndefined();
  });
});
