import { rmSync } from 'node:fs';
import { AUTH_MESSAGES } from '@tarang/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SocialConfig } from '../src/config';
import type { App } from '../src/types';
import { client } from './client';
import { s256 } from './fake-provider';
import { buildTestApp, nextAddress, tempDataDir } from './helper';

/**
 * The local development provider, end to end: the app listens on loopback so that social-login and
 * social-signup can verify the local tokens over HTTP, through the same code as for the real providers.
 */
let app: App;
const dataDir = tempDataDir();
const localOnly: SocialConfig = {
  localProviders: true,
  timeoutMs: 5000,
  google: { clientId: undefined, jwksUrl: 'https://unused.invalid/jwks', issuers: ['accounts.google.com'] },
  facebook: { appId: undefined, appSecret: undefined, graphUrl: 'https://unused.invalid' },
  twitter: {
    clientId: undefined,
    clientSecret: undefined,
    tokenUrl: 'https://unused.invalid',
    apiUrl: 'https://unused.invalid',
  },
};

beforeAll(async () => {
  app = await buildTestApp({ dataDir, social: localOnly, publicUrl: 'https://radio.example' });
  await app.listen({ host: '127.0.0.1', port: 0 });
});
afterAll(async () => {
  await app?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const BASE = '/api/customer/v1/social/local';
const CALLBACK = 'http://localhost/auth/callback.html';
const station = { stationId: 1, stationName: 'Tarang Delhi' };
const geo = { latitude: 28.68, longitude: 77.07 };
const verifier = 'pkce-verifier-'.padEnd(64, 'x');

const authorizeUrl = (slug: string, params: Record<string, string>) =>
  `${BASE}/${slug}/authorize?${new URLSearchParams(params)}`;
const api = client(() => app);
const submit = (slug: string, form: Record<string, string>) =>
  api.post(`${BASE}/${slug}/authorize`, new URLSearchParams(form).toString(), {
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });
const social = (path: 'social-login' | 'social-signup', body: object) =>
  api.post(`/api/customer/v1/subscriber/${path}`, { stationDetail: station, geoCoordinates: geo, ...body });
/** The answer the provider sent back: fragment for Google and Facebook, query for Twitter. */
function answerOf(location: string) {
  const url = new URL(location);
  return { url, fragment: new URLSearchParams(url.hash.slice(1)), query: url.searchParams };
}

describe('local development sign-in', () => {
  it('is listed for every provider that is not configured', async () => {
    const data = (await app.inject('/api/customer/v1/social/providers')).json().data;
    expect(data.map((p: { provider: string; mode: string }) => `${p.provider}:${p.mode}`)).toEqual([
      'Google:local',
      'Facebook:local',
      'Twitter:local',
    ]);
    expect(data[0]).toMatchObject({
      authorizeUrl: `${BASE}/google/authorize`,
      clientId: 'tarang-local',
      responseType: 'id_token',
    });
  });

  it('Google: a labelled, script-free page; the form redirects with an ID token that signs up and in', async () => {
    const params = {
      client_id: 'tarang-local',
      redirect_uri: CALLBACK,
      response_type: 'id_token',
      scope: 'openid email profile',
      state: 'state-1',
      nonce: 'nonce-1',
    };
    const page = await app.inject(authorizeUrl('google', params));
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.body).toContain('<title>Sign in with Google (local development)</title>');
    expect(page.body).toMatch(/<label for="name">Name<\/label>\s*<input id="name"/);
    expect(page.body).toMatch(/<label for="email">Email<\/label>\s*<input id="email"/);
    expect(page.body).toContain('<input type="hidden" name="state" value="state-1">');
    expect(page.body).not.toContain('<script');
    const csp = String(page.headers['content-security-policy']);
    expect(csp).toContain("default-src 'none'");
    expect(csp).toContain("form-action 'self' https://radio.example");

    // Invalid input: the page again, with the message tied to its field.
    const invalid = await submit('google', { ...params, name: 'Gita Sharma', email: 'gita@' });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.body).toContain('aria-describedby="email-error"');
    expect(invalid.body).toContain(AUTH_MESSAGES.emailInvalid);
    expect(invalid.body).toContain('value="Gita Sharma"');

    const done = await submit('google', { ...params, name: 'Gita Sharma', email: 'Gita@Example.in' });
    expect(done.statusCode).toBe(303);
    const { url, fragment, query } = answerOf(String(done.headers.location));
    expect(`${url.origin}${url.pathname}`).toBe(CALLBACK);
    expect([...query.keys()]).toEqual([]); // nothing in the query: the token never reaches a server log
    expect(fragment.get('state')).toBe('state-1');
    const token = fragment.get('id_token') as string;
    const claims = JSON.parse(Buffer.from(token.split('.')[1] as string, 'base64url').toString());
    expect(claims).toMatchObject({
      iss: 'tarang-local',
      aud: 'tarang-local',
      nonce: 'nonce-1',
      email_verified: true,
    });

    const login = await social('social-login', { provider: 'Google', token });
    expect(login.statusCode, login.body).toBe(404);
    expect(login.json().message).toBe(AUTH_MESSAGES.subscriberNotFound);
    const signup = await social('social-signup', { provider: 'Google', token });
    expect(signup.statusCode, signup.body).toBe(200);
    expect(signup.json().data).toMatchObject({ name: 'Gita Sharma', email: 'gita@example.in', stationId: 1 });
    expect((await social('social-login', { provider: 'Google', token })).json().data.id).toBe(
      signup.json().data.id,
    );
  });

  it('Facebook: an access token in the fragment, checked through debug_token and me', async () => {
    const params = { redirect_uri: CALLBACK, response_type: 'token', state: 'fb-state' };
    const done = await submit('facebook', { ...params, name: 'Farah Khan', email: 'farah@example.in' });
    expect(done.statusCode).toBe(303);
    const { fragment } = answerOf(String(done.headers.location));
    expect(fragment.get('state')).toBe('fb-state');
    const signup = await social('social-signup', {
      provider: 'Facebook',
      token: fragment.get('access_token'),
    });
    expect(signup.statusCode, signup.body).toBe(200);
    expect(signup.json().data).toMatchObject({ name: 'Farah Khan', email: 'farah@example.in' });
    // A Google ID token is not a Facebook access token.
    const wrongKind = await social('social-login', { provider: 'Facebook', token: 'x.y.z' });
    expect(wrongKind.statusCode).toBe(401);
  });

  it('Twitter: a code in the query, bound to the PKCE challenge and the redirect URI', async () => {
    const params = {
      redirect_uri: CALLBACK,
      response_type: 'code',
      state: 'tw-state',
      code_challenge: s256(verifier),
      code_challenge_method: 'S256',
    };
    const noPkce = await app.inject(authorizeUrl('twitter', { ...params, code_challenge: '' }));
    expect(noPkce.statusCode).toBe(400);

    const done = await submit('twitter', { ...params, name: 'Tara', email: 'tara@example.in' });
    expect(done.statusCode).toBe(303);
    const { query, url } = answerOf(String(done.headers.location));
    expect(url.hash).toBe('');
    expect(query.get('state')).toBe('tw-state');
    const code = query.get('code') as string;
    const body = { provider: 'Twitter', token: code, redirectUri: CALLBACK };

    const wrongVerifier = await social('social-signup', {
      ...body,
      codeVerifier: 'z'.repeat(43),
      email: 'tara@example.in',
    });
    expect(wrongVerifier.statusCode).toBe(401);
    const noEmail = await social('social-signup', { ...body, codeVerifier: verifier });
    expect(noEmail.json()).toMatchObject({ field: 'email', message: AUTH_MESSAGES.socialEmailRequired });
    const signup = await social('social-signup', {
      ...body,
      codeVerifier: verifier,
      email: 'tara@example.in',
    });
    expect(signup.statusCode, signup.body).toBe(200);
    expect(signup.json().data).toMatchObject({ name: 'Tara', email: 'tara@example.in' });
  });

  it('never redirects elsewhere than this site, and Cancel answers access_denied', async () => {
    for (const redirect of [
      'https://evil.example/cb',
      'https://radio.example.evil.test/cb',
      '//evil.example/cb',
    ]) {
      const page = await app.inject(authorizeUrl('google', { redirect_uri: redirect }));
      expect(page.statusCode, redirect).toBe(400);
      const posted = await submit('google', { redirect_uri: redirect, name: 'Eve', email: 'eve@example.in' });
      expect(posted.statusCode, redirect).toBe(400);
      expect(posted.headers.location).toBeUndefined();
    }
    // PUBLIC_URL is allowed as well as the request's own origin.
    const site = await app.inject(
      authorizeUrl('google', { redirect_uri: 'https://radio.example/auth/callback.html' }),
    );
    expect(site.statusCode).toBe(200);

    const cancelled = await submit('google', { redirect_uri: CALLBACK, state: 's', decision: 'cancel' });
    expect(cancelled.statusCode).toBe(303);
    const { fragment } = answerOf(String(cancelled.headers.location));
    expect(Object.fromEntries(fragment)).toEqual({ error: 'access_denied', state: 's' });
    expect((await app.inject(`${BASE}/myspace/authorize?redirect_uri=${CALLBACK}`)).statusCode).toBe(404);
  });

  it('is not in the public API document: it is a stand-in for the providers, not part of the API', async () => {
    const { paths } = (await app.inject('/api/docs/json')).json() as { paths: Record<string, unknown> };
    expect(Object.keys(paths).filter((path) => path.includes('/social/local'))).toEqual([]);
    // The real sign-in routes are there.
    expect(Object.keys(paths)).toContain('/api/customer/v1/subscriber/social-login');
  });
});

describe('by default (the local sign-in would let anyone take over an account)', () => {
  it('is off: not listed, and its authorize step is not there to name a victim e-mail', async () => {
    const defaults = await buildTestApp();
    try {
      expect(defaults.config.social.localProviders).toBe(false);
      expect((await defaults.inject('/api/customer/v1/social/providers')).json().data).toEqual([]);
      const takeover = await defaults.inject({
        method: 'POST',
        url: `${BASE}/google/authorize`,
        payload: new URLSearchParams({
          redirect_uri: CALLBACK,
          email: 'victim@example.in',
          name: 'Victim',
          decision: 'continue',
        }).toString(),
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        remoteAddress: nextAddress(),
      });
      expect(takeover.statusCode).toBe(404);
    } finally {
      await defaults.close();
    }
  });
});
