/**
 * Crash durability: the real server (a child process from source) takes a concurrent write load of
 * POST customer/v1/request, is killed with SIGKILL in the middle of it, and is started again on the same data.
 * Every request it acknowledged (201 with an id) must be stored exactly once, under that id; a request that was
 * in flight at the kill may be stored or not, but never twice. Runs on the embedded database (PGlite, its data
 * folder left as the kill left it) and, when DATABASE_URL is set, on a fresh PostgreSQL database.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { cpSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, inject, it } from 'vitest';
import { adminQuery, COPY_PREFIX, databaseUrlFor, TEMPLATE_DB, testDatabaseUrl } from './postgres';

const serverRoot = fileURLToPath(new URL('..', import.meta.url));
const STAFF = { email: 'staff@crash.example', password: 'Studio#2026' };
/** Writes kept in flight at once: enough that some are always in the server when the kill lands. */
const WORKERS = 12;
/** The kill waits for this many acknowledged writes and this much load, so it lands in a steady stream. */
const MIN_ACKNOWLEDGED = 40;
const MIN_LOAD_MS = 400;
/** Start-up (tsx compiling, seeding the demo network on first start) on a loaded 2-core machine. */
const START_TIMEOUT_MS = 90_000;

type Server = { url: string; child: ChildProcess; output: string[]; exited: Promise<string> };

const jwtSecret = randomBytes(32).toString('hex');
const live = new Set<Server>();
const cleanups: (() => Promise<void> | void)[] = [];

afterEach(async () => {
  for (const server of live) await stop(server);
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

/** A TCP port that was free a moment ago on 127.0.0.1. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.on('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));

/**
 * `node --import tsx src/server.ts` with this test's settings; resolves once GET /api/health answers 200. One
 * process, no wrapper (as the tsx CLI would be): the SIGKILL hits the server itself.
 */
async function startServer(env: Record<string, string>): Promise<Server> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: serverRoot,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      PUBLIC_URL: url,
      LOG_LEVEL: 'warn',
      // Each write sends its own X-Forwarded-For: the endpoint allows 5 requests per address per 10 minutes.
      TRUST_PROXY: '127.0.0.1',
      STAFF_EMAIL: STAFF.email,
      STAFF_PASSWORD: STAFF.password,
      SOCIAL_LOCAL_PROVIDERS: 'false',
      // Set, as in a real deployment: else each start warns about it, and real warnings get lost in the noise.
      JWT_SECRET: jwtSecret,
      // Nothing inherited from the suite's environment points this server at other data or shared state.
      FILES_DIR: '',
      REDIS_URL: '',
      WEB_DIST_DIR: join(serverRoot, 'no-web-dist'),
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output: string[] = [];
  child.stdout?.on('data', (chunk) => output.push(String(chunk)));
  child.stderr?.on('data', (chunk) => output.push(String(chunk)));
  const exited = new Promise<string>((done) =>
    child.on('exit', (code, signal) => done(signal ?? `exit ${code}`)),
  );
  const server = { url, child, output, exited };
  live.add(server);

  const started = Date.now();
  for (;;) {
    if (!isRunning(server))
      throw new Error(`the server stopped before /api/health answered:\n${output.join('')}`);
    const status = await fetch(`${url}/api/health`, { signal: AbortSignal.timeout(2_000) })
      .then(async (response) => {
        await response.arrayBuffer();
        return response.status;
      })
      .catch(() => 0);
    if (status === 200) return server;
    if (Date.now() - started > START_TIMEOUT_MS) {
      throw new Error(`/api/health did not answer 200 within ${START_TIMEOUT_MS} ms:\n${output.join('')}`);
    }
    await sleep(100);
  }
}

const isRunning = (server: Server) => server.child.exitCode === null && server.child.signalCode === null;

/** SIGKILL here too: everything was read, and a killed server is what the data must survive anyway. */
async function stop(server: Server) {
  if (isRunning(server)) server.child.kill('SIGKILL');
  await server.exited;
  live.delete(server);
}

let addresses = 0;
/** A client address never used before in this file (198.18.0.0/15 is reserved for such tests). */
const nextAddress = () =>
  `198.${18 + ((addresses >> 16) & 1)}.${(addresses >> 8) & 255}.${addresses++ & 255}`;

async function api<T>(
  server: Server,
  path: string,
  options: { method?: string; body?: unknown; token?: string } = {},
): Promise<T> {
  const response = await fetch(`${server.url}${path}`, {
    method: options.method ?? 'GET',
    headers: {
      'content-type': 'application/json',
      'x-forwarded-for': nextAddress(),
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
    },
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
    signal: AbortSignal.timeout(30_000),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${options.method ?? 'GET'} ${path}: ${response.status} ${text}`);
  return JSON.parse(text) as T;
}

/** What the client saw of its writes: the only truth the stored rows are checked against. */
type Load = {
  sent: Set<string>;
  /** reason → id of every write answered 201. */
  acknowledged: Map<string, number>;
  /** reason → error of each write cut off unanswered (ECONNREFUSED: it never reached the server). */
  unanswered: Map<string, string>;
  /** Any other answer: never expected (each write has its own address and phone number, so no 429 either). */
  rejected: string[];
};

/**
 * Keeps WORKERS writes in flight, each with a unique reason, until stop(); `done` resolves when every worker
 * has had its last write answered or cut off. A worker stops at its first cut-off write.
 */
function startWriteLoad(server: Server, runId: string, station: { id: number; name: string }) {
  const load: Load = { sent: new Set(), acknowledged: new Map(), unanswered: new Map(), rejected: [] };
  let stopped = false;
  let next = 0;
  const worker = async () => {
    while (!stopped) {
      const number = next++;
      const reason = `crash ${runId} #${number}`;
      load.sent.add(reason);
      try {
        // fetch never retries a POST, so each reason is sent exactly once.
        const response = await fetch(`${server.url}/api/customer/v1/request`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-forwarded-for': nextAddress() },
          body: JSON.stringify({
            requestType: 'studio_visit',
            name: 'Crash Test',
            // A number of its own too: requests are limited per phone number as well as per address.
            contactNumber: `9${String(number).padStart(9, '0')}`,
            stationDetail: { stationId: station.id, stationName: station.name },
            reason,
          }),
          signal: AbortSignal.timeout(30_000),
        });
        const text = await response.text();
        if (response.status !== 201) load.rejected.push(`${reason}: ${response.status} ${text}`);
        else load.acknowledged.set(reason, (JSON.parse(text) as { data: { id: number } }).data.id);
      } catch (error) {
        load.unanswered.set(reason, (error as { cause?: { code?: string } }).cause?.code ?? String(error));
        return;
      }
    }
  };
  const done = Promise.all(Array.from({ length: WORKERS }, worker));
  return { load, done, stop: () => (stopped = true) };
}

type StoredRequest = { id: number; reason: string };

/** Every stored request of this run, read back through the staff inbox, a page of 100 at a time. */
async function storedRequests(server: Server, runId: string): Promise<StoredRequest[]> {
  const login = await api<{ data: { token: string } }>(server, '/api/customer/v1/subscriber/login', {
    method: 'POST',
    body: STAFF,
  });
  const rows: StoredRequest[] = [];
  for (let page = 1; ; page += 1) {
    const { data, total } = await api<{ data: StoredRequest[]; total: number }>(
      server,
      `/api/customer/v1/staff/requests?pageSize=100&pageNumber=${page}`,
      { token: login.data.token },
    );
    rows.push(...data);
    if (data.length === 0 || page * 100 >= total) break;
  }
  return rows.filter((row) => row.reason.startsWith(`crash ${runId} #`));
}

/** Loads the server until enough writes were acknowledged, then kills it with SIGKILL in mid-load. */
async function loadAndKill(server: Server, runId: string) {
  const stations = await api<{ data: { id: number; name: string }[] }>(server, '/api/station/v1/station');
  const station = stations.data[0];
  if (!station) throw new Error('no station to send requests to');
  const started = Date.now();
  const { load, done, stop } = startWriteLoad(server, runId, station);
  while (load.acknowledged.size < MIN_ACKNOWLEDGED || Date.now() - started < MIN_LOAD_MS) {
    if (load.rejected.length > 0 || load.unanswered.size > 0 || Date.now() - started > 30_000) break;
    await sleep(5);
  }
  const failedBeforeKill = [...load.unanswered];
  stop();
  server.child.kill('SIGKILL');
  const exit = await server.exited;
  await done;
  live.delete(server);
  return { load, failedBeforeKill, exit, loadMs: Date.now() - started };
}

async function crashAndRestart(name: string, env: Record<string, string>) {
  const started = Date.now();
  const runId = randomBytes(4).toString('hex');
  const first = await startServer(env);
  const { load, failedBeforeKill, exit, loadMs } = await loadAndKill(first, runId);

  const restarted = Date.now();
  const second = await startServer(env);
  const restartMs = Date.now() - restarted;
  const stored = await storedRequests(second, runId);
  await stop(second);

  const ids = new Map<string, number[]>();
  for (const row of stored) ids.set(row.reason, [...(ids.get(row.reason) ?? []), row.id]);
  const twice = [...ids].filter(([, found]) => found.length > 1);
  const lost = [...load.acknowledged.keys()].filter((reason) => !ids.has(reason));
  const wrongId = [...load.acknowledged].filter(
    ([reason, id]) => ids.has(reason) && ids.get(reason)?.[0] !== id,
  );
  const neverSent = [...ids.keys()].filter((reason) => !load.sent.has(reason));
  const inFlightStored = [...load.unanswered.keys()].filter((reason) => ids.has(reason)).length;
  const refused = [...load.unanswered.values()].filter((code) => code === 'ECONNREFUSED').length;

  // What each run saw, to judge how much the kill caught, and anything the servers logged (warnings and up).
  console.info(
    `[crash] ${name}: ${load.acknowledged.size} acknowledged in ${loadMs} ms, ${load.unanswered.size} in flight ` +
      `at the kill (${refused} refused, ${inFlightStored} of them stored), restart ${restartMs} ms, ` +
      `total ${Date.now() - started} ms`,
  );
  const logged = [first.output.join('').trim(), second.output.join('').trim()];
  if (logged.some(Boolean)) {
    console.warn(`[crash] ${name} server output:\n${logged[0]}\n--- after the restart ---\n${logged[1]}`);
  }

  expect(exit).toBe('SIGKILL');
  expect(failedBeforeKill, 'writes cut off before the kill').toEqual([]);
  expect(load.rejected, 'writes answered other than 201').toEqual([]);
  expect(load.acknowledged.size).toBeGreaterThanOrEqual(MIN_ACKNOWLEDGED);
  expect(load.unanswered.size, 'the kill caught no write in flight').toBeGreaterThan(0);
  expect(twice, 'requests stored more than once').toEqual([]);
  expect(lost, 'acknowledged requests lost').toEqual([]);
  expect(wrongId, 'acknowledged requests stored under another id').toEqual([]);
  expect(neverSent, 'stored requests never sent').toEqual([]);
  expect(stored.length).toBe(load.acknowledged.size + inFlightStored);
}

/** A fresh DATA_DIR, removed after the test. */
function tempDataDir() {
  const dataDir = mkdtempSync(join(tmpdir(), 'tarang-crash-'));
  cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));
  return dataDir;
}

describe('kill -9 of the server during a write load, restart', () => {
  it('PGlite: every acknowledged write is there, none twice', { timeout: 240_000 }, async () => {
    const dataDir = tempDataDir();
    // The static media root must exist at start (else @fastify/static warns on every start).
    mkdirSync(join(dataDir, 'files'), { recursive: true });
    // The demo network is seeded on the first start: the station the requests are for.
    await crashAndRestart('PGlite', { DATA_DIR: dataDir, DATABASE_URL: '', SEED_DEMO: 'true' });
  });

  it.skipIf(!testDatabaseUrl)(
    'PostgreSQL: every acknowledged write is there, none twice',
    { timeout: 240_000 },
    async () => {
      const dataDir = tempDataDir();
      // The template's rows name the files the global setup seeded: a copy of them, as a deployment would have.
      cpSync(inject('filesDir'), join(dataDir, 'files'), { recursive: true });
      // Its own copy of the seeded template; the COPY_PREFIX name lets the global setup drop a leftover.
      const database = `${COPY_PREFIX}crash_${randomBytes(6).toString('hex')}`;
      await adminQuery(`create database "${database}" template "${TEMPLATE_DB}"`);
      cleanups.push(() => adminQuery(`drop database if exists "${database}" with (force)`).then(() => {}));
      await crashAndRestart('PostgreSQL', {
        DATA_DIR: dataDir,
        DATABASE_URL: databaseUrlFor(database),
        SEED_DEMO: 'false',
      });
    },
  );
});
