import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** One entry of the site build's manifest (Vite: dist/.vite/manifest.json). */
type Chunk = { file: string; css?: string[]; imports?: string[]; isEntry?: boolean };
type Manifest = Record<string, Chunk>;

/**
 * The stylesheets and code a page's own modules need beyond what index.html already loads, as <link> tags
 * for the page's <head>: the stylesheets so the server's markup shows styled from the first paint (no shift
 * when the page's chunk arrives), the code preloaded so hydration does not wait for it to be discovered.
 */
export function pageAssets(webDistDir: string): (modules: string[]) => string {
  const path = join(webDistDir, '.vite', 'manifest.json');
  if (!existsSync(path)) return () => '';
  const manifest = JSON.parse(readFileSync(path, 'utf8')) as Manifest;
  // What index.html loads already: the entry and everything it imports statically.
  const loaded = new Set<string>();
  const walk = (key: string, into: Set<string>) => {
    if (into.has(key)) return;
    into.add(key);
    for (const next of manifest[key]?.imports ?? []) walk(next, into);
  };
  for (const [key, chunk] of Object.entries(manifest)) if (chunk.isEntry) walk(key, loaded);
  const cache = new Map<string, string>();

  return (modules) => {
    const key = modules.join('|');
    const cached = cache.get(key);
    if (cached !== undefined) return cached;
    const needed = new Set<string>();
    for (const module of modules) if (manifest[module]) walk(module, needed);
    const styles = new Set<string>();
    const scripts: string[] = [];
    for (const chunkKey of needed) {
      const chunk = manifest[chunkKey];
      if (!chunk) continue;
      for (const css of chunk.css ?? []) styles.add(css);
      if (!loaded.has(chunkKey) && chunk.file.endsWith('.js')) scripts.push(chunk.file);
    }
    for (const chunkKey of loaded) for (const css of manifest[chunkKey]?.css ?? []) styles.delete(css);
    const tags = [
      ...[...styles].map((file) => `<link rel="stylesheet" crossorigin href="/${file}">`),
      ...scripts.map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`),
    ].join('');
    cache.set(key, tags);
    return tags;
  };
}
