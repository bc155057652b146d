import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseBuffer } from 'music-metadata';
import sharp from 'sharp';

/** Files for the console's upload fields in browser tests, each new (random bytes), written to a temp folder. */

const seedAudio = (n: number) =>
  readFileSync(new URL(`../apps/server/seed-media/audio/episode-0${n}.mp3`, import.meta.url));

const inTemp = (name: string, bytes: Buffer) => {
  const path = join(mkdtempSync(join(tmpdir(), 'tarang-upload-')), name);
  writeFileSync(path, bytes);
  return path;
};

/** The length of an MP3 as music-metadata reads it (as the server does), in seconds. */
export const mp3Seconds = async (bytes: Buffer) =>
  (await parseBuffer(bytes, { mimeType: 'audio/mpeg' }, { duration: true })).format.duration ?? Number.NaN;

/** A PNG of one colour, 1280×720. */
export async function pngImage(name = 'cover.png', background = '#1f6f8b') {
  const image = await sharp({ create: { width: 1280, height: 720, channels: 3, background } })
    .png()
    .toBuffer();
  return inTemp(name, image);
}

/** A short MP3 (one seeded episode, ~25 s) with a random tail, so no stored file has its bytes. */
export async function smallMp3(name = 'episode.mp3') {
  const bytes = Buffer.concat([seedAudio(1), randomBytes(64)]);
  return { path: inTemp(name, bytes), bytes, seconds: await mp3Seconds(bytes) };
}

/** Kilobits per second of MPEG-2 layer III, by the header's bitrate index. */
const MPEG2_L3_KBPS = [0, 8, 16, 24, 32, 40, 48, 56, 64, 80, 96, 112, 128, 144, 160];

/**
 * A seeded MP3 cut in two: its ID3 tag, and its audio frames without the first (a LAME "Info" frame counting the
 * file's own frames: kept, a joined file would claim the first part's length).
 */
function partsOf(mp3: Buffer) {
  const size = (i: number) => mp3[i] ?? 0;
  const tag =
    mp3.subarray(0, 3).toString('latin1') === 'ID3'
      ? 10 + (size(6) << 21) + (size(7) << 14) + (size(8) << 7) + size(9)
      : 0;
  const header = mp3.readUInt32BE(tag);
  // MPEG-2 layer III at 22 050 Hz, as the seed files are: a frame is 72 × bitrate / 22 050 bytes.
  if (header >>> 16 !== 0xfff3 || ((header >>> 10) & 0x3) !== 0) {
    throw new Error(`unexpected MP3 frame header ${header.toString(16)}`);
  }
  if (!/Info|Xing/.test(mp3.subarray(tag, tag + 64).toString('latin1'))) throw new Error('no Info frame');
  const kbps = MPEG2_L3_KBPS[(header >>> 12) & 0xf] ?? 0;
  const next = tag + Math.floor((72 * kbps * 1000) / 22_050) + ((header >>> 9) & 1);
  if (mp3.readUInt16BE(next) >>> 5 !== 0x7ff) throw new Error('no audio frame after the Info frame');
  return { tag: mp3.subarray(0, tag), frames: mp3.subarray(next) };
}

/**
 * A bigger MP3 (~6.5 MB, ~27 minutes: the seven seeded episodes five times over, and a random tail), more than
 * one piece of the console's resumable upload (5 MB), so a dropped piece leaves the server part of the file.
 */
export async function bigMp3(name = 'long-episode.mp3') {
  const parts = [1, 2, 3, 4, 5, 6, 7].map((n) => partsOf(seedAudio(n)));
  const frames = parts.map((part) => part.frames);
  // The first file's ID3 tag (the server knows an MP3 by it), then only audio.
  const bytes = Buffer.concat([
    parts[0]?.tag ?? Buffer.alloc(0),
    ...[1, 2, 3, 4, 5].flatMap(() => frames),
    randomBytes(64),
  ]);
  let seedSeconds = 0;
  for (const n of [1, 2, 3, 4, 5, 6, 7]) seedSeconds += await mp3Seconds(seedAudio(n));
  return { path: inTemp(name, bytes), bytes, seconds: await mp3Seconds(bytes), seedSeconds: seedSeconds * 5 };
}

/** Seconds of "27:10" or "1:02:03". */
export const secondsOf = (clockText: string) =>
  clockText.split(':').reduce((total, part) => total * 60 + Number(part), 0);
