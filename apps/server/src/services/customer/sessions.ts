import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { AUTH_MESSAGES } from '@tarang/contracts';
import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import { refreshTokens, type subscribers } from '../../db/schema';
import { HttpError } from '../../errors';
import type { App } from '../../types';

type Subscriber = typeof subscribers.$inferSelect;

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * Sessions: a short-lived signed access token and a random refresh token, stored only as its hash. A refresh
 * token is single-use: using it gives a new pair in the same family; using a spent one again revokes the
 * whole family (someone copied it).
 */
export async function startSession(app: App, subscriber: Subscriber, family: string = randomUUID()) {
  const refreshToken = randomBytes(32).toString('base64url');
  await app.db.insert(refreshTokens).values({
    subscriberId: subscriber.id,
    tokenHash: hashToken(refreshToken),
    familyId: family,
    expiresAt: new Date(Date.now() + app.config.auth.refreshTokenSeconds * 1000),
  });
  const { token, expiresAt } = await app.signAccessToken({ id: subscriber.id, family });
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

export async function rotateSession(app: App, refreshToken: string) {
  const now = new Date();
  // Spend the token atomically: of two concurrent uses, only one gets the row back.
  const [spent] = await app.db
    .update(refreshTokens)
    .set({ usedAt: now })
    .where(and(eq(refreshTokens.tokenHash, hashToken(refreshToken)), isNull(refreshTokens.usedAt)))
    .returning();
  if (!spent) {
    const [known] = await app.db
      .select()
      .from(refreshTokens)
      .where(eq(refreshTokens.tokenHash, hashToken(refreshToken)));
    if (known) {
      // Reuse of a spent token: end every session of that sign-in.
      await revokeFamily(app, known.familyId);
      app.log.warn({ subscriberId: known.subscriberId }, 'refresh token reused: session family revoked');
    }
    throw new HttpError(401, AUTH_MESSAGES.sessionExpired);
  }
  if (spent.revokedAt || spent.expiresAt <= now) throw new HttpError(401, AUTH_MESSAGES.sessionExpired);
  const subscriber = await app.db.query.subscribers.findFirst({
    where: (s, { eq }) => eq(s.id, spent.subscriberId),
  });
  if (!subscriber) throw new HttpError(401, AUTH_MESSAGES.sessionExpired);
  return startSession(app, subscriber, spent.familyId);
}

export async function revokeFamily(app: App, family: string) {
  await app.db
    .update(refreshTokens)
    .set({ revokedAt: sql`coalesce(${refreshTokens.revokedAt}, now())` })
    .where(eq(refreshTokens.familyId, family));
}

/** Ends every session of a subscriber except one family (undefined: all of them). */
export async function revokeOtherSessions(app: App, subscriberId: number, keepFamily?: string) {
  await app.db
    .update(refreshTokens)
    .set({ revokedAt: sql`coalesce(${refreshTokens.revokedAt}, now())` })
    .where(
      and(
        eq(refreshTokens.subscriberId, subscriberId),
        keepFamily ? ne(refreshTokens.familyId, keepFamily) : undefined,
      ),
    );
}

/** Logout: the refresh token's family ends. An unknown token is not an error (already logged out). */
export async function endSession(app: App, refreshToken: string) {
  const [row] = await app.db
    .select({ familyId: refreshTokens.familyId })
    .from(refreshTokens)
    .where(eq(refreshTokens.tokenHash, hashToken(refreshToken)));
  if (row) await revokeFamily(app, row.familyId);
}
