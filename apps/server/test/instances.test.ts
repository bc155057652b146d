import { AUTH_MESSAGES } from '@tarang/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config';
import { PER_ADDRESS } from '../src/domains/accounts/login-throttle';
import { LIMITS } from '../src/plugins/rate-limits';
import type { App } from '../src/types';
import { buildTestApp, nextAddress, secondInstance } from './helper';
import { testDatabaseUrl } from './postgres';

/**
 * Limits and sessions across instances: two app instances on one PostgreSQL and one Redis, as behind a
 * load balancer. A limit reached, a logout and a revocation made through one instance hold on the other.
 */
const shared = Boolean(testDatabaseUrl && loadConfig().redis);

describe.runIf(shared)('two instances on one PostgreSQL and one Redis', () => {
  let one: App;
  let two: App;
  beforeAll(async () => {
    one = await buildTestApp({
      auth: {
        jwtSecret: 'two-instances-secret-long-enough-for-hs256',
        accessTokenSeconds: 900,
        refreshTokenSeconds: 86400,
      },
    });
    two = await secondInstance(one);
  });
  afterAll(async () => {
    await two?.close();
    await one?.close();
  });

  const PASSWORD = 'Chai4Two!';
  let n = 0;
  const post = (instance: App, url: string, payload: object, remoteAddress = nextAddress(), token?: string) =>
    instance.inject({
      method: 'POST',
      url: `/api/customer/v1${url}`,
      payload,
      remoteAddress,
      headers: token ? { authorization: `Bearer ${token}` } : {},
    });
  const me = (instance: App, token: string) =>
    instance.inject({ url: '/api/customer/v1/subscriber/me', headers: { authorization: `Bearer ${token}` } });
  async function signUp() {
    const email = `twin${n++}@example.in`;
    const response = await post(one, '/subscriber/signup', {
      name: 'Asha Rao',
      email,
      password: PASSWORD,
      stationDetail: { stationId: 1, stationName: 'x' },
    });
    expect(response.statusCode, response.body).toBe(200);
    return { email, ...(response.json().data as { token: string; refreshToken: string }) };
  }

  it('a rate limit reached on one instance holds on the other', async () => {
    const address = nextAddress();
    // Forgot password: a few requests per e-mail in 15 minutes, counted in Redis.
    for (let i = 0; i < LIMITS.forgotPassword.perEmail.max; i++) {
      expect(
        (await post(i % 2 ? two : one, '/subscriber/forgot-password', { email: 'twice@example.in' }, address))
          .statusCode,
      ).toBe(200);
    }
    const refused = await post(two, '/subscriber/forgot-password', { email: 'twice@example.in' }, address);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toBe(AUTH_MESSAGES.tooManyAttempts);
    expect(
      (await post(one, '/subscriber/forgot-password', { email: 'twice@example.in' }, nextAddress()))
        .statusCode,
    ).toBe(429);
  });

  it('the sign-in back-off counts attempts on both instances together', async () => {
    const { email } = await signUp();
    const address = nextAddress();
    for (let i = 0; i < PER_ADDRESS.limit; i++) {
      const instance = i % 2 ? two : one;
      expect(
        (await post(instance, '/subscriber/login', { email, password: 'Wrong4Pass!' }, address)).statusCode,
      ).toBe(401);
    }
    expect((await post(two, '/subscriber/login', { email, password: PASSWORD }, address)).statusCode).toBe(
      429,
    );
  });

  it('a logout on one instance ends the access token on the other', async () => {
    const user = await signUp();
    expect((await me(two, user.token)).statusCode).toBe(200);
    expect((await post(one, '/subscriber/logout', { refreshToken: user.refreshToken })).statusCode).toBe(204);
    expect((await me(two, user.token)).statusCode).toBe(401);
  });

  it('a password change on one instance revokes the other sessions on both', async () => {
    const user = await signUp();
    const phone = (await post(two, '/subscriber/login', { email: user.email, password: PASSWORD })).json()
      .data;
    const changed = await post(
      one,
      '/subscriber/change-password',
      { oldPassword: PASSWORD, newPassword: 'Masala5Dosa!' },
      nextAddress(),
      user.token,
    );
    expect(changed.statusCode, changed.body).toBe(200);
    for (const instance of [one, two]) {
      expect((await me(instance, phone.token)).statusCode).toBe(401);
      expect((await me(instance, changed.json().data.token)).statusCode).toBe(200);
    }
  });
});
