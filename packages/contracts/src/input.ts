import { z } from 'zod';

/**
 * The building blocks of every value a caller sends (JSON bodies, query and path parameters). Whatever a
 * client sends must be refused here with a message, never reach the database and fail there:
 * - every string is well-formed Unicode: a lone UTF-16 surrogate (`"\ud800"` in JSON) cannot be stored as
 *   text or JSON by PostgreSQL;
 * - every string has a maximum length and every number a minimum and a maximum;
 * - a fractional number is 0 or at least MIN_FRACTION away from it: a subnormal such as 5e-324 underflows a
 *   `real` column.
 * The server's input-schemas test walks every route's schemas and fails on one built otherwise.
 */

/** The smallest non-zero size a fractional input may have (a microsecond, a tenth of a millimetre on a map). */
export const MIN_FRACTION = 0.000_001;

const LONE_SURROGATE = /\p{Cs}/u;
const wellFormedChecks = new WeakSet<object>();
const nearZeroChecks = new WeakSet<object>();

/** The check that a string holds no lone surrogate; its message names the field. */
export function wellFormed(label: string) {
  const check = z.refine<string>(
    (value) => !LONE_SURROGATE.test(value),
    `${label} contains a broken character (an unpaired surrogate): type it again`,
  );
  wellFormedChecks.add(check);
  return check;
}

/** A string a caller sends: well-formed, checked before anything else. Give it a maximum length. */
export const inputString = (
  label: string,
  // Only for a value that is not a string: a check without a message of its own keeps zod's.
  params: Parameters<typeof z.string>[0] = {
    error: (issue) => (issue.code === 'invalid_type' ? `${label} must be text` : undefined),
  },
) => z.string(params).check(wellFormed(label));

/** The check that a fractional number is 0 or at least MIN_FRACTION from it. */
export function notNearZero(label: string) {
  const check = z.refine<number>(
    (value) => value === 0 || Math.abs(value) >= MIN_FRACTION,
    `${label} is too close to 0: send 0 or a number at least ${MIN_FRACTION} from it`,
  );
  nearZeroChecks.add(check);
  return check;
}

/** A fractional number a caller sends, from min to max. */
export const inputDecimal = (label: string, min: number, max: number) =>
  z
    .number({ error: `${label} must be a number` })
    .min(min, `${label} must be between ${min} and ${max}`)
    .max(max, `${label} must be between ${min} and ${max}`)
    .check(notNearZero(label));

/** For the test that walks every route's schemas: is this check one of the above? */
export const isWellFormedCheck = (check: object) => wellFormedChecks.has(check);
export const isNearZeroCheck = (check: object) => nearZeroChecks.has(check);
