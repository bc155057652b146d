import { existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { AUTH_MESSAGES } from '@tarang/contracts';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { passwordResets } from '../src/db/schema';
import { LIMITS } from '../src/plugins/rate-limits';
import type { App } from '../src/types';
import { client } from './client';
import { buildTestApp, nextAddress, tempDataDir } from './helper';

let app: App;
const dataDir = tempDataDir();
const outbox = join(dataDir, 'outbox');
beforeAll(async () => {
  app = await buildTestApp({ dataDir, publicUrl: 'https://radio.example', brandName: 'Tarang Test' });
});
afterAll(async () => {
  await app?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const api = client(() => app, { prefix: '/api/customer/v1' });

let n = 0;
const PASSWORD = 'Chai4Two!';
const NEW_PASSWORD = 'Masala5Dosa!';
async function signUp() {
  const email = `reset${n++}@example.in`;
  const response = await api.post('/subscriber/signup', {
    name: 'Ravi Kumar',
    email,
    password: PASSWORD,
    stationDetail: { stationId: 1, stationName: 'Tarang Delhi' },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data as { id: number; email: string; refreshToken: string };
}

type OutboxEntry = { to: string; subject: string; text: string; link: string; file: string };
const mailsTo = (email: string): OutboxEntry[] =>
  existsSync(outbox)
    ? readdirSync(outbox)
        .filter((file) => file.endsWith('.json'))
        .map((file) => ({ ...JSON.parse(readFileSync(join(outbox, file), 'utf8')), file }))
        .filter((entry) => entry.to === email)
    : [];
/** E-mails are sent in the background: wait for the n-th one to that address. */
const waitForMail = (email: string, nth = 1) =>
  vi.waitFor(
    () => {
      const mails = mailsTo(email);
      if (mails.length < nth) throw new Error(`no e-mail ${nth} to ${email} yet`);
      return mails.sort((a, b) => a.file.localeCompare(b.file))[nth - 1] as OutboxEntry;
    },
    { timeout: 5000 },
  );
const tokenOf = (link: string) => new URL(link).hash.replace('#token=', '');

describe('forgot password', () => {
  it('answers the same for an unknown e-mail and sends nothing', async () => {
    const response = await api.post('/subscriber/forgot-password', { email: 'nobody@example.in' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: AUTH_MESSAGES.resetLinkSent });
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(mailsTo('nobody@example.in')).toEqual([]);
  });

  it('writes a real e-mail with a one-time link in its fragment, and stores only the hash', async () => {
    const user = await signUp();
    const response = await api.post('/subscriber/forgot-password', { email: user.email.toUpperCase() });
    expect(response.json()).toEqual({ message: AUTH_MESSAGES.resetLinkSent });
    const mail = await waitForMail(user.email);
    expect(mail.link).toMatch(/^https:\/\/radio\.example\/0\/reset-password#token=[A-Za-z0-9_-]{43}$/);
    expect(mail.subject).toBe('Reset your Tarang Test password');
    expect(mail.text).toContain(mail.link);
    expect(mail.text).toContain('expires in 30 minutes');
    const eml = readFileSync(join(outbox, mail.file.replace(/\.json$/, '.eml')), 'utf8');
    expect(eml).toMatch(/^From: "?Tarang Test"? <no-reply@localhost>$/m);
    expect(eml).toMatch(/^To: reset\d+@example\.in$/m);
    expect(eml).toContain('Content-Type: text/plain');
    expect(eml).toContain('Content-Type: text/html');

    const [row] = await app.db.select().from(passwordResets).where(eq(passwordResets.subscriberId, user.id));
    const token = tokenOf(mail.link);
    expect(row?.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(row?.tokenHash).not.toContain(token);
    const minutes = ((row?.expiresAt.getTime() ?? 0) - Date.now()) / 60_000;
    expect(minutes).toBeGreaterThan(29);
    expect(minutes).toBeLessThanOrEqual(30);
  });

  it('sends at most five e-mails an hour for one account, answering the same', async () => {
    const user = await signUp();
    for (let i = 0; i < 7; i++) {
      const response = await api.post('/subscriber/forgot-password', { email: user.email });
      expect(response.json()).toEqual({ message: AUTH_MESSAGES.resetLinkSent });
    }
    await waitForMail(user.email, 5);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(mailsTo(user.email)).toHaveLength(5);
    const [stored] = await app.db
      .select({ n: count() })
      .from(passwordResets)
      .where(eq(passwordResets.subscriberId, user.id));
    expect(stored?.n).toBe(5);
  });

  it('limits requests per e-mail and checks the e-mail on its field', async () => {
    const { max } = LIMITS.forgotPassword.perEmail;
    const codes: number[] = [];
    for (let i = 0; i <= max; i++) {
      codes.push(
        (
          await api.post(
            '/subscriber/forgot-password',
            { email: 'x@example.in' },
            { remoteAddress: '10.250.1.1' },
          )
        ).statusCode,
      );
    }
    expect(codes).toEqual([...Array(max).fill(200), 429]);
    const bad = await api.post('/subscriber/forgot-password', { email: 'x@' });
    expect(bad.json()).toMatchObject({
      statusCode: 400,
      field: 'email',
      message: AUTH_MESSAGES.emailInvalid,
    });
    const missing = await api.post('/subscriber/forgot-password', {});
    expect(missing.json()).toMatchObject({
      statusCode: 400,
      field: 'email',
      message: AUTH_MESSAGES.emailRequired,
    });
  });
});

describe('reset password', () => {
  it('sets the new password once, ends every session, lifts the sign-in back-off and signs in', async () => {
    const user = await signUp();
    const otherDevice = (
      await api.post('/subscriber/login', { email: user.email, password: PASSWORD })
    ).json().data;
    // Someone at this address guessed until it had to wait.
    const address = nextAddress();
    let lastWrong = 0;
    for (let i = 0; i < 10 && lastWrong !== 429; i++) {
      lastWrong = (
        await api.post(
          '/subscriber/login',
          { email: user.email, password: 'Wrong4Pass!' },
          { remoteAddress: address },
        )
      ).statusCode;
    }
    expect(lastWrong).toBe(429);
    await api.post('/subscriber/forgot-password', { email: user.email });
    const token = tokenOf((await waitForMail(user.email)).link);

    const reset = await api.post(
      '/subscriber/reset-password',
      { token, newPassword: ` ${NEW_PASSWORD} ` },
      { remoteAddress: address },
    );
    expect(reset.statusCode, reset.body).toBe(200);
    expect(reset.json().data).toMatchObject({ id: user.id, email: user.email, name: 'Ravi Kumar' });

    for (const refreshToken of [user.refreshToken, otherDevice.refreshToken]) {
      expect((await api.post('/refresh', { refreshToken })).statusCode).toBe(401);
    }
    expect((await api.post('/refresh', { refreshToken: reset.json().data.refreshToken })).statusCode).toBe(
      200,
    );
    // The reset link got the owner in, and that address no longer has to wait.
    expect(
      (
        await api.post(
          '/subscriber/login',
          { email: user.email, password: PASSWORD },
          { remoteAddress: address },
        )
      ).statusCode,
    ).toBe(401);
    expect(
      (
        await api.post(
          '/subscriber/login',
          { email: user.email, password: NEW_PASSWORD },
          { remoteAddress: address },
        )
      ).statusCode,
    ).toBe(200);

    const again = await api.post('/subscriber/reset-password', { token, newPassword: 'Another6Pass!' });
    expect(again.json()).toMatchObject({
      statusCode: 400,
      field: 'token',
      message: AUTH_MESSAGES.resetLinkInvalid,
    });
  });

  it('refuses an expired, unknown or superseded token, and a weak password', async () => {
    const user = await signUp();
    await api.post('/subscriber/forgot-password', { email: user.email });
    await api.post('/subscriber/forgot-password', { email: user.email });
    const first = tokenOf((await waitForMail(user.email, 1)).link);
    const second = tokenOf((await waitForMail(user.email, 2)).link);

    const weak = await api.post('/subscriber/reset-password', { token: first, newPassword: 'weak' });
    expect(weak.json()).toMatchObject({
      statusCode: 400,
      field: 'newPassword',
      message: AUTH_MESSAGES.addUppercase,
    });

    await app.db
      .update(passwordResets)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(passwordResets.subscriberId, user.id));
    for (const token of [first, second, 'x'.repeat(43)]) {
      const response = await api.post('/subscriber/reset-password', { token, newPassword: NEW_PASSWORD });
      expect(response.json()).toMatchObject({
        statusCode: 400,
        field: 'token',
        message: AUTH_MESSAGES.resetLinkInvalid,
      });
    }
    const short = await api.post('/subscriber/reset-password', { token: 'abc', newPassword: NEW_PASSWORD });
    expect(short.json()).toMatchObject({
      statusCode: 400,
      field: 'token',
      message: AUTH_MESSAGES.resetLinkInvalid,
    });
    expect((await api.post('/subscriber/login', { email: user.email, password: PASSWORD })).statusCode).toBe(
      200,
    );
  });

  it('a reset spends every other link of the account', async () => {
    const user = await signUp();
    await api.post('/subscriber/forgot-password', { email: user.email });
    await api.post('/subscriber/forgot-password', { email: user.email });
    const first = tokenOf((await waitForMail(user.email, 1)).link);
    const second = tokenOf((await waitForMail(user.email, 2)).link);
    expect(
      (await api.post('/subscriber/reset-password', { token: second, newPassword: NEW_PASSWORD })).statusCode,
    ).toBe(200);
    const old = await api.post('/subscriber/reset-password', { token: first, newPassword: 'Another6Pass!' });
    expect(old.statusCode).toBe(400);
  });

  it('only one of two simultaneous uses of a token succeeds', async () => {
    const user = await signUp();
    await api.post('/subscriber/forgot-password', { email: user.email });
    const token = tokenOf((await waitForMail(user.email)).link);
    const results = await Promise.all(
      ['Twice1Pass!', 'Twice2Pass!'].map((newPassword) =>
        api.post('/subscriber/reset-password', { token, newPassword }),
      ),
    );
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 400]);
  });
});
