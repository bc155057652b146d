import { Writable } from 'node:stream';
import { AUTH_MESSAGES } from '@tarang/contracts';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { subscribers } from '../src/db/schema';
import { loggerOptions } from '../src/plugins/logging';
import { PERMISSIONS_POLICY } from '../src/plugins/security';
import type { App } from '../src/types';
import { buildTestApp, nextAddress } from './helper';

/** Hardening: router errors, headers, passwords treated alike, and what error logs may hold. */
let app: App;
let https: App;
beforeAll(async () => {
  app = await buildTestApp();
  https = await buildTestApp({ publicUrl: 'https://radio.example' });
});
afterAll(async () => {
  await app.close();
  await https.close();
});

describe('router errors', () => {
  it('a bad %-encoding and an over-long path segment answer the standard shape with the security headers', async () => {
    for (const [url, status, message] of [
      ['/api/media/v1/media/%E0%A4%A', 400, 'The address is not valid'],
      ['/%zz', 400, 'The address is not valid'],
      [`/api/media/v1/media/${'1'.repeat(5000)}`, 414, 'The address is too long'],
    ] as const) {
      const response = await app.inject(url);
      expect(response.statusCode, url).toBe(status);
      expect(response.json()).toEqual({
        statusCode: status,
        error: status === 414 ? 'URI Too Long' : 'Bad Request',
        message,
      });
      expect(response.headers['content-security-policy']).toContain("default-src 'self'");
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['permissions-policy']).toBe(PERMISSIONS_POLICY);
    }
  });
});

describe('security headers', () => {
  it('HSTS only when the site is served over https; a Permissions-Policy always', async () => {
    const plain = await app.inject('/api/station/v1/station');
    expect(plain.headers['strict-transport-security']).toBeUndefined();
    expect(plain.headers['permissions-policy']).toBe(PERMISSIONS_POLICY);
    expect(PERMISSIONS_POLICY).toContain('camera=()');
    expect(PERMISSIONS_POLICY).toContain('geolocation=(self)');
    const secure = await https.inject('/api/station/v1/station');
    expect(secure.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
  });
});

describe('passwords', () => {
  it('sign-up and sign-in both trim: what signed up with spaces signs in with them, and without', async () => {
    const email = `trim-${Date.now()}@example.in`;
    const signup = await app.inject({
      method: 'POST',
      url: '/api/customer/v1/subscriber/signup',
      payload: {
        name: 'Asha Rao',
        email,
        password: '  Chai4Two!  ',
        stationDetail: { stationId: 1, stationName: 'x' },
      },
      remoteAddress: nextAddress(),
    });
    expect(signup.statusCode).toBe(200);
    for (const password of ['  Chai4Two!  ', 'Chai4Two!', 'Chai4Two! ']) {
      const login = await app.inject({
        method: 'POST',
        url: '/api/customer/v1/subscriber/login',
        payload: { email, password },
        remoteAddress: nextAddress(),
      });
      expect(login.statusCode, JSON.stringify(password)).toBe(200);
    }
    const wrong = await app.inject({
      method: 'POST',
      url: '/api/customer/v1/subscriber/login',
      payload: { email, password: 'Chai 4Two!' },
      remoteAddress: nextAddress(),
    });
    expect(wrong.json().message).toBe(AUTH_MESSAGES.invalidCredentials);
  });
});

describe('error logs', () => {
  it('hold the failed query but not its values: no password hash, e-mail or token', async () => {
    const lines: string[] = [];
    const logger = pino(
      loggerOptions('info'),
      new Writable({
        write(chunk, _encoding, done) {
          lines.push(String(chunk));
          done();
        },
      }),
    );
    const hash = '$argon2id$v=19$m=19456,t=2,p=1$c2VjcmV0c2FsdA$c2VjcmV0aGFzaA';
    // A real failed insert (no such station): drizzle puts every parameter into its message and stack.
    const failure = await app.db
      .insert(subscribers)
      .values({ name: 'Leak Test', email: 'leak.test@example.in', passwordHash: hash, stationId: 999_999 })
      .catch((error: unknown) => error);
    expect(String((failure as Error).message)).toContain('leak.test@example.in');
    logger.error({ err: failure, token: 'eyJhbGciOi.secret.token', email: 'leak.test@example.in' }, 'failed');
    const log = lines.join('');
    expect(log).toContain('Failed query: insert into \\"subscribers\\"');
    for (const secret of ['leak.test@example.in', hash, 'c2VjcmV0aGFzaA', 'eyJhbGciOi.secret.token']) {
      expect(log).not.toContain(secret);
    }
  });
});
