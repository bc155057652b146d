// Bundles the server for `npm start`: our code and @tarang/contracts (TypeScript source) into dist/,
// every other dependency left to node_modules.
import { readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { build } from 'esbuild';

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));
const external = Object.keys(pkg.dependencies).filter((name) => !name.startsWith('@tarang/'));

const outdir = process.env.SERVER_OUTDIR ?? 'dist';
await build({
  // html-worker: the sanitiser's thread (src/html-host.ts starts it from beside the chunk that holds that code).
  entryPoints: { server: 'src/server.ts', seed: 'src/seed.ts', 'html-worker': 'src/html-worker.ts' },
  // SERVER_OUTDIR lets parallel work build beside dist/ (dist-<name>/) without replacing the bundle others run.
  outdir,
  bundle: true,
  splitting: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  external,
  logLevel: 'warning',
});

// A fresh embedded database cluster beside the bundle: a first start on an empty DATA_DIR copies it (db/client.ts
// initialCluster) instead of running initdb, which takes PGlite to ~775 MiB for the life of the process. Made
// by the PGlite of this node_modules, the one the bundle runs with.
const clusterDir = join(outdir, 'pglite-cluster');
rmSync(clusterDir, { recursive: true, force: true });
const cluster = new PGlite({ dataDir: clusterDir });
await cluster.waitReady;
await cluster.close();
