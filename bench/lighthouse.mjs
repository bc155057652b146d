#!/usr/bin/env node
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
// Lighthouse 12 (mobile form factor, default emulation and simulated throttling) on the built site.
//
//   node bench/lighthouse.mjs [--url http://127.0.0.1:8080] [--path /tarang-delhi-1/home --path /] [--json dir]
//
// Without --url it starts the built server (building it if needed) on a fresh data folder, like the e2e
// setup. Prints the performance, accessibility, best-practices and SEO scores and FCP, LCP, TBT, CLS and
// Speed Index for each path. --json DIR also writes each full report there.
import { CHROMIUM_ARGS } from '../e2e/chromium.mjs';
import { ensureBuilt, startServer } from '../e2e/server.mjs';

const { values } = parseArgs({
  options: {
    url: { type: 'string' },
    path: { type: 'string', multiple: true },
    json: { type: 'string' },
    chromium: { type: 'string', default: process.env.CHROMIUM_PATH || '/usr/bin/chromium' },
  },
});
const paths = values.path?.length ? values.path : ['/tarang-delhi-1/home', '/'];
const categories = ['performance', 'accessibility', 'best-practices', 'seo'];
const metrics = [
  ['first-contentful-paint', 'FCP'],
  ['largest-contentful-paint', 'LCP'],
  ['total-blocking-time', 'TBT'],
  ['cumulative-layout-shift', 'CLS'],
  ['speed-index', 'SI'],
];

let server;
if (!values.url) {
  ensureBuilt();
  server = await startServer({ echo: false });
}
const base = (values.url ?? server.url).replace(/\/$/, '');
const chromeFlags = ['--headless=new', ...CHROMIUM_ARGS];

/** One Lighthouse run in its own Chromium and profile (a second run in the same browser can miss paints). */
async function audit(path) {
  const profile = mkdtempSync(join(tmpdir(), 'tarang-lighthouse-chromium-'));
  const chrome = await chromeLauncher.launch({
    chromePath: values.chromium,
    userDataDir: profile,
    chromeFlags,
  });
  try {
    const started = Date.now();
    const result = await lighthouse(`${base}${path}`, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: categories,
    });
    if (!result) throw new Error(`Lighthouse gave no result for ${path}`);
    const { lhr } = result;
    if (lhr.runtimeError) throw new Error(`Lighthouse failed on ${path}: ${lhr.runtimeError.message}`);
    if (values.json) {
      mkdirSync(values.json, { recursive: true });
      const file = join(values.json, `lighthouse${path.replace(/[^a-z0-9]+/gi, '-').replace(/-$/, '')}.json`);
      writeFileSync(file, JSON.stringify(lhr, null, 1));
    }
    return { path, lhr, seconds: (Date.now() - started) / 1000 };
  } finally {
    await chrome.kill();
    rmSync(profile, { recursive: true, force: true });
  }
}

const results = [];
try {
  for (const path of paths) results.push(await audit(path));
} finally {
  await server?.stop();
}

console.log(
  `Lighthouse ${results[0]?.lhr.lighthouseVersion}, mobile (emulated Moto G Power, simulated slow 4G), ${base}`,
);
for (const { path, lhr, seconds } of results) {
  console.log('');
  const landed = lhr.finalDisplayedUrl ? new URL(lhr.finalDisplayedUrl).pathname : '?';
  console.log(`${path}  (landed on ${landed}, ${seconds.toFixed(1)} s)`);
  for (const id of categories) {
    const score = lhr.categories[id]?.score;
    console.log(
      `  ${lhr.categories[id]?.title.padEnd(15)} ${score == null ? 'n/a' : Math.round(score * 100)}`,
    );
  }
  for (const [id, label] of metrics) {
    const audit = lhr.audits[id];
    console.log(`  ${label.padEnd(15)} ${audit?.displayValue ?? 'n/a'}`);
  }
  const failing = categories
    .filter((id) => id !== 'performance')
    .flatMap((id) =>
      (lhr.categories[id]?.auditRefs ?? [])
        .filter((ref) => ref.weight > 0 && (lhr.audits[ref.id]?.score ?? 1) < 1)
        .map((ref) => `${id}: ${ref.id} (${lhr.audits[ref.id]?.title})`),
    );
  if (failing.length) console.log(`  failed audits:\n    ${failing.join('\n    ')}`);
}
