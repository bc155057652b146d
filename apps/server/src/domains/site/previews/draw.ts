import { PREVIEW_SIZE } from './inputs';

/**
 * The text and shapes of a share image as SVG (librsvg draws it inside sharp): the brand colour behind, the
 * label, the title in up to three lines and the station's name at the foot. Artwork and logo are composited
 * over it by render.ts at the places named here.
 */

const { width: WIDTH, height: HEIGHT } = PREVIEW_SIZE;
export const PAD = 72;
/** The artwork: a square on the right, as tall as the image less its margins. */
export const ART = { size: HEIGHT - 2 * PAD, left: WIDTH - PAD - (HEIGHT - 2 * PAD), top: PAD, radius: 28 };
/** The station's logo on a white plate at the top left (only beside artwork: otherwise it fills the square). */
export const LOGO_PLATE = { left: PAD, top: PAD, width: 132, height: 88, radius: 16, inset: 12 };
const TEXT_WIDTH = ART.left - PAD - 56;
const TITLE = { size: 54, lineHeight: 64, maxLines: 3 };
const LABEL_SIZE = 28;
const FOOT_SIZE = 30;
const FONT = "'DejaVu Sans', 'Noto Sans', sans-serif";

/** Text for SVG content and attribute values. */
export const escapeXml = (text: string) =>
  text.replace(
    /[<>&'"]/g,
    (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c] ?? c,
  );

/**
 * Advance widths of DejaVu Sans Bold in em, measured with this renderer (narrow, wide, and the usual letters);
 * a character outside Latin counts wide, so a line is rather too short than running into the artwork.
 */
function charWidth(c: string): number {
  if (/[ijlI.,:;'|]/.test(c)) return 0.36;
  if (/[ftr!()[\]]/.test(c)) return 0.48;
  if (/[mwMW@%]/.test(c)) return 1.05;
  if (c === ' ') return 0.35;
  if (/[a-z]/.test(c)) return 0.64;
  if (/[A-Z]/.test(c)) return 0.77;
  if (/[0-9]/.test(c)) return 0.7;
  return 0.85;
}

/** Estimated width in px of `text` in bold at `size` px (regular text is about 0.88 of it). */
export const textWidth = (text: string, size: number) =>
  [...text].reduce((sum, c) => sum + charWidth(c), 0) * size;

/** `text` cut to fit `max` px, ending with '…'. */
function ellipsise(text: string, size: number, max: number): string {
  let cut = text.trimEnd();
  while (cut && textWidth(`${cut}…`, size) > max) cut = [...cut].slice(0, -1).join('').trimEnd();
  return `${cut}…`;
}

/**
 * Word-wrapped lines of at most `max` px, at most `maxLines` of them; text left over ends the last line with
 * '…'. A word wider than a line is cut into pieces.
 */
export function wrapText(text: string, size: number, max: number, maxLines: number): string[] {
  const words = text.replace(/\s+/g, ' ').trim().split(' ').filter(Boolean);
  const lines: string[] = [];
  let line = '';
  for (let word of words) {
    while (textWidth(word, size) > max) {
      // Too wide for any line: as much as fits on what is left of this one (or a new one).
      const room = line ? max - textWidth(`${line} `, size) : max;
      const chars = [...word];
      let n = 0;
      while (n < chars.length && textWidth(chars.slice(0, n + 1).join(''), size) <= room) n++;
      if (n === 0) {
        lines.push(line);
        line = '';
        continue;
      }
      lines.push(line ? `${line} ${chars.slice(0, n).join('')}` : chars.slice(0, n).join(''));
      line = '';
      word = chars.slice(n).join('');
    }
    const joined = line ? `${line} ${word}` : word;
    if (line && textWidth(joined, size) > max) {
      lines.push(line);
      line = word;
    } else line = joined;
  }
  if (line) lines.push(line);
  if (lines.length <= maxLines) return lines;
  const kept = lines.slice(0, maxLines);
  kept[maxLines - 1] = ellipsise(`${kept[maxLines - 1]} ${lines[maxLines]}`, size, max);
  return kept;
}

/** #rgb or #rrggbb as [r, g, b] (0–255); anything else is the network's dark colour. */
export function parseColor(color: string): [number, number, number] {
  const hex = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(color.trim())?.[1] ?? '14121f';
  const full = hex.length === 3 ? [...hex].map((c) => c + c).join('') : hex;
  return [0, 2, 4].map((i) => Number.parseInt(full.slice(i, i + 2), 16)) as [number, number, number];
}

const luminance = ([r, g, b]: [number, number, number]) => {
  const linear = (v: number) => {
    const s = v / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
};

/** The brand colour darkened by a third towards ink: behind white text, the demo colours all reach 4.5:1. */
export function backgroundOf(color: string): { deep: string; light: string; ink: string } {
  const rgb = parseColor(color);
  const mix = (t: number) => rgb.map((v) => Math.round(v * (1 - t) + 11 * t)) as [number, number, number];
  const hex = (c: number[]) => `#${c.map((v) => v.toString(16).padStart(2, '0')).join('')}`;
  const deep = mix(0.45);
  // A light brand colour keeps dark text (white on it would not read).
  const ink = luminance(deep) > 0.18 ? '#16141f' : '#ffffff';
  return { deep: hex(deep), light: hex(rgb), ink };
}

export type Overlay = {
  title: string;
  label: string;
  /** The station line at the foot, e.g. 'Tarang Delhi · 94.3 FM'. */
  foot: string;
  color: string;
  /** Draw the white square on the right (the brand alone, no artwork): its text when there is no logo either. */
  brandSquare: { text: string | null } | null;
  /** Leave room at the top left for the logo plate. */
  logoPlate: boolean;
};

export function overlaySvg(overlay: Overlay): Buffer {
  const { deep, light, ink } = backgroundOf(overlay.color);
  const title = wrapText(overlay.title, TITLE.size, TEXT_WIDTH, TITLE.maxLines);
  const label = overlay.label ? wrapText(overlay.label, LABEL_SIZE, TEXT_WIDTH / 0.88, 1)[0] : '';
  const foot = wrapText(overlay.foot, FOOT_SIZE, TEXT_WIDTH, 1)[0] ?? '';
  // The title's block ends above the foot; the label sits just above the title.
  const titleTop = Math.max(
    overlay.logoPlate ? LOGO_PLATE.top + LOGO_PLATE.height + 56 : PAD + 40,
    HEIGHT - PAD - 72 - title.length * TITLE.lineHeight,
  );
  const lines = title
    .map(
      (line, i) =>
        `<text x="${PAD}" y="${titleTop + TITLE.size + i * TITLE.lineHeight}" class="t">${escapeXml(line)}</text>`,
    )
    .join('');
  const square = overlay.brandSquare;
  const squareText = square?.text
    ? wrapText(square.text, 56, ART.size - 80, 3)
        .map(
          (line, i, all) =>
            `<text x="${ART.left + ART.size / 2}" y="${ART.top + ART.size / 2 + 20 + (i - (all.length - 1) / 2) * 66}" class="b">${escapeXml(line)}</text>`,
        )
        .join('')
    : '';
  return Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}">
      <defs>
        <linearGradient id="bg" x1="0" y1="1" x2="1" y2="0">
          <stop offset="0" stop-color="${deep}"/>
          <stop offset="1" stop-color="${light}"/>
        </linearGradient>
      </defs>
      <style>
        .t { font: 700 ${TITLE.size}px ${FONT}; fill: ${ink}; }
        .l { font: 400 ${LABEL_SIZE}px ${FONT}; fill: ${ink}; fill-opacity: 0.88; }
        .f { font: 700 ${FOOT_SIZE}px ${FONT}; fill: ${ink}; }
        .b { font: 700 56px ${FONT}; fill: ${deep}; text-anchor: middle; }
      </style>
      <rect width="${WIDTH}" height="${HEIGHT}" fill="${deep}"/>
      <rect width="${WIDTH}" height="${HEIGHT}" fill="url(#bg)" fill-opacity="0.55"/>
      ${overlay.logoPlate ? `<rect x="${LOGO_PLATE.left}" y="${LOGO_PLATE.top}" width="${LOGO_PLATE.width}" height="${LOGO_PLATE.height}" rx="${LOGO_PLATE.radius}" fill="#fff"/>` : ''}
      ${square ? `<rect x="${ART.left}" y="${ART.top}" width="${ART.size}" height="${ART.size}" rx="${ART.radius}" fill="#fff"/>` : ''}
      ${squareText}
      ${label ? `<text x="${PAD}" y="${titleTop - 16}" class="l">${escapeXml(label)}</text>` : ''}
      ${lines}
      <rect x="${PAD}" y="${HEIGHT - PAD - 44}" width="48" height="6" rx="3" fill="${ink}"/>
      <text x="${PAD}" y="${HEIGHT - PAD}" class="f">${escapeXml(foot)}</text>
    </svg>`,
  );
}
