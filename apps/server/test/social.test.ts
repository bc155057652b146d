import { rmSync } from 'node:fs';
import { AUTH_MESSAGES } from '@tarang/contracts';
import { eq } from 'drizzle-orm';
import { generateKeyPair } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SocialConfig } from '../src/config';
import { socialIdentities, subscribers } from '../src/db/schema';
import { LIMITS } from '../src/plugins/rate-limits';
import type { App } from '../src/types';
import { client } from './client';
import { FAKE, startFakeProvider } from './fake-provider';
import { buildTestApp, nextAddress, tempDataDir } from './helper';

type Fake = Awaited<ReturnType<typeof startFakeProvider>>;
let fake: Fake;
let app: App;
const dataDir = tempDataDir();

/** Every provider configured, all of them pointing at the fake. */
const fakeSocial = (origin: string, changes: Partial<SocialConfig> = {}): SocialConfig => ({
  localProviders: false,
  timeoutMs: 1000,
  google: { clientId: FAKE.googleClientId, jwksUrl: `${origin}/jwks`, issuers: [FAKE.googleIssuer] },
  facebook: { appId: FAKE.facebookAppId, appSecret: FAKE.facebookAppSecret, graphUrl: `${origin}/graph` },
  twitter: {
    clientId: FAKE.twitterClientId,
    clientSecret: FAKE.twitterClientSecret,
    tokenUrl: `${origin}/twitter/token`,
    apiUrl: `${origin}/twitter`,
  },
  ...changes,
});

beforeAll(async () => {
  fake = await startFakeProvider();
  app = await buildTestApp({ dataDir, social: fakeSocial(fake.origin) });
});
afterAll(async () => {
  await app?.close();
  await fake?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const station = { stationId: 2, stationName: 'Tarang Mumbai' };
const geo = { latitude: 19.07, longitude: 72.87 };
/** The site's callback page; inject's requests come to http://localhost, so it is on the request's origin. */
const CALLBACK = 'http://localhost/auth/callback.html';

const social = (path: 'social-login' | 'social-signup', body: object, target = app) =>
  client(target).post(`/api/customer/v1/subscriber/${path}`, {
    stationDetail: station,
    geoCoordinates: geo,
    ...body,
  });

describe('Google (ID token checked against the JWKS)', () => {
  it('a new identity is not found, signs up, then signs in', async () => {
    const token = await fake.googleToken({ sub: 'g-100', email: 'Gita@Example.in', name: 'Gita Sharma' });
    const login = await social('social-login', { provider: 'Google', token });
    expect(login.statusCode, login.body).toBe(404);
    expect(login.json().message).toBe(AUTH_MESSAGES.subscriberNotFound);

    const signup = await social('social-signup', { provider: 'Google', token });
    expect(signup.statusCode, signup.body).toBe(200);
    const user = signup.json().data;
    expect(user).toMatchObject({ name: 'Gita Sharma', email: 'gita@example.in', stationId: 2 });
    expect(user.token.split('.')).toHaveLength(3);
    const row = await app.db.query.subscribers.findFirst({ where: (s, { eq }) => eq(s.id, user.id) });
    expect(row).toMatchObject({ passwordHash: null, role: 'listener', latitude: 19.07, longitude: 72.87 });

    const again = await social('social-login', { provider: 'Google', token });
    expect(again.statusCode).toBe(200);
    expect(again.json().data.id).toBe(user.id);
    // The session is real: /me answers with the user.
    const me = await app.inject({
      url: '/api/customer/v1/subscriber/me',
      headers: { authorization: `Bearer ${again.json().data.token}` },
    });
    expect(me.json()).toEqual({
      data: { id: user.id, name: 'Gita Sharma', email: 'gita@example.in', stationId: 2 },
    });
  });

  it('sign-up is idempotent: an identity already linked just signs in', async () => {
    const token = await fake.googleToken({ sub: 'g-101', email: 'idem@example.in' });
    const first = await social('social-signup', { provider: 'Google', token });
    const second = await social('social-signup', { provider: 'Google', token });
    expect(second.statusCode).toBe(200);
    expect(second.json().data.id).toBe(first.json().data.id);
    const rows = await app.db.select().from(subscribers).where(eq(subscribers.email, 'idem@example.in'));
    expect(rows).toHaveLength(1);
  });

  it('never links by e-mail: an e-mail with a password account answers 409 Account already exists', async () => {
    const email = 'has.password@example.in';
    const signup = await client(app).post('/api/customer/v1/subscriber/signup', {
      name: 'Pass Word',
      email,
      password: 'Chai4Two!',
      stationDetail: station,
    });
    expect(signup.statusCode).toBe(200);
    const token = await fake.googleToken({ sub: 'g-102', email });
    const response = await social('social-signup', { provider: 'Google', token });
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(AUTH_MESSAGES.accountExists);
    const links = await app.db
      .select()
      .from(socialIdentities)
      .where(eq(socialIdentities.providerUserId, 'g-102'));
    expect(links).toEqual([]);
    expect((await social('social-login', { provider: 'Google', token })).statusCode).toBe(404);
  });

  it('uses an unverified Google e-mail only as the listener’s own, and asks for one when there is none', async () => {
    const token = await fake.googleToken({
      sub: 'g-103',
      email: 'unverified@example.in',
      email_verified: false,
    });
    const missing = await social('social-signup', { provider: 'Google', token });
    expect(missing.json()).toMatchObject({
      statusCode: 400,
      field: 'email',
      message: AUTH_MESSAGES.socialEmailRequired,
    });
    const given = await social('social-signup', { provider: 'Google', token, email: 'Mine@Example.in' });
    expect(given.statusCode).toBe(200);
    expect(given.json().data.email).toBe('mine@example.in');
  });

  it('refuses wrong audience, wrong issuer, expiry, a bad signature and alg none with 401', async () => {
    const now = Math.floor(Date.now() / 1000);
    const { privateKey: stranger } = await generateKeyPair('RS256');
    const valid = await fake.googleToken({ sub: 'g-104' });
    const [header, payload] = valid.split('.');
    const none = `${Buffer.from('{"alg":"none","kid":"fake-key-1"}').toString('base64url')}.${payload}.`;
    const tokens = {
      audience: await fake.googleToken({ aud: 'someone-else' }),
      issuer: await fake.googleToken({ iss: 'https://evil.example' }),
      expired: await fake.googleToken({ iat: now - 7200, exp: now - 3600 }),
      signature: await fake.googleToken({}, { key: stranger }),
      tampered: `${header}.${Buffer.from(JSON.stringify({ sub: 'admin' })).toString('base64url')}.${valid.split('.')[2]}`,
      none,
      garbage: 'not-a-jwt',
    };
    for (const [what, token] of Object.entries(tokens)) {
      for (const path of ['social-login', 'social-signup'] as const) {
        const response = await social(path, { provider: 'Google', token });
        expect(response.statusCode, `${what} ${path}`).toBe(401);
        expect(response.json().message).toBe(AUTH_MESSAGES.socialTokenInvalid);
      }
    }
  });
});

describe('Facebook (Graph API debug_token and me)', () => {
  it('a valid token of our app signs up and in; invalid or another app’s token is 401', async () => {
    fake.facebookTokens.set('fb-good', { id: 'fb-1', name: 'Farah Khan', email: 'farah@example.in' });
    fake.facebookTokens.set('fb-invalid', { id: 'fb-2', valid: false });
    fake.facebookTokens.set('fb-other-app', { id: 'fb-3', appId: 'another-app', email: 'x@example.in' });

    expect((await social('social-login', { provider: 'Facebook', token: 'fb-good' })).statusCode).toBe(404);
    const signup = await social('social-signup', { provider: 'Facebook', token: 'fb-good' });
    expect(signup.statusCode, signup.body).toBe(200);
    expect(signup.json().data).toMatchObject({ name: 'Farah Khan', email: 'farah@example.in' });
    const login = await social('social-login', { provider: 'Facebook', token: 'fb-good' });
    expect(login.json().data.id).toBe(signup.json().data.id);

    for (const token of ['fb-invalid', 'fb-other-app', 'fb-unknown']) {
      const response = await social('social-signup', { provider: 'Facebook', token });
      expect(response.statusCode, token).toBe(401);
      expect(response.json().message).toBe(AUTH_MESSAGES.socialTokenInvalid);
    }
  });
});

describe('Twitter (authorization code with PKCE)', () => {
  const verifier = 'v'.repeat(43);
  const grant = (code: string, id: string) =>
    fake.twitterCodes.set(code, { verifier, redirectUri: CALLBACK, user: { id, name: 'Tara Twitter' } });

  it('exchanges the code and creates the account with the listener’s e-mail', async () => {
    grant('code-1', 'tw-1');
    const body = { provider: 'Twitter', token: 'code-1', codeVerifier: verifier, redirectUri: CALLBACK };
    const signup = await social('social-signup', { ...body, email: 'tara@example.in' });
    expect(signup.statusCode, signup.body).toBe(200);
    expect(signup.json().data).toMatchObject({ name: 'Tara Twitter', email: 'tara@example.in' });
    grant('code-2', 'tw-1');
    const login = await social('social-login', { ...body, token: 'code-2' });
    expect(login.json().data.id).toBe(signup.json().data.id);
  });

  it('refuses a wrong verifier with 401 and asks for an e-mail Twitter does not give', async () => {
    grant('code-3', 'tw-2');
    const body = {
      provider: 'Twitter',
      token: 'code-3',
      codeVerifier: 'w'.repeat(43),
      redirectUri: CALLBACK,
    };
    const wrong = await social('social-signup', { ...body, email: 'x@example.in' });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().message).toBe(AUTH_MESSAGES.socialTokenInvalid);

    const noEmail = await social('social-signup', { ...body, codeVerifier: verifier });
    expect(noEmail.json()).toMatchObject({
      statusCode: 400,
      field: 'email',
      message: AUTH_MESSAGES.socialEmailRequired,
    });
    grant('code-4', 'tw-2');
    const badEmail = await social('social-signup', {
      ...body,
      token: 'code-4',
      codeVerifier: verifier,
      email: 'not-an-email',
    });
    expect(badEmail.json()).toMatchObject({
      statusCode: 400,
      field: 'email',
      message: 'Invalid email address',
    });
  });

  it('needs the PKCE verifier and a redirect URI of this site', async () => {
    const base = { provider: 'Twitter', token: 'code-x', email: 'y@example.in' };
    const cases: [object, string][] = [
      [{ redirectUri: CALLBACK }, 'codeVerifier'],
      [{ codeVerifier: verifier }, 'redirectUri'],
      [{ codeVerifier: verifier, redirectUri: 'https://evil.example/cb' }, 'redirectUri'],
      [{ codeVerifier: verifier, redirectUri: 'http://localhost.evil.example/cb' }, 'redirectUri'],
      [{ codeVerifier: verifier, redirectUri: 'javascript:alert(1)' }, 'redirectUri'],
      [{ codeVerifier: 'short', redirectUri: CALLBACK }, 'codeVerifier'],
    ];
    for (const [change, field] of cases) {
      const response = await social('social-signup', { ...base, ...change });
      expect(response.statusCode, JSON.stringify(change)).toBe(400);
      expect(response.json().field).toBe(field);
    }
  });
});

describe('malformed payloads and unreachable providers', () => {
  it('answers 400 naming the field, never 500', async () => {
    const token = await fake.googleToken({ sub: 'g-200' });
    const good = { provider: 'Google', token, stationDetail: station, geoCoordinates: geo };
    const cases: [unknown, string | undefined][] = [
      [{ ...good, provider: 'Myspace' }, 'provider'],
      [{ ...good, token: undefined }, 'token'],
      [{ ...good, token: '' }, 'token'],
      [{ ...good, token: 'x'.repeat(9000) }, 'token'],
      [{ ...good, stationDetail: undefined }, 'stationDetail'],
      [{ ...good, stationDetail: { stationId: 999, stationName: 'Nowhere' } }, 'stationDetail.stationId'],
      [{ ...good, geoCoordinates: { latitude: 200, longitude: 0 } }, 'geoCoordinates.latitude'],
      [{ ...good, geoCoordinates: undefined }, 'geoCoordinates'],
      [{ ...good, email: 42 }, 'email'],
      [[], undefined],
      [null, undefined],
    ];
    for (const [payload, field] of cases) {
      const response = await app.inject({
        method: 'POST',
        url: '/api/customer/v1/subscriber/social-signup',
        payload: JSON.stringify(payload),
        headers: { 'content-type': 'application/json' },
        remoteAddress: nextAddress(),
      });
      expect(response.statusCode, JSON.stringify(payload)?.slice(0, 80)).toBe(400);
      if (field) expect(response.json().field).toBe(field);
    }
    const broken = await app.inject({
      method: 'POST',
      url: '/api/customer/v1/subscriber/social-login',
      payload: '{not json',
      headers: { 'content-type': 'application/json' },
      remoteAddress: nextAddress(),
    });
    expect(broken.statusCode).toBe(400);
  });

  it('answers 401 when a provider cannot be reached or does not answer in time', async () => {
    const closed = 'http://127.0.0.1:9'; // discard port: nothing listens
    const unreachable = await buildTestApp({
      dataDir,
      social: fakeSocial(closed, {
        timeoutMs: 300,
        google: {
          clientId: FAKE.googleClientId,
          jwksUrl: `${fake.origin}/hang`,
          issuers: [FAKE.googleIssuer],
        },
      }),
    });
    try {
      fake.facebookTokens.set('fb-reach', { id: 'fb-9' });
      const started = Date.now();
      const cases = [
        { provider: 'Google', token: await fake.googleToken({ sub: 'g-300' }) },
        { provider: 'Facebook', token: 'fb-reach' },
        { provider: 'Twitter', token: 'code', codeVerifier: 'v'.repeat(43), redirectUri: CALLBACK },
      ];
      for (const body of cases) {
        const response = await social('social-login', body, unreachable);
        expect(response.statusCode, body.provider).toBe(401);
        expect(response.json().message).toBe(AUTH_MESSAGES.socialTokenInvalid);
      }
      expect(Date.now() - started).toBeLessThan(5000);
    } finally {
      await unreachable.close();
    }
  });

  it('limits social sign-in attempts per address, at what a carrier NAT exit carries', async () => {
    const { max } = LIMITS.socialSignIn.perAddress;
    const codes: number[] = [];
    for (let i = 0; i <= max; i++) {
      const response = await app.inject({
        method: 'POST',
        url: '/api/customer/v1/subscriber/social-login',
        payload: { provider: 'Google', token: 'x', stationDetail: station, geoCoordinates: geo },
        remoteAddress: '10.250.0.1',
      });
      codes.push(response.statusCode);
    }
    expect(codes.slice(0, max).every((code) => code === 401)).toBe(true);
    expect(codes[max]).toBe(429);
  });
});

describe('GET social/providers', () => {
  it('tells the site how to start each configured provider, with public client ids only', async () => {
    const response = await app.inject('/api/customer/v1/social/providers');
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toEqual([
      {
        provider: 'Google',
        mode: 'provider',
        authorizeUrl: 'https://accounts.google.com/o/oauth2/v2/auth',
        clientId: FAKE.googleClientId,
        scope: 'openid email profile',
        responseType: 'id_token',
      },
      {
        provider: 'Facebook',
        mode: 'provider',
        authorizeUrl: 'https://www.facebook.com/v19.0/dialog/oauth',
        clientId: FAKE.facebookAppId,
        scope: 'email',
        responseType: 'token',
      },
      {
        provider: 'Twitter',
        mode: 'provider',
        authorizeUrl: 'https://twitter.com/i/oauth2/authorize',
        clientId: FAKE.twitterClientId,
        scope: 'users.read tweet.read',
        responseType: 'code',
      },
    ]);
    expect(response.body).not.toContain(FAKE.facebookAppSecret);
    expect(response.body).not.toContain(FAKE.twitterClientSecret);
    // With every provider configured there is no local sign-in.
    expect((await app.inject('/api/customer/v1/social/local/google/authorize')).statusCode).toBe(404);
  });
});
