// The tables `npm run bench:api` prints (Markdown, so docs/performance.md can take them as they are) and the
// performance targets they are read against.
import { execFileSync } from 'node:child_process';
import { cpus, loadavg, totalmem } from 'node:os';

/** The API's performance targets, measured in this bench (not in timed tests). */
export const TARGETS = {
  postgres: {
    ratioToFloor: 0.5,
    p99Ms: 25,
    pageRps: 500,
    idleRssMiB: 120,
    peakRssMiB: 180,
  },
  pglite: { stationRps: 1500, mediaListRps: 1000, peakRssMiB: 350 },
};

const fixed = (value, digits = 0) =>
  Number.isFinite(value)
    ? value.toLocaleString('en-US', { maximumFractionDigits: digits, minimumFractionDigits: digits })
    : '—';
const mark = (ok) => (ok ? 'yes' : 'no');

/** The target a read is held to on a database, and whether this result meets it. */
function targetOf(database, read, result, ratio) {
  if (database === 'postgres') {
    const t = TARGETS.postgres;
    if (read.floor === null) return `≥ ${t.pageRps} req/s: ${mark(result.rps >= t.pageRps)}`;
    return `≥ ${t.ratioToFloor}× floor, p99 ≤ ${t.p99Ms} ms: ${mark(ratio >= t.ratioToFloor && result.p99Ms <= t.p99Ms)}`;
  }
  const t = TARGETS.pglite;
  if (read.name === 'station by id')
    return `≥ ${fixed(t.stationRps)} req/s: ${mark(result.rps >= t.stationRps)}`;
  if (read.name === 'media list of 20')
    return `≥ ${fixed(t.mediaListRps)} req/s: ${mark(result.rps >= t.mediaListRps)}`;
  return '';
}

/** The floor's own table: its two reads and its memory. */
export function floorTable(floor) {
  const lines = [
    '| floor read (raw Fastify + node-postgres, one prepared statement) | req/s | p50 ms | p99 ms | non-2xx | CPU ms/req |',
    '|---|---:|---:|---:|---:|---:|',
  ];
  for (const { read, result } of Object.values(floor.results)) {
    lines.push(
      `| ${read.name} \`${read.path}\` | ${fixed(result.rps)} | ${fixed(result.p50Ms, 1)} | ${fixed(result.p99Ms, 1)} | ${result.non2xx} | ${fixed(result.cpuMsPerRequest, 2)} |`,
    );
  }
  lines.push('', `Floor RSS: ${fixed(floor.idleRssMiB)} MiB idle, ${fixed(floor.peakRssMiB)} MiB peak.`);
  return lines.join('\n');
}

/** One database's table, each read's ratio taken to the floor read it names. */
export function databaseTable(run, floor) {
  const title = run.database === 'postgres' ? 'PostgreSQL' : 'embedded PGlite';
  const lines = [
    `### Tarang on ${title} (LOG_LEVEL=${run.logLevel})`,
    '',
    '| read | req/s | p50 ms | p99 ms | non-2xx | CPU ms/req | × floor (which) | target: met? |',
    '|---|---:|---:|---:|---:|---:|---:|---|',
  ];
  for (const { read, result } of run.results) {
    const floorRps = read.floor ? floor?.results[read.floor]?.result.rps : undefined;
    const ratio = floorRps ? result.rps / floorRps : Number.NaN;
    const which = read.floor === 'station' ? 'station' : read.floor === 'list' ? 'media list' : 'none';
    const ratioText = read.floor ? `${fixed(ratio, 2)} (${which})` : '—';
    lines.push(
      `| ${read.name} | ${fixed(result.rps)} | ${fixed(result.p50Ms, 1)} | ${fixed(result.p99Ms, 1)} | ${result.non2xx} | ${fixed(result.cpuMsPerRequest, 2)} | ${ratioText} | ${targetOf(run.database, read, result, ratio)} |`,
    );
  }
  const memory =
    run.database === 'postgres'
      ? `idle ≤ ${TARGETS.postgres.idleRssMiB} MiB: ${mark(run.idleRssMiB <= TARGETS.postgres.idleRssMiB)}, ` +
        `under load ≤ ${TARGETS.postgres.peakRssMiB} MiB: ${mark(run.loadRssMiB <= TARGETS.postgres.peakRssMiB)}`
      : // The embedded default seeds on its first start: that start counts as much as any later one.
        `peak ≤ ${TARGETS.pglite.peakRssMiB} MiB: ${mark(Math.max(run.peakRssMiB, run.seedPeakRssMiB ?? 0) <= TARGETS.pglite.peakRssMiB)}`;
  lines.push(
    '',
    `Server RSS: ${fixed(run.idleRssMiB)} MiB idle (VmRSS 5 s after the start's background work ended, ` +
      `${fixed(run.busyAfterStartSeconds)} s after /api/health answered), ${fixed(run.loadRssMiB)} MiB under load ` +
      `(largest VmRSS sampled every 200 ms), ${fixed(run.peakRssMiB)} MiB peak (VmHWM of a start on the seeded ` +
      `database and the load); the first start, which seeded, peaked at ${fixed(run.seedPeakRssMiB ?? Number.NaN)} ` +
      `MiB. Target ${memory}. Started in ${fixed(run.startedInMs / 1000, 1)} s.`,
  );
  return lines.join('\n');
}

const quiet = (command, args) => {
  try {
    return execFileSync(command, args, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
  } catch {
    return 'unknown';
  }
};

/** The machine the figures came from; a shared machine's load average says how far to trust them. */
export function machineInfo({ wrkVersion, postgresVersion }) {
  return {
    cores: cpus().length,
    cpu: cpus()[0]?.model ?? 'unknown',
    memoryMiB: Math.round(totalmem() / 1024 / 1024),
    node: process.version,
    postgres: postgresVersion,
    wrk: wrkVersion,
    kernel: quiet('uname', ['-r']),
    loadAverageAtStart: loadavg().map((value) => Number(value.toFixed(2))),
  };
}

export function machineLine(machine) {
  return (
    `Machine: ${machine.cores} cores (${machine.cpu}), ${fixed(machine.memoryMiB)} MiB, Node ${machine.node}, ` +
    `PostgreSQL ${machine.postgres}, wrk ${machine.wrk}; load average at start ${machine.loadAverageAtStart.join(' / ')}. ` +
    'wrk, the servers and PostgreSQL share these cores.'
  );
}
