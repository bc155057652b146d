import { AUTH_MESSAGES } from '@tarang/contracts';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIMITS } from '../src/plugins/rate-limits';
import type { App } from '../src/types';
import { client } from './client';
import { buildTestApp } from './helper';

let app: App;
beforeAll(async () => {
  app = await buildTestApp({
    auth: {
      jwtSecret: 'test-secret-that-is-long-enough-for-hs256!',
      accessTokenSeconds: 900,
      refreshTokenSeconds: 86400,
    },
  });
});
afterAll(() => app.close());

const api = client(() => app, { prefix: '/api/customer/v1' });

const station = { stationId: 1, stationName: 'Tarang Delhi' };
let n = 0;
const newEmail = () => `listener${n++}@example.in`;
const PASSWORD = 'Chai4Two!';

async function signUp(email = newEmail(), password = PASSWORD) {
  const response = await api.post('/subscriber/signup', {
    name: '  Asha Rao ',
    email,
    password,
    stationDetail: station,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data as {
    id: number;
    token: string;
    refreshToken: string;
    email: string;
    name: string;
  };
}

describe('sign-up and sign-in', () => {
  it('signs up with a hashed password and answers the user with tokens', async () => {
    const email = newEmail();
    const user = await signUp(email.toUpperCase());
    expect(user).toMatchObject({ name: 'Asha Rao', email, stationId: 1 });
    expect(user.token.split('.')).toHaveLength(3);
    expect(user.refreshToken.length).toBeGreaterThanOrEqual(40);
    const row = await app.db.query.subscribers.findFirst({ where: (s, { eq }) => eq(s.email, email) });
    expect(row?.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(row?.passwordHash).not.toContain(PASSWORD);
  });

  it('refuses a second account for the same e-mail on the email field', async () => {
    const email = newEmail();
    await signUp(email);
    const again = await api.post('/subscriber/signup', {
      name: 'Asha',
      email,
      password: PASSWORD,
      stationDetail: station,
    });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ message: AUTH_MESSAGES.emailExists, field: 'email' });
  });

  it.each([
    [{ password: 'chai4two!' }, 'password', 'Add uppercase'],
    [{ password: 'CHAI4TWO!' }, 'password', 'Add lowercase'],
    [{ password: 'ChaiForTwo!' }, 'password', 'Add number'],
    [{ password: 'Chai4Two' }, 'password', 'Add special char'],
    [{ password: 'Ch4!' }, 'password', 'Min 8 chars'],
    [{ password: undefined }, 'password', 'Password required'],
    [{ name: 'Al' }, 'name', 'Username must be at least 3 characters'],
    [{ email: 'not-an-email' }, 'email', 'Invalid email address'],
    [
      { stationDetail: { stationId: 999, stationName: 'Nowhere' } },
      'stationDetail.stationId',
      'Station not found',
    ],
    [
      { stationDetail: { stationId: '1', stationName: 'x' } },
      'stationDetail.stationId',
      'stationId must be a station id',
    ],
  ])('refuses the sign-up %o with its message on %s', async (change, field, message) => {
    const response = await api.post('/subscriber/signup', {
      name: 'Asha',
      email: newEmail(),
      password: PASSWORD,
      stationDetail: station,
      ...change,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ field, message });
  });

  it('never answers a malformed body with a 500', async () => {
    for (const payload of ['{not json', '[]', 'null', '"text"', JSON.stringify({ email: { $ne: 1 } })]) {
      const response = await app.inject({
        method: 'POST',
        url: '/api/customer/v1/subscriber/login',
        payload,
        headers: { 'content-type': 'application/json' },
        remoteAddress: '10.9.9.9',
      });
      expect(response.statusCode, payload).toBe(400);
    }
  });

  it("signs in; a wrong password is 'Invalid email or password', an unknown e-mail 'Subscriber Not Found'", async () => {
    const user = await signUp();
    const ok = await api.post('/subscriber/login', { email: user.email, password: PASSWORD });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().data).toMatchObject({ id: user.id, email: user.email });
    const wrong = await api.post('/subscriber/login', { email: user.email, password: 'Wrong4Pass!' });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().message).toBe(AUTH_MESSAGES.invalidCredentials);
    const unknown = await api.post('/subscriber/login', { email: 'nobody@example.in', password: PASSWORD });
    expect(unknown.json()).toMatchObject({
      statusCode: 404,
      field: 'email',
      message: AUTH_MESSAGES.subscriberNotFound,
    });
    const short = await api.post('/subscriber/login', { email: user.email, password: 'short' });
    expect(short.json()).toMatchObject({ statusCode: 400, field: 'password', message: 'Min 8 chars' });
  });

  it('limits sign-in requests per address, at what a carrier NAT exit carries, with a 429 and a clear message', async () => {
    const { max } = LIMITS.signIn.perAddress;
    const codes: number[] = [];
    for (let i = 0; i <= max + 1; i++) {
      // A different e-mail each time: the back-off per e-mail (login-throttle.test.ts) is not what is tested; all
      // but the last two are refused by the rules before any password is checked, and count all the same.
      const password = i >= max - 1 ? PASSWORD : 'short';
      const response = await api.post(
        '/subscriber/login',
        { email: `nobody${i}@example.in`, password },
        { remoteAddress: '10.200.0.1' },
      );
      codes.push(response.statusCode);
      if (response.statusCode === 429) expect(response.json().message).toBe(AUTH_MESSAGES.tooManyAttempts);
    }
    // Unknown e-mails: 'Subscriber Not Found' until the address's limit, then 429.
    expect(codes.slice(0, max - 1).every((code) => code === 400)).toBe(true);
    expect(codes.slice(max - 1)).toEqual([404, 429, 429]);
  });
});

describe('tokens', () => {
  it('rotates refresh tokens; a reused one ends the whole session family', async () => {
    const user = await signUp();
    const first = await api.post('/refresh', { refreshToken: user.refreshToken });
    expect(first.statusCode).toBe(200);
    const second = first.json().data.refreshToken as string;
    expect(second).not.toBe(user.refreshToken);

    const reuse = await api.post('/refresh', { refreshToken: user.refreshToken });
    expect(reuse.statusCode).toBe(401);
    // The thief's copy and the legitimate newer token are both dead now.
    expect((await api.post('/refresh', { refreshToken: second })).statusCode).toBe(401);
    // Another sign-in is a separate family and still works.
    const other = (await api.post('/subscriber/login', { email: user.email, password: PASSWORD })).json()
      .data;
    expect((await api.post('/refresh', { refreshToken: other.refreshToken })).statusCode).toBe(200);
  });

  it('logs out by revoking the refresh token', async () => {
    const user = await signUp();
    expect((await api.post('/subscriber/logout', { refreshToken: user.refreshToken })).statusCode).toBe(204);
    expect((await api.post('/refresh', { refreshToken: user.refreshToken })).statusCode).toBe(401);
    expect((await api.post('/refresh', { refreshToken: 'x'.repeat(43) })).statusCode).toBe(401);
    expect((await api.post('/refresh', {})).json()).toMatchObject({ statusCode: 400, field: 'refreshToken' });
  });

  it('accepts only HS256 access tokens of this issuer and audience that have not expired', async () => {
    const user = await signUp();
    const body = { oldPassword: PASSWORD, newPassword: 'Masala5Dosa!' };
    const key = new TextEncoder().encode('test-secret-that-is-long-enough-for-hs256!');
    const forge = (audience: string, expires: number) =>
      new SignJWT({ fam: 'x' })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(String(user.id))
        .setIssuer('tarang')
        .setAudience(audience)
        .setExpirationTime(expires)
        .sign(key);
    const now = Math.floor(Date.now() / 1000);
    const [header, payload] = user.token.split('.');
    const unsigned = `${Buffer.from('{"alg":"none","typ":"JWT"}').toString('base64url')}.${payload}.`;
    for (const token of [
      await forge('someone-else', now + 60),
      await forge('tarang-web', now - 60),
      unsigned,
      `${header}.${payload}.bad`,
    ]) {
      const response = await api.withToken(token).post('/subscriber/change-password', body);
      expect(response.statusCode).toBe(401);
      expect(response.json().message).toBe(AUTH_MESSAGES.sessionExpired);
    }
    expect((await api.post('/subscriber/change-password', body)).statusCode).toBe(401);
  });
});

describe('change password', () => {
  it('checks the old password on its field and refuses the same new one', async () => {
    const user = await signUp();
    const wrong = await api
      .withToken(user.token)
      .post('/subscriber/change-password', { oldPassword: 'Wrong4Pass!', newPassword: 'Masala5Dosa!' });
    expect(wrong.json()).toMatchObject({
      statusCode: 400,
      field: 'oldPassword',
      message: AUTH_MESSAGES.oldPasswordWrong,
    });
    const same = await api
      .withToken(user.token)
      .post('/subscriber/change-password', { oldPassword: PASSWORD, newPassword: PASSWORD });
    expect(same.json()).toMatchObject({
      statusCode: 400,
      field: 'newPassword',
      message: AUTH_MESSAGES.sameNewPassword,
    });
  });

  it('changes it, ends the other sessions and signs this one in again', async () => {
    const user = await signUp();
    const otherDevice = (
      await api.post('/subscriber/login', { email: user.email, password: PASSWORD })
    ).json().data;
    const changed = await api
      .withToken(user.token)
      .post('/subscriber/change-password', { oldPassword: PASSWORD, newPassword: 'Masala5Dosa!' });
    expect(changed.statusCode, changed.body).toBe(200);
    expect((await api.post('/refresh', { refreshToken: otherDevice.refreshToken })).statusCode).toBe(401);
    expect((await api.post('/refresh', { refreshToken: changed.json().data.refreshToken })).statusCode).toBe(
      200,
    );
    expect((await api.post('/subscriber/login', { email: user.email, password: PASSWORD })).statusCode).toBe(
      401,
    );
    expect(
      (await api.post('/subscriber/login', { email: user.email, password: 'Masala5Dosa!' })).statusCode,
    ).toBe(200);
  });
});

describe('favourites', () => {
  const favorite = (method: 'POST' | 'DELETE', url: string, token?: string, payload?: object) =>
    app.inject({
      method,
      url: `/api/user-preference/v1${url}`,
      ...(payload ? { payload } : {}),
      headers: token ? { authorization: `Bearer ${token}` } : {},
    });

  async function someEpisodes() {
    const media = (await app.inject('/api/media/v1/media?mediaType=Podcast')).json().data[0];
    const url = `/api/media/v1/media/${media.id}/episodes`;
    return { url, ids: ((await app.inject(url)).json().data as { id: number }[]).map((e) => e.id) };
  }

  it("marks and unmarks an episode for the signed-in user only; isFavorite follows each user's own marks", async () => {
    const asha = await signUp();
    const ravi = await signUp();
    const { url, ids } = await someEpisodes();
    const [first, second] = ids as [number, number];

    expect(
      (await favorite('POST', '/favorite', undefined, { contentId: first, contentType: 'Episode' }))
        .statusCode,
    ).toBe(401);
    expect(
      (await favorite('POST', '/favorite', asha.token, { contentId: first, contentType: 'Episode' }))
        .statusCode,
    ).toBe(201);
    expect(
      (await favorite('POST', '/favorite', asha.token, { contentId: first, contentType: 'Episode' }))
        .statusCode,
    ).toBe(201);

    const seen = async (token?: string) => {
      const response = await app.inject({
        method: 'GET',
        url,
        headers: token ? { authorization: `Bearer ${token}` } : {},
      });
      return Object.fromEntries(
        (response.json().data as { id: number; isFavorite: boolean }[]).map((e) => [e.id, e.isFavorite]),
      );
    };
    expect((await seen(asha.token))[first]).toBe(true);
    expect((await seen(asha.token))[second]).toBe(false);
    expect((await seen(ravi.token))[first]).toBe(false);
    expect((await seen())[first]).toBe(false);
    const one = await app.inject({
      method: 'GET',
      url: `${url}/${first}`,
      headers: { authorization: `Bearer ${asha.token}` },
    });
    expect(one.json().data.isFavorite).toBe(true);

    // Ravi deleting "his" favourite of the same episode leaves Asha's alone.
    expect((await favorite('DELETE', `/favorite/Episode/${first}`, ravi.token)).statusCode).toBe(204);
    expect((await seen(asha.token))[first]).toBe(true);
    expect((await favorite('DELETE', `/favorite/Episode/${first}`, asha.token)).statusCode).toBe(204);
    expect((await seen(asha.token))[first]).toBe(false);
  });

  it('refuses bad favourite requests clearly', async () => {
    const user = await signUp();
    const cases: [object, string][] = [
      [{ contentId: 999999, contentType: 'Episode' }, 'Episode not found'],
      [{ contentId: 'one', contentType: 'Episode' }, 'contentId must be an episode id'],
      [{ contentId: 1, contentType: 'Show' }, 'contentType must be Episode'],
    ];
    for (const [payload, message] of cases) {
      const response = await favorite('POST', '/favorite', user.token, payload);
      expect(response.statusCode).toBeGreaterThanOrEqual(400);
      expect(response.statusCode).toBeLessThan(500);
      expect(response.json().message).toBe(message);
    }
    expect((await favorite('DELETE', '/favorite/Show/1', user.token)).json()).toMatchObject({
      statusCode: 400,
      field: 'contentType',
    });
    expect((await favorite('DELETE', '/favorite/Episode/abc', user.token)).json()).toMatchObject({
      statusCode: 400,
      field: 'contentId',
    });
  });
});
