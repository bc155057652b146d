import { randomBytes } from 'node:crypto';

/**
 * A random private address (10.0.0.0/8), different on each call. The e2e server trusts X-Forwarded-For from
 * 127.0.0.1, so a request carrying it there counts as that client's: each browser session and each account set
 * up over the API is its own listener for the per-address limits.
 */
export function randomAddress() {
  const [a = 0, b = 0, c = 0] = randomBytes(3);
  return `10.${a}.${b}.${(c % 254) + 1}`;
}
