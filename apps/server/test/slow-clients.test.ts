import { connect, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BODY_GRACE_MS, HEADERS_TIMEOUT_MS, TIMEOUT_CHECK_INTERVAL_MS } from '../src/plugins/limits';
import type { App } from '../src/types';
import { buildTestApp } from './helper';

/**
 * Slow clients do not hold sockets for ever (once, 1,458 of 1,500 slow-body sockets were still open at 60 s).
 * Over real sockets: trickling bodies and headers are cut, idle keep-alive sockets close, and a body that keeps
 * a reasonable pace is not cut.
 */
let app: App;
let port: number;
beforeAll(async () => {
  app = await buildTestApp();
  await app.listen({ host: '127.0.0.1', port: 0 });
  port = (app.server.address() as { port: number }).port;
});
afterAll(() => app.close());

const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));

/** Opens a socket, writes `head`, then `drip` every `everyMs`; resolves with the milliseconds until it closed. */
function trickle(head: string, drip: string, everyMs: number): Promise<number> {
  return new Promise((resolve) => {
    const started = Date.now();
    const socket: Socket = connect(port, '127.0.0.1', () => socket.write(head));
    const timer = setInterval(() => socket.writable && socket.write(drip), everyMs);
    socket.on('data', () => {});
    socket.on('error', () => {});
    socket.on('close', () => {
      clearInterval(timer);
      resolve(Date.now() - started);
    });
  });
}

const slowBody = () =>
  trickle(
    'POST /api/customer/v1/request HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n{',
    ' ',
    2000,
  );
const slowHeaders = () => trickle('GET /api/health HTTP/1.1\r\n', 'X-Slow: 1\r\n', 3000);

describe.concurrent('slow clients', () => {
  it('lose their sockets: trickling bodies after the grace period, trickling headers after the header timeout', {
    timeout: 60_000,
  }, async () => {
    const [bodies, headers] = await Promise.all([
      Promise.all(Array.from({ length: 150 }, slowBody)),
      Promise.all(Array.from({ length: 50 }, slowHeaders)),
    ]);
    // Cut once past the grace period (checked every second), never before it.
    for (const ms of bodies) {
      expect(ms).toBeGreaterThanOrEqual(BODY_GRACE_MS);
      expect(ms).toBeLessThan(BODY_GRACE_MS + 5000);
    }
    for (const ms of headers) {
      expect(ms).toBeGreaterThanOrEqual(HEADERS_TIMEOUT_MS);
      expect(ms).toBeLessThan(HEADERS_TIMEOUT_MS + TIMEOUT_CHECK_INTERVAL_MS + 3000);
    }
  });

  it('an idle keep-alive socket closes after 5 s', { timeout: 30_000 }, async () => {
    const closedAfter = await new Promise<number>((resolve) => {
      let answeredAt = 0;
      const socket = connect(port, '127.0.0.1', () =>
        socket.write('GET /api/health HTTP/1.1\r\nHost: x\r\nConnection: keep-alive\r\n\r\n'),
      );
      socket.on('data', () => {
        answeredAt ||= Date.now();
      });
      socket.on('close', () => resolve(Date.now() - answeredAt));
    });
    expect(closedAfter).toBeGreaterThanOrEqual(4500);
    expect(closedAfter).toBeLessThan(9000);
  });

  it('a body that keeps a reasonable pace is taken, however long it runs past the grace period', {
    timeout: 60_000,
  }, async () => {
    const body = JSON.stringify({ refreshToken: 'x'.repeat(150), padding: 'p'.repeat(30_000) });
    const response = await new Promise<string>((resolve, reject) => {
      let answer = '';
      const socket = connect(port, '127.0.0.1', async () => {
        socket.write(
          `POST /api/customer/v1/subscriber/logout HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\nConnection: close\r\n\r\n`,
        );
        // 2,000 bytes a second for 15 s: twice the minimum rate.
        for (let at = 0; at < body.length; at += 200) {
          socket.write(body.slice(at, at + 200));
          await sleep(100);
        }
      });
      socket.on('data', (chunk) => {
        answer += String(chunk);
      });
      socket.on('error', reject);
      socket.on('close', () => resolve(answer));
    });
    expect(response).toMatch(/^HTTP\/1\.1 204/);
  });
});
