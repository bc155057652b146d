import { and, isNotNull, lt, or, sql } from 'drizzle-orm';
import { knownAddresses, loginThrottle, refreshTokens, sessions } from '../../db/schema';
import type { App } from '../../types';
import { KNOWN_ADDRESS_DAYS, PER_ACCOUNT, PER_ADDRESS } from './login-throttle';
import { SESSION_MAX_DAYS } from './sessions';

const daysAgo = (days: number) => sql`now() - ${days} * interval '1 day'`;
/** Longer than any counter stays meaningful (the per-address idle time, or the longest wait). */
const THROTTLE_KEEP_MS = Math.max(
  PER_ADDRESS.idleMs,
  PER_ADDRESS.capMs,
  PER_ACCOUNT.idleMs,
  PER_ACCOUNT.capMs,
);

/**
 * Deletes sign-in rows nobody can use any more, so the tables stay the size of the live audience: expired
 * refresh tokens (a spent one is kept until then, to catch its reuse), sessions past their lifetime or revoked
 * a refresh-token lifetime ago, idle sign-in counters and stale known addresses. Idempotent: every instance may
 * run it. Returns how many rows went, per table.
 */
export async function deleteExpiredSignInRows(app: App) {
  const refreshDays = app.config.auth.refreshTokenSeconds / 86_400;
  const [tokens, oldSessions, counters, addresses] = await Promise.all([
    app.db
      .delete(refreshTokens)
      .where(lt(refreshTokens.expiresAt, sql`now()`))
      .returning({ id: refreshTokens.id }),
    app.db
      .delete(sessions)
      .where(
        or(
          lt(sessions.createdAt, daysAgo(SESSION_MAX_DAYS)),
          and(isNotNull(sessions.revokedAt), lt(sessions.revokedAt, daysAgo(refreshDays))),
        ),
      )
      .returning({ id: sessions.id }),
    app.db
      .delete(loginThrottle)
      .where(lt(loginThrottle.updatedAt, sql`now() - ${THROTTLE_KEEP_MS}::float8 * interval '1 millisecond'`))
      .returning({ key: loginThrottle.key }),
    app.db
      .delete(knownAddresses)
      .where(lt(knownAddresses.lastSeenAt, daysAgo(KNOWN_ADDRESS_DAYS)))
      .returning({ address: knownAddresses.address }),
  ]);
  return {
    refreshTokens: tokens.length,
    sessions: oldSessions.length,
    loginCounters: counters.length,
    knownAddresses: addresses.length,
  };
}
