#!/usr/bin/env node
// `npm run bench:api`: Tarang's hot public reads under load, against a floor, side by side in one run.
//
//   npm run bench:api -- [--duration 10] [--warmup 2] [--connections 50] [--threads 2] [--log-level info]
//                        [--databases postgres,pglite] [--only "station by id,media list"] [--json out.json]
//                        [--server-dist apps/server/dist] [--web-dist apps/web/dist]
//                        [--admin-database postgres://postgres@127.0.0.1:5432/postgres] [--bench-database tarang_bench]
//                        [--node-options=--max-semi-space-size=4]
//
// 1. Re-creates the database `tarang_bench` and starts the built server on it (NODE_ENV=production, the demo
//    network seeded at start; its peak memory noted), stops it and starts it again on the seeded database (as
//    every later start of a deployment is: that process is the one measured), then the floor
//    (bench/api-floor.mjs: raw Fastify + node-postgres answering the station by id and the media list of 20 in
//    one prepared statement each) on the same database, and warns when the floor's bodies differ from Tarang's.
// 2. wrk loads each read in turn (a warm-up, then --duration seconds): the floor's two reads, then Tarang's.
// 3. Starts the server again on the embedded PGlite database (DATA_DIR in a temporary folder) and loads it too.
// 4. Prints a table per database: req/s, p50, p99, the ratio to the floor, memory (VmRSS idle, VmHWM peak).
//
// Needs wrk (apt-get install -y wrk), PostgreSQL on 127.0.0.1:5432 and a built server and site (npm run build).
// Ports 4101 (floor), 4110 and 4111 (Tarang on PostgreSQL and on PGlite).
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { checkAllAnswer200, compareWithFloor, discoverReads, floorReads } from './api-reads.mjs';
import { databaseTable, floorTable, machineInfo, machineLine } from './api-report.mjs';
import { cpuSeconds, memoryMiB, sampleRss, startFloor, startTarang, waitUntilQuiet } from './api-servers.mjs';
import { requireWrk, runWrk, writeDoneHook } from './api-wrk.mjs';

const repoRoot = resolve(fileURLToPath(new URL('..', import.meta.url)));
const { values: options } = parseArgs({
  options: {
    duration: { type: 'string', default: '10' },
    warmup: { type: 'string', default: '2' },
    connections: { type: 'string', default: '50' },
    threads: { type: 'string', default: '2' },
    'log-level': { type: 'string', default: 'info' },
    databases: { type: 'string', default: 'postgres,pglite' },
    only: { type: 'string' },
    json: { type: 'string' },
    'server-dist': { type: 'string', default: 'apps/server/dist' },
    'web-dist': { type: 'string', default: 'apps/web/dist' },
    'admin-database': { type: 'string', default: 'postgres://postgres@127.0.0.1:5432/postgres' },
    'bench-database': { type: 'string', default: 'tarang_bench' },
    /**
     * Node and V8 flags for the servers, Tarang's and the floor's alike: by default those a production server
     * runs with (`npm run serve`, docs/operations.md); `--node-options=` for none.
     */
    'node-options': { type: 'string', default: '--max-semi-space-size=4' },
  },
});
process.env.BENCH_SERVER_NODE_FLAGS = options['node-options'];

const positive = (name) => {
  const value = Number(options[name]);
  if (!Number.isInteger(value) || value < 0 || (value === 0 && name !== 'warmup')) {
    throw new Error(`--${name} must be a whole number (seconds or a count), not ${options[name]}`);
  }
  return value;
};
const load = {
  seconds: positive('duration'),
  warmupSeconds: positive('warmup'),
  connections: positive('connections'),
  threads: positive('threads'),
};
const logLevel = options['log-level'];
if (!['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'].includes(logLevel)) {
  throw new Error(`--log-level must be a LOG_LEVEL of the server (info, warn, …), not ${logLevel}`);
}
const databases = options.databases.split(',').map((name) => name.trim());
for (const name of databases) {
  if (!['postgres', 'pglite'].includes(name))
    throw new Error(`--databases: postgres and/or pglite, not ${name}`);
}
const benchDatabase = options['bench-database'];
if (!/^[a-z_][a-z0-9_]{0,62}$/.test(benchDatabase))
  throw new Error('--bench-database: a plain lower-case name');
const only = options.only?.split(',').map((part) => part.trim().toLowerCase());
const chosen = (read) => !only || only.some((part) => read.name.toLowerCase().includes(part));

const serverDist = resolve(repoRoot, options['server-dist']);
const webDist = resolve(repoRoot, options['web-dist']);
if (!existsSync(join(serverDist, 'server.js'))) {
  throw new Error(`no ${join(serverDist, 'server.js')}: build the server first (npm run build)`);
}
if (!existsSync(join(webDist, 'index.html'))) throw new Error(`no ${webDist}/index.html: npm run build`);

const wrkVersion = requireWrk();
const workDir = mkdtempSync(join(tmpdir(), 'tarang-bench-api-'));
// Also when interrupted: the servers are ended by api-servers.mjs, their folders here.
process.once('exit', () => rmSync(workDir, { recursive: true, force: true }));
const doneHook = writeDoneHook(workDir);
const admin = new pg.Client({ connectionString: options['admin-database'] });
await admin.connect();
const postgresVersion = (await admin.query('show server_version')).rows[0].server_version;
const machine = machineInfo({ wrkVersion, postgresVersion });
const sleep = (ms) => new Promise((done) => setTimeout(done, ms));

console.log(machineLine(machine));
console.log(
  `wrk: ${load.connections} connections, ${load.threads} threads, ${load.warmupSeconds} s warm-up then ${load.seconds} s per read. ` +
    `Server: ${serverDist}, LOG_LEVEL=${logLevel}${options['node-options'] ? `, node flags ${options['node-options']}` : ''}.\n`,
);

/**
 * A warm-up (discarded), then the measured run. Beside wrk's figures, the CPU the server process spent per
 * request: on a shared machine req/s follows the share of the cores the server gets, its cost per request
 * much less.
 */
async function measure(server, read) {
  const common = {
    url: server.url + read.path,
    connections: load.connections,
    threads: load.threads,
    script: doneHook,
  };
  if (load.warmupSeconds > 0) await runWrk({ ...common, seconds: load.warmupSeconds });
  const cpuBefore = cpuSeconds(server.pid);
  const result = await runWrk({ ...common, seconds: load.seconds });
  const cpuMs = (cpuSeconds(server.pid) - cpuBefore) * 1000;
  result.cpuMsPerRequest = result.requests > 0 ? cpuMs / result.requests : Number.NaN;
  const rps = result.rps.toLocaleString('en-US', { maximumFractionDigits: 0 });
  console.log(
    `  ${read.name}: ${rps} req/s, p50 ${result.p50Ms.toFixed(1)} ms, p99 ${result.p99Ms.toFixed(1)} ms, ` +
      `server CPU ${result.cpuMsPerRequest.toFixed(2)} ms/req`,
  );
  if (result.non2xx > 0 || result.socketErrors > 0) {
    console.log(
      `    ! ${result.non2xx} answers were not 2xx/3xx, ${result.socketErrors} socket errors or timeouts`,
    );
  }
  return { read, result };
}

/** Starts Tarang on one database, notes its idle memory, checks every read answers 200 and loads them. */
async function benchTarang(database, { beforeLoad } = {}) {
  let databaseUrl;
  if (database === 'postgres') {
    // A fresh database each run: the server migrates and seeds it at start (SEED_DEMO=true).
    await admin.query(`drop database if exists ${benchDatabase} with (force)`);
    await admin.query(`create database ${benchDatabase}`);
    databaseUrl = new URL(options['admin-database']);
    databaseUrl.pathname = `/${benchDatabase}`;
    databaseUrl = databaseUrl.toString();
  }
  const start = () =>
    startTarang({
      serverDist,
      webDist,
      workDir,
      port: database === 'postgres' ? 4110 : 4111,
      databaseUrl,
      logLevel,
      label: database,
    });
  // The first start seeds the demo network (drawing posters, image variants: sharp and its buffers), which a
  // production server does once in its life; its peak is noted, then the server is started again on the same
  // database, as every later start of a real deployment is, and that process is the one measured.
  console.log(`Tarang on ${database}: first start (seeding the demo network)…`);
  const seeding = await start();
  let seedPeakRssMiB;
  try {
    await waitUntilQuiet(seeding.pid);
    seedPeakRssMiB = memoryMiB(seeding.pid, 'VmHWM');
  } finally {
    await seeding.stop();
  }
  console.log(`Tarang on ${database}: started again on the seeded database…`);
  const server = await start();
  try {
    // Idle: after the start's background work (image variants of the seeded files) has ended, then 5 s.
    const busyAfterStartSeconds = await waitUntilQuiet(server.pid);
    await sleep(5_000);
    const idleRssMiB = memoryMiB(server.pid, 'VmRSS');
    const reads = await discoverReads(server.url);
    await checkAllAnswer200(server.url, reads, `Tarang on ${database}`);
    const extra = beforeLoad ? await beforeLoad({ server, reads, databaseUrl }) : undefined;
    const results = [];
    const stopSampling = sampleRss(server.pid);
    for (const read of reads.filter(chosen)) results.push(await measure(server, read));
    const loadRssMiB = stopSampling();
    const peakRssMiB = memoryMiB(server.pid, 'VmHWM');
    return {
      run: {
        database,
        logLevel,
        idleRssMiB,
        loadRssMiB,
        peakRssMiB,
        seedPeakRssMiB,
        startedInMs: server.startedInMs,
        busyAfterStartSeconds,
        results,
      },
      extra,
    };
  } finally {
    await server.stop();
  }
}

/** The floor on Tarang's PostgreSQL database: its bodies compared with Tarang's, then its two reads loaded. */
async function benchFloor({ server, reads, databaseUrl }) {
  const floor = await startFloor({ workDir, port: 4101, databaseUrl });
  try {
    const own = floorReads(reads);
    await checkAllAnswer200(floor.url, Object.values(own), 'the floor');
    const warnings = await compareWithFloor(server.url, floor.url, reads);
    for (const warning of warnings) console.log(`WARNING: the floor's ${warning}`);
    if (warnings.length === 0) console.log("The floor's bodies equal Tarang's for the same URLs.");
    await sleep(2_000);
    const idleRssMiB = memoryMiB(floor.pid, 'VmRSS');
    console.log('Floor (raw Fastify + node-postgres):');
    const results = {
      station: await measure(floor, own.station),
      list: await measure(floor, own.list),
    };
    return { results, warnings, idleRssMiB, peakRssMiB: memoryMiB(floor.pid, 'VmHWM') };
  } finally {
    await floor.stop();
  }
}

const runs = [];
let floor;
try {
  for (const database of databases) {
    const { run, extra } = await benchTarang(
      database,
      database === 'postgres' ? { beforeLoad: benchFloor } : {},
    );
    if (extra) floor = extra;
    runs.push(run);
  }
  if (databases.includes('postgres')) {
    await admin.query(`drop database if exists ${benchDatabase} with (force)`);
  }
} finally {
  await admin.end();
  rmSync(workDir, { recursive: true, force: true });
}

const loadAverageAtEnd = loadavg().map((value) => Number(value.toFixed(2)));
console.log(
  `\nLoad average at start ${machine.loadAverageAtStart.join(' / ')}, at end ${loadAverageAtEnd.join(' / ')}.\n`,
);
if (floor) console.log(`${floorTable(floor)}\n`);
for (const run of runs) console.log(`${databaseTable(run, floor)}\n`);
console.log(
  '× floor: req/s over the floor\'s, a single item against the floor\'s station by id ("station"), a list or ' +
    'schedule against its media list of 20 ("media list"); the show page has no floor (its target is absolute).',
);
if (options.json) {
  const figures = { when: new Date().toISOString(), machine, loadAverageAtEnd, load, logLevel, floor, runs };
  writeFileSync(resolve(options.json), `${JSON.stringify(figures, null, 2)}\n`);
  console.log(`Figures written to ${resolve(options.json)}`);
}
// The git commit measured, so a table in docs/performance.md says what it was taken on.
try {
  const commit = execFileSync('git', ['rev-parse', '--short', 'HEAD'], {
    cwd: repoRoot,
    encoding: 'utf8',
  }).trim();
  console.log(`Commit: ${commit}`);
} catch {
  // not a git checkout
}
