#!/usr/bin/env node
import { parseArgs } from 'node:util';
import { screenEmulationMetrics, throttling } from 'lighthouse/core/config/constants.js';
import TraceGatherer from 'lighthouse/core/gather/gatherers/trace.js';
import { chromium } from 'playwright-core';
import { CHROMIUM, CHROMIUM_ARGS } from '../e2e/chromium.mjs';
import { median } from './lighthouse-report.mjs';

// The main thread's long tasks on a page load, as Lighthouse's simulated phone would count them, for comparing
// builds side by side where Lighthouse's own TBT is too noisy to tell them apart (one page's TBT went 0–462 ms
// over eight runs of one build on this project's machines).
//
//   node bench/main-thread.mjs URL [URL ...] [--runs 8] [--tasks]
//
// Each URL (say the same page on a baseline server and on a changed one) loads --runs times, the URLs taking
// turns so that a slow spell of the machine falls on both, each load in a fresh context at Lighthouse's phone
// size, with no throttling. Every main-thread task of the load is scaled as Lighthouse's simulation (Lantern)
// scales it: ×4 (its 4× CPU slowdown), ×2 for a task that lays out (its layout multiplier). Per URL it prints the
// medians of:
//   after FCP  the sum over tasks from the first contentful paint of (scaled length − 50 ms): the part of the
//              load TBT counts (Lantern orders tasks differently, so a task just before the FCP may count too);
//   all        the same over every task of the load, the first layout included;
//   longest    the longest scaled task.
// --tasks also lists each load's blocking tasks with what took the time in them (trace events of 1.5 ms+).
// One task it counts that Lighthouse's runs mostly do not: the microtasks of React's import, 115–250 ms in the
// browser Playwright drives against 20–47 ms in most of Lighthouse's own traces (docs/performance.md, eighth
// pass). Its figures compare builds; they do not stand for Lighthouse's TBT.

const { values, positionals: urls } = parseArgs({
  allowPositionals: true,
  options: { runs: { type: 'string', default: '8' }, tasks: { type: 'boolean', default: false } },
});
const runs = Number(values.runs);
if (!urls.length || !Number.isInteger(runs) || runs < 1)
  throw new Error('usage: node bench/main-thread.mjs URL [URL ...] [--runs N] [--tasks]');

/** Lighthouse's mobile preset: its CPU slowdown, and Lantern's for layout (half of it, its default). */
const CPU_SLOWDOWN = throttling.mobileSlow4G.cpuSlowdownMultiplier;
const LAYOUT_SLOWDOWN = CPU_SLOWDOWN / 2;
const PHONE = screenEmulationMetrics.mobile;
const LONG_TASK_MS = 50;
/** Long enough for the app to start and hydrate after the load event (it waits for the first screen). */
const SETTLE_MS = 4000;
/**
 * Lighthouse's own trace categories: tracing has a cost of its own, which depends on them (V8's compile
 * category, say, makes the first evaluation of React's chunk re-parse it for source positions), so the bench
 * traces as Lighthouse does.
 */
const CATEGORIES = TraceGatherer.getDefaultTraceCategories();
const TASK_NAMES = new Set(['RunTask', 'ThreadControllerImpl::RunTask']);

/** One load's trace events. */
async function trace(browser, url) {
  const context = await browser.newContext({
    viewport: { width: PHONE.width, height: PHONE.height },
    deviceScaleFactor: PHONE.deviceScaleFactor,
    isMobile: true,
    hasTouch: true,
  });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    const events = [];
    cdp.on('Tracing.dataCollected', ({ value }) => events.push(...value));
    await cdp.send('Tracing.start', { categories: CATEGORIES.join(','), transferMode: 'ReportEvents' });
    await page.goto(url, { waitUntil: 'load' });
    // A plain wait: a script evaluated in the page (waitForFunction) would itself be a task in the trace.
    await page.waitForTimeout(SETTLE_MS);
    const complete = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve));
    await cdp.send('Tracing.end');
    await complete;
    return events;
  } finally {
    await context.close();
  }
}

/**
 * The page's main thread: the one that parsed the URL's document (the browser may run pages of its own, its
 * new-tab page say, on other renderer threads of the same name).
 */
function mainThread(events, url) {
  const { origin } = new URL(url);
  const parse = events.find((e) => e.name === 'ParseHTML' && e.args?.beginData?.url?.startsWith(origin));
  if (!parse) throw new Error(`no document of ${origin} parsed in the trace`);
  return events.filter((e) => e.pid === parse.pid && e.tid === parse.tid && e.ph === 'X');
}

const within = (task, event) =>
  event !== task && event.ts >= task.ts && event.ts + event.dur <= task.ts + task.dur;

/** What took the time in a task: its outermost trace events of 1.5 ms and more. */
function describe(task, events) {
  const inside = events.filter((e) => within(task, e) && e.dur >= 1500 && !TASK_NAMES.has(e.name));
  const outermost = inside.filter((e) => !inside.some((other) => other.dur > e.dur && within(other, e)));
  return outermost
    .map((e) => {
      const url = e.args?.data?.url?.split('/').pop();
      return `${e.name}${url ? ` ${url}` : ''} ${(e.dur / 1000).toFixed(1)}`;
    })
    .join(', ');
}

/** One load, measured. */
function measure(events, url) {
  const main = mainThread(events, url);
  const fcp = events.find((e) => e.name === 'firstContentfulPaint' && e.pid === main[0]?.pid);
  const result = { afterFcp: 0, all: 0, longest: 0, tasks: [] };
  for (const task of main.filter((e) => TASK_NAMES.has(e.name))) {
    const laysOut = main.some((e) => e.name === 'Layout' && within(task, e));
    const scaled = (task.dur / 1000) * (laysOut ? LAYOUT_SLOWDOWN : CPU_SLOWDOWN);
    const blocking = Math.max(0, scaled - LONG_TASK_MS);
    const afterFcp = Boolean(fcp && task.ts >= fcp.ts);
    result.all += blocking;
    result.longest = Math.max(result.longest, scaled);
    if (afterFcp) result.afterFcp += blocking;
    if (blocking > 0) {
      const at = fcp ? `${afterFcp ? '+' : '−'}${Math.abs((task.ts - fcp.ts) / 1000).toFixed(0)} ms` : '?';
      result.tasks.push(
        `${afterFcp ? 'after' : 'before'} FCP (${at}): ${scaled.toFixed(0)} ms  ${describe(task, main)}`,
      );
    }
  }
  return result;
}

const browser = await chromium.launch({
  executablePath: CHROMIUM,
  args: ['--headless=new', ...CHROMIUM_ARGS],
});
const loads = new Map(urls.map((url) => [url, []]));
try {
  for (let run = 1; run <= runs; run++) {
    for (const url of urls) {
      const load = measure(await trace(browser, url), url);
      loads.get(url).push(load);
      if (values.tasks) console.log(`${url} run ${run}\n${load.tasks.map((t) => `  ${t}`).join('\n')}`);
    }
  }
} finally {
  await browser.close();
}
console.log(
  `\nScaled as Lighthouse's simulated phone (×${CPU_SLOWDOWN}, layout ×${LAYOUT_SLOWDOWN}); median of ${runs} loads:`,
);
for (const [url, list] of loads) {
  const each = list.map((l) => l.afterFcp.toFixed(0)).join(' ');
  console.log(
    `${url}\n  blocking after FCP ${median(list.map((l) => l.afterFcp)).toFixed(0)} ms [${each}]` +
      `   all ${median(list.map((l) => l.all)).toFixed(0)} ms   longest task ${median(list.map((l) => l.longest)).toFixed(0)} ms`,
  );
}
