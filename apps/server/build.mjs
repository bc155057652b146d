// Bundles the server for `npm start`: our code and @tarang/contracts (TypeScript source) into dist/,
// every other dependency left to node_modules.
import { readFileSync } from 'node:fs';
import { build } from 'esbuild';

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));
const external = Object.keys(pkg.dependencies).filter((name) => !name.startsWith('@tarang/'));

await build({
  entryPoints: { server: 'src/server.ts', seed: 'src/seed.ts' },
  // SERVER_OUTDIR lets parallel work build beside dist/ (dist-<name>/) without replacing the bundle others run.
  outdir: process.env.SERVER_OUTDIR ?? 'dist',
  bundle: true,
  splitting: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  external,
  logLevel: 'warning',
});
