#!/usr/bin/env node
// `npm run bench:live-crowd`: does an API read stay fast while a crowd of live listeners arrives, listens and
// leaves? In one run, on one server:
//
//   npm run bench:live-crowd -- [--listeners 2000] [--addresses 20] [--held 5] [--quiet 5] [--after 3] [--every 10]
//                               [--log-level info] [--node-options=--max-semi-space-size=4] [--keep-log]
//                               [--server-dist apps/server/dist-before]
//
// 1. Starts the built server (apps/server/dist; `npm run build` first) as production runs it: NODE_ENV=production,
//    LOG_LEVEL=info (every request logged, to a file), the embedded PGlite database seeded at start, and
//    TRUST_PROXY=127.0.0.1, so each listener can say which client address it is (X-Forwarded-For). Waits until
//    the start's background work is over.
// 2. One client reads the station by id (`/api/station/v1/station/{id}`) every --every ms (whether or not the last
//    has been answered), on kept-alive connections, timing each answer, through five phases:
//      no listeners  --quiet seconds, nothing else happening;
//      connecting    --listeners connections to the station's continuous MP3 (`/live/{id}.mp3`) opened at
//                    once, until every one has received audio (at least 1 s);
//      held          --held seconds with all of them listening;
//      disconnecting all of them closed at once, and the --after seconds that follow;
//      after         --quiet seconds more, to see that the server is back to where it started.
// 3. Prints p50, p99 and max of the read in each phase with the CPU time the server spent in it (less shaken by
//    other work on the machine than the times are), the server's RSS before, while held and after, and its memory
//    per listener (RSS held minus RSS before, over the listeners), and the connections the kernel dropped for a
//    full listen queue meanwhile (each one's client retries a second or more later). --server-dist measures
//    another build (e.g. one made from an older commit with SERVER_OUTDIR=dist-before), in the same conditions.
//
// The listeners come from --addresses client addresses (100.64.0.0/10, the range carrier-grade NAT uses), as many
// on each as it takes, given in X-Forwarded-For: a crowd behind a few mobile carriers' exits, each under the
// server's per-address cap (LIVE_CONNECTIONS_PER_ADDRESS). They are raw sockets in a worker thread (each reads
// and drops the audio), so the timing client's event loop is not theirs. The probe has an address of its own.
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import http from 'node:http';
import { connect } from 'node:net';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { isMainThread, parentPort, Worker, workerData } from 'node:worker_threads';

if (isMainThread) await main();
else listeners(workerData);

async function main() {
  // Imported here, not in the worker: api-servers.mjs takes over Ctrl-C for the processes it starts.
  const { freePort, serverBundle, webIndex } = await import('../e2e/server.mjs');
  const { cpuSeconds, memoryMiB, startTarang, waitUntilQuiet } = await import('./api-servers.mjs');
  const repoRoot = resolve(fileURLToPath(new URL('..', import.meta.url)));

  const { values: options } = parseArgs({
    options: {
      listeners: { type: 'string', default: '2000' },
      addresses: { type: 'string', default: '20' },
      held: { type: 'string', default: '5' },
      quiet: { type: 'string', default: '5' },
      after: { type: 'string', default: '3' },
      every: { type: 'string', default: '10' },
      'log-level': { type: 'string', default: 'info' },
      'node-options': { type: 'string', default: '--max-semi-space-size=4' },
      'keep-log': { type: 'boolean', default: false },
      /** Another build of the server to measure (e.g. one made with SERVER_OUTDIR=dist-before). */
      'server-dist': { type: 'string' },
    },
  });
  const whole = (name) => {
    const value = Number(options[name]);
    if (!Number.isInteger(value) || value < 1) throw new Error(`--${name} must be a whole number ≥ 1`);
    return value;
  };
  const count = whole('listeners');
  const addresses = whole('addresses');
  const seconds = { held: whole('held'), quiet: whole('quiet'), after: whole('after') };
  const every = whole('every');
  const serverDist = options['server-dist']
    ? resolve(repoRoot, options['server-dist'])
    : resolve(serverBundle, '..');
  for (const path of [join(serverDist, 'server.js'), webIndex]) {
    if (!existsSync(path))
      throw new Error(`Not built: ${path}. Run npm run build first (this bench builds nothing).`);
  }
  process.env.BENCH_SERVER_NODE_FLAGS = options['node-options'];

  const workDir = mkdtempSync(join(tmpdir(), 'tarang-bench-live-crowd-'));
  const server = await startTarang({
    serverDist,
    webDist: resolve(webIndex, '..'),
    workDir,
    port: await freePort(),
    logLevel: options['log-level'],
    label: 'pglite',
    env: { TRUST_PROXY: '127.0.0.1' },
  });
  const sleep = (ms) => new Promise((done) => setTimeout(done, ms));
  let worker;
  try {
    await waitUntilQuiet(server.pid);
    const { hostname: host, port } = new URL(server.url);
    const stations = (await (await fetch(`${server.url}/api/station/v1/station`)).json()).data;
    let station;
    for (const candidate of stations) {
      const head = await fetch(`${server.url}/live/${candidate.id}.mp3`, { method: 'HEAD' });
      if (head.ok) {
        station = candidate;
        break;
      }
    }
    if (!station) throw new Error('no station is on the air on the built-in playout');
    const readPath = `/api/station/v1/station/${station.id}`;
    const streamPath = `/live/${station.id}.mp3`;

    // The probe: a request every --every ms whether or not the one before has been answered (waiting for it would
    // send fewer requests exactly while the server stalls, and hide the stall), on kept-alive connections, from an
    // address of its own.
    const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });
    const once = (started = performance.now()) =>
      new Promise((done, fail) => {
        const request = http.get(
          { host, port, path: readPath, agent, headers: { 'x-forwarded-for': '198.51.100.1' } },
          (response) => {
            response.resume();
            response.on('end', () => {
              if (response.statusCode !== 200) fail(new Error(`${readPath} answered ${response.statusCode}`));
              else done(performance.now() - started);
            });
          },
        );
        request.on('error', (error) => {
          // A kept-alive connection the server closed as it was reused (Node's documented race): sent again, timed
          // from the first try.
          if (request.reusedSocket && error.code === 'ECONNRESET') once(started).then(done, fail);
          else fail(error);
        });
      });
    let phase = null;
    const samples = new Map();
    const pending = new Set();
    const failures = [];
    const timer = setInterval(() => {
      const inPhase = phase;
      const request = once()
        .then((ms) => samples.get(inPhase)?.push(ms))
        .catch((error) => failures.push(error.message))
        .finally(() => pending.delete(request));
      pending.add(request);
    }, every);
    // With --cpu-prof among the node options, each phase's start on the monotonic clock the profile's times use.
    const profiling = options['node-options'].includes('--cpu-prof');
    const cpu = new Map();
    const enter = (name) => {
      if (phase) cpu.set(phase, cpuSeconds(server.pid) - cpu.get(phase));
      phase = name;
      samples.set(name, []);
      cpu.set(name, cpuSeconds(server.pid));
      if (profiling) console.log(`phase ${name} from ${process.hrtime.bigint() / 1000n} µs`);
    };
    await sleep(1000);

    worker = new Worker(fileURLToPath(import.meta.url), {
      workerData: { host, port, path: streamPath, count, addresses },
    });
    const fromWorker = (type) =>
      new Promise((done, fail) => {
        const onMessage = (message) => {
          if (message.type !== type) return;
          worker.off('message', onMessage);
          done(message);
        };
        worker.on('message', onMessage);
        worker.once('error', fail);
      });

    const overflowsBefore = listenOverflows();
    enter('no listeners');
    await sleep(seconds.quiet * 1000);
    const rssBefore = memoryMiB(server.pid, 'VmRSS');

    enter('connecting');
    const connectStarted = performance.now();
    worker.postMessage({ type: 'connect' });
    const connected = await fromWorker('connected');
    const connectMs = performance.now() - connectStarted;
    if (connectMs < 1000) await sleep(1000 - connectMs);

    enter('held');
    await sleep(seconds.held * 1000);
    const rssHeld = memoryMiB(server.pid, 'VmRSS');
    const heldBytes = await new Promise((done) => {
      worker.once('message', (message) => done(message.bytes));
      worker.postMessage({ type: 'bytes' });
    });

    enter('disconnecting');
    worker.postMessage({ type: 'disconnect' });
    await fromWorker('disconnected');
    await sleep(seconds.after * 1000);

    enter('after');
    await sleep(seconds.quiet * 1000);
    const rssAfter = memoryMiB(server.pid, 'VmRSS');
    cpu.set(phase, cpuSeconds(server.pid) - cpu.get(phase));
    clearInterval(timer);
    await Promise.all(pending);
    if (failures.length > 0) throw new Error(`the read failed ${failures.length} times: ${failures[0]}`);

    const overflows = listenOverflows() - overflowsBefore;
    const percentile = (sorted, p) =>
      sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
    console.log(
      `\n${cpus().length} cores (${cpus()[0]?.model}), load ${loadavg()
        .map((value) => value.toFixed(2))
        .join(' / ')}; server, timing client and listeners share them. LOG_LEVEL=${options['log-level']}, ` +
        `node flags ${options['node-options'] || '(none)'}.`,
    );
    console.log(
      `${count} listeners of ${streamPath} (${station.name}) from ${addresses} client addresses ` +
        `(X-Forwarded-For, TRUST_PROXY=127.0.0.1): all receiving audio ${(connectMs / 1000).toFixed(1)} s after ` +
        `the first connect; ${connected.refused} refused; ${(heldBytes / 1024 / 1024).toFixed(1)} MiB of audio ` +
        'received by the end of the held phase.',
    );
    console.log(
      `Connections dropped by a full listen queue meanwhile (the whole machine's count): ${overflows}; each one's ` +
        'client tries again a second or more later.',
    );
    console.log(`\nGET ${readPath}, one sent every ${every} ms:\n`);
    console.log('| phase | requests | p50 ms | p99 ms | max ms | server CPU s |');
    console.log('|---|---:|---:|---:|---:|---:|');
    for (const [name, list] of samples) {
      const sorted = [...list].sort((a, b) => a - b);
      const ms = (value) => (value === undefined ? '—' : value.toFixed(1));
      console.log(
        `| ${name} | ${list.length} | ${ms(percentile(sorted, 50))} | ${ms(percentile(sorted, 99))} | ${ms(sorted.at(-1))} | ${cpu.get(name).toFixed(2)} |`,
      );
    }
    console.log(
      `\nServer RSS: ${rssBefore.toFixed(0)} MiB before, ${rssHeld.toFixed(0)} MiB with ${count} listeners held, ` +
        `${rssAfter.toFixed(0)} MiB after; ${(((rssHeld - rssBefore) * 1024) / count).toFixed(1)} KiB per listener.`,
    );
  } finally {
    await worker?.terminate();
    await server.stop();
    if (options['keep-log']) console.log(`Server log: ${server.logFile}`);
    else rmSync(workDir, { recursive: true, force: true });
  }
}

/** Connections the kernel dropped because a listening socket's queue was full (TcpExt ListenOverflows). */
function listenOverflows() {
  const [names, values] = readFileSync('/proc/net/netstat', 'utf8')
    .split('\n')
    .filter((line) => line.startsWith('TcpExt:'))
    .map((line) => line.split(/\s+/));
  return Number(values?.[names?.indexOf('ListenOverflows') ?? -1] ?? Number.NaN);
}

/** The worker: `count` raw HTTP/1.1 connections to the stream, opened and closed on the main thread's word. */
function listeners({ host, port, path, count, addresses }) {
  const sockets = [];
  let bytes = 0;
  parentPort.on('message', (message) => {
    if (message.type === 'connect') {
      let receiving = 0;
      let refused = 0;
      const settle = () => {
        if (receiving + refused === count) parentPort.postMessage({ type: 'connected', receiving, refused });
      };
      for (let i = 0; i < count; i++) {
        const address = i % addresses;
        const socket = connect({ host, port: Number(port) });
        sockets.push(socket);
        socket.setNoDelay(true);
        socket.write(
          `GET ${path} HTTP/1.1\r\nHost: ${host}:${port}\r\n` +
            `X-Forwarded-For: 100.64.${address >> 8}.${address & 255}\r\nUser-Agent: live-crowd\r\n\r\n`,
        );
        let first = true;
        let audio = 0;
        socket.on('data', (chunk) => {
          bytes += chunk.length;
          if (first) {
            first = false;
            if (!chunk.subarray(0, 12).toString().startsWith('HTTP/1.1 200')) {
              refused++;
              settle();
              return;
            }
          }
          // Audio arrived past the headers: this listener hears something.
          audio += chunk.length;
          if (audio > 1024 && audio - chunk.length <= 1024) {
            receiving++;
            settle();
          }
        });
        socket.on('error', () => {});
      }
    } else if (message.type === 'bytes') {
      parentPort.postMessage({ type: 'bytes', bytes });
    } else if (message.type === 'disconnect') {
      for (const socket of sockets) socket.destroy();
      sockets.length = 0;
      parentPort.postMessage({ type: 'disconnected' });
    }
  });
}
