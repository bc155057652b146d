/**
 * The demo videos' posters, drawn by the seed: one per episode of a video series (from the series cover) and
 * one per RJ video (from the RJ's portrait), each with its title, the station's logo, name and frequency in
 * the station's colour. The seed-media folder has only four video posters, two of them naming a station, so
 * every station's videos looked alike and some carried another city's name. Drawn with sharp from files of the
 * seed-media folder, the same bytes every time (the seed stays repeatable and its image variants cached).
 */
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { eachLimit, writeCache } from '../../media/image-variants';
import { loadSharp } from '../../media/sharp';
import type { Storage } from '../../storage';
import * as data from './data';

/** A demo file as seed-media/manifest.json describes it. */
export type ManifestEntry = {
  file: string;
  mimeType: string;
  altName: string;
  width?: number | null;
  height?: number | null;
  durationSeconds?: number | null;
  bytes?: number;
};

const WIDTH = 640;
const HEIGHT = 360;
/** The station logo (416×352) in the top corner, on a light plate so it reads on any artwork. */
const LOGO = { top: 24, left: 32, height: 56, width: Math.round((416 / 352) * 56) };

export type PosterSeed = {
  file: data.SeedFile;
  title: string;
  station: data.StationSeed;
  /** The artwork it is cut from. */
  background: data.SeedFile;
  /** Which cut of the artwork: the episodes of one series each show another part of its cover. */
  variant: number;
  altName: string;
};

const stationOf = (n: number | null) => {
  const station = n === null ? undefined : data.stationSeeds[n - 1];
  if (!station) throw new Error(`a demo video belongs to no station (${n})`);
  return station;
};

/** Every poster the demo data refers to. */
export function posterSeeds(): PosterSeed[] {
  const posters: PosterSeed[] = [];
  for (const m of data.mediaSeeds) {
    if (m.mediaType !== 'Video') continue;
    const station = stationOf(m.station);
    m.episodes.forEach((episode, k) => {
      if (!episode.thumbnail?.startsWith(data.GENERATED)) return;
      posters.push({
        file: episode.thumbnail,
        title: episode.title,
        station,
        background: m.cover,
        variant: k,
        altName: `Poster for the video ${episode.title}, from ${m.title} on ${station.name}`,
      });
    });
  }
  for (const profile of data.profileSeeds) {
    const station = stationOf(profile.station);
    profile.videos.forEach((video, j) => {
      if (!video.poster.startsWith(data.GENERATED)) return;
      posters.push({
        file: video.poster,
        title: video.title,
        station,
        background: profile.portrait,
        variant: j,
        altName: `Poster for the video ${video.title}: ${profile.name} of ${station.name}`,
      });
    });
  }
  return posters;
}

const escapeXml = (text: string) =>
  text.replace(
    /[<>&'"]/g,
    (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c] ?? c,
  );

/** The title in at most two lines of about `width` characters (the second ends with … when cut). */
function titleLines(title: string, width = 24): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of title.split(/\s+/)) {
    if (line && `${line} ${word}`.length > width) {
      lines.push(line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  lines.push(line);
  if (lines.length <= 2) return lines;
  return [
    lines[0] ?? '',
    `${lines
      .slice(1)
      .join(' ')
      .slice(0, width - 1)
      .trimEnd()}…`,
  ];
}

function overlay(poster: PosterSeed): Buffer {
  const { color, name, frequency } = poster.station;
  const lines = titleLines(poster.title);
  const top = HEIGHT - 58 - lines.length * 36;
  const text = lines
    .map((line, i) => `<text x="32" y="${top + 30 + i * 36}" class="t">${escapeXml(line)}</text>`)
    .join('');
  return Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}">
      <defs>
        <linearGradient id="side" x1="0" y1="0" x2="1" y2="0">
          <stop offset="0" stop-color="${color}" stop-opacity="0.7"/>
          <stop offset="0.6" stop-color="${color}" stop-opacity="0.1"/>
          <stop offset="1" stop-color="${color}" stop-opacity="0"/>
        </linearGradient>
        <linearGradient id="foot" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stop-color="#0b0b14" stop-opacity="0"/>
          <stop offset="1" stop-color="#0b0b14" stop-opacity="0.85"/>
        </linearGradient>
      </defs>
      <style>
        .t { font: 700 30px 'DejaVu Sans', sans-serif; fill: #fff; }
        .s { font: 400 17px 'DejaVu Sans', sans-serif; fill: #fff; fill-opacity: 0.9; }
      </style>
      <rect width="${WIDTH}" height="${HEIGHT}" fill="url(#side)"/>
      <rect x="${LOGO.left - 8}" y="${LOGO.top - 8}" width="${LOGO.width + 16}" height="${LOGO.height + 16}" rx="12" fill="#fff" fill-opacity="0.94"/>
      <rect y="${HEIGHT / 2}" width="${WIDTH}" height="${HEIGHT / 2}" fill="url(#foot)"/>
      <rect x="32" y="${top - 6}" width="40" height="4" rx="2" fill="#fff"/>
      ${text}
      <text x="32" y="${HEIGHT - 28}" class="s">${escapeXml(`${name}  ·  ${frequency}`)}</text>
    </svg>`,
  );
}

/** Where to cut the artwork for each variant: top, middle or bottom of a cover; a portrait keeps the face. */
const CUTS = ['north', 'centre', 'south'] as const;

export async function renderPoster(mediaDir: string, poster: PosterSeed): Promise<Buffer> {
  const portrait = poster.background.includes('/portraits/');
  const sharp = await loadSharp();
  let art = sharp(join(mediaDir, poster.background)).resize(WIDTH, HEIGHT, {
    fit: 'cover',
    position: portrait ? 'centre' : CUTS[poster.variant % CUTS.length],
  });
  // A portrait's second video shows it mirrored, so one RJ's two posters differ too.
  if (portrait && poster.variant % 2 === 1) art = art.flop();
  const logo = await sharp(join(mediaDir, poster.station.logo))
    .resize(LOGO.width, LOGO.height, { fit: 'contain', background: '#ffffff00' })
    .toBuffer();
  return art
    .composite([
      { input: overlay(poster), top: 0, left: 0 },
      { input: logo, top: LOGO.top, left: LOGO.left },
    ])
    .webp({ quality: 80 })
    .toBuffer();
}

/** Bump when the drawing changes, so cached posters are drawn again. */
const DRAWING = 'poster-1';

/**
 * A poster from the cache when its inputs (the drawing, its texts, the artwork and logo bytes) are unchanged,
 * else drawn and cached: drawing all of them takes seconds, and the seed runs before every test run.
 */
async function posterBytes(mediaDir: string, poster: PosterSeed, cacheDir: string | undefined) {
  if (!cacheDir) return renderPoster(mediaDir, poster);
  const hash = createHash('sha256').update(DRAWING).update(JSON.stringify(poster));
  for (const file of [poster.background, poster.station.logo])
    hash.update(await readFile(join(mediaDir, file)));
  const path = join(cacheDir, 'posters', `${hash.digest('hex')}.webp`);
  try {
    return await readFile(path);
  } catch {
    const bytes = await renderPoster(mediaDir, poster);
    await writeCache(path, bytes);
    return bytes;
  }
}

/** Draws (or takes from `cacheDir`) and stores every poster, as the seed-media files are stored. */
export async function storePosters(storage: Storage, mediaDir: string, cacheDir: string | undefined) {
  const stored: { entry: ManifestEntry; stored: Awaited<ReturnType<Storage['putBuffer']>> }[] = [];
  await eachLimit(posterSeeds(), 2, async (poster) => {
    const bytes = await posterBytes(mediaDir, poster, cacheDir);
    stored.push({
      entry: {
        file: poster.file,
        mimeType: 'image/webp',
        altName: poster.altName,
        width: WIDTH,
        height: HEIGHT,
      },
      stored: await storage.putBuffer(bytes, 'webp'),
    });
  });
  // The order the data gives, whatever order the drawing finished in: the files get the same ids every time.
  const order = new Map(posterSeeds().map((poster, i) => [poster.file, i]));
  return stored.sort((a, b) => (order.get(a.entry.file) ?? 0) - (order.get(b.entry.file) ?? 0));
}
