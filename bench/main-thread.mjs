#!/usr/bin/env node
import { parseArgs } from 'node:util';
import { screenEmulationMetrics } from 'lighthouse/core/config/constants.js';
import TraceGatherer from 'lighthouse/core/gather/gatherers/trace.js';
import { chromium } from 'playwright-core';
import { CHROMIUM, CHROMIUM_ARGS } from '../e2e/chromium.mjs';
import { median } from './lighthouse-report.mjs';
import { CPU_SLOWDOWN, LAYOUT_SLOWDOWN, measure } from './main-thread-trace.mjs';

// The main thread's long tasks on a page load, as Lighthouse's simulated phone would count them, for comparing
// builds side by side where Lighthouse's own TBT is too noisy to tell them apart (one page's TBT went 0–462 ms
// over eight runs of one build on this project's machines).
//
//   node bench/main-thread.mjs URL [URL ...] [--runs 8] [--tasks] [--cpu]
//
// Each URL (say the same page on a baseline server and on a changed one) loads --runs times, the URLs taking
// turns so that a slow spell of the machine falls on both, each load in a fresh context at Lighthouse's phone
// size, with no throttling. Every main-thread task of the load is scaled as Lighthouse's simulation (Lantern)
// scales it: ×4 (its 4× CPU slowdown), ×2 for a task that lays out (its layout multiplier). Per URL it prints the
// medians of:
//   after FCP  the sum over tasks from the first contentful paint of (scaled length − 50 ms): the part of the
//              load TBT counts (Lantern orders tasks differently, so a task just before the FCP may count too);
//   all        the same over every task of the load, the first layout included;
//   longest    the longest scaled task;
// and the share of the long tasks' wall time the main thread ran (bench/main-thread-trace.mjs). Tasks are
// timed by the wall clock, as Lighthouse times them; --cpu times them by the thread's CPU time instead, which a
// busy host inflates far less: the way to compare builds on a 2-core machine.
// --tasks also lists each load's blocking tasks with what took the time in them (trace events of 1.5 ms+).
// One task it counts that Lighthouse's runs mostly do not: the microtasks of React's import, 115–250 ms in the
// browser Playwright drives against 20–47 ms in most of Lighthouse's own traces (docs/performance.md, eighth
// pass). Its figures compare builds; they do not stand for Lighthouse's TBT.

const { values, positionals: urls } = parseArgs({
  allowPositionals: true,
  options: {
    runs: { type: 'string', default: '8' },
    tasks: { type: 'boolean', default: false },
    cpu: { type: 'boolean', default: false },
  },
});
const runs = Number(values.runs);
if (!urls.length || !Number.isInteger(runs) || runs < 1)
  throw new Error('usage: node bench/main-thread.mjs URL [URL ...] [--runs N] [--tasks] [--cpu]');
const clock = values.cpu ? 'cpu' : 'wall';

const PHONE = screenEmulationMetrics.mobile;
/** Long enough for the app to start and hydrate after the load event (it waits for the first screen). */
const SETTLE_MS = 4000;
/**
 * Lighthouse's own trace categories: tracing has a cost of its own, which depends on them (V8's compile
 * category, say, makes the first evaluation of React's chunk re-parse it for source positions), so the bench
 * traces as Lighthouse does.
 */
const CATEGORIES = TraceGatherer.getDefaultTraceCategories();

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

const percent = (share) => (share == null ? 'n/a' : `${Math.round(share * 100)} %`);

const browser = await chromium.launch({
  executablePath: CHROMIUM,
  args: ['--headless=new', ...CHROMIUM_ARGS],
});
const loads = new Map(urls.map((url) => [url, []]));
try {
  for (let run = 1; run <= runs; run++) {
    for (const url of urls) {
      const measured = measure(await trace(browser, url), url);
      const load = { ...measured[clock], onCpu: measured.onCpu };
      loads.get(url).push(load);
      if (values.tasks) console.log(`${url} run ${run}\n${load.tasks.map((t) => `  ${t}`).join('\n')}`);
    }
  }
} finally {
  await browser.close();
}
console.log(
  `\nTasks' ${clock === 'cpu' ? 'CPU' : 'wall'} time scaled as Lighthouse's simulated phone (×${CPU_SLOWDOWN}, ` +
    `layout ×${LAYOUT_SLOWDOWN}); median of ${runs} loads:`,
);
for (const [url, list] of loads) {
  const each = list.map((l) => l.afterFcp.toFixed(0)).join(' ');
  console.log(
    `${url}\n  blocking after FCP ${median(list.map((l) => l.afterFcp)).toFixed(0)} ms [${each}]` +
      `   all ${median(list.map((l) => l.all)).toFixed(0)} ms   longest task ${median(list.map((l) => l.longest)).toFixed(0)} ms` +
      `   main thread ran ${percent(median(list.map((l) => l.onCpu)))} of its long tasks' wall time`,
  );
}
