import { AUTH_MESSAGES } from '@tarang/contracts';

/** argon2id at OWASP's first recommended setting: 19 MiB, 2 passes, 1 lane. */
export const ARGON2 = { algorithm: 2, memoryCost: 19 * 1024, timeCost: 2, parallelism: 1 } as const;

/** Route config: at most `max` requests per address in `timeWindow`, then 429 with the SPEC-style message. */
export function tooMany(max: number, timeWindow: string) {
  return {
    rateLimit: {
      max,
      timeWindow,
      errorResponseBuilder: () => ({
        statusCode: 429,
        error: 'Too Many Requests',
        message: AUTH_MESSAGES.tooManyAttempts,
      }),
    },
  };
}
