/** argon2id at OWASP's first recommended setting: 19 MiB, 2 passes, 1 lane. */
export const ARGON2 = { algorithm: 2, memoryCost: 19 * 1024, timeCost: 2, parallelism: 1 } as const;
