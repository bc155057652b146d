// Starting and stopping the processes `npm run bench:api` measures: the built Tarang server and the floor
// (bench/api-floor.mjs). Each writes its log to a file (as a production server writes to a collector), so the
// cost of request logging is paid by the server and not by a pipe this process would have to drain.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { closeSync, mkdirSync, openSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const sleep = (ms) => new Promise((done) => setTimeout(done, ms));

/** The processes started here and not yet stopped: ended when this bench is interrupted (Ctrl-C, SIGTERM). */
const running = new Set();
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.once(signal, () => {
    for (const child of running) child.kill('SIGKILL');
    process.exit(130);
  });
}

/** CPU seconds a process has used (user + system, /proc/<pid>/stat fields 14 and 15, in clock ticks of 1/100 s). */
export function cpuSeconds(pid) {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

/**
 * Waits until a process has been quiet (under 5% of a core) for 3 s in a row: the server answers /api/health
 * while it still makes image variants in the background, and a read measured then measures that work too.
 * Returns the seconds waited.
 */
export async function waitUntilQuiet(pid, timeoutMs = 300_000) {
  const started = Date.now();
  let quietSeconds = 0;
  let before = cpuSeconds(pid);
  while (quietSeconds < 3) {
    if (Date.now() - started > timeoutMs)
      throw new Error(`process ${pid} was still busy after ${timeoutMs} ms`);
    await sleep(1_000);
    const now = cpuSeconds(pid);
    quietSeconds = now - before < 0.05 ? quietSeconds + 1 : 0;
    before = now;
  }
  return (Date.now() - started) / 1000;
}

/** Samples VmRSS every 200 ms until stopped; returns the largest sample in MiB (the peak under load alone). */
export function sampleRss(pid) {
  let peak = memoryMiB(pid, 'VmRSS');
  const timer = setInterval(() => {
    peak = Math.max(peak, memoryMiB(pid, 'VmRSS'));
  }, 200);
  return () => {
    clearInterval(timer);
    return Math.max(peak, memoryMiB(pid, 'VmRSS'));
  };
}

/** A field of /proc/<pid>/status in MiB: VmRSS (resident now) or VmHWM (the peak resident size so far). */
export function memoryMiB(pid, field) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kib = new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status)?.[1];
  if (!kib) throw new Error(`no ${field} in /proc/${pid}/status`);
  return Number(kib) / 1024;
}

/**
 * Spawns `node <script>` with its output in `logFile`, waits until `readyPath` answers 200 and returns
 * { url, pid, stop }. The child is node itself (no shell between), so its pid is the one to read memory of.
 */
async function startProcess({ label, script, env, port, logFile, readyPath, timeoutMs = 180_000 }) {
  const log = openSync(logFile, 'w');
  // bench/api.mjs --node-options: the same flags for every server it starts, on node's command line as
  // `npm run serve` gives them (NODE_OPTIONS refuses most V8 flags).
  const nodeFlags = (process.env.BENCH_SERVER_NODE_FLAGS ?? '').split(/\s+/).filter(Boolean);
  const child = spawn(process.execPath, [...nodeFlags, script], {
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      // As production runs (npm run serve): glibc keeps 2 malloc arenas, not 8 per core, so what sharp and the
      // rest free goes back to one pool (the seed's first start: 431 -> 312 MiB peak).
      MALLOC_ARENA_MAX: '2',
      ...env,
    },
    stdio: ['ignore', log, log],
  });
  closeSync(log);
  running.add(child);
  let exited = null;
  const exit = new Promise((done) =>
    child.on('exit', (code, signal) => {
      exited = { code, signal };
      running.delete(child);
      done();
    }),
  );
  const stop = async () => {
    if (exited) return;
    child.kill('SIGTERM');
    const force = setTimeout(() => child.kill('SIGKILL'), 15_000);
    await exit;
    clearTimeout(force);
  };
  const url = `http://127.0.0.1:${port}`;
  const started = Date.now();
  for (;;) {
    if (exited) {
      throw new Error(
        `${label} exited (${exited.code ?? exited.signal}) before answering ${readyPath}; its log ${logFile}:\n` +
          readFileSync(logFile, 'utf8').slice(-4000),
      );
    }
    try {
      const response = await fetch(url + readyPath, { signal: AbortSignal.timeout(2_000) });
      if (response.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() - started > timeoutMs) {
      await stop();
      throw new Error(
        `${label} did not answer ${url}${readyPath} within ${timeoutMs} ms; its log: ${logFile}`,
      );
    }
    await sleep(250);
  }
  return { label, url, pid: child.pid, startedInMs: Date.now() - started, logFile, stop };
}

/**
 * The built Tarang server as production runs it: NODE_ENV=production, the given LOG_LEVEL, its own DATA_DIR
 * (the embedded PGlite database lives there unless databaseUrl is given), the demo network seeded at start;
 * `env` adds or overrides variables (e.g. TRUST_PROXY).
 */
export function startTarang({ serverDist, webDist, workDir, port, databaseUrl, logLevel, label, env = {} }) {
  const dataDir = join(workDir, `${label}-data`);
  // The static media root must exist at start (else @fastify/static warns).
  mkdirSync(join(dataDir, 'files'), { recursive: true });
  return startProcess({
    label: `Tarang (${label})`,
    script: join(serverDist, 'server.js'),
    port,
    logFile: join(workDir, `${label}-server.log`),
    readyPath: '/api/health',
    env: {
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl ?? '',
      SEED_DEMO: 'true',
      LOG_LEVEL: logLevel,
      JWT_SECRET: randomBytes(32).toString('hex'),
      WEB_DIST_DIR: webDist,
      REDIS_URL: '',
      SOCIAL_LOCAL_PROVIDERS: 'false',
      ...env,
    },
  });
}

/** The floor: raw Fastify + node-postgres on the same database as Tarang on PostgreSQL. */
export function startFloor({ workDir, port, databaseUrl }) {
  return startProcess({
    label: 'floor',
    script: new URL('./api-floor.mjs', import.meta.url).pathname,
    port,
    logFile: join(workDir, 'floor.log'),
    readyPath: '/health',
    env: { NODE_ENV: 'production', FLOOR_PORT: String(port), FLOOR_DATABASE_URL: databaseUrl },
  });
}
