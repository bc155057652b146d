#!/usr/bin/env node
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { crc32 } from 'node:zlib';
import sharp from 'sharp';
// Server memory while it makes the WebP variants of large uploaded photos.
//
//   node bench/image-memory.mjs [--format progressive|baseline|png] [--width 6000] [--height 4000] [--concurrent 8]
//
// Starts the built server (building it if needed) on a fresh data folder, like the e2e setup, signs in as its
// staff account, then uploads large noisy photos as multipart field `file`: first one alone, then --concurrent
// at once. Staff, because only a staff upload is published and gets WebP variants; a listener's upload is
// private and only has its header read. Samples the server's resident memory (VmRSS) every 50 ms and prints,
// for each phase, the RSS before it, its peak, what stays after it and the time it took. Every upload has bytes
// of its own (a comment in the file), so none is skipped as already stored; each is checked to have its
// 1280 px WebP.
//
// Before and after each phase the server is made to collect its JavaScript garbage (a preload module runs
// gc() on SIGWINCH): right after the demo seed the server holds 0 to ~350 MB of garbage, depending on whether
// V8 happened to collect it yet, which would otherwise swamp the figures.
//
// The default is a progressive JPEG, the costly case: libjpeg keeps the whole image's coefficients in memory,
// where a baseline JPEG is decoded already shrunk (shrink-on-load) and a PNG streams line by line.
import { ensureBuilt, startServer } from '../e2e/server.mjs';

const { values } = parseArgs({
  options: {
    format: { type: 'string', default: 'progressive' },
    width: { type: 'string', default: '6000' },
    height: { type: 'string', default: '4000' },
    concurrent: { type: 'string', default: '8' },
  },
});
const width = Number(values.width);
const height = Number(values.height);
const concurrent = Number(values.concurrent);
for (const [name, value] of Object.entries({ width, height, concurrent }))
  if (!Number.isInteger(value) || value <= 0) throw new Error(`--${name} must be a positive integer`);

const FORMATS = {
  // Noise, so nothing compresses away; less of it in the PNG to stay under the 50 MB upload limit.
  progressive: {
    sigma: 30,
    type: 'image/jpeg',
    encode: (image) => image.jpeg({ quality: 90, progressive: true }),
  },
  baseline: { sigma: 30, type: 'image/jpeg', encode: (image) => image.jpeg({ quality: 90 }) },
  png: { sigma: 6, type: 'image/png', encode: (image) => image.png() },
};
const format = FORMATS[values.format];
if (!format) throw new Error(`--format must be one of ${Object.keys(FORMATS).join(', ')}`);

const SAMPLE_MS = 50;
const sleep = (ms) => new Promise((done) => setTimeout(done, ms));
const mb = (kb) => (kb / 1024).toFixed(0);

/** Resident memory of a process in kB: /proc on Linux, `ps` elsewhere. */
function rssKb(pid) {
  try {
    const match = /^VmRSS:\s+(\d+) kB$/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    if (match) return Number(match[1]);
  } catch {
    // no /proc: ask ps
  }
  return Number(execFileSync('ps', ['-o', 'rss=', '-p', String(pid)], { encoding: 'utf8' }).trim());
}

/** Samples RSS every SAMPLE_MS until the returned function is called; it gives the peak (kB). */
function sampleRss(pid) {
  let peak = rssKb(pid);
  const timer = setInterval(() => {
    peak = Math.max(peak, rssKb(pid));
  }, SAMPLE_MS);
  return () => {
    clearInterval(timer);
    return Math.max(peak, rssKb(pid));
  };
}

/** The same image with a comment in it: same pixels, new checksum (JPEG: a COM segment; PNG: a tEXt chunk). */
function withComment(image, text) {
  if (format.type === 'image/png') {
    const data = Buffer.from(`bench\0${text}`, 'latin1');
    const chunk = Buffer.alloc(12 + data.length);
    chunk.writeUInt32BE(data.length, 0);
    chunk.write('tEXt', 4, 'latin1');
    data.copy(chunk, 8);
    chunk.writeUInt32BE(crc32(chunk.subarray(4, 8 + data.length)), 8 + data.length);
    const afterHeader = 8 + 25; // signature, IHDR
    return Buffer.concat([image.subarray(0, afterHeader), chunk, image.subarray(afterHeader)]);
  }
  const body = Buffer.from(text);
  const segment = Buffer.alloc(4);
  segment.writeUInt16BE(0xfffe, 0);
  segment.writeUInt16BE(body.length + 2, 2);
  return Buffer.concat([image.subarray(0, 2), segment, body, image.subarray(2)]);
}

let address = 0;
/** A client address of its own per request (the server trusts X-Forwarded-For from 127.0.0.1). */
const nextAddress = () => {
  address += 1;
  return `198.18.${(address >> 8) & 255}.${address & 255}`;
};

/** The staff account e2e/server.mjs starts the server with (e2e/api.ts). */
async function staffToken(base) {
  const response = await fetch(`${base}/api/customer/v1/subscriber/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': nextAddress() },
    body: JSON.stringify({ email: 'staff@tarang.test', password: 'Staff#2026x' }),
  });
  if (!response.ok) throw new Error(`staff login: HTTP ${response.status} ${await response.text()}`);
  return (await response.json()).data.token;
}

/** One upload; refuses to count one that was not stored with its variants. */
async function upload(base, token, bytes, name) {
  const form = new FormData();
  form.append('file', new Blob([bytes], { type: format.type }), name);
  const response = await fetch(`${base}/api/file/v1/file/upload`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'x-forwarded-for': nextAddress() },
    body: form,
  });
  if (response.status !== 201)
    throw new Error(`upload ${name}: HTTP ${response.status} ${await response.text()}`);
  const url = (await response.json()).data.url;
  const variant = await fetch(new URL(url.replace(/\.[a-z0-9]+$/i, '-w1280.webp'), base), { method: 'HEAD' });
  if (!variant.ok) throw new Error(`upload ${name}: no WebP variant at ${url} (HTTP ${variant.status})`);
}

/** The server's RSS after a full garbage collection (see the preload below). */
async function collectedRss(pid) {
  process.kill(pid, 'SIGWINCH');
  await sleep(1_000);
  return rssKb(pid);
}

/** `count` uploads at once: RSS before, peak while they run, RSS after, wall time. */
async function phase(server, token, photo, count) {
  const images = Array.from({ length: count }, (_, i) =>
    withComment(photo, `bench ${count} ${i} ${Date.now()}`),
  );
  const before = await collectedRss(server.pid);
  const stop = sampleRss(server.pid);
  const started = performance.now();
  await Promise.all(images.map((bytes, i) => upload(server.url, token, bytes, `b${i}.img`)));
  const ms = performance.now() - started;
  const peak = stop();
  return { count, before, peak, after: await collectedRss(server.pid), ms };
}

ensureBuilt();
const preloadDir = mkdtempSync(join(tmpdir(), 'tarang-bench-gc-'));
const preload = join(preloadDir, 'gc-on-signal.mjs');
// SIGWINCH: ignored by default, and not one of the signals the server closes on.
writeFileSync(preload, "process.on('SIGWINCH', () => globalThis.gc?.());\n");
const server = await startServer({
  echo: false,
  env: { NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ''} --expose-gc --import=${preload}`.trim() },
});
try {
  const photo = await format
    .encode(
      sharp({
        create: {
          width,
          height,
          channels: 3,
          background: '#808080',
          noise: { type: 'gaussian', mean: 128, sigma: format.sigma },
        },
      }),
    )
    .toBuffer();
  const token = await staffToken(server.url);
  const rows = [await phase(server, token, photo, 1), await phase(server, token, photo, concurrent)];

  console.log(
    `Image memory: ${width} × ${height} ${values.format} (${(photo.length / 1e6).toFixed(1)} MB) uploads, ` +
      `Node ${process.version}, ${cpus().length} cores, server RSS sampled every ${SAMPLE_MS} ms`,
  );
  console.log('');
  const columns = ['RSS before MB', 'peak RSS MB', 'peak − before', 'RSS after MB', 'time s'];
  console.log(`${''.padEnd(18)}${columns.map((name) => name.padStart(15)).join('')}`);
  console.log(`${'idle'.padEnd(18)}${mb(rows[0].before).padStart(15)}`);
  for (const row of rows) {
    const cells = [mb(row.before), mb(row.peak), `+${mb(row.peak - row.before)}`, mb(row.after)];
    console.log(
      `${(row.count === 1 ? '1 upload' : `${row.count} at once`).padEnd(18)}` +
        `${cells.map((cell) => cell.padStart(15)).join('')}${(row.ms / 1000).toFixed(1).padStart(15)}`,
    );
  }
} finally {
  await server.stop();
  rmSync(preloadDir, { recursive: true, force: true });
}
