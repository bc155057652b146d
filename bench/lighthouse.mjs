#!/usr/bin/env node
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
// Lighthouse 12 (mobile form factor, default emulation and simulated throttling) on the built site.
//
//   node bench/lighthouse.mjs [--url http://127.0.0.1:8080] [--path /tarang-delhi-1/home ...]
//                             [--station tarang-delhi-1 ...] [--runs 3] [--json dir] [--check]
//
// Without --url it starts the built server (building it if needed) on a fresh data folder, like the e2e
// setup. Without --path it audits, for each station (default tarang-delhi-1 and tarang-mumbai-2), the pages
// that have score targets: home, the first show, its first episode's share link (?episode=…&t=42), the
// first RJ, event and red line, picked from the server's public API. Each page runs --runs times, each run in
// a Chromium of its own; it prints each page's median scores and metrics, the share of its long tasks' wall
// time its main thread ran and its blocking time by CPU time (both from Lighthouse's own trace), and the
// audits that failed; then a table against the targets (bench/lighthouse-report.mjs). --check exits 1 when a
// page misses one.
// --json DIR writes every run's full report there.
import { CHROMIUM, CHROMIUM_ARGS } from '../e2e/chromium.mjs';
import { ensureBuilt, startServer } from '../e2e/server.mjs';
import { CATEGORIES, median, printPage, printTable, summarise } from './lighthouse-report.mjs';
import { measure } from './main-thread-trace.mjs';

const { values } = parseArgs({
  options: {
    url: { type: 'string' },
    path: { type: 'string', multiple: true },
    station: { type: 'string', multiple: true },
    runs: { type: 'string', default: '3' },
    json: { type: 'string' },
    check: { type: 'boolean', default: false },
    chromium: { type: 'string', default: CHROMIUM },
  },
});
const runs = Number(values.runs);
if (!Number.isInteger(runs) || runs < 1)
  throw new Error(`--runs must be a whole number >= 1, not ${values.runs}`);
const stations = values.station?.length ? values.station : ['tarang-delhi-1', 'tarang-mumbai-2'];

/** The server's public API, as JSON; a failed request stops the bench with its address. */
async function api(base, path) {
  const response = await fetch(`${base}${path}`);
  if (!response.ok) throw new Error(`GET ${path} answered ${response.status}`);
  return (await response.json()).data;
}

/** First of a list from the API, or a clear error naming what the station lacks. */
function first(list, what, station) {
  if (!list?.length) throw new Error(`${station} has no ${what} to audit`);
  return list[0];
}

/** The six audited pages of one station, each as { label, path }. */
async function stationPages(base, station) {
  const all = await api(base, '/api/station/v1/station');
  const found = all.find((candidate) => candidate.urlName === station);
  if (!found)
    throw new Error(`No station ${station} (the API lists ${all.map((s) => s.urlName).join(', ')})`);
  const id = found.id;
  const [shows, rjs, events, redlines] = await Promise.all([
    api(base, `/api/media/v1/media?stationId=${id}&mediaType=AudioShow`),
    api(base, `/api/profile/v1/profile?stationId=${id}`),
    api(base, `/api/event/v1/event?stationId=${id}`),
    api(base, `/api/content/v1/redline?stationId=${id}`),
  ]);
  const show = first(shows, 'audio show', station);
  const episode = first(await api(base, `/api/media/v1/media/${show.id}/episodes`), 'episode', station);
  const short = station.replace(/^tarang-/, '').replace(/-\d+$/, '');
  return [
    { label: `${short} home`, path: `/${station}/home` },
    { label: `${short} show`, path: `/${station}/audio/${show.urlName}` },
    { label: `${short} episode`, path: `/${station}/audio/${show.urlName}?episode=${episode.id}&t=42` },
    { label: `${short} rj`, path: `/${station}/rjs/${first(rjs, 'RJ', station).urlName}` },
    { label: `${short} event`, path: `/${station}/events/${first(events, 'event', station).urlName}` },
    {
      label: `${short} redline`,
      path: `/${station}/redlines/${first(redlines, 'red line', station).urlName}`,
    },
  ];
}

const chromeFlags = ['--headless=new', ...CHROMIUM_ARGS];

/** One Lighthouse run in its own Chromium and profile (a second run in the same browser can miss paints). */
async function audit(base, path, run) {
  const profile = mkdtempSync(join(tmpdir(), 'tarang-lighthouse-chromium-'));
  const chrome = await chromeLauncher.launch({
    chromePath: values.chromium,
    userDataDir: profile,
    chromeFlags,
  });
  try {
    const result = await lighthouse(`${base}${path}`, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: CATEGORIES,
    });
    if (!result) throw new Error(`Lighthouse gave no result for ${path}`);
    const { lhr } = result;
    if (lhr.runtimeError) throw new Error(`Lighthouse failed on ${path}: ${lhr.runtimeError.message}`);
    // Lighthouse's own trace of the run: the share of its long tasks' wall time the page's main thread ran
    // (Lighthouse's TBT counts the rest too), and its blocking after the first paint timed by the wall clock
    // and by CPU time (bench/main-thread-trace.mjs). A trace it cannot read leaves these out, not the run.
    let load = { onCpu: null, wall: { afterFcp: null }, cpu: { afterFcp: null } };
    try {
      load = measure(result.artifacts.Trace.traceEvents, `${base}${path}`);
    } catch (error) {
      console.log(`\n${path} run ${run}: main thread not read from the trace (${error.message})`);
    }
    if (values.json) {
      mkdirSync(values.json, { recursive: true });
      const name = path.replace(/[^a-z0-9]+/gi, '-').replace(/-$/, '');
      writeFileSync(join(values.json, `lighthouse${name}-run${run}.json`), JSON.stringify(lhr, null, 1));
    }
    return { lhr, onCpu: load.onCpu, wallBlocking: load.wall.afterFcp, cpuBlocking: load.cpu.afterFcp };
  } finally {
    await chrome.kill();
    rmSync(profile, { recursive: true, force: true });
  }
}

/**
 * A run Lighthouse itself spoiled (e.g. NO_NAVSTART: its trace missed the navigation, a few runs in a hundred
 * on a busy machine, twice in a row now and then) is run again, up to three times in all.
 */
const ATTEMPTS = 3;
async function auditWithRetry(base, path, run) {
  for (let attempt = 1; ; attempt++) {
    try {
      return await audit(base, path, run);
    } catch (error) {
      if (attempt === ATTEMPTS) throw error;
      console.log(`\n${path} run ${run}: ${error.message}; running it again`);
    }
  }
}

let server;
if (!values.url) {
  ensureBuilt();
  server = await startServer({ echo: false });
}
const pages = [];
let version = '?';
const started = Date.now();
try {
  const base = (values.url ?? server.url).replace(/\/$/, '');
  const targets = values.path?.length
    ? values.path.map((path) => ({ label: path, path }))
    : (await Promise.all(stations.map((station) => stationPages(base, station)))).flat();
  console.log(
    `Lighthouse, mobile (emulated Moto G Power, simulated slow 4G), ${base}: ${targets.length} pages × ${runs} runs`,
  );
  for (const { label, path } of targets) {
    const audits = [];
    for (let run = 1; run <= runs; run++) audits.push(await auditWithRetry(base, path, run));
    const lhrs = audits.map((audit) => audit.lhr);
    version = lhrs[0].lighthouseVersion;
    const landed = new URL(lhrs[0].finalDisplayedUrl ?? `${base}${path}`);
    if (`${landed.pathname}${landed.search}` !== path) console.log(`\n${path} landed on ${landed.pathname}`);
    const page = summarise(label, path, lhrs);
    page.onCpu = median(audits.map((audit) => audit.onCpu));
    page.wallBlocking = median(audits.map((audit) => audit.wallBlocking));
    page.cpuBlocking = median(audits.map((audit) => audit.cpuBlocking));
    printPage(page);
    pages.push(page);
  }
} finally {
  await server?.stop();
}
printTable(pages);
console.log(`Lighthouse ${version}, ${((Date.now() - started) / 60_000).toFixed(1)} min.`);
if (values.check && pages.some((page) => page.missed.length > 0)) process.exitCode = 1;
