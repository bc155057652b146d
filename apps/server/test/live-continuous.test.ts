import { mkdtempSync, writeFileSync } from 'node:fs';
import { get as httpGet, type IncomingMessage } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PassThrough } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Broadcaster } from '../src/services/live/broadcast';
import { lastCompleteSequence, type Segment } from '../src/services/live/segments';
import type { App } from '../src/types';
import { buildTestApp } from './helper';
import { framesIn } from './live-helpers';

/** The continuous MP3 on a real socket and the real clock; the app is built with a site so the SPA fallback is on. */
let app: App;
let origin: string;

beforeAll(async () => {
  const webDistDir = mkdtempSync(join(tmpdir(), 'tarang-web-'));
  writeFileSync(join(webDistDir, 'index.html'), '<!doctype html><title>site</title><div id="root"></div>');
  app = await buildTestApp({ webDistDir });
  origin = await app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(() => app?.close());

function open(path: string): Promise<IncomingMessage> {
  return new Promise((resolve, reject) => httpGet(`${origin}${path}`, resolve).on('error', reject));
}

/** Everything a response sends in `ms`. */
function collect(response: IncomingMessage, chunks: Buffer[], ms: number) {
  response.on('data', (chunk: Buffer) => chunks.push(chunk));
  return new Promise((resolve) => setTimeout(resolve, ms));
}

describe('the continuous MP3', () => {
  it('starts at once with the last two segments, then sends each new one as it ends, until the server closes', async () => {
    // Start just after a segment ends, so the next one cannot arrive while the quick start is measured.
    const sinceEnd = Date.now() % 4000;
    await new Promise((resolve) => setTimeout(resolve, 4000 - sinceEnd + 100));
    const response = await open('/live/1.mp3');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('audio/mpeg');
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.headers['icy-name']).toBe('Tarang Delhi');
    const chunks: Buffer[] = [];
    await collect(response, chunks, 1500);
    const start = Buffer.concat(chunks);
    expect(start[0]).toBe(0xff);
    expect((start[1] ?? 0) & 0xe0).toBe(0xe0);
    const quickStart = framesIn(start);
    expect(quickStart.seconds).toBeGreaterThan(7.9);
    expect(quickStart.seconds).toBeLessThan(8.1);

    // The next segment ends within 4 s; it arrives right after.
    const untilNext = (lastCompleteSequence(Date.now()) + 2) * 4000 - Date.now();
    await new Promise((resolve) => setTimeout(resolve, untilNext + 700));
    const later = framesIn(Buffer.concat(chunks));
    expect(later.seconds - quickStart.seconds).toBeGreaterThan(3.9);
    expect(later.seconds - quickStart.seconds).toBeLessThan(4.1);

    // Closing the server ends the stream instead of waiting for the listener.
    const ended = new Promise((resolve) => response.on('close', resolve));
    const closing = app.close();
    await Promise.race([
      Promise.all([closing, ended]),
      new Promise((_, reject) => setTimeout(() => reject(new Error('close hung on a listener')), 5000)),
    ]);
  }, 20_000);
});

describe('the live paths and the site', () => {
  it('answer an unknown live path with a JSON 404, never the site’s page', async () => {
    const app2 = await buildTestApp({
      webDistDir: app.config.webDistDir,
    });
    try {
      for (const url of ['/live/1/index.m3u8/x', '/live/1/2/3']) {
        const response = await app2.inject({ method: 'GET', url });
        expect(response.statusCode).toBe(404);
        expect(response.headers['content-type']).toContain('application/json');
      }
      // The site still answers its own paths.
      const page = await app2.inject({ method: 'GET', url: '/tarang-delhi-1/live' });
      expect(page.headers['content-type']).toContain('text/html');
      const head = await app2.inject({ method: 'HEAD', url: '/live/1.mp3' });
      expect(head.statusCode).toBe(200);
      expect(head.headers['content-type']).toBe('audio/mpeg');
      expect(head.body).toBe('');
    } finally {
      await app2.close();
    }
  });
});

describe('the broadcaster', () => {
  const segment = (sequence: number, bytes: number): Segment => ({
    sequence,
    startMs: sequence * 4000,
    durationMs: 4000,
    tag: Buffer.alloc(0),
    frames: Buffer.alloc(bytes, sequence % 256),
  });
  const silentLog = { error() {}, info() {} } as never;

  it('drops a listener whose unsent bytes pass the limit, and keeps the others', async () => {
    let clock = 1_000_000 * 4000 + 100;
    const broadcaster = new Broadcaster(
      async (_, sequence) => segment(sequence, 1000),
      silentLog,
      2500,
      () => clock,
    );
    const fast = new PassThrough();
    const received: Buffer[] = [];
    fast.on('data', (chunk: Buffer) => received.push(chunk));
    broadcaster.add(5, fast, () => fast.readableLength);
    // Nothing reads this one: what it is sent stays buffered.
    const slow = new PassThrough();
    broadcaster.add(5, slow, () => slow.readableLength);
    await new Promise((resolve) => setTimeout(resolve, 50));
    // The two quick-start segments (2000 bytes) are under the limit.
    expect(slow.destroyed).toBe(false);
    expect(broadcaster.listenerCount(5)).toBe(2);

    // The next segment ends: 3000 bytes would be owed to the slow one, so it is dropped.
    clock += 4000;
    broadcaster.add(5, new PassThrough(), () => 0);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(slow.destroyed).toBe(true);
    expect(broadcaster.listenerCount(5)).toBe(2);
    expect(Buffer.concat(received).length).toBe(3000);

    broadcaster.close();
    expect(fast.writableEnded).toBe(true);
    expect(broadcaster.listenerCount(5)).toBe(0);
  });

  it('sends every listener the same segments, in order, none twice', async () => {
    const broadcaster = new Broadcaster(async (_, sequence) => segment(sequence, 10), silentLog);
    const streams = [new PassThrough(), new PassThrough()];
    const got = streams.map((stream) => {
      const bytes: number[] = [];
      stream.on('data', (chunk: Buffer) => bytes.push(...chunk));
      broadcaster.add(9, stream, () => 0);
      return bytes;
    });
    await new Promise((resolve) => setTimeout(resolve, 50));
    const last = lastCompleteSequence(Date.now());
    const expected = [last - 1, last].flatMap((n) => Array(10).fill(n % 256));
    expect(got[0]).toEqual(expected);
    expect(got[1]).toEqual(expected);
    broadcaster.close();
  });
});
