// Starts the built Tarang server for browser tests and benches: a fresh data folder, a free port,
// LOG_LEVEL=warn; resolves once GET /api/health answers. Plain JavaScript so the benches (node *.mjs) and the
// Vitest global setup share it; types are in server.d.mts.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = resolve(fileURLToPath(new URL('..', import.meta.url)));
// WEB_DIST_DIR and E2E_SERVER_BUNDLE point the tests at another build (e.g. apps/server/dist-<name>/server.js).
export const webIndex = join(process.env.WEB_DIST_DIR ?? join(repoRoot, 'apps/web/dist'), 'index.html');
export const serverBundle = resolve(repoRoot, process.env.E2E_SERVER_BUNDLE ?? 'apps/server/dist/server.js');

/** Builds the site and the server (`npm run build`) when either build output is missing. */
export function ensureBuilt() {
  const missing = [webIndex, serverBundle].filter((path) => !existsSync(path));
  if (missing.length === 0) return false;
  console.error(`[e2e] missing ${missing.join(', ')}: running npm run build`);
  const result = spawnSync('npm', ['run', 'build'], { cwd: repoRoot, stdio: 'inherit' });
  if (result.status !== 0) throw new Error(`npm run build failed (exit ${result.status ?? result.signal})`);
  const still = [webIndex, serverBundle].filter((path) => !existsSync(path));
  if (still.length > 0) throw new Error(`npm run build did not produce ${still.join(', ')}`);
  return true;
}

/** A TCP port that was free a moment ago on 127.0.0.1. */
export function freePort() {
  return new Promise((resolvePort, reject) => {
    const probe = createServer();
    probe.unref();
    probe.on('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolvePort(port));
    });
  });
}

const sleep = (ms) => new Promise((done) => setTimeout(done, ms));

/**
 * Starts `node apps/server/dist/server.js` on a fresh temporary DATA_DIR (the demo network is seeded on
 * first start) and waits for /api/health.
 * @param {{ timeoutMs?: number, env?: Record<string, string>, echo?: boolean }} [options]
 */
export async function startServer(options = {}) {
  const { timeoutMs = 120_000, env = {}, echo = true } = options;
  const dataDir = mkdtempSync(join(tmpdir(), 'tarang-e2e-'));
  // The static media root must exist at start (else @fastify/static logs a warning each run).
  mkdirSync(join(dataDir, 'files'), { recursive: true });
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, [serverBundle], {
    cwd: repoRoot,
    env: {
      ...process.env,
      // Not production: the browser tests sign in through the local stand-in providers, which production refuses.
      NODE_ENV: 'test',
      SOCIAL_LOCAL_PROVIDERS: 'true',
      // The live tests' Icecast and stand-in stream servers listen on 127.0.0.1.
      ALLOW_PRIVATE_STREAM_HOSTS: 'true',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
      REDIS_URL: '',
      // Links in e-mails (password reset) point at this server.
      PUBLIC_URL: url,
      // As behind a proxy on this machine: each browser session and each account set up over the API sends its
      // own client address (e2e/address.ts).
      TRUST_PROXY: '127.0.0.1',
      // A staff account, so tests can read what the server stored (e.g. the request inbox); e2e/api.ts has it.
      STAFF_EMAIL: 'staff@tarang.test',
      STAFF_PASSWORD: 'Staff#2026x',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });

  /** Everything the server printed, for the error message when it does not come up. */
  const output = [];
  const collect = (chunk) => {
    const text = chunk.toString();
    output.push(text);
    if (echo)
      for (const line of text.split('\n')) if (line.trim()) process.stderr.write(`[server] ${line}\n`);
  };
  child.stdout.on('data', collect);
  child.stderr.on('data', collect);
  let exited = null;
  const exit = new Promise((done) => {
    child.on('exit', (code, signal) => {
      exited = { code, signal };
      done(exited);
    });
  });

  const stop = async () => {
    if (!exited) {
      child.kill('SIGTERM');
      const force = setTimeout(() => child.kill('SIGKILL'), 15_000);
      await exit;
      clearTimeout(force);
    }
    rmSync(dataDir, { recursive: true, force: true });
  };

  const started = Date.now();
  for (;;) {
    if (exited) {
      await stop();
      throw new Error(
        `The server exited (${exited.code ?? exited.signal}) before answering /api/health:\n${output.join('')}`,
      );
    }
    try {
      const response = await fetch(`${url}/api/health`, { signal: AbortSignal.timeout(2_000) });
      if (response.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() - started > timeoutMs) {
      await stop();
      throw new Error(
        `The server did not answer ${url}/api/health within ${timeoutMs} ms:\n${output.join('')}`,
      );
    }
    await sleep(200);
  }
  return { url, port, dataDir, pid: child.pid, startedInMs: Date.now() - started, stop };
}
