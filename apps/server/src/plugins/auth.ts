import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { AUTH_MESSAGES, MAX_ID, STAFF_MESSAGES } from '@tarang/contracts';
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { errors as joseErrors, jwtVerify, SignJWT } from 'jose';
import type { AppConfig } from '../config';
import { liveSessionRead } from '../db/auth-repository';
import { HttpError } from '../errors';
import { isStaffRoute, STAFF_CACHE } from '../shared/reads';
import type { App } from '../types';

/** Access tokens: HS256 only, this issuer and audience, short-lived, naming their session. */
const ALGORITHM = 'HS256';
const ISSUER = 'tarang';
const AUDIENCE = 'tarang-web';
const REQUIRED_CLAIMS = ['exp', 'iat', 'sub', 'sid'];
/** A subscriber id as the subject: a positive integer in the id column's range, written plainly. */
const SUBJECT = /^[1-9][0-9]{0,9}$/;

export const ROLES = ['listener', 'editor', 'admin'] as const;
export type Role = (typeof ROLES)[number];
/** stationIds: the stations an editor manages (empty for listeners; admins manage every station). */
export type AuthUser = { id: number; name: string; sessionId: string; role: Role; stationIds: number[] };

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by `app.authenticate` (or `app.optionalUser`) from a valid bearer token of a live session. */
    user?: AuthUser;
  }
  interface FastifyInstance {
    /** onRequest hook (before the body is read): 401 unless the request carries a valid bearer token of a session that is not revoked. */
    authenticate: (request: FastifyRequest) => Promise<void>;
    /**
     * onRequest hook: `authenticate`, then 403 unless the subscriber is an editor or an admin. The role and the
     * editor's stations are read from the database with the session on every request, so a change takes effect
     * at once (a role change also ends the sessions).
     */
    requireStaff: (request: FastifyRequest) => Promise<void>;
    /** onRequest hook: `authenticate`, then 403 unless the subscriber is a network admin. */
    requireAdmin: (request: FastifyRequest) => Promise<void>;
    /** The user of a valid bearer token, or undefined (a bad or revoked token counts as none). */
    optionalUser: (request: FastifyRequest) => Promise<AuthUser | undefined>;
    signAccessToken: (user: { id: number; sessionId: string }) => Promise<{ token: string; expiresAt: Date }>;
    /** HMAC signatures of URLs that grant access on their own until they expire (private file bytes). */
    urlSignature: {
      sign: (path: string, expires: number) => string;
      verify: (path: string, expires: number, signature: string) => boolean;
    };
  }
}

/** An editor or a network admin: someone who works in the staff console. */
export const isStaff = (user: AuthUser | undefined): boolean =>
  user?.role === 'editor' || user?.role === 'admin';

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
  // One indexed read per authenticated request: the session is live and whose it is, with the role.
  const liveSession = liveSessionRead(app.db);

  async function verify(request: FastifyRequest): Promise<AuthUser | 'none' | 'invalid'> {
    const header = request.headers.authorization;
    if (!header) return 'none';
    const [scheme, token, ...rest] = header.split(' ');
    if (scheme?.toLowerCase() !== 'bearer' || !token || rest.length > 0) return 'invalid';
    let claims: { sub: string; sid: string };
    try {
      const { payload } = await jwtVerify(token, key, {
        algorithms: [ALGORITHM],
        issuer: ISSUER,
        audience: AUDIENCE,
        requiredClaims: REQUIRED_CLAIMS,
      });
      if (typeof payload.sub !== 'string' || typeof payload.sid !== 'string') return 'invalid';
      claims = { sub: payload.sub, sid: payload.sid };
    } catch (error) {
      if (!(error instanceof joseErrors.JOSEError)) throw error;
      return 'invalid';
    }
    const id = Number(claims.sub);
    if (!SUBJECT.test(claims.sub) || id > MAX_ID || claims.sid.length > 64) return 'invalid';
    const [session] = await liveSession.execute({ sessionId: claims.sid });
    if (!session || session.subscriberId !== id) return 'invalid';
    const role = ROLES.find((known) => known === session.role) ?? 'listener';
    const stationIds = role === 'editor' ? session.stationIds.map(Number) : [];
    return { id, name: session.name, sessionId: claims.sid, role, stationIds };
  }

  app.decorate('authenticate', async (request: FastifyRequest) => {
    const result = await verify(request);
    if (result === 'none') throw new HttpError(401, 'Please log in to continue');
    if (result === 'invalid') throw new HttpError(401, AUTH_MESSAGES.sessionExpired);
    request.user = result;
  });

  // What the console reads (drafts, notes, e-mails) is never cached, whatever the service does for its public reads.
  app.addHook('onSend', async (request, reply) => {
    if (isStaffRoute(request)) reply.header('Cache-Control', STAFF_CACHE);
  });

  app.decorate('requireStaff', async (request: FastifyRequest) => {
    await app.authenticate(request);
    if (!isStaff(request.user)) throw new HttpError(403, 'Staff only');
  });

  app.decorate('requireAdmin', async (request: FastifyRequest) => {
    await app.authenticate(request);
    if (request.user?.role !== 'admin') throw new HttpError(403, STAFF_MESSAGES.adminsOnly);
  });

  app.decorate('optionalUser', async (request: FastifyRequest) => {
    const result = await verify(request);
    if (typeof result === 'string') return undefined;
    request.user = result;
    return result;
  });

  // A key of its own, derived from the signing key: a URL signature can never pass for a token's, or the reverse.
  const urlKey = createHmac('sha256', key).update('tarang signed URLs').digest();
  const urlMac = (path: string, expires: number) =>
    createHmac('sha256', urlKey).update(`${path}\n${expires}`).digest('base64url');
  app.decorate('urlSignature', {
    sign: urlMac,
    verify(path: string, expires: number, signature: string) {
      if (!Number.isSafeInteger(expires) || expires * 1000 < Date.now()) return false;
      const expected = Buffer.from(urlMac(path, expires));
      const given = Buffer.from(signature);
      return given.length === expected.length && timingSafeEqual(given, expected);
    },
  });

  app.decorate('signAccessToken', async (user: { id: number; sessionId: string }) => {
    const expiresAt = new Date(Date.now() + app.config.auth.accessTokenSeconds * 1000);
    const token = await new SignJWT({ sid: user.sessionId })
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
