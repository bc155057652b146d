import { Writable } from 'node:stream';
import { afterAll, describe, expect, it } from 'vitest';
import { logDestination } from '../src/plugins/logging';
import { buildTestApp } from './helper';

describe('the request log', () => {
  const lines: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      for (const line of String(chunk).split('\n').filter(Boolean)) lines.push(JSON.parse(line));
      done();
    },
  });
  const opening = buildTestApp({}, { logger: { level: 'info', stream } });
  afterAll(async () => (await opening).close());

  it('writes one line per request, with its method, URL, status and time, and no secret of the URL', async () => {
    const app = await opening;
    lines.length = 0;
    const response = await app.inject({ method: 'GET', url: '/api/station/v1/station/1?token=abc' });
    expect(response.statusCode).toBe(200);
    const requestLines = lines.filter((line) => line.reqId !== undefined);
    expect(requestLines).toHaveLength(1);
    expect(requestLines[0]).toMatchObject({
      level: 30,
      msg: 'request completed',
      req: { method: 'GET', url: '/api/station/v1/station/1?token=[redacted]' },
      res: { statusCode: 200 },
    });
    expect(requestLines[0]?.responseTime).toBeTypeOf('number');
  });

  it('logs a refused request with its status too', async () => {
    const app = await opening;
    lines.length = 0;
    const response = await app.inject({ method: 'GET', url: '/api/station/v1/station/not-a-number' });
    expect(response.statusCode).toBe(400);
    expect(lines.filter((line) => line.msg === 'request completed')).toMatchObject([
      { res: { statusCode: 400 }, req: { url: '/api/station/v1/station/not-a-number' } },
    ]);
  });
});

describe('the log destination', () => {
  it('is asynchronous stdout with large writes and a bounded backlog', () => {
    const destination = logDestination() as unknown as {
      fd: number;
      sync: boolean;
      maxWrite: number;
      maxLength: number;
    };
    expect(destination).toMatchObject({
      fd: 1,
      sync: false,
      maxWrite: 256 * 1024,
      maxLength: 16 * 1024 * 1024,
    });
  });
});
