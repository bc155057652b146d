import { and, count, eq, gt, inArray, isNotNull, isNull, lt, lte, ne, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { knownAddresses, loginThrottle, passwordResets, refreshTokens, sessions } from '../../db/schema';
import { addressKey } from '../../plugins/rate-limits';

/**
 * The sign-in tables' queries: sessions and their refresh tokens, the login throttle's counters and known
 * addresses, password-reset links, and the housekeeping that deletes what nobody can use any more. The rules
 * (lifetimes, limits, when to revoke) stay with their callers: sessions.ts, login-throttle.ts,
 * password-reset.ts and housekeeping.ts.
 */

// ---------------------------------------------------------------- sessions

export async function insertSession(db: Db, id: string, subscriberId: number) {
  await db.insert(sessions).values({ id, subscriberId });
}

export async function insertRefreshToken(
  db: Db,
  token: { subscriberId: number; tokenHash: string; familyId: string; expiresAt: Date },
) {
  await db.insert(refreshTokens).values(token);
}

/** Spends the token atomically: of two concurrent uses, only one gets the row back. */
export async function spendRefreshToken(db: Db, tokenHash: string, now: Date) {
  const [spent] = await db
    .update(refreshTokens)
    .set({ usedAt: now })
    .where(and(eq(refreshTokens.tokenHash, tokenHash), isNull(refreshTokens.usedAt)))
    .returning();
  return spent;
}

export async function findRefreshToken(db: Db, tokenHash: string) {
  const [known] = await db.select().from(refreshTokens).where(eq(refreshTokens.tokenHash, tokenHash));
  return known;
}

export async function findSession(db: Db, id: string) {
  const [session] = await db
    .select({ revokedAt: sessions.revokedAt, createdAt: sessions.createdAt })
    .from(sessions)
    .where(eq(sessions.id, id));
  return session;
}

export async function revokeSessionRow(db: Db, sessionId: string) {
  await db
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
}

/** Every live session of the subscriber except `keepSession` (undefined: all of them) is revoked. */
export async function revokeSessionsOf(db: Db, subscriberId: number, keepSession?: string) {
  await db
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(
      and(
        eq(sessions.subscriberId, subscriberId),
        isNull(sessions.revokedAt),
        keepSession ? ne(sessions.id, keepSession) : undefined,
      ),
    );
}

/** The session (family) a refresh token belongs to, or undefined. */
export async function sessionOfRefreshToken(db: Db, tokenHash: string) {
  const [row] = await db
    .select({ familyId: refreshTokens.familyId })
    .from(refreshTokens)
    .where(eq(refreshTokens.tokenHash, tokenHash));
  return row;
}

// ---------------------------------------------------------------- login throttle

/** The limits of one counter (login-throttle.ts `Backoff`). */
type Limits = { limit: number; baseMs: number; capMs: number; idleMs: number };

/**
 * Takes one attempt from the counter in one upsert, so requests in flight together cannot get more than the
 * limit: 0 when allowed, else how many milliseconds to wait.
 */
export async function takeAttempt(db: Db, key: string, b: Limits, maxExponent: number): Promise<number> {
  const ms = (value: number) => sql`(${value}::float8 * interval '1 millisecond')`;
  // The attempt this one is: the first again after idleMs of quiet.
  const attempts = sql`(case when ${loginThrottle.updatedAt} < now() - ${ms(b.idleMs)} then 1 else ${loginThrottle.attempts} + 1 end)`;
  const waitFor = (n: SQL) =>
    sql`case when ${n} >= ${b.limit}::int then now() + least(${b.baseMs}::float8 * power(2, least(${n} - ${b.limit}::int, ${maxExponent}::int)), ${b.capMs}::float8) * interval '1 millisecond' end`;
  const [taken] = await db
    .insert(loginThrottle)
    .values({ key, attempts: 1, blockedUntil: waitFor(sql`1`), updatedAt: sql`now()` })
    .onConflictDoUpdate({
      target: loginThrottle.key,
      set: { attempts, blockedUntil: waitFor(attempts), updatedAt: sql`now()` },
      // A blocked counter is left as it is: the attempt is refused.
      setWhere: or(isNull(loginThrottle.blockedUntil), lte(loginThrottle.blockedUntil, sql`now()`)),
    })
    .returning({ attempts: loginThrottle.attempts });
  if (taken) return 0;
  const [row] = await db
    .select({
      waitMs: sql<number>`greatest(extract(epoch from ${loginThrottle.blockedUntil} - now()) * 1000, 1)`,
    })
    .from(loginThrottle)
    .where(eq(loginThrottle.key, key));
  return Math.ceil(Number(row?.waitMs ?? 1));
}

export async function clearCounters(db: Db, keys: string[]) {
  await db.delete(loginThrottle).where(inArray(loginThrottle.key, keys));
}

/** Whether the account was used from this address (its addressKey) in the last `days` days. */
export async function isKnownAddress(db: Db, subscriberId: number, address: string, days: number) {
  const [row] = await db
    .select({ address: knownAddresses.address })
    .from(knownAddresses)
    .where(
      and(
        eq(knownAddresses.subscriberId, subscriberId),
        eq(knownAddresses.address, addressKey(address)),
        gt(knownAddresses.lastSeenAt, sql`now() - ${days} * interval '1 day'`),
      ),
    );
  return Boolean(row);
}

/** The account was used from this address (a sign-in or a token refresh): its addressKey is kept. */
export async function rememberAddress(db: Db, subscriberId: number, address: string) {
  await db
    .insert(knownAddresses)
    .values({ subscriberId, address: addressKey(address) })
    .onConflictDoUpdate({
      target: [knownAddresses.subscriberId, knownAddresses.address],
      set: { lastSeenAt: sql`now()` },
    });
}

// ---------------------------------------------------------------- password resets

/** How many reset links the account was sent since `since`. */
export async function resetLinksSince(db: Db, subscriberId: number, since: Date): Promise<number> {
  const [recent] = await db
    .select({ sent: count() })
    .from(passwordResets)
    .where(and(eq(passwordResets.subscriberId, subscriberId), gt(passwordResets.createdAt, since)));
  return recent?.sent ?? 0;
}

export async function insertResetLink(
  db: Db,
  link: { subscriberId: number; tokenHash: string; expiresAt: Date },
) {
  await db.insert(passwordResets).values(link);
}

/** Spends the link atomically: of two concurrent uses, only one gets the row back. */
export async function spendResetLink(db: Db, tokenHash: string, now: Date) {
  const [spent] = await db
    .update(passwordResets)
    .set({ usedAt: now })
    .where(
      and(
        eq(passwordResets.tokenHash, tokenHash),
        isNull(passwordResets.usedAt),
        gt(passwordResets.expiresAt, now),
      ),
    )
    .returning();
  return spent;
}

/** The account's other links sent before this one die with it. */
export async function spendResetLinksOf(db: Db, subscriberId: number, now: Date) {
  await db
    .update(passwordResets)
    .set({ usedAt: now })
    .where(and(eq(passwordResets.subscriberId, subscriberId), isNull(passwordResets.usedAt)));
}

// ---------------------------------------------------------------- housekeeping

const daysAgo = (days: number) => sql`now() - ${days} * interval '1 day'`;

/**
 * Deletes sign-in rows nobody can use any more (housekeeping.ts says which): expired refresh tokens, sessions
 * older than `sessionDays` or revoked `refreshDays` ago, counters idle `throttleKeepMs`, and addresses not seen
 * for `addressDays`. Answers the deleted rows' keys, per table.
 */
export function deleteExpiredRows(
  db: Db,
  ages: { refreshDays: number; sessionDays: number; throttleKeepMs: number; addressDays: number },
) {
  return Promise.all([
    db
      .delete(refreshTokens)
      .where(lt(refreshTokens.expiresAt, sql`now()`))
      .returning({ id: refreshTokens.id }),
    db
      .delete(sessions)
      .where(
        or(
          lt(sessions.createdAt, daysAgo(ages.sessionDays)),
          and(isNotNull(sessions.revokedAt), lt(sessions.revokedAt, daysAgo(ages.refreshDays))),
        ),
      )
      .returning({ id: sessions.id }),
    db
      .delete(loginThrottle)
      .where(
        lt(loginThrottle.updatedAt, sql`now() - ${ages.throttleKeepMs}::float8 * interval '1 millisecond'`),
      )
      .returning({ key: loginThrottle.key }),
    db
      .delete(knownAddresses)
      .where(lt(knownAddresses.lastSeenAt, daysAgo(ages.addressDays)))
      .returning({ address: knownAddresses.address }),
  ]);
}
