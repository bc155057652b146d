import { mkdtempSync, writeFileSync } from 'node:fs';
import { get as httpGet, type IncomingMessage } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PassThrough, Writable } from 'node:stream';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { Broadcaster } from '../src/domains/live/broadcast';
import { lastCompleteSequence, type Segment } from '../src/domains/live/segments';
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

describe('live connections per client address', () => {
  it('caps the live connections of one address (an IPv6 /64 is one), with 429, Retry-After and the error shape', async () => {
    const capped = await buildTestApp({ trustProxy: '127.0.0.1', liveConnectionsPerAddress: 2 });
    const cappedOrigin = await capped.listen({ port: 0, host: '127.0.0.1' });
    const opened: IncomingMessage[] = [];
    const from = (address: string) =>
      new Promise<IncomingMessage>((resolve, reject) =>
        httpGet(`${cappedOrigin}/live/1.mp3`, { headers: { 'x-forwarded-for': address } }, (response) => {
          opened.push(response);
          resolve(response);
        }).on('error', reject),
      );
    const refusal = async (response: IncomingMessage) => {
      const chunks: Buffer[] = [];
      for await (const chunk of response) chunks.push(chunk as Buffer);
      return {
        status: response.statusCode,
        retryAfter: response.headers['retry-after'],
        body: JSON.parse(Buffer.concat(chunks).toString()),
      };
    };
    try {
      expect((await from('100.64.0.1')).statusCode).toBe(200);
      const second = await from('100.64.0.1');
      expect(second.statusCode).toBe(200);
      expect(await refusal(await from('100.64.0.1'))).toEqual({
        status: 429,
        retryAfter: '30',
        body: {
          statusCode: 429,
          error: 'Too Many Requests',
          message:
            'Too many live streams are open from your network (2 at once). Close one, or try again in a minute.',
        },
      });
      // Another address is not held back by the first.
      expect((await from('100.64.0.2')).statusCode).toBe(200);
      // A listener who leaves gives the place back.
      second.destroy();
      let again = await from('100.64.0.1');
      while (again.statusCode === 429) {
        again.resume();
        await new Promise((resolve) => setImmediate(resolve));
        again = await from('100.64.0.1');
      }
      expect(again.statusCode).toBe(200);

      // Two addresses of one /64 share its places; another /64 has its own.
      expect((await from('2001:db8:1:2::10')).statusCode).toBe(200);
      expect((await from('2001:db8:1:2:aaaa:bbbb:cccc:dddd')).statusCode).toBe(200);
      expect((await refusal(await from('2001:db8:1:2::99'))).status).toBe(429);
      expect((await from('2001:db8:1:3::10')).statusCode).toBe(200);
    } finally {
      for (const response of opened) response.destroy();
      await capped.close();
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
  /** A connection that takes nothing: all it is sent stays buffered. */
  const stalled = () => new Writable({ write() {} });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('drops a listener whose unsent bytes pass the limit, and keeps the others', async () => {
    vi.useFakeTimers({ now: 1_000_000 * 4000 + 100 });
    const broadcaster = new Broadcaster(async (_, sequence) => segment(sequence, 1000), silentLog, 2500);
    const fast = new PassThrough();
    const received: Buffer[] = [];
    fast.on('data', (chunk: Buffer) => received.push(chunk));
    broadcaster.add(5, fast);
    const slow = stalled();
    broadcaster.add(5, slow);
    await vi.advanceTimersByTimeAsync(50);
    // The two quick-start segments (2000 bytes) are under the limit.
    expect(slow.destroyed).toBe(false);
    expect(broadcaster.listenerCount(5)).toBe(2);

    // The next segment ends: 3000 bytes would be owed to the slow one, so it is dropped.
    await vi.advanceTimersByTimeAsync(4000);
    expect(slow.destroyed).toBe(true);
    expect(broadcaster.listenerCount(5)).toBe(1);
    expect(Buffer.concat(received).length).toBe(3000);

    broadcaster.close();
    expect(fast.writableEnded).toBe(true);
    expect(broadcaster.listenerCount(5)).toBe(0);
  });

  it('sends every listener the same segments, in order, none twice', async () => {
    vi.useFakeTimers({ now: 2_000_000 * 4000 + 100 });
    const broadcaster = new Broadcaster(async (_, sequence) => segment(sequence, 10), silentLog);
    const streams = [new PassThrough(), new PassThrough()];
    const got = streams.map((stream) => {
      const bytes: number[] = [];
      stream.on('data', (chunk: Buffer) => bytes.push(...chunk));
      broadcaster.add(9, stream);
      return bytes;
    });
    await vi.advanceTimersByTimeAsync(50);
    const last = lastCompleteSequence(Date.now());
    const quickStart = [last - 1, last].flatMap((n) => Array(10).fill(n % 256));
    expect(got[0]).toEqual(quickStart);
    expect(got[1]).toEqual(quickStart);
    await vi.advanceTimersByTimeAsync(4000);
    const withNext = [...quickStart, ...Array(10).fill((last + 1) % 256)];
    expect(got[0]).toEqual(withNext);
    expect(got[1]).toEqual(withNext);
    broadcaster.close();
  });

  it('takes in a crowd in turns: other work runs before the last of them has its quick start', async () => {
    const broadcaster = new Broadcaster(async (_, sequence) => segment(sequence, 10), silentLog);
    const crowd = Array.from({ length: 500 }, () => new PassThrough());
    for (const listener of crowd) broadcaster.add(3, listener);
    const startedWhenOtherWorkRan = await new Promise<number>((resolve) =>
      setImmediate(() => resolve(crowd.filter((listener) => listener.readableLength > 0).length)),
    );
    expect(startedWhenOtherWorkRan).toBeGreaterThan(0);
    expect(startedWhenOtherWorkRan).toBeLessThan(crowd.length);
    await vi.waitFor(() => expect(crowd.every((listener) => listener.readableLength === 20)).toBe(true));
    broadcaster.close();
  });
});
