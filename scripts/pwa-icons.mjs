#!/usr/bin/env node
// Draws the installable app's icons (apps/web/public/icons) from one SVG: the station-neutral Tarang mark, a
// wave ("tarang") in the brand's warm gradient on the night colour of tokens.css. Run after changing the mark:
//
//   node scripts/pwa-icons.mjs
//
// The "any" icons are a rounded square; the maskable one fills its square and keeps the mark inside the
// central 80 % circle that every platform's mask leaves visible.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

const out = fileURLToPath(new URL('../apps/web/public/icons/', import.meta.url));
const NIGHT = '#14121f';

/** The mark on a 512 × 512 canvas, scaled about the centre by `scale`. */
function svg({ scale = 1, rounded = true } = {}) {
  const inset = (512 - 512 * scale) / 2;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 512 512" width="512" height="512" role="img" aria-label="Tarang">
  <title>Tarang</title>
  <defs>
    <linearGradient id="wave" x1="0" y1="0" x2="1" y2="0">
      <stop offset="0" stop-color="#ff5a6e"/>
      <stop offset="1" stop-color="#ffb547"/>
    </linearGradient>
  </defs>
  <rect width="512" height="512" rx="${rounded ? 112 : 0}" fill="${NIGHT}"/>
  <g transform="translate(${inset} ${inset + 36 * scale}) scale(${scale})" fill="none" stroke-linecap="round">
    <path d="M112 272 C 160 168, 208 168, 256 256 S 352 344, 400 240" stroke="url(#wave)" stroke-width="44"/>
    <path d="M176 150 A 120 120 0 0 1 336 150" stroke="#f4f1ea" stroke-opacity="0.9" stroke-width="22"/>
    <path d="M208 112 A 72 72 0 0 1 304 112" stroke="#f4f1ea" stroke-opacity="0.55" stroke-width="18" transform="translate(0 -6)"/>
  </g>
</svg>`;
}

mkdirSync(out, { recursive: true });
const any = svg();
const maskable = svg({ scale: 0.78, rounded: false });
writeFileSync(join(out, 'tarang.svg'), `${any}\n`);
const renders = [
  ['icon-192.png', any, 192],
  ['icon-512.png', any, 512],
  ['icon-maskable-512.png', maskable, 512],
  // iOS draws its own rounded corners and ignores transparency: the full-bleed square.
  ['apple-touch-icon.png', maskable, 180],
];
for (const [name, source, size] of renders) {
  await sharp(Buffer.from(source), { density: 72 * (size / 512) * 2 })
    .resize(size, size)
    .png({ compressionLevel: 9 })
    .toFile(join(out, name));
  console.log(`${name} ${size}×${size}`);
}
