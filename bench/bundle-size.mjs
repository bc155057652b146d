#!/usr/bin/env node
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
// JavaScript shipped to a first-time mobile visitor of the station home, gzip-compressed.
//
//   node bench/bundle-size.mjs [--url http://127.0.0.1:8080] [--path /] [--budget 140]
//
// Without --url it starts the built server (building it if needed) on a fresh data folder, like the e2e
// setup. Opens the path at 390×844 in Chromium, waits for network idle, lists every JavaScript response
// loaded before any interaction with its gzip size (level 9, computed here from the bytes received) and
// exits 1 when the total is over the budget (kB, 1 kB = 1000 bytes).
import { CHROMIUM, CHROMIUM_ARGS } from '../e2e/chromium.mjs';
import { ensureBuilt, startServer } from '../e2e/server.mjs';

const { values } = parseArgs({
  options: {
    url: { type: 'string' },
    path: { type: 'string', default: '/' },
    budget: { type: 'string', default: '140' },
    chromium: { type: 'string', default: CHROMIUM },
  },
});
const budgetKb = Number(values.budget);
if (!Number.isFinite(budgetKb) || budgetKb <= 0)
  throw new Error(`--budget must be a number of kB: ${values.budget}`);

let server;
if (!values.url) {
  ensureBuilt();
  server = await startServer({ echo: false });
}
const base = (values.url ?? server.url).replace(/\/$/, '');
const profile = mkdtempSync(join(tmpdir(), 'tarang-bench-chromium-'));
const context = await chromium.launchPersistentContext(profile, {
  executablePath: values.chromium,
  headless: true,
  args: CHROMIUM_ARGS,
  viewport: { width: 390, height: 844 },
  isMobile: true,
  hasTouch: true,
  baseURL: base,
});

const kb = (bytes) => (bytes / 1000).toFixed(1);
try {
  const page = context.pages()[0] ?? (await context.newPage());
  /** @type {Promise<{ url: string, status: number, raw: number, gzip: number, encoding: string, wire: number | null }>[]} */
  const pending = [];
  page.on('response', (response) => {
    const request = response.request();
    const type = response.headers()['content-type'] ?? '';
    if (request.resourceType() !== 'script' && !/javascript|ecmascript/.test(type)) return;
    pending.push(
      (async () => {
        const body = await response.body();
        const sizes = await request.sizes().catch(() => null);
        return {
          url: response.url(),
          status: response.status(),
          raw: body.length,
          gzip: gzipSync(body, { level: 9 }).length,
          encoding: response.headers()['content-encoding'] ?? 'identity',
          wire: sizes ? sizes.responseBodySize : null,
        };
      })(),
    );
  });
  const started = Date.now();
  await page.goto(values.path, { waitUntil: 'networkidle', timeout: 60_000 });
  const loadedIn = Date.now() - started;
  const scripts = await Promise.all(pending);
  const landedOn = new URL(page.url()).pathname;

  const rows = scripts.map((script) => {
    const url = new URL(script.url);
    return { ...script, name: url.origin === base ? url.pathname : script.url };
  });
  const width = Math.max(4, ...rows.map((row) => row.name.length));
  console.log(
    `Bundle size: ${base}${values.path} at 390x844, landed on ${landedOn} (network idle in ${loadedIn} ms)`,
  );
  console.log('');
  console.log(`${'file'.padEnd(width)}  ${'raw kB'.padStart(8)}  ${'gzip kB'.padStart(8)}  served as`);
  for (const row of rows.sort((a, b) => b.gzip - a.gzip)) {
    const served = `${row.encoding}${row.wire !== null ? ` ${kb(row.wire)} kB` : ''}${row.status !== 200 ? ` (HTTP ${row.status})` : ''}`;
    console.log(
      `${row.name.padEnd(width)}  ${kb(row.raw).padStart(8)}  ${kb(row.gzip).padStart(8)}  ${served}`,
    );
  }
  const totalRaw = rows.reduce((sum, row) => sum + row.raw, 0);
  const totalGzip = rows.reduce((sum, row) => sum + row.gzip, 0);
  console.log(`${'total'.padEnd(width)}  ${kb(totalRaw).padStart(8)}  ${kb(totalGzip).padStart(8)}`);
  console.log('');
  console.log(`JavaScript files: ${rows.length}`);
  console.log(`Total gzip: ${kb(totalGzip)} kB (budget ${budgetKb} kB)`);
  if (rows.length === 0) {
    console.log('FAIL: no JavaScript was loaded; is this the built site?');
    process.exitCode = 1;
  } else if (totalGzip > budgetKb * 1000) {
    console.log(`FAIL: over budget by ${kb(totalGzip - budgetKb * 1000)} kB`);
    process.exitCode = 1;
  } else {
    console.log(`OK: ${kb(budgetKb * 1000 - totalGzip)} kB under budget`);
  }
} finally {
  await context.close();
  rmSync(profile, { recursive: true, force: true });
  await server?.stop();
}
