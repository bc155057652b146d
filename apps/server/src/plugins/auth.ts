import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { AUTH_MESSAGES } from '@tarang/contracts';
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { errors as joseErrors, jwtVerify, SignJWT } from 'jose';
import type { AppConfig } from '../config';
import { HttpError } from '../errors';
import type { App } from '../types';

/** Access tokens: HS256 only, this issuer and audience, short-lived. */
const ALGORITHM = 'HS256';
const ISSUER = 'tarang';
const AUDIENCE = 'tarang-web';

export type AuthUser = { id: number; family: string };

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by `app.authenticate` (or `app.optionalUser`) from a valid bearer token. */
    user?: AuthUser;
  }
  interface FastifyInstance {
    /** preHandler: 401 unless the request carries a valid bearer token. */
    authenticate: (request: FastifyRequest) => Promise<void>;
    /**
     * preHandler: `authenticate`, then 403 unless the subscriber's role is staff. The role is read from the
     * database on every request, so taking it away takes effect at once, without waiting for the token to expire.
     */
    requireStaff: (request: FastifyRequest) => Promise<void>;
    /** The user of a valid bearer token, or undefined (a bad token counts as none). */
    optionalUser: (request: FastifyRequest) => Promise<AuthUser | undefined>;
    signAccessToken: (user: AuthUser) => Promise<{ token: string; expiresAt: Date }>;
  }
}

/**
 * The signing key: JWT_SECRET, else a random key made once and kept in the data folder. Several instances must
 * share it, so a deployment on PostgreSQL sets JWT_SECRET.
 */
function signingKey(config: AppConfig, log: App['log']): Uint8Array {
  if (config.auth.jwtSecret) return new TextEncoder().encode(config.auth.jwtSecret);
  const path = join(config.dataDir, 'jwt-secret');
  if (!existsSync(path)) {
    mkdirSync(dirname(path), { recursive: true });
    writeFileSync(path, randomBytes(48).toString('base64url'), { mode: 0o600 });
  }
  if (config.databaseUrl)
    log.warn('JWT_SECRET is not set: tokens are signed with a key only this machine has');
  return new TextEncoder().encode(readFileSync(path, 'utf8').trim());
}

export const authPlugin = fp(async (app: App) => {
  const key = signingKey(app.config, app.log);

  async function verify(request: FastifyRequest): Promise<AuthUser | 'none' | 'invalid'> {
    const header = request.headers.authorization;
    if (!header) return 'none';
    const [scheme, token] = header.split(' ');
    if (scheme?.toLowerCase() !== 'bearer' || !token) return 'invalid';
    try {
      const { payload } = await jwtVerify(token, key, {
        algorithms: [ALGORITHM],
        issuer: ISSUER,
        audience: AUDIENCE,
      });
      const id = Number(payload.sub);
      if (!Number.isInteger(id) || id < 1 || typeof payload.fam !== 'string') return 'invalid';
      return { id, family: payload.fam };
    } catch (error) {
      if (!(error instanceof joseErrors.JOSEError)) throw error;
      return 'invalid';
    }
  }

  app.decorate('authenticate', async (request: FastifyRequest) => {
    const result = await verify(request);
    if (result === 'none') throw new HttpError(401, 'Please log in to continue');
    if (result === 'invalid') throw new HttpError(401, AUTH_MESSAGES.sessionExpired);
    request.user = result;
  });

  app.decorate('requireStaff', async (request: FastifyRequest) => {
    await app.authenticate(request);
    const subscriber = await app.db.query.subscribers.findFirst({
      columns: { role: true },
      where: (s, { eq }) => eq(s.id, (request.user as AuthUser).id),
    });
    if (!subscriber) throw new HttpError(401, AUTH_MESSAGES.sessionExpired);
    if (subscriber.role !== 'staff') throw new HttpError(403, 'Staff only');
  });

  app.decorate('optionalUser', async (request: FastifyRequest) => {
    const result = await verify(request);
    if (typeof result === 'string') return undefined;
    request.user = result;
    return result;
  });

  app.decorate('signAccessToken', async (user: AuthUser) => {
    const expiresAt = new Date(Date.now() + app.config.auth.accessTokenSeconds * 1000);
    const token = await new SignJWT({ fam: user.family })
      .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
      .setSubject(String(user.id))
      .setIssuer(ISSUER)
      .setAudience(AUDIENCE)
      .setIssuedAt()
      .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
      .sign(key);
    return { token, expiresAt };
  });
});
