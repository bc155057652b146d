#!/usr/bin/env node
// What one instance serves: the API calls a listener's first visit to a station home makes, replayed under load.
//
//   node bench/capacity.mjs [--seconds 15] [--connections 50] [--database postgres://postgres@127.0.0.1:5432/test]
//
// Starts the built server (building it if needed) on a fresh PostgreSQL database made for the run (and on Redis
// when 127.0.0.1:6379 answers), opens a station home in Chromium at 390 px, scrolls to the foot and records every
// /api/ request the visit made. Then wrk replays that mix, first anonymously, then with a listener's bearer token
// (each request also checks the session), side by side in one run, sampling the server's RSS. Prints req/s,
// latency percentiles, visits/s and the instances 1 million visits a day would need (docs/scaling.md).
import { execFile, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs, promisify } from 'node:util';
import pg from 'pg';
import { chromium } from 'playwright-core';
import { CHROMIUM, CHROMIUM_ARGS } from '../e2e/chromium.mjs';
import { ensureBuilt, startServer } from '../e2e/server.mjs';

const { values } = parseArgs({
  options: {
    seconds: { type: 'string', default: '15' },
    connections: { type: 'string', default: '50' },
    database: { type: 'string', default: 'postgres://postgres@127.0.0.1:5432/test' },
  },
});
if (spawnSync('wrk', ['--version']).error) throw new Error('wrk is needed: apt-get install -y wrk');

const redisUp = await new Promise((resolve) => {
  const socket = connect(6379, '127.0.0.1', () => {
    socket.end();
    resolve(true);
  });
  socket.on('error', () => resolve(false));
});

// A database of its own, dropped at the end.
const admin = new pg.Client({ connectionString: values.database });
await admin.connect();
const name = `tarang_bench_${randomBytes(4).toString('hex')}`;
await admin.query(`create database "${name}"`);
const databaseUrl = values.database.replace(/\/[^/]*$/, `/${name}`);

ensureBuilt();
const server = await startServer({
  echo: false,
  env: {
    NODE_ENV: 'production',
    SOCIAL_LOCAL_PROVIDERS: 'false',
    DATABASE_URL: databaseUrl,
    REDIS_URL: redisUp ? 'redis://127.0.0.1:6379' : '',
    REDIS_KEY_PREFIX: `bench-${randomBytes(4).toString('hex')}:`,
    JWT_SECRET: randomBytes(32).toString('hex'),
    LOG_LEVEL: 'warn',
  },
});
const work = mkdtempSync(join(tmpdir(), 'tarang-capacity-'));

try {
  // 1. The visit: every API call a first visit to a station home makes, down to the foot of the page.
  const stations = (await (await fetch(`${server.url}/api/station/v1/station`)).json()).data;
  const home = `/${stations[0].urlName}/home`;
  const context = await chromium.launchPersistentContext(join(work, 'profile'), {
    executablePath: CHROMIUM,
    headless: true,
    args: CHROMIUM_ARGS,
    viewport: { width: 390, height: 844 },
    isMobile: true,
    baseURL: server.url,
  });
  const calls = [];
  const page = context.pages()[0] ?? (await context.newPage());
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/api/') && request.method() === 'GET') calls.push(url.pathname + url.search);
  });
  await page.goto(home, { waitUntil: 'networkidle' });
  for (let y = 0; y < 20; y++) {
    await page.mouse.wheel(0, 800);
    await page.waitForTimeout(150);
  }
  await page.waitForLoadState('networkidle');
  await context.close();

  // 2. A listener, for the signed-in mix.
  const signup = await fetch(`${server.url}/api/customer/v1/subscriber/signup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': '198.51.100.7' },
    body: JSON.stringify({
      name: 'Bench Listener',
      email: `bench-${Date.now()}@example.in`,
      password: 'Chai4Two!',
      stationDetail: { stationId: stations[0].id, stationName: stations[0].name },
    }),
  });
  const { token } = (await signup.json()).data;

  // wrk runs beside this process (not blocking it), so the RSS sampler keeps sampling.
  const run = async (label, headers) => {
    const script = join(work, `${label}.lua`);
    writeFileSync(
      script,
      [
        `local paths = { ${calls.map((c) => JSON.stringify(c)).join(', ')} }`,
        'local i = 0',
        ...Object.entries(headers).map(
          ([k, v]) => `wrk.headers[${JSON.stringify(k)}] = ${JSON.stringify(v)}`,
        ),
        'request = function() i = i % #paths + 1; return wrk.format("GET", paths[i]) end',
      ].join('\n'),
    );
    let peak = 0;
    const sampler = setInterval(() => {
      const rss = /VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${server.pid}/status`, 'utf8'))?.[1];
      peak = Math.max(peak, Number(rss) / 1024);
    }, 100);
    const { stdout: out } = await promisify(execFile)('wrk', [
      '-t2',
      `-c${values.connections}`,
      `-d${values.seconds}s`,
      '--latency',
      '-s',
      script,
      server.url,
    ]);
    clearInterval(sampler);
    const ms = (line) => {
      const match = new RegExp(`${line}%\\s+([\\d.]+)(us|ms|s)`).exec(out);
      if (!match) return NaN;
      return Number(match[1]) * { us: 0.001, ms: 1, s: 1000 }[match[2]];
    };
    const errors = /Non-2xx or 3xx responses: (\d+)/.exec(out)?.[1] ?? '0';
    return {
      label,
      rps: Number(/Requests\/sec:\s+([\d.]+)/.exec(out)?.[1]),
      p50: ms('50'),
      p99: ms('99'),
      errors: Number(errors),
      peakMb: peak,
    };
  };

  const anonymous = await run('anonymous', {});
  const signedIn = await run('signed-in', { authorization: `Bearer ${token}` });
  const idleMb =
    Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${server.pid}/status`, 'utf8'))?.[1]) / 1024;

  const perVisit = calls.length;
  console.log(
    `\nMachine: ${cpus().length} cores (${cpus()[0]?.model}); server, PostgreSQL${redisUp ? ', Redis' : ''} and wrk share it.`,
  );
  console.log(`A first visit to ${home} makes ${perVisit} API calls:`);
  for (const call of calls) console.log(`  ${call}`);
  console.log(
    `\nwrk, ${values.connections} connections, ${values.seconds} s each, the visit's calls in turn:\n`,
  );
  console.log('| mix | req/s | p50 ms | p99 ms | non-2xx | peak RSS MiB | visits/s |');
  console.log('|---|---|---|---|---|---|---|');
  for (const r of [anonymous, signedIn]) {
    console.log(
      `| ${r.label} | ${r.rps.toFixed(0)} | ${r.p50.toFixed(1)} | ${r.p99.toFixed(1)} | ${r.errors} | ${r.peakMb.toFixed(0)} | ${(r.rps / perVisit).toFixed(1)} |`,
    );
  }
  console.log(
    `\nsigned-in / anonymous throughput: ${(signedIn.rps / anonymous.rps).toFixed(2)}; RSS after: ${idleMb.toFixed(0)} MiB`,
  );
  // 1 million visits a day; a tenth of them in the busiest hour (the evening peak of radio listening).
  const peakVisitsPerSecond = (1_000_000 * 0.1) / 3600;
  const usable = (Math.min(anonymous.rps, signedIn.rps) / perVisit) * 0.5;
  console.log(
    `1M visits/day, 10% in the peak hour: ${peakVisitsPerSecond.toFixed(1)} visits/s; at half of the slower mix ` +
      `(${usable.toFixed(1)} visits/s an instance, no CDN caching of the API) that is ${Math.ceil(peakVisitsPerSecond / usable)} instance(s) of this size.`,
  );
} finally {
  await server.stop();
  rmSync(work, { recursive: true, force: true });
  await admin.query(`drop database if exists "${name}" with (force)`);
  await admin.end();
}
