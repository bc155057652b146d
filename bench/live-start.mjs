#!/usr/bin/env node
// How long a listener waits for sound: from the click on "Listen live" to the <audio> element's first `playing`
// event and to half a second of audio heard (its currentTime 0.5 s past where it started playing).
//
//   npm run bench:live [-- --runs 5 --station 1 --no-icecast --url http://127.0.0.1:8080]
//
// Builds nothing: it runs the built site and server (`npm run build` first; the server serves WEB_DIST_DIR,
// default apps/web/dist) on a fresh data folder like the e2e setup, or uses --url. Each run is a fresh
// Chromium context (cold cache, desktop 1280×800), the station home loaded and idle before the click. Measured,
// interleaved run by run so machine load falls on all alike:
//   - built-in live: the station's own playout (/live/{id}/index.m3u8, or /live/{id}.mp3 where the player
//     falls back to it), "Listen live" in the header;
//   - episode MP3 (baseline): a show's Play button on its page, a plain MP3 file;
//   - Icecast MP3: when icecast2 and ezstream are installed and the bench started the server, a private
//     Icecast (e2e/icecast.ts) as Tarang Lucknow's external stream, "Listen live" on its home.
// Prints each run and a table of median and max in ms. Run with tsx (the npm script does): e2e/icecast.ts is
// TypeScript.
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { chromium } from 'playwright-core';
import { CHROMIUM, CHROMIUM_ARGS } from '../e2e/chromium.mjs';
import { repoRoot, serverBundle, startServer } from '../e2e/server.mjs';

const { values } = parseArgs({
  options: {
    url: { type: 'string' },
    runs: { type: 'string', default: '5' },
    station: { type: 'string', default: '1' },
    'no-icecast': { type: 'boolean', default: false },
  },
});
const runs = Number(values.runs);
if (!Number.isInteger(runs) || runs < 1) throw new Error(`--runs must be a whole number: ${values.runs}`);

/** When nothing plays within this, the run counts as failed. */
const RUN_TIMEOUT_MS = 30_000;
const STAFF = { email: 'staff@tarang.test', password: 'Staff#2026x' }; // e2e/server.mjs starts with it

let server;
if (!values.url) {
  const webIndex = join(process.env.WEB_DIST_DIR ?? join(repoRoot, 'apps/web/dist'), 'index.html');
  const missing = [webIndex, serverBundle].filter((path) => !existsSync(path));
  if (missing.length > 0)
    throw new Error(`Not built: ${missing.join(', ')}. Run npm run build first (this bench builds nothing).`);
  server = await startServer({ echo: false });
}
const base = (values.url ?? server.url).replace(/\/$/, '');

async function api(path, options = {}) {
  const response = await fetch(`${base}${path}`, options);
  if (!response.ok)
    throw new Error(`${options.method ?? 'GET'} ${path}: ${response.status} ${await response.text()}`);
  return response.json();
}

const stations = (await api('/api/station/v1/station')).data;
const station = stations.find((candidate) => String(candidate.id) === values.station);
if (!station) throw new Error(`--station ${values.station}: no such station`);
const shows = (await api(`/api/media/v1/media?stationId=${station.id}&mediaType=AudioShow`)).data;
const show = shows.find((candidate) => candidate.episodeCount > 0);
if (!show) throw new Error(`${station.name} has no audio show with episodes`);

/** @type {{ name: string, path: string, button: string, source: string }[]} */
const cases = [
  { name: 'built-in live', path: `/${station.urlName}/home`, button: 'Listen live', source: station.name },
  {
    name: 'episode MP3',
    path: `/${station.urlName}/audio/${show.urlName}`,
    button: `Play ${show.title}`,
    source: show.title,
  },
];

// The Icecast case: only on a server the bench started (it knows its staff account) with the programs installed.
let icecast;
let restoreIcecastStation;
if (!values['no-icecast'] && server) {
  try {
    const { startIcecast } = await import('../e2e/icecast.ts');
    icecast = await startIcecast();
  } catch (error) {
    console.error(`Icecast case left out: ${error.message.split('\n')[0]}`);
  }
  if (icecast) {
    const lucknow = stations.find((candidate) => candidate.name === 'Tarang Lucknow') ?? stations.at(-1);
    const login = await api('/api/customer/v1/subscriber/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(STAFF),
    });
    const staff = { 'content-type': 'application/json', authorization: `Bearer ${login.data.token}` };
    const form = (await api(`/api/station/v1/staff/stations/${lucknow.id}`, { headers: staff })).data;
    await api(`/api/station/v1/station/${lucknow.id}`, {
      method: 'PATCH',
      headers: staff,
      body: JSON.stringify({ streamUrl: icecast.mountUrl, streamType: 'mp3', version: form.version }),
    });
    // The server may keep the old stream a few seconds: start measuring once now-playing has the mount.
    for (let waited = 0; ; waited += 500) {
      const { data } = await api(`/api/station/v1/station/${lucknow.id}/now-playing`);
      if (data.stream.url === icecast.mountUrl) break;
      if (waited > 20_000) throw new Error('now-playing did not switch to the Icecast mount within 20 s');
      await new Promise((done) => setTimeout(done, 500));
    }
    cases.push({
      name: 'Icecast MP3',
      path: `/${lucknow.urlName}/home`,
      button: 'Listen live',
      source: lucknow.name,
    });
    restoreIcecastStation = async () => {
      const { version } = (await api(`/api/station/v1/staff/stations/${lucknow.id}`, { headers: staff }))
        .data;
      await api(`/api/station/v1/station/${lucknow.id}`, {
        method: 'PATCH',
        headers: staff,
        body: JSON.stringify({
          streamUrl: form.streamUrl ?? '',
          streamType: form.streamType ?? 'mp3',
          version,
        }),
      });
    };
  }
}

// Page-side timing, on the page's own clock: the click (capture phase, before the site's handler), the first
// `playing` of any media element, and the first moment its currentTime is 0.5 s past where it started playing
// (a live stream does not start at 0). Polled every 10 ms: finer than timeupdate's 250 ms.
function timingScript() {
  const marks = { click: null, playing: null, sound: null, src: '', blocked: [] };
  // A stream the page's Content-Security-Policy refuses never reaches the element: say which.
  document.addEventListener('securitypolicyviolation', (event) => {
    marks.blocked.push(`${event.effectiveDirective} refused ${event.blockedURI}`);
  });
  window.__liveStart = marks;
  document.addEventListener(
    'click',
    () => {
      marks.click ??= performance.now();
    },
    true,
  );
  document.addEventListener(
    'playing',
    (event) => {
      if (marks.playing !== null || marks.click === null) return;
      const media = event.target;
      marks.playing = performance.now();
      marks.src = media.currentSrc;
      const startedAt = media.currentTime;
      const poll = setInterval(() => {
        if (!media.paused && media.currentTime - startedAt >= 0.5) {
          marks.sound = performance.now();
          clearInterval(poll);
        }
      }, 10);
    },
    true,
  );
}

const profile = mkdtempSync(join(tmpdir(), 'tarang-bench-chromium-'));
const persistent = await chromium.launchPersistentContext(profile, {
  executablePath: CHROMIUM,
  headless: true,
  args: CHROMIUM_ARGS,
});
const browser = persistent.browser();

async function measure(testCase) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, baseURL: base });
  try {
    await context.addInitScript(timingScript);
    const page = await context.newPage();
    await page.goto(testCase.path, { waitUntil: 'networkidle', timeout: 60_000 });
    const button = page.getByRole('button', { name: testCase.button, exact: true }).filter({ visible: true });
    await button.first().click({ timeout: 15_000 });
    const heard = await page
      .waitForFunction(() => window.__liveStart.sound !== null, undefined, { timeout: RUN_TIMEOUT_MS })
      .then(() => true)
      .catch(() => false);
    if (!heard) {
      // Say what the element did, so a failed run points at its cause.
      const element = await page.evaluate(() => {
        const audio = document.querySelector('audio');
        return audio
          ? `src ${audio.currentSrc || '(none)'}, paused ${audio.paused}, readyState ${audio.readyState}, ` +
              `currentTime ${audio.currentTime.toFixed(2)}, error ${audio.error?.message || audio.error?.code || 'none'}`
          : 'no <audio> element';
      });
      const blocked = await page.evaluate(() => window.__liveStart.blocked);
      const csp = blocked.length > 0 ? `; CSP: ${[...new Set(blocked)].join(', ')}` : '';
      throw new Error(`no sound within ${RUN_TIMEOUT_MS / 1000} s (${element}${csp})`);
    }
    const marks = await page.evaluate(() => window.__liveStart);
    return { playing: marks.playing - marks.click, sound: marks.sound - marks.click, src: marks.src };
  } finally {
    await context.close();
  }
}

/** @type {Map<string, { playing: number[], sound: number[], failures: string[], src: string }>} */
const results = new Map(
  cases.map((testCase) => [testCase.name, { playing: [], sound: [], failures: [], src: '' }]),
);
try {
  for (let run = 1; run <= runs; run += 1) {
    for (const testCase of cases) {
      const result = results.get(testCase.name);
      try {
        const timing = await measure(testCase);
        result.playing.push(timing.playing);
        result.sound.push(timing.sound);
        result.src = timing.src;
        console.log(
          `run ${run} ${testCase.name.padEnd(13)} playing ${timing.playing.toFixed(0).padStart(5)} ms, ` +
            `sound ${timing.sound.toFixed(0).padStart(5)} ms`,
        );
      } catch (error) {
        result.failures.push(error.message.split('\n')[0]);
        console.log(`run ${run} ${testCase.name.padEnd(13)} failed: ${error.message.split('\n')[0]}`);
      }
    }
  }
} finally {
  await persistent.close();
  rmSync(profile, { recursive: true, force: true });
  await restoreIcecastStation?.().catch((error) => console.error(`restoring the station: ${error.message}`));
  await icecast?.stop();
  await server?.stop();
}

const median = (numbers) => {
  const sorted = [...numbers].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};
const ms = (number) => (Number.isFinite(number) ? number.toFixed(0) : '—');

console.log(
  `\nTime from the click to sound, ms (${runs} runs each, fresh Chromium context, 1280×800, ${base})`,
);
console.log('case           source                      ok  playing med  max   sound med  max');
let failed = false;
for (const testCase of cases) {
  const result = results.get(testCase.name);
  const ok = result.sound.length;
  failed ||= ok < runs;
  console.log(
    `${testCase.name.padEnd(14)} ${testCase.source.slice(0, 27).padEnd(27)} ${`${ok}/${runs}`.padStart(4)}` +
      `  ${ms(median(result.playing)).padStart(10)} ${ms(Math.max(...result.playing)).padStart(4)}` +
      `  ${ms(median(result.sound)).padStart(10)} ${ms(Math.max(...result.sound)).padStart(4)}`,
  );
}
console.log(
  'playing: the first `playing` event; sound: currentTime 0.5 s past where playing began (so ≥ 500 ms).',
);
for (const [name, result] of results) {
  if (result.src) console.log(`${name} played ${result.src}`);
  if (result.failures.length > 0)
    console.log(`${name} failures: ${[...new Set(result.failures)].join('; ')}`);
}
if (failed) process.exitCode = 1;
