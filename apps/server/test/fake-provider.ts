import { createHash } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair, type JWTPayload, SignJWT } from 'jose';

/**
 * A stand-in for Google, Facebook and Twitter on loopback: a real RSA key and JWKS, Graph-style debug_token
 * and /me, and a Twitter-style PKCE token exchange and /2/users/me. Tests point the app's provider
 * endpoints at it.
 */
export const FAKE = {
  googleClientId: 'google-client-id',
  googleIssuer: 'https://accounts.google.com',
  facebookAppId: 'fb-app-1',
  facebookAppSecret: 'fb-secret-1',
  twitterClientId: 'tw-client-1',
  twitterClientSecret: 'tw-secret-1',
  kid: 'fake-key-1',
} as const;

/** A private key as jose makes it. */
export type SigningKey = Awaited<ReturnType<typeof generateKeyPair>>['privateKey'];

export type FacebookUser = { id: string; name?: string; email?: string; appId?: string; valid?: boolean };
export type TwitterGrant = { verifier: string; redirectUri: string; user: { id: string; name: string } };

export async function startFakeProvider() {
  const { privateKey, publicKey } = await generateKeyPair('RS256');
  const jwk = { ...(await exportJWK(publicKey)), kid: FAKE.kid, alg: 'RS256', use: 'sig' };
  /** Facebook access tokens and Twitter codes the fake knows. */
  const facebookTokens = new Map<string, FacebookUser>();
  const twitterCodes = new Map<string, TwitterGrant>();
  const twitterAccess = new Map<string, { id: string; name: string }>();
  const calls: string[] = [];

  const json = (res: ServerResponse, status: number, body: unknown) => {
    res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
  };
  const readBody = async (req: IncomingMessage) => {
    let body = '';
    for await (const chunk of req) body += chunk;
    return new URLSearchParams(body);
  };

  const server = createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://fake');
    calls.push(`${req.method} ${url.pathname}`);
    const q = url.searchParams;
    switch (`${req.method} ${url.pathname}`) {
      case 'GET /jwks':
        return json(res, 200, { keys: [jwk] });
      case 'GET /hang':
        return; // never answers
      case 'GET /graph/debug_token': {
        if (q.get('access_token') !== `${FAKE.facebookAppId}|${FAKE.facebookAppSecret}`) {
          return json(res, 400, { error: { message: 'Invalid app token', code: 190 } });
        }
        const user = facebookTokens.get(q.get('input_token') ?? '');
        if (!user) return json(res, 200, { data: { is_valid: false } });
        return json(res, 200, {
          data: {
            is_valid: user.valid ?? true,
            app_id: user.appId ?? FAKE.facebookAppId,
            user_id: user.id,
            type: 'USER',
          },
        });
      }
      case 'GET /graph/me': {
        const user = facebookTokens.get(q.get('access_token') ?? '');
        if (!user) return json(res, 400, { error: { message: 'Invalid OAuth access token.', code: 190 } });
        return json(res, 200, { id: user.id, name: user.name, email: user.email });
      }
      case 'POST /twitter/token': {
        const form = await readBody(req);
        const basic = Buffer.from(`${FAKE.twitterClientId}:${FAKE.twitterClientSecret}`).toString('base64');
        const grant = twitterCodes.get(form.get('code') ?? '');
        const ok =
          req.headers.authorization === `Basic ${basic}` &&
          form.get('grant_type') === 'authorization_code' &&
          form.get('client_id') === FAKE.twitterClientId &&
          grant &&
          form.get('redirect_uri') === grant.redirectUri &&
          form.get('code_verifier') === grant.verifier;
        if (!ok || !grant) return json(res, 400, { error: 'invalid_request' });
        twitterCodes.delete(form.get('code') ?? ''); // one use, like the real one
        const access = `tw-access-${grant.user.id}-${Math.random()}`;
        twitterAccess.set(access, grant.user);
        return json(res, 200, { token_type: 'bearer', access_token: access, expires_in: 7200 });
      }
      case 'GET /twitter/2/users/me': {
        const user = twitterAccess.get((req.headers.authorization ?? '').replace(/^Bearer /, ''));
        if (!user) return json(res, 401, { title: 'Unauthorized' });
        return json(res, 200, { data: { id: user.id, name: user.name, username: 'someone' } });
      }
      default:
        return json(res, 404, { error: 'not found' });
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  /** A Google-style ID token from the fake, valid unless the claims or options say otherwise. */
  async function googleToken(claims: JWTPayload = {}, options: { key?: SigningKey; alg?: string } = {}) {
    const now = Math.floor(Date.now() / 1000);
    return new SignJWT({
      iss: FAKE.googleIssuer,
      aud: FAKE.googleClientId,
      sub: '1000001',
      email: 'gita@example.in',
      email_verified: true,
      name: 'Gita Sharma',
      iat: now,
      exp: now + 600,
      ...claims,
    })
      .setProtectedHeader({ alg: options.alg ?? 'RS256', kid: FAKE.kid })
      .sign(options.key ?? privateKey);
  }

  return {
    origin,
    calls,
    googleToken,
    facebookTokens,
    twitterCodes,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export const s256 = (verifier: string) => createHash('sha256').update(verifier).digest('base64url');
