import { AUTH_MESSAGES } from '@tarang/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config';
import { PER_ACCOUNT, PER_ADDRESS } from '../src/domains/accounts/login-throttle';
import type { App } from '../src/types';
import { client } from './client';
import { buildTestApp, nextAddress } from './helper';

/**
 * Nobody can lock someone else's account (100 wrong passwords from anywhere must not refuse the right one for
 * an hour), and the limit holds under concurrency (no more passwords are checked than the limit, however many
 * attempts are in flight). Attempts are counted atomically before the check, per account and address with
 * back-off, and the owner's known addresses and a reset link still get in. Run on the database counters, and
 * on Redis when REDIS_URL is set.
 */
const backends = ['database', ...(loadConfig().redis ? ['redis'] : [])] as const;

describe.each(backends)('sign-in limits on %s counters', (backend) => {
  let app: App;
  beforeAll(async () => {
    app = await buildTestApp(backend === 'database' ? { redis: undefined } : {});
  });
  afterAll(() => app?.close());

  const PASSWORD = 'Chai4Two!';
  const WRONG = 'Wrong4Pass!';
  let n = 0;
  const api = client(() => app, { prefix: '/api/customer/v1' });
  const login = (email: string, password: string, remoteAddress: string) =>
    api.post('/subscriber/login', { email, password }, { remoteAddress });
  /** A new account, signed up from `home` (which becomes one of its known addresses). */
  async function account(home = nextAddress()) {
    const email = `throttle-${backend}-${n++}@example.in`;
    const response = await api.post(
      '/subscriber/signup',
      { name: 'Asha Rao', email, password: PASSWORD, stationDetail: { stationId: 1, stationName: 'x' } },
      { remoteAddress: home },
    );
    expect(response.statusCode, response.body).toBe(200);
    return { email, home };
  }
  const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));

  it('slows one address down exponentially; the right password then clears it', async () => {
    const { email } = await account();
    const address = nextAddress();
    for (let i = 0; i < PER_ADDRESS.limit; i++) {
      expect((await login(email, WRONG, address)).statusCode).toBe(401);
    }
    const waiting = await login(email, PASSWORD, address);
    expect(waiting.statusCode).toBe(429);
    expect(waiting.json()).toEqual({
      statusCode: 429,
      error: 'Too Many Requests',
      message: AUTH_MESSAGES.tooManyAttempts,
    });
    expect(Number(waiting.headers['retry-after'])).toBe(1);
    await sleep(1100);
    expect((await login(email, WRONG, address)).statusCode).toBe(401);
    // The next wait is twice as long.
    expect(Number((await login(email, WRONG, address)).headers['retry-after'])).toBe(2);
    await sleep(2100);
    expect((await login(email, PASSWORD, address)).statusCode).toBe(200);
    expect((await login(email, WRONG, address)).statusCode).toBe(401);
  });

  it('checks no more passwords than the limit, however many attempts are in flight', async () => {
    const { email } = await account();
    const address = nextAddress();
    const codes = await Promise.all(
      Array.from({ length: 20 }, () => login(email, WRONG, address).then((r) => r.statusCode)),
    );
    expect(codes.filter((code) => code === 401)).toHaveLength(PER_ADDRESS.limit);
    expect(codes.filter((code) => code === 429)).toHaveLength(20 - PER_ADDRESS.limit);
  });

  it("limits an unknown e-mail the same way: 'Subscriber Not Found' until the back-off, then 429", async () => {
    const address = nextAddress();
    const codes: number[] = [];
    for (let i = 0; i <= PER_ADDRESS.limit; i++) {
      codes.push((await login('nobody-here@example.in', WRONG, address)).statusCode);
    }
    expect(codes).toEqual([...Array(PER_ADDRESS.limit).fill(404), 429]);
  });

  it('under attack from many addresses: exactly the hourly limit is checked, the owner still gets in', async () => {
    const { email, home } = await account();
    const attempts = PER_ACCOUNT.limit + 20;
    const codes = await Promise.all(
      Array.from({ length: attempts }, () => login(email, WRONG, nextAddress()).then((r) => r.statusCode)),
    );
    expect(codes.filter((code) => code === 401)).toHaveLength(PER_ACCOUNT.limit);
    expect(codes.filter((code) => code === 429)).toHaveLength(20);

    // New addresses must wait, even with the right password...
    const stranger = await login(email, PASSWORD, nextAddress());
    expect(stranger.statusCode).toBe(429);
    expect(Number(stranger.headers['retry-after'])).toBeGreaterThan(3000);
    // ...the owner's own address is not locked out, and a typo there is only a wrong password.
    expect((await login(email, WRONG, home)).statusCode).toBe(401);
    expect((await login(email, PASSWORD, home)).statusCode).toBe(200);
  });
});
