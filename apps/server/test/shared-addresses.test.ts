import { AUTH_MESSAGES } from '@tarang/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PER_ADDRESS } from '../src/domains/accounts/login-throttle';
import { LIMITS } from '../src/plugins/rate-limits';
import type { App } from '../src/types';
import { client } from './client';
import { buildTestApp } from './helper';

/**
 * A crowd behind one address (a mobile carrier's NAT exit, say at a station's event) is not locked out by the
 * limits: they follow the person (e-mail tried, account) where there is one, and the ceiling per address is sized
 * for such an exit; an IPv6 /64 is one address. Also run on PostgreSQL with Redis (the brief's command).
 */
let app: App;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => app.close());

const PASSWORD = 'Crowd#2026x';
const CUSTOMER = '/api/customer/v1';
const api = client(() => app, { prefix: CUSTOMER });
const signUp = (email: string, from: string) =>
  api.post(
    '/subscriber/signup',
    { name: 'Crowd Listener', email, password: PASSWORD, stationDetail: { stationId: 1, stationName: 'x' } },
    { remoteAddress: from },
  );
const tooMany = { statusCode: 429, error: 'Too Many Requests', message: AUTH_MESSAGES.tooManyAttempts };

describe('one IPv4 address shared by a crowd', () => {
  const exit = '100.64.20.1';
  const emails = Array.from({ length: 30 }, (_, n) => `crowd${n}-${Date.now()}@example.in`);

  it('lets 30 listeners sign up, while one e-mail tried again and again is held back', async () => {
    for (const email of emails) expect((await signUp(email, exit)).statusCode).toBe(200);
    const again: number[] = [];
    for (let n = 1; n <= LIMITS.signUp.perEmail.max; n++)
      again.push((await signUp(emails[0] as string, exit)).statusCode);
    // The first sign-up counted; the next ones say the e-mail has an account, until its limit.
    expect(again).toEqual([...Array(LIMITS.signUp.perEmail.max - 1).fill(409), 429]);
    const refused = await signUp(emails[0] as string, exit);
    expect(refused.json()).toEqual(tooMany);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // The others on that address are not held back by it.
    expect((await signUp(`late-${Date.now()}@example.in`, exit)).statusCode).toBe(200);
  });

  it('lets the same 30 sign in within a minute', async () => {
    const codes: number[] = [];
    for (const email of emails)
      codes.push(
        (await api.post('/subscriber/login', { email, password: PASSWORD }, { remoteAddress: exit }))
          .statusCode,
      );
    expect(codes).toEqual(Array(30).fill(200));
  });

  it("counts a signed-in listener's password changes per account, not per address", async () => {
    const [first, second] = await Promise.all(
      emails.slice(1, 3).map(async (email) => {
        const login = await api.post(
          '/subscriber/login',
          { email, password: PASSWORD },
          { remoteAddress: exit },
        );
        return `Bearer ${login.json().data.token}`;
      }),
    );
    const change = (authorization: string) =>
      api
        .as({ authorization })
        .post(
          '/subscriber/change-password',
          { oldPassword: 'Wrong#2026x', newPassword: 'Fresh#2026x' },
          { remoteAddress: exit },
        );
    for (let n = 0; n < LIMITS.changePassword.perAccount.max; n++) {
      expect((await change(first as string)).statusCode).toBe(400);
    }
    expect((await change(first as string)).json()).toEqual(tooMany);
    expect((await change(second as string)).json()).toMatchObject({ statusCode: 400, field: 'oldPassword' });
  });

  it('still has a ceiling per address, against one machine flooding a route', async () => {
    const { max } = LIMITS.forgotPassword.perAddress;
    const ask = (n: number, from: string) =>
      api.post('/subscriber/forgot-password', { email: `nobody${n}@example.in` }, { remoteAddress: from });
    for (let n = 0; n < max; n++) expect((await ask(n, '100.64.30.1')).statusCode).toBe(200);
    expect((await ask(max, '100.64.30.1')).json()).toEqual(tooMany);
    expect((await ask(max, '100.64.30.2')).statusCode).toBe(200);
  });
});

describe('IPv6 addresses', () => {
  it('share the sign-in back-off within one /64, and another /64 has its own', async () => {
    const email = `v6-${Date.now()}@example.in`;
    expect((await signUp(email, '2001:db8:a:b::1')).statusCode).toBe(200);
    // A phone may pick any address in its /64: each wrong guess from a new one still counts for the /64.
    for (let n = 1; n <= PER_ADDRESS.limit; n++) {
      const wrong = await api.post(
        '/subscriber/login',
        { email, password: 'Wrong#2026x' },
        { remoteAddress: `2001:db8:a:b::${n.toString(16)}` },
      );
      expect(wrong.statusCode).toBe(401);
    }
    const sameBlock = await api.post(
      '/subscriber/login',
      { email, password: PASSWORD },
      { remoteAddress: '2001:db8:a:b:ffff:1:2:3' },
    );
    expect(sameBlock.statusCode).toBe(429);
    const otherBlock = await api.post(
      '/subscriber/login',
      { email, password: PASSWORD },
      { remoteAddress: '2001:db8:a:c::1' },
    );
    expect(otherBlock.statusCode).toBe(200);
  });

  it('share the ceiling per address within one /64, and another /64 has its own', async () => {
    const { max } = LIMITS.resetPassword.perAddress;
    const reset = (from: string) =>
      api.post(
        '/subscriber/reset-password',
        { token: 'x'.repeat(43), newPassword: 'Fresh#2026x' },
        { remoteAddress: from },
      );
    for (let n = 1; n <= max; n++)
      expect((await reset(`2001:db8:e:1::${n.toString(16)}`)).statusCode).toBe(400);
    expect((await reset('2001:db8:e:1:abcd::1')).json()).toEqual(tooMany);
    expect((await reset('2001:db8:e:2::1')).statusCode).toBe(400);
  });
});
