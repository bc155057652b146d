import { statSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { inlineEarlyTaps } from './src/app/earlyTaps/inlinePlugin';
import { installableApp } from './src/app/pwa/pwaPlugin';

// React Router's package exports only its development build (warnings and invariant texts included); its own
// production build sits beside it in dist/production. Built bundles use that one (0.6 kB less gzip on the
// first load); dev and tests keep the development build and its warnings.
const routerBuild = (file: string) =>
  fileURLToPath(new URL(`../../node_modules/react-router/dist/production/${file}`, import.meta.url));

/** Our own code and nanostores, as the start chunk may take them (not React's nor zod). */
const ownCode =
  /apps[\\/]web[\\/]src[\\/]|packages[\\/]contracts[\\/]|node_modules[\\/](@nanostores|nanostores)[\\/]/;
const zod = /node_modules[\\/]zod[\\/]/;
const reactModules = /node_modules[\\/](react|react-dom|scheduler)[\\/]/;
const frameworkModules = /node_modules[\\/](react-router|@tanstack[\\/](react-query|query-core))[\\/]/;

/**
 * Our small modules that several listener pages import (an image, icons, a page's states, a pager, an API's
 * queries) go in the start chunk too: as chunks of their own they were 4–9 of a page's 13–24 module requests,
 * most under 1 kB, and under Lighthouse each request was one or two main-thread tasks of 10–40 ms on these
 * machines (the modulepreload link boot.ts adds, then the module's response). "Several": SHARED_BY_PAGES of the
 * listener pages or more. "Small": its code (before minifying) and stylesheets under SMALL bytes, as every page
 * then loads them and inlines their stylesheets. Stylesheets alone (a page's CSS module) stay with their pages.
 */
const SHARED_BY_PAGES = 3;
const SMALL = 6000;

/**
 * The app's start (src/app/start.tsx) and every module of ours it imports, statically and on down, as one
 * chunk: every page runs all of them. Left to the bundler, each set of them that some lazy page also imports
 * became a chunk of its own: 16 of a page's 34 requests, most under 1 kB, and each request costs a slow phone's
 * main thread a few milliseconds (a link, a response, a module to instantiate), which made many of
 * Lighthouse's long tasks. Not boot.ts's modules (the site's first code, a chunk of its own), React's (the
 * framework chunk), nor contracts that import zod (their schemas are for forms and the console: the start
 * imports the contracts' index, which names them all).
 */
function appStartChunk() {
  const start = new Set<string>();
  const plugin: Plugin = {
    name: 'tarang:app-start-chunk',
    apply: 'build',
    buildEnd() {
      const ids = [...this.getModuleIds()];
      const imports = (id: string) => this.getModuleInfo(id)?.importedIds ?? [];
      const reach = (from: string | undefined) => {
        const found = new Set<string>();
        const pending = from ? [from] : [];
        for (let id = pending.pop(); id !== undefined; id = pending.pop()) {
          if (found.has(id)) continue;
          found.add(id);
          pending.push(...imports(id));
        }
        return found;
      };
      const ours = (id: string) => ownCode.test(id) && !imports(id).some((next) => zod.test(next));
      // What such a module may import: our code, or what the react and framework chunks hold (not a library of
      // its own, which would come along to every page: DOMPurify, say).
      const bundled = (id: string) => ownCode.test(id) || reactModules.test(id) || frameworkModules.test(id);
      const stylesheets = (id: string) => imports(id).filter((next) => next.endsWith('.css'));
      // A module's code and its stylesheets' (every page's HTML carries the start chunk's stylesheet).
      const size = (id: string) =>
        (this.getModuleInfo(id)?.code?.length ?? Infinity) +
        stylesheets(id).reduce((sum, css) => sum + statSync(css).size, 0);
      const boot = reach(ids.find((id) => /src[\\/]boot\.ts$/.test(id)));
      start.clear();
      for (const id of reach(ids.find((id) => /src[\\/]app[\\/]start\.tsx$/.test(id))))
        if (!boot.has(id) && ours(id)) start.add(id);
      // And our small modules that several listener pages import (see SHARED_BY_PAGES).
      const router = ids.find((id) => /src[\\/]app[\\/]router\.tsx$/.test(id));
      const listenerPages = (this.getModuleInfo(router ?? '')?.dynamicallyImportedIds ?? []).filter(
        (id) => !/[\\/]StaffRoute\.tsx$/.test(id),
      );
      const pagesImporting = new Map<string, number>();
      for (const page of listenerPages)
        for (const id of reach(page))
          if (id !== page) pagesImporting.set(id, (pagesImporting.get(id) ?? 0) + 1);
      for (const [id, pages] of pagesImporting) {
        if (pages < SHARED_BY_PAGES || id.endsWith('.css') || boot.has(id) || start.has(id)) continue;
        if (!ours(id) || !imports(id).every(bundled) || size(id) > SMALL) continue;
        // With its stylesheets, which would otherwise be chunks of their own.
        for (const moved of [id, ...stylesheets(id)]) start.add(moved);
      }
    },
  };
  return { plugin, test: (id: string) => start.has(id) };
}
const startChunk = appStartChunk();

/**
 * Font files stay files, however small: inlined as base64, the language switch's 2.5 kB face would ride in every
 * page's stylesheet, where its unicode-range is meant to fetch it only for a page that shows those letters.
 * Other small assets keep Vite's default (inlined under 4 kB).
 */
const keepFontFiles = (file: string) => (file.endsWith('.woff2') ? false : undefined);

// `vite build` makes the site; `vite build --ssr src/entry-server.tsx` the module the server renders pages with
// (it goes beside the site: dist-ssr/, as the server expects, see apps/server/src/domains/site/render/).
export default defineConfig(({ command, isSsrBuild }) => ({
  plugins: isSsrBuild ? [react()] : [react(), inlineEarlyTaps(), ...installableApp(), startChunk.plugin],
  resolve:
    command === 'build'
      ? {
          alias: [
            { find: /^react-router\/dom$/, replacement: routerBuild('dom-export.mjs') },
            { find: /^react-router$/, replacement: routerBuild('index.mjs') },
          ],
        }
      : {},
  build: isSsrBuild
    ? { target: 'node20', sourcemap: true, emptyOutDir: true, copyPublicDir: false }
    : {
        target: 'es2022',
        sourcemap: true,
        manifest: true,
        assetsInlineLimit: keepFontFiles,
        rolldownOptions: {
          output: {
            codeSplitting: {
              // React, then the router and TanStack Query: two chunks that every page loads, rather than six with
              // the imports and exports between them (each request is a few milliseconds of a slow phone's main
              // thread). Two, not one, so that main.tsx evaluates them in two tasks: together they were one task
              // of 15–20 ms here, 60–80 ms on Lighthouse's four-times-slower phone.
              groups: [
                { name: 'react', test: reactModules },
                {
                  name: 'framework',
                  test: (id) => frameworkModules.test(id) || /src[\\/]app[\\/]framework\.ts$/.test(id),
                },
                { name: 'start', test: startChunk.test, includeDependenciesRecursively: false },
              ],
            },
          },
        },
        modulePreload: {
          // Browsers without modulepreload (Safari before 17) still load the modules, one round trip later.
          polyfill: false,
          // The app (main.tsx), started by boot.ts, and the steps main.tsx imports: their code is named in the
          // server-rendered page (a <meta> the server fills from the manifest) and preloaded from there; the
          // lists here would be ~1 kB of the first load repeating it. Their stylesheets stay (pages the
          // browser renders itself need them).
          // The player bar's controls (shown once something plays, on a share link as the page loads): the
          // browser's module loader fetches their 15 modules as it meets them, one round trip later, rather
          // than a link element each, all added in one task (20–30 ms measured on a share link).
          resolveDependencies: (file, dependencies, { hostId }) =>
            [file, hostId].some((chunk) => /(^|\/)(main|PlayerWithFavourite|PlayerUI)-[^/]*\.js$/.test(chunk))
              ? dependencies.filter((dependency) => dependency.endsWith('.css'))
              : dependencies,
        },
      },
  // The server-rendering build carries its dependencies: one self-contained module the server imports from
  // wherever the site was built (a build outside the repository finds no node_modules).
  ssr: { noExternal: true },
  server: {
    proxy: { '/api': 'http://localhost:8080', '/media': 'http://localhost:8080' },
  },
}));
