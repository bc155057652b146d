import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** One entry of the site build's manifest (Vite: dist/.vite/manifest.json). */
type Chunk = {
  file: string;
  css?: string[];
  imports?: string[];
  dynamicImports?: string[];
  isEntry?: boolean;
};
type Manifest = Record<string, Chunk>;

/** The name of the <meta> that lists a page's code for the site's first module (apps/web/src/boot.ts). */
export const PAGE_MODULES_META = 'tarang-page-modules';

/** Each stylesheet read once: the app's own are shared by every set of page modules (a build never changes). */
const styleTags = new Map<string, string>();

/**
 * A built stylesheet as a <style> in the page (its url()s are absolute: they read the same inline). Inline, the
 * first paint needs the page alone: on a slow link each stylesheet of its own would cost a round trip or more
 * before anything shows.
 *
 * With it, a disabled <link> to the same file: a disabled stylesheet is neither fetched nor applied, but the
 * build's module loader, which adds the stylesheets of each chunk it imports, counts it as there. Without it,
 * the app's code, once started, linked every stylesheet again: a second download and a restyle of the whole
 * page with the same rules, a 100–400 ms task on Lighthouse's slow phone (measured, show and home pages).
 */
function styleTag(webDistDir: string, file: string): string {
  const path = join(webDistDir, file);
  let tag = styleTags.get(path);
  if (tag === undefined) {
    const css = readFileSync(path, 'utf8').replaceAll('</style', '<\\/style');
    tag = `<style data-href="/${file}">${css}</style><link rel="stylesheet" href="/${file}" disabled>`;
    styleTags.set(path, tag);
  }
  return tag;
}

/** index.html with its stylesheet links replaced by the stylesheets themselves (see styleTag). */
export function inlineStylesheets(webDistDir: string, template: string): string {
  return template.replace(/<link rel="stylesheet"[^>]*href="\/([^"]+\.css)"[^>]*>/g, (link, file: string) =>
    existsSync(join(webDistDir, file)) ? styleTag(webDistDir, file) : link,
  );
}

/**
 * What a rendered page needs beyond what index.html already loads, as tags for the page's <head>:
 * - the stylesheets of the app and of the page's own modules, inline (styleTag), so the server's markup shows
 *   styled from the first paint (no shift when the code arrives);
 * - the code of the app and of the page, named in a <meta> rather than preloaded: the site's first module
 *   (boot.ts) fetches the app once the first screen has painted, and preloads these with it, so hydration
 *   waits for no second round trip, while on a slow link the first screen's images and font never queue
 *   behind code (the build leaves this list out of boot.ts: vite.config.ts).
 */
export function pageAssets(webDistDir: string): (modules: string[]) => string {
  const path = join(webDistDir, '.vite', 'manifest.json');
  if (!existsSync(path)) return () => '';
  const manifest = JSON.parse(readFileSync(path, 'utf8')) as Manifest;
  const walk = (key: string, into: Set<string>) => {
    if (into.has(key)) return;
    into.add(key);
    for (const next of manifest[key]?.imports ?? []) walk(next, into);
  };
  const entries = Object.keys(manifest).filter((key) => manifest[key]?.isEntry);
  // What index.html links already: the entry and its static imports.
  const linked = new Set<string>();
  for (const key of entries) walk(key, linked);
  // The app the entry starts (src/main.tsx, its dynamic import), the steps main.tsx imports one after another
  // (its own dynamic imports) and everything those import statically; not the entry's other dynamic imports
  // (the install card, the offline page list), fetched only when needed.
  const app = new Set<string>();
  for (const key of entries)
    for (const next of manifest[key]?.dynamicImports ?? [])
      if (next.endsWith('/main.tsx')) {
        walk(next, app);
        for (const step of manifest[next]?.dynamicImports ?? []) walk(step, app);
      }
  const cache = new Map<string, string>();

  return (modules) => {
    const key = modules.join('|');
    const cached = cache.get(key);
    if (cached !== undefined) return cached;
    const needed = new Set(app);
    for (const module of modules) if (manifest[module]) walk(module, needed);
    const styles = new Set<string>();
    const scripts: string[] = [];
    for (const chunkKey of needed) {
      const chunk = manifest[chunkKey];
      if (!chunk) continue;
      for (const css of chunk.css ?? []) styles.add(css);
      if (!linked.has(chunkKey) && chunk.file.endsWith('.js')) scripts.push(chunk.file);
    }
    for (const chunkKey of linked) for (const css of manifest[chunkKey]?.css ?? []) styles.delete(css);
    const links = [...styles].map((file) => styleTag(webDistDir, file)).join('');
    const code = scripts.length
      ? `<meta name="${PAGE_MODULES_META}" content="${scripts.map((file) => `/${file}`).join(' ')}">`
      : '';
    cache.set(key, links + code);
    return links + code;
  };
}
