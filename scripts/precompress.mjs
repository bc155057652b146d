// Writes .br and .gz beside every compressible file of a build folder, for @fastify/static's preCompressed.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const root = process.argv[2];
if (!root) throw new Error('usage: node precompress.mjs <folder>');
const compressible = /\.(js|mjs|css|html|svg|json|txt|xml|webmanifest|map)$/;

function walk(dir) {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) walk(path);
    else if (compressible.test(name) && statSync(path).size > 512) {
      const bytes = readFileSync(path);
      writeFileSync(
        `${path}.br`,
        brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
      );
      writeFileSync(`${path}.gz`, gzipSync(bytes, { level: 9 }));
    }
  }
}
walk(root);
