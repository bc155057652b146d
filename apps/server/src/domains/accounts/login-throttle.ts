import { AUTH_MESSAGES } from '@tarang/contracts';
import type { Redis } from 'ioredis';
import type { Db } from '../../db/client';
import { HttpError } from '../../errors';
import { addressKey } from '../../plugins/rate-limits';
import type { App } from '../../types';
import { clearCounters, isKnownAddress, takeAttempt } from './sign-in-repository';

/**
 * Password guessing is slowed per account AND address, so that an attacker cannot lock the owner out:
 *
 * - every (e-mail, address) pair gets 5 attempts, then each further attempt must wait twice as long as the one
 *   before (1 s, 2 s, 4 s … up to 15 minutes); a correct password from that address clears it;
 * - an account takes at most 100 password checks an hour from addresses it has never signed in from; past
 *   that, only its known addresses (any sign-in or token refresh in the last 90 days) and a reset link get in.
 *
 * Attempts are counted before the password is checked, in one atomic step (a Redis script, or one upsert), so
 * requests in flight together cannot get more checks than the limit. Counters are keyed by the e-mail as typed,
 * whether or not the account exists, so the limits do not tell which e-mails have accounts. An address is its
 * addressKey: an IPv6 /64 is one (its owner can pick any address in it), so is a carrier's NAT exit, where the
 * e-mail in the key keeps one person's guesses from locking out the others.
 */
export type Backoff = {
  /** Attempts allowed before the first wait. */
  limit: number;
  /** The first wait; it doubles with each further attempt, up to capMs. */
  baseMs: number;
  capMs: number;
  /** A counter left alone this long starts again. */
  idleMs: number;
};

export const PER_ADDRESS: Backoff = { limit: 5, baseMs: 1000, capMs: 15 * 60_000, idleMs: 24 * 3_600_000 };
export const PER_ACCOUNT: Backoff = { limit: 100, baseMs: 3_600_000, capMs: 3_600_000, idleMs: 3_600_000 };
export const KNOWN_ADDRESS_DAYS = 90;

/** Allowed (0), or how many milliseconds to wait. */
type Take = (key: string, backoff: Backoff) => Promise<number>;

/** 2^exponent is capped: past 2^30 every wait is the cap anyway, and larger powers overflow. */
const MAX_EXPONENT = 30;

const TAKE_SCRIPT = `
local limit, base, cap, idle, maxExp = tonumber(ARGV[1]), tonumber(ARGV[2]), tonumber(ARGV[3]), tonumber(ARGV[4]), tonumber(ARGV[5])
local time = redis.call('TIME')
local now = tonumber(time[1]) * 1000 + math.floor(tonumber(time[2]) / 1000)
local blocked = tonumber(redis.call('HGET', KEYS[1], 'blockedUntil') or '0')
if blocked > now then return blocked - now end
local attempts = redis.call('HINCRBY', KEYS[1], 'attempts', 1)
local wait = 0
if attempts >= limit then
  wait = math.min(base * 2 ^ math.min(attempts - limit, maxExp), cap)
  redis.call('HSET', KEYS[1], 'blockedUntil', now + wait)
end
redis.call('PEXPIRE', KEYS[1], math.max(idle, wait))
return 0
`;

function redisTake(redis: Redis, prefix: string): Take {
  return async (key, b) => {
    const waitMs = await redis.eval(
      TAKE_SCRIPT,
      1,
      `${prefix}${key}`,
      b.limit,
      b.baseMs,
      b.capMs,
      b.idleMs,
      MAX_EXPONENT,
    );
    return Number(waitMs);
  };
}

/** The same count in the database (one upsert per attempt), where there is no Redis. */
function sqlTake(db: Db): Take {
  return (key, b) => takeAttempt(db, key, b, MAX_EXPONENT);
}

const tooMany = (waitMs: number) =>
  new HttpError(429, AUTH_MESSAGES.tooManyAttempts, undefined, {
    'retry-after': String(Math.max(1, Math.ceil(waitMs / 1000))),
  });

const accountKey = (email: string) => `login:${email}`;
const pairKey = (email: string, address: string) => `login:${email}:${addressKey(address)}`;

export function loginThrottleFor(app: App) {
  const take = app.redis ? redisTake(app.redis, app.redisKeyPrefix) : sqlTake(app.db);

  async function clear(keys: string[]) {
    if (app.redis) await app.redis.del(...keys.map((key) => `${app.redisKeyPrefix}${key}`));
    else await clearCounters(app.db, keys);
  }

  return {
    /** Counts a sign-in attempt before the password is checked; 429 with Retry-After when it must wait. */
    async beforeAttempt(email: string, address: string, subscriberId: number | undefined) {
      const pairWait = await take(pairKey(email, address), PER_ADDRESS);
      if (pairWait > 0) throw tooMany(pairWait);
      if (subscriberId && (await isKnownAddress(app.db, subscriberId, address, KNOWN_ADDRESS_DAYS))) return;
      const accountWait = await take(accountKey(email), PER_ACCOUNT);
      if (accountWait > 0) throw tooMany(accountWait);
    },
    /** A correct password: this address starts again from zero. */
    succeeded: (email: string, address: string) => clear([pairKey(email, address)]),
    /** A password reset: the account's limit and this address's back-off start again. */
    reset: (email: string, address: string) => clear([accountKey(email), pairKey(email, address)]),
  };
}
