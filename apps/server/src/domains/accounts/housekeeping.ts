import type { App } from '../../types';
import { KNOWN_ADDRESS_DAYS, PER_ACCOUNT, PER_ADDRESS } from './login-throttle';
import { SESSION_MAX_DAYS } from './sessions';
import { deleteExpiredRows } from './sign-in-repository';

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
  const [tokens, oldSessions, counters, addresses] = await deleteExpiredRows(app.db, {
    refreshDays,
    sessionDays: SESSION_MAX_DAYS,
    throttleKeepMs: THROTTLE_KEEP_MS,
    addressDays: KNOWN_ADDRESS_DAYS,
  });
  return {
    refreshTokens: tokens.length,
    sessions: oldSessions.length,
    loginCounters: counters.length,
    knownAddresses: addresses.length,
  };
}
