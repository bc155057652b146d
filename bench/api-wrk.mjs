// One wrk run of `npm run bench:api`: a GET of one URL at a given concurrency, its figures read from a JSON
// line that wrk's Lua `done` hook prints (exact percentiles from wrk's own histogram, no parsing of its table).
import { execFile, spawnSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';

const MARK = 'BENCH_API_JSON ';

// Microseconds throughout; `status` counts answers that were not 2xx or 3xx.
const DONE_HOOK = `
done = function(summary, latency, requests)
  local e = summary.errors
  io.write(string.format(
    '${MARK}{"requests":%d,"durationUs":%d,"bytes":%d,"p50Us":%d,"p90Us":%d,"p99Us":%d,"maxUs":%d,' ..
    '"errors":{"connect":%d,"read":%d,"write":%d,"status":%d,"timeout":%d}}\\n',
    summary.requests, summary.duration, summary.bytes,
    latency:percentile(50), latency:percentile(90), latency:percentile(99), latency.max,
    e.connect, e.read, e.write, e.status, e.timeout))
end
`;

/** Fails with the way to install wrk when it is missing (Debian/Ubuntu: the `wrk` package). */
export function requireWrk() {
  const probe = spawnSync('wrk', ['--version'], { encoding: 'utf8' });
  if (probe.error) throw new Error('wrk is needed: apt-get install -y wrk (Debian/Ubuntu package `wrk`)');
  return /wrk\s+(\S+)/.exec(`${probe.stdout}${probe.stderr}`)?.[1] ?? 'unknown';
}

/** Writes the Lua script once per run; every wrk call uses it. */
export function writeDoneHook(workDir) {
  const script = join(workDir, 'done.lua');
  writeFileSync(script, DONE_HOOK);
  return script;
}

/**
 * Loads `url` for `seconds` with `connections` keep-alive connections over `threads` threads.
 * Returns { rps, p50Ms, p90Ms, p99Ms, maxMs, requests, non2xx, socketErrors }.
 */
export async function runWrk({ url, seconds, connections, threads, script }) {
  // A timeout longer than the run: a slow answer is measured, not abandoned (wrk would reconnect while the
  // server still works on the abandoned request, and the backlog would only grow).
  const { stdout } = await promisify(execFile)(
    'wrk',
    [`-t${threads}`, `-c${connections}`, `-d${seconds}s`, '--timeout', `${seconds + 30}s`, '-s', script, url],
    { maxBuffer: 1024 * 1024 },
  );
  const line = stdout.split('\n').find((l) => l.startsWith(MARK));
  if (!line) throw new Error(`wrk printed no figures for ${url}:\n${stdout}`);
  const figures = JSON.parse(line.slice(MARK.length));
  // No answer completed within the run: no latency to report (wrk's histogram would say 0).
  const ms = (us) => (figures.requests > 0 ? us / 1000 : Number.NaN);
  const { connect, read, write, timeout, status } = figures.errors;
  return {
    rps: figures.requests / (figures.durationUs / 1e6),
    p50Ms: ms(figures.p50Us),
    p90Ms: ms(figures.p90Us),
    p99Ms: ms(figures.p99Us),
    maxMs: ms(figures.maxUs),
    requests: figures.requests,
    non2xx: status,
    socketErrors: connect + read + write + timeout,
  };
}
