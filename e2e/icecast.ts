import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import {
  accessSync,
  chmodSync,
  constants,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { delimiter, join } from 'node:path';
import { freePort, repoRoot } from './server.mjs';

/**
 * A private Icecast with a live MP3 mount, for the tests and the bench that need a real external stream:
 * icecast2 on a free 127.0.0.1 port, fed by ezstream with a loop of the demo MP3s. Both are Debian packages
 * (`apt-get install icecast2 ezstream`; .ci/run installs them); without them startIcecast() fails with that
 * advice rather than letting a test skip.
 */

export type IcecastStream = {
  /** http://127.0.0.1:PORT */
  origin: string;
  /** The mount a listener plays, e.g. http://127.0.0.1:PORT/tarang-test.mp3 */
  mountUrl: string;
  /** http://127.0.0.1:PORT/status-json.xsl: what Icecast says about its mounts. */
  statusUrl: string;
  /** The stream title ezstream sends and Icecast shows for the mount. */
  title: string;
  /** What status-json.xsl says about the mount now (null when the mount is not listed). */
  readMount: () => Promise<IcecastMount | null>;
  /** Stops ezstream and Icecast (their whole process groups) and removes the temporary folder. */
  stop: () => Promise<void>;
};

/** A mount as Icecast 2.4's status-json.xsl lists it (the fields the tests read). */
export type IcecastMount = {
  listenurl: string;
  title?: string;
  server_type?: string;
  bitrate?: number;
  /** Clients playing the mount now. */
  listeners?: number;
};

/** The demo MP3s (MPEG-2, 22.05 kHz mono, 56 kbps): ezstream sends them as they are, in a loop. */
const DEMO_AUDIO = join(repoRoot, 'apps/server/seed-media/audio');
const DEMO_FILES = Array.from(
  { length: 10 },
  (_, index) => `episode-${String(index + 1).padStart(2, '0')}.mp3`,
);

const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));

/** The full path of a program found on PATH, or null. */
function onPath(program: string): string | null {
  for (const folder of (process.env.PATH ?? '').split(delimiter)) {
    const candidate = join(folder, program);
    try {
      accessSync(candidate, constants.X_OK);
      return candidate;
    } catch {
      // not in this folder
    }
  }
  return null;
}

/** The programs, or an error that says how to install them (CI installs them in .ci/run). */
function requirePrograms() {
  const icecast = onPath('icecast2');
  const ezstream = onPath('ezstream');
  const missing = [icecast ? null : 'icecast2', ezstream ? null : 'ezstream'].filter(Boolean);
  if (!icecast || !ezstream)
    throw new Error(
      `${missing.join(' and ')} not found on PATH: the live-radio tests stream to a real Icecast fed by ezstream. ` +
        'Install them with `sudo apt-get install -y icecast2 ezstream` (.ci/run does this in CI).',
    );
  return { icecast, ezstream };
}

const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * Icecast refuses to run as root unless told whom to become: as root it drops to nobody/nogroup after reading
 * this file and opening its port, so its log folder must be writable by that user.
 */
function icecastConfig(options: { port: number; password: string; folder: string; asRoot: boolean }) {
  const { port, password, folder, asRoot } = options;
  return `<icecast>
  <location>Tarang tests</location>
  <admin>tests@tarang.test</admin>
  <hostname>127.0.0.1</hostname>
  <authentication>
    <source-password>${password}</source-password>
    <admin-user>admin</admin-user>
    <admin-password>${password}</admin-password>
  </authentication>
  <listen-socket>
    <port>${port}</port>
    <bind-address>127.0.0.1</bind-address>
  </listen-socket>
  <http-headers>
    <header name="Access-Control-Allow-Origin" value="*" />
  </http-headers>
  <fileserve>1</fileserve>
  <paths>
    <basedir>${folder}</basedir>
    <logdir>${join(folder, 'log')}</logdir>
    <webroot>/usr/share/icecast2/web</webroot>
    <adminroot>/usr/share/icecast2/admin</adminroot>
  </paths>
  <logging>
    <accesslog>access.log</accesslog>
    <errorlog>error.log</errorlog>
    <loglevel>3</loglevel>
  </logging>
  <security>
    <chroot>0</chroot>
    ${asRoot ? '<changeowner><user>nobody</user><group>nogroup</group></changeowner>' : ''}
  </security>
</icecast>
`;
}

function ezstreamConfig(options: { port: number; password: string; mount: string; folder: string }) {
  const { port, password, mount, folder } = options;
  return `<?xml version="1.0" encoding="UTF-8"?>
<ezstream>
  <servers>
    <server>
      <protocol>HTTP</protocol>
      <hostname>127.0.0.1</hostname>
      <port>${port}</port>
      <user>source</user>
      <password>${password}</password>
      <tls>None</tls>
      <reconnect_attempts>5</reconnect_attempts>
    </server>
  </servers>
  <streams>
    <stream>
      <mountpoint>${escapeXml(mount)}</mountpoint>
      <format>MP3</format>
      <public>No</public>
      <stream_name>Tarang test stream</stream_name>
      <stream_bitrate>56</stream_bitrate>
      <stream_samplerate>22050</stream_samplerate>
      <stream_channels>1</stream_channels>
    </stream>
  </streams>
  <intakes>
    <intake>
      <type>playlist</type>
      <filename>${join(folder, 'playlist.m3u')}</filename>
      <stream_once>No</stream_once>
    </intake>
  </intakes>
  <metadata>
    <program>${join(folder, 'title.sh')}</program>
  </metadata>
</ezstream>
`;
}

type Started = { child: ChildProcess; output: string[]; exited: Promise<void>; hasExited: () => boolean };

/** Runs a program in a process group of its own, so stop() can end it and anything it started. */
function startGroup(name: string, program: string, args: string[]): Started {
  const child = spawn(program, args, { detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
  const output: string[] = [];
  child.stdout?.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  let done = false;
  const exited = new Promise<void>((resolve) => {
    child.on('exit', (code, signal) => {
      done = true;
      output.push(`[${name} exited: ${code ?? signal}]\n`);
      resolve();
    });
    child.on('error', (error) => {
      done = true;
      output.push(`[${name} failed to start: ${error.message}]\n`);
      resolve();
    });
  });
  return { child, output, exited, hasExited: () => done };
}

async function stopGroup(started: Started) {
  if (started.hasExited() || started.child.pid === undefined) return;
  const signalGroup = (signal: NodeJS.Signals) => {
    try {
      process.kill(-(started.child.pid as number), signal);
    } catch {
      // the group is already gone
    }
  };
  signalGroup('SIGTERM');
  const force = setTimeout(() => signalGroup('SIGKILL'), 5_000);
  await started.exited;
  clearTimeout(force);
}

/** Icecast 2.4 lists one source as an object and several as an array. */
async function mountsOf(statusUrl: string): Promise<IcecastMount[]> {
  const response = await fetch(statusUrl, { signal: AbortSignal.timeout(2_000) });
  if (!response.ok) throw new Error(`${statusUrl}: ${response.status}`);
  const { icestats } = (await response.json()) as { icestats?: { source?: IcecastMount | IcecastMount[] } };
  const source = icestats?.source;
  return source === undefined ? [] : Array.isArray(source) ? source : [source];
}

/**
 * Starts Icecast and ezstream and resolves once status-json.xsl lists the mount with its title. On any failure
 * both are stopped and the error carries their output and Icecast's error log.
 */
export async function startIcecast(
  options: { mount?: string; title?: string; timeoutMs?: number } = {},
): Promise<IcecastStream> {
  const programs = requirePrograms();
  const mount = options.mount ?? '/tarang-test.mp3';
  // Different on each run, so a title seen on the site cannot come from anywhere but this Icecast.
  const title = options.title ?? `Tarang test stream ${randomBytes(3).toString('hex')}`;
  const timeoutMs = options.timeoutMs ?? 30_000;

  const folder = mkdtempSync(join(tmpdir(), 'tarang-icecast-'));
  const asRoot = process.getuid?.() === 0;
  // Icecast running as nobody writes its logs here; the rest of the folder stays the current user's.
  chmodSync(folder, 0o755);
  mkdirSync(join(folder, 'log'), { mode: 0o777 });
  chmodSync(join(folder, 'log'), 0o777);
  const port = await freePort();
  const password = randomBytes(16).toString('hex');
  // The configs carry the source password: readable by the current user only (Icecast reads its own before it
  // gives up root).
  writeFileSync(join(folder, 'icecast.xml'), icecastConfig({ port, password, folder, asRoot }), {
    mode: 0o600,
  });
  writeFileSync(join(folder, 'ezstream.xml'), ezstreamConfig({ port, password, mount, folder }), {
    mode: 0o600,
  });
  writeFileSync(
    join(folder, 'playlist.m3u'),
    `${DEMO_FILES.map((file) => join(DEMO_AUDIO, file)).join('\n')}\n`,
  );
  // ezstream's metadata program: one line, the title, whatever it is asked (artist/title alone are not used).
  writeFileSync(
    join(folder, 'title.sh'),
    `#!/bin/sh\n[ -z "$1" ] && printf '%s\\n' '${title.replace(/'/g, '')}'\nexit 0\n`,
    {
      mode: 0o755,
    },
  );

  const origin = `http://127.0.0.1:${port}`;
  const mountUrl = `${origin}${mount}`;
  const statusUrl = `${origin}/status-json.xsl`;
  const readMount = async () =>
    (await mountsOf(statusUrl)).find((source) => new URL(source.listenurl).pathname === mount) ?? null;

  const icecast = startGroup('icecast2', programs.icecast, ['-c', join(folder, 'icecast.xml')]);
  let ezstream: Started | undefined;
  const stop = async () => {
    if (ezstream) await stopGroup(ezstream);
    await stopGroup(icecast);
    rmSync(folder, { recursive: true, force: true });
  };
  const fail = async (reason: string): Promise<never> => {
    let errorLog = '';
    try {
      errorLog = readFileSync(join(folder, 'log', 'error.log'), 'utf8')
        .split('\n')
        .slice(-30)
        .join('\n');
    } catch {
      // no log written
    }
    const said = [
      `icecast2: ${icecast.output.join('').trim()}`,
      `ezstream: ${ezstream?.output.join('').trim() ?? '(not started)'}`,
      `Icecast error.log (last lines):\n${errorLog}`,
    ].join('\n');
    await stop();
    throw new Error(`${reason}\n${said}`);
  };

  const started = Date.now();
  let last = 'no answer yet';
  for (;;) {
    if (icecast.hasExited()) return fail('icecast2 exited at start');
    if (ezstream?.hasExited()) return fail('ezstream exited at start');
    try {
      const mounts = await mountsOf(statusUrl);
      // Icecast answers: now give it its source (once).
      ezstream ??= startGroup('ezstream', programs.ezstream, ['-c', join(folder, 'ezstream.xml')]);
      const listed = mounts.find((source) => new URL(source.listenurl).pathname === mount);
      if (listed?.title === title) break;
      last = listed ? `${mount} listed with title ${JSON.stringify(listed.title)}` : `${mount} not listed`;
    } catch (error) {
      last = `${statusUrl}: ${(error as Error).message}`;
    }
    if (Date.now() - started > timeoutMs)
      return fail(`Icecast did not list ${mount} titled "${title}" within ${timeoutMs} ms (last: ${last})`);
    await sleep(200);
  }
  return { origin, mountUrl, statusUrl, title, readMount, stop };
}
