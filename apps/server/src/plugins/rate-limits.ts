import { normalizeIP } from '@fastify/rate-limit';
import { AUTH_MESSAGES } from '@tarang/contracts';
import type { FastifyRequest } from 'fastify';
import { HttpError } from '../errors';
import type { App } from '../types';

/**
 * Rate limits that do not lock a crowd out. Jio and Airtel put many subscribers behind one IPv4 address
 * (carrier-grade NAT), so a limit per address is shared by everyone on that exit: at a station's event,
 * hundreds of people. Each limit is therefore kept where it can tell a person (the account signed in, the
 * e-mail or phone number tried), and the limit per address is only a ceiling, sized for a busy NAT exit
 * (about 250 people using the site at once), against one machine flooding a route. Why these figures:
 * docs/decisions/011-limits-for-shared-addresses.md. With REDIS_URL every limit is shared by the instances.
 */

/**
 * The key of a client address: an IPv4 address as it is, an IPv4-mapped IPv6 address as its IPv4 address, and
 * any other IPv6 address as its /64, the block one subscriber is given (a phone on Jio or Airtel gets a /64 of
 * its own and may change the rest of its address at will).
 */
export const addressKey = (ip: string) => normalizeIP(ip, 64);

type Limit = { max: number; timeWindow: string };

/** Every rate-limited route's figures: per person where one can be told, and the ceiling per address. */
export const LIMITS = {
  signUp: {
    perEmail: { max: 5, timeWindow: '10 minutes' },
    perAddress: { max: 100, timeWindow: '10 minutes' },
  },
  /** Per e-mail, sign-in has its own back-off (accounts/login-throttle.ts). */
  signIn: { perAddress: { max: 100, timeWindow: '1 minute' } },
  socialSignIn: { perAddress: { max: 100, timeWindow: '1 minute' } },
  socialSignUp: { perAddress: { max: 100, timeWindow: '10 minutes' } },
  /** Token refresh and logout: every signed-in listener refreshes at least every 15 minutes. */
  session: { perAddress: { max: 300, timeWindow: '1 minute' } },
  changePassword: {
    perAccount: { max: 10, timeWindow: '10 minutes' },
    perAddress: { max: 100, timeWindow: '10 minutes' },
  },
  /** Past five an hour, no more e-mails are sent anyway (accounts/password-reset.ts). */
  forgotPassword: {
    perEmail: { max: 10, timeWindow: '15 minutes' },
    perAddress: { max: 50, timeWindow: '15 minutes' },
  },
  /** A reset link works once: the token is the person, and guessing one is hopeless. */
  resetPassword: { perAddress: { max: 50, timeWindow: '15 minutes' } },
  /** Studio-visit and let's-collab requests, per phone number given. */
  request: {
    perPhone: { max: 5, timeWindow: '10 minutes' },
    perAddress: { max: 50, timeWindow: '10 minutes' },
  },
  talentEntry: {
    perAccount: { max: 10, timeWindow: '10 minutes' },
    perAddress: { max: 100, timeWindow: '10 minutes' },
  },
  pollVote: {
    perAccount: { max: 30, timeWindow: '1 minute' },
    perAddress: { max: 300, timeWindow: '1 minute' },
  },
  upload: {
    perAccount: { max: 30, timeWindow: '1 minute' },
    perAddress: { max: 300, timeWindow: '1 minute' },
  },
  listeningPosition: {
    perAccount: { max: 120, timeWindow: '1 minute' },
    perAddress: { max: 1200, timeWindow: '1 minute' },
  },
} satisfies Record<string, Record<string, Limit>>;

const tooMany = (retryAfterSeconds: number) =>
  new HttpError(429, AUTH_MESSAGES.tooManyAttempts, undefined, {
    'retry-after': String(Math.max(1, retryAfterSeconds)),
  });

/** Route config: at most `max` requests in `timeWindow` from one client address (addressKey), then 429. */
export function perAddress({ max, timeWindow }: Limit) {
  return {
    rateLimit: {
      max,
      timeWindow,
      keyGenerator: (request: FastifyRequest) => addressKey(request.ip),
      errorResponseBuilder: () => ({
        statusCode: 429,
        error: 'Too Many Requests',
        message: AUTH_MESSAGES.tooManyAttempts,
      }),
    },
  };
}

/** Who a request is, for a limit that follows a person; undefined where nobody can be told. */
export type PersonOf = (request: FastifyRequest) => string | undefined;

export const signedInAccount: PersonOf = (request) => request.user && `account:${request.user.id}`;

const bodyText = (request: FastifyRequest, field: string) => {
  const value = (request.body as Record<string, unknown> | undefined)?.[field];
  return typeof value === 'string' ? value : undefined;
};
/** The e-mail the body names (the contracts have already trimmed and lower-cased it). */
export const emailTried: PersonOf = (request) => {
  const email = bodyText(request, 'email');
  return email && `email:${email}`;
};
/** The phone number the body gives, digits only (+91 98765 43210 and 9876543210 are one person). */
export const phoneGiven: PersonOf = (request) => {
  const digits = bodyText(request, 'contactNumber')?.replace(/\D/g, '').slice(-10);
  return digits && `phone:${digits}`;
};

/**
 * A hook: at most `max` requests in `timeWindow` per person, then 429 with Retry-After. `name` keeps each
 * route's counts apart; a request that tells no person passes. As an onRequest hook after authentication for
 * an account (refused payloads count too), as a preHandler for a person named in the body (parsed by then).
 */
export function perPerson(
  app: App,
  name: string,
  { max, timeWindow }: Limit,
  personOf: PersonOf,
): (request: FastifyRequest) => Promise<void> {
  const limit = app.createRateLimit({
    max,
    timeWindow,
    keyGenerator: (request) => `${name}:${personOf(request)}`,
  });
  return async (request) => {
    if (personOf(request) === undefined) return;
    const counted = await limit(request);
    if (!counted.isAllowed && counted.isExceeded) throw tooMany(counted.ttlInSeconds);
  };
}
