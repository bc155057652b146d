import { AUTH_MESSAGES } from '@tarang/contracts';
import { eq } from 'drizzle-orm';
import { type JWTPayload, SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginThrottle, refreshTokens, sessions } from '../src/db/schema';
import { deleteExpiredSignInRows } from '../src/domains/accounts/housekeeping';
import { SESSION_MAX_DAYS } from '../src/domains/accounts/sessions';
import { changeRole } from '../src/domains/team/staff-accounts';
import type { App } from '../src/types';
import { client } from './client';
import { buildTestApp } from './helper';

/**
 * Access tokens do not outlive their session: logout, refresh-token reuse and a password change revoke it.
 * Each token names its session, and a revoked session's tokens are refused on the next request.
 */
const SECRET = 'sessions-test-secret-long-enough-for-hs256!';
let app: App;
beforeAll(async () => {
  app = await buildTestApp({
    auth: { jwtSecret: SECRET, accessTokenSeconds: 900, refreshTokenSeconds: 86400 },
  });
});
afterAll(() => app.close());

const PASSWORD = 'Chai4Two!';
let n = 0;
type User = { id: number; email: string; token: string; refreshToken: string };

const api = client(() => app, { prefix: '/api/customer/v1' });
/** What the signed-in listener sees of themselves: 200 while the token's session lives, else 401. */
const me = (token: string) => api.withToken(token).get('/subscriber/me');

async function signUp(): Promise<User> {
  const email = `session${n++}@example.in`;
  const response = await api.post('/subscriber/signup', {
    name: 'Asha Rao',
    email,
    password: PASSWORD,
    stationDetail: { stationId: 1, stationName: 'Tarang Delhi' },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data;
}
const logIn = async (email: string, password = PASSWORD): Promise<User> =>
  (await api.post('/subscriber/login', { email, password })).json().data;

async function expectRevoked(token: string) {
  const response = await me(token);
  expect(response.statusCode).toBe(401);
  expect(response.json().message).toBe(AUTH_MESSAGES.sessionExpired);
}

describe('revocation ends access tokens at once', () => {
  it('on logout: that session only', async () => {
    const user = await signUp();
    const phone = await logIn(user.email);
    expect((await me(user.token)).statusCode).toBe(200);
    expect((await api.post('/subscriber/logout', { refreshToken: user.refreshToken })).statusCode).toBe(204);
    await expectRevoked(user.token);
    expect((await me(phone.token)).statusCode).toBe(200);
  });

  it('on reuse of a spent refresh token: the access tokens of that session too', async () => {
    const user = await signUp();
    const rotated = (await api.post('/refresh', { refreshToken: user.refreshToken })).json().data;
    expect((await me(rotated.token)).statusCode).toBe(200);
    expect((await api.post('/refresh', { refreshToken: user.refreshToken })).statusCode).toBe(401);
    await expectRevoked(rotated.token);
    await expectRevoked(user.token);
  });

  it('on a password change: every other session; this one goes on with new tokens', async () => {
    const user = await signUp();
    const phone = await logIn(user.email);
    const changed = await api
      .withToken(user.token)
      .post('/subscriber/change-password', { oldPassword: PASSWORD, newPassword: 'Masala5Dosa!' });
    expect(changed.statusCode, changed.body).toBe(200);
    await expectRevoked(phone.token);
    await expectRevoked(user.token);
    expect((await me(changed.json().data.token)).statusCode).toBe(200);
  });

  it('on a role change: every session of the account', async () => {
    const user = await signUp();
    const phone = await logIn(user.email);
    await changeRole(app, user.id, 'admin');
    await expectRevoked(user.token);
    await expectRevoked(phone.token);
    const again = await logIn(user.email);
    expect((await me(again.token)).statusCode).toBe(200);
    const rows = await app.db.select().from(sessions).where(eq(sessions.subscriberId, user.id));
    expect(rows.filter((row) => row.revokedAt === null)).toHaveLength(1);
  });
});

describe('session lifetime', () => {
  it(`a sign-in older than ${SESSION_MAX_DAYS} days cannot be refreshed, however often it was`, async () => {
    const user = await signUp();
    const fresh = (await api.post('/refresh', { refreshToken: user.refreshToken })).json().data;
    await app.db
      .update(sessions)
      .set({ createdAt: new Date(Date.now() - (SESSION_MAX_DAYS + 1) * 86_400_000) })
      .where(eq(sessions.subscriberId, user.id));
    const refused = await api.post('/refresh', { refreshToken: fresh.refreshToken });
    expect(refused.statusCode).toBe(401);
    expect(refused.json().message).toBe(AUTH_MESSAGES.sessionExpired);
  });
});

describe('housekeeping', () => {
  it('deletes expired refresh tokens, sessions past their lifetime and stale counters, nothing live', async () => {
    const user = await signUp();
    const live = await logIn(user.email);
    const old = new Date(Date.now() - (SESSION_MAX_DAYS + 1) * 86_400_000);
    await app.db.update(sessions).set({ createdAt: old }).where(eq(sessions.subscriberId, user.id));
    await app.db.insert(sessions).values({ id: 'kept-session', subscriberId: user.id });
    await app.db.insert(loginThrottle).values([
      { key: 'login:stale@example.in', attempts: 3, updatedAt: old },
      { key: 'login:recent@example.in', attempts: 3 },
    ]);
    await app.db
      .update(refreshTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(refreshTokens.subscriberId, user.id));

    const deleted = await deleteExpiredSignInRows(app);
    expect(deleted.sessions).toBeGreaterThanOrEqual(2);
    expect(deleted.refreshTokens).toBeGreaterThanOrEqual(2);
    expect(deleted.loginCounters).toBeGreaterThanOrEqual(1);
    const left = await app.db.select().from(sessions).where(eq(sessions.subscriberId, user.id));
    expect(left.map((row) => row.id)).toEqual(['kept-session']);
    const counters = await app.db.select({ key: loginThrottle.key }).from(loginThrottle);
    expect(counters.map((row) => row.key)).toContain('login:recent@example.in');
    expect(counters.map((row) => row.key)).not.toContain('login:stale@example.in');
    await expectRevoked(live.token);
  });
});

describe('access tokens are read strictly', () => {
  const key = new TextEncoder().encode(SECRET);
  async function forge(claims: JWTPayload, options: { exp?: boolean } = {}) {
    const jwt = new SignJWT(claims)
      .setProtectedHeader({ alg: 'HS256' })
      .setIssuer('tarang')
      .setAudience('tarang-web')
      .setIssuedAt();
    if (options.exp !== false) jwt.setExpirationTime('10m');
    return jwt.sign(key);
  }

  it('refuses a token without exp, or whose sub is not exactly the id of its live session', async () => {
    const user = await signUp();
    const sid = (await app.db.select().from(sessions).where(eq(sessions.subscriberId, user.id)))[0]?.id;
    expect((await me(await forge({ sub: String(user.id), sid }))).statusCode).toBe(200);
    const refused = [
      await forge({ sub: String(user.id), sid }, { exp: false }),
      await forge({ sub: String(user.id) }),
      await forge({ sub: String(user.id), fam: sid }),
      ...[`0${user.id}`, `${user.id}.0`, ` ${user.id}`, '2147483648', '99999999999', '-1', '1e3', ''].map(
        (sub) => forge({ sub, sid }),
      ),
      // Someone else's id with this session.
      await forge({ sub: String(user.id + 1), sid }),
    ];
    for (const token of await Promise.all(refused)) await expectRevoked(token);
  });
});
