import { resolve } from 'node:path';
import { build, type Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';

/**
 * The installable app's build (vite.config.ts): the web app manifest and the service worker (sw.ts, built by
 * vite-plugin-pwa with its precache list injected). The precache holds what a listener's pages need, no more:
 * the staff console's chunks (the rich-text editor, tables…) and the HLS player (live radio needs the network
 * anyway) are left to the network and kept by the worker only once fetched.
 */
export function installableApp(): Plugin[] {
  const listenerFiles = new Set<string>();

  const collectListenerFiles: Plugin = {
    name: 'tarang:listener-files',
    apply: 'build',
    generateBundle(_options, bundle) {
      listenerFiles.clear();
      const chunks = new Map(
        Object.values(bundle)
          .filter((output) => output.type === 'chunk')
          .map((chunk) => [chunk.fileName, chunk]),
      );
      const leftOut = (fileName: string) => {
        const chunk = chunks.get(fileName);
        return (
          /\/app\/routes\/StaffRoute\.tsx$/.test(chunk?.facadeModuleId ?? '') || /^assets\/hls/.test(fileName)
        );
      };
      const visit = (fileName: string) => {
        const chunk = chunks.get(fileName);
        if (!chunk || listenerFiles.has(fileName) || leftOut(fileName)) return;
        listenerFiles.add(fileName);
        for (const css of chunk.viteMetadata?.importedCss ?? []) listenerFiles.add(css);
        for (const asset of chunk.viteMetadata?.importedAssets ?? []) listenerFiles.add(asset);
        for (const next of [...chunk.imports, ...chunk.dynamicImports]) visit(next);
      };
      for (const chunk of chunks.values()) if (chunk.isEntry) visit(chunk.fileName);
    },
  };

  // The offline page is built on its own, after the site: as a second entry of the site's build it would share
  // chunks with the first screen and split them (1.2 kB more gzip on the first load, measured).
  let root = '';
  let outDir = '';
  const buildOfflinePage: Plugin = {
    name: 'tarang:offline-page',
    apply: 'build',
    configResolved(config) {
      root = config.root;
      outDir = resolve(config.root, config.build.outDir);
    },
    writeBundle: {
      sequential: true,
      async handler() {
        const built = await build({
          root,
          configFile: false,
          logLevel: 'warn',
          build: {
            outDir,
            emptyOutDir: false,
            target: 'es2022',
            // As the site's build (vite.config.ts): font files stay files.
            assetsInlineLimit: (file) => (file.endsWith('.woff2') ? false : undefined),
            rolldownOptions: { input: resolve(root, 'offline.html') },
          },
        });
        // Everything the offline page loads is precached with the listener's files.
        for (const result of Array.isArray(built) ? built : [built])
          if ('output' in result) for (const file of result.output) listenerFiles.add(file.fileName);
      },
    },
  };

  return [
    collectListenerFiles,
    buildOfflinePage,
    ...VitePWA({
      strategies: 'injectManifest',
      srcDir: 'src/app/pwa',
      filename: 'sw.ts',
      // boot.ts registers the worker itself, after the load event.
      injectRegister: false,
      manifest: {
        id: '/',
        name: 'Tarang Radio',
        short_name: 'Tarang',
        description: 'City radio stations, shows, podcasts and RJs.',
        start_url: '/',
        scope: '/',
        display: 'standalone',
        lang: 'en',
        categories: ['music', 'entertainment', 'news'],
        // tokens.css: --night, the colour of the header and the player.
        theme_color: '#14121f',
        background_color: '#14121f',
        icons: [
          { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
          { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
          { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        ],
      },
      injectManifest: {
        globPatterns: ['**/*.{js,css,html,woff2,svg,png}'],
        globIgnores: ['analytics.js', 'auth/**', 'icons/apple-touch-icon.png'],
        manifestTransforms: [
          async (entries) => {
            // The manifest's icons are listed by the plugin and by the glob: each URL once.
            const seen = new Set<string>();
            const manifest = entries.filter((entry) => {
              if (seen.has(entry.url)) return false;
              seen.add(entry.url);
              return !entry.url.startsWith('assets/') || listenerFiles.has(entry.url);
            });
            return { manifest, warnings: [] };
          },
        ],
      },
    }),
  ];
}
