import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { AUTH_MESSAGES } from '@tarang/contracts';
import { HttpError } from '../../errors';
import type { App } from '../../types';
import { findSubscriberById, type Subscriber } from './repository';
import {
  findRefreshToken,
  findSession,
  insertRefreshToken,
  insertSession,
  rememberAddress,
  revokeSessionRow,
  revokeSessionsOf,
  sessionOfRefreshToken,
  spendRefreshToken,
} from './sign-in-repository';

/** However often it is refreshed, a sign-in lasts at most this long; then the listener signs in again. */
export const SESSION_MAX_DAYS = 90;

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * Sessions: a row per sign-in, a short-lived signed access token naming it (claim sid), and a random refresh
 * token stored only as its hash. A refresh token is single-use: using it gives a new pair in the same session;
 * using a spent one again revokes the session (someone copied it). An access token is accepted only while its
 * session is not revoked (plugins/auth.ts reads the row on every request).
 */
export async function startSession(app: App, subscriber: Subscriber, address: string, sessionId?: string) {
  const id = sessionId ?? randomUUID();
  if (!sessionId) await insertSession(app.db, id, subscriber.id);
  const refreshToken = randomBytes(32).toString('base64url');
  await insertRefreshToken(app.db, {
    subscriberId: subscriber.id,
    tokenHash: hashToken(refreshToken),
    familyId: id,
    expiresAt: new Date(Date.now() + app.config.auth.refreshTokenSeconds * 1000),
  });
  await rememberAddress(app.db, subscriber.id, address);
  const { token, expiresAt } = await app.signAccessToken({ id: subscriber.id, sessionId: id });
  return {
    id: subscriber.id,
    name: subscriber.name,
    email: subscriber.email,
    stationId: subscriber.stationId,
    token,
    refreshToken,
    tokenExpiresAt: expiresAt.toISOString(),
  };
}

export async function rotateSession(app: App, refreshToken: string, address: string) {
  const now = new Date();
  // Spend the token atomically: of two concurrent uses, only one gets the row back.
  const spent = await spendRefreshToken(app.db, hashToken(refreshToken), now);
  if (!spent) {
    const known = await findRefreshToken(app.db, hashToken(refreshToken));
    if (known) {
      // Reuse of a spent token: that sign-in ends everywhere, its access tokens included.
      await revokeSession(app, known.familyId);
      app.log.warn({ subscriberId: known.subscriberId }, 'refresh token reused: session revoked');
    }
    throw new HttpError(401, AUTH_MESSAGES.sessionExpired);
  }
  if (spent.expiresAt <= now) throw new HttpError(401, AUTH_MESSAGES.sessionExpired);
  const session = await findSession(app.db, spent.familyId);
  const tooOld = session && now.getTime() - session.createdAt.getTime() > SESSION_MAX_DAYS * 86_400_000;
  if (!session || session.revokedAt || tooOld) throw new HttpError(401, AUTH_MESSAGES.sessionExpired);
  const subscriber = await findSubscriberById(app.db, spent.subscriberId);
  if (!subscriber) throw new HttpError(401, AUTH_MESSAGES.sessionExpired);
  return startSession(app, subscriber, address, spent.familyId);
}

export async function revokeSession(app: App, sessionId: string) {
  await revokeSessionRow(app.db, sessionId);
}

/**
 * Ends every session of a subscriber except one (undefined: all of them): a password change or reset, a role
 * change. Their access tokens stop working on the next request, on every instance.
 */
export async function revokeOtherSessions(app: App, subscriberId: number, keepSession?: string) {
  await revokeSessionsOf(app.db, subscriberId, keepSession);
}

/** Logout: the refresh token's session ends. An unknown token is not an error (already logged out). */
export async function endSession(app: App, refreshToken: string) {
  const row = await sessionOfRefreshToken(app.db, hashToken(refreshToken));
  if (row) await revokeSession(app, row.familyId);
}
