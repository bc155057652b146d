/**
 * Every value a route reads from a caller (body, query, path parameters, headers) is validated by a schema built
 * from the contracts' input blocks (packages/contracts/src/input.ts): each string well-formed and of bounded
 * length, each number bounded, each fractional number away from the subnormals, each list bounded. This walks
 * the schemas every route gives the validator and names each one that is not, so a new route cannot forget.
 */
import { isNearZeroCheck, isWellFormedCheck } from '@tarang/contracts';
import { afterAll, describe, expect, it, vi } from 'vitest';
import type { z } from 'zod';

type RouteSchema = { schema: z.ZodType; method: string; url: string; httpPart: string };
const routeSchemas = vi.hoisted(() => [] as RouteSchema[]);
// The real validator, watched: every schema a route gives it is recorded.
vi.mock('fastify-type-provider-zod', async (importOriginal) => {
  const real = await importOriginal<typeof import('fastify-type-provider-zod')>();
  return {
    ...real,
    validatorCompiler: (route: RouteSchema) => {
      routeSchemas.push(route);
      return real.validatorCompiler(route as never);
    },
  };
});
const { buildTestApp } = await import('./helper');

/** The longest string any input may be (rich text included), and the largest magnitude of any number. */
const LONGEST_STRING = 1_000_000;
const LARGEST_NUMBER = 1e15;

type Check = { _zod: { def: { check: string; value?: unknown; maximum?: number; format?: string } } };
type Def = {
  type: string;
  checks?: Check[];
  format?: string;
  shape?: Record<string, z.ZodType>;
  element?: z.ZodType;
  keyType?: z.ZodType;
  valueType?: z.ZodType;
  innerType?: z.ZodType;
  in?: z.ZodType;
  out?: z.ZodType;
  options?: z.ZodType[];
  left?: z.ZodType;
  right?: z.ZodType;
  getter?: () => z.ZodType;
};
const defOf = (schema: z.ZodType) => (schema as unknown as { _zod: { def: Def } })._zod.def;
const checksOf = (def: Def) => (def.checks ?? []).map((check) => ({ check, def: check._zod.def }));

const maxLength = (def: Def) => checksOf(def).find((c) => c.def.check === 'max_length')?.def.maximum;
function bound(def: Def, kind: 'less_than' | 'greater_than') {
  const value = checksOf(def).find((c) => c.def.check === kind)?.def.value;
  return typeof value === 'number' && Math.abs(value) <= LARGEST_NUMBER ? value : undefined;
}
const isInteger = (def: Def) =>
  def.format === 'safeint' || checksOf(def).some((c) => c.def.check === 'number_format');

/** What is wrong with one schema and those inside it, each problem with where it is. */
function problemsOf(schema: z.ZodType, where: string, seen = new Set<z.ZodType>()): string[] {
  if (seen.has(schema)) return [];
  seen.add(schema);
  const def = defOf(schema);
  const inner = (child: z.ZodType | undefined, path = where) => (child ? problemsOf(child, path, seen) : []);
  switch (def.type) {
    case 'string': {
      const problems: string[] = [];
      const max = maxLength(def);
      if (max === undefined || max > LONGEST_STRING)
        problems.push(`${where}: a string without a maximum length`);
      if (!checksOf(def).some((c) => isWellFormedCheck(c.check)))
        problems.push(`${where}: a string not checked for lone surrogates (use inputString)`);
      return problems;
    }
    case 'number': {
      const problems: string[] = [];
      if (bound(def, 'greater_than') === undefined || bound(def, 'less_than') === undefined)
        problems.push(`${where}: a number without a minimum and a maximum (at most ${LARGEST_NUMBER})`);
      if (!isInteger(def) && !checksOf(def).some((c) => isNearZeroCheck(c.check)))
        problems.push(`${where}: a fractional number that may be subnormal (use inputDecimal)`);
      return problems;
    }
    case 'object':
      return Object.entries(def.shape ?? {}).flatMap(([key, child]) => inner(child, `${where}.${key}`));
    case 'array': {
      const max = maxLength(def);
      const own = max === undefined ? [`${where}: a list without a maximum length`] : [];
      return [...own, ...inner(def.element, `${where}[]`)];
    }
    case 'record':
      return [`${where}: a record (any number of keys)`];
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'readonly':
    case 'catch':
    case 'nonoptional':
      return inner(def.innerType);
    case 'pipe':
      return [...inner(def.in), ...inner(def.out)];
    case 'union':
      return (def.options ?? []).flatMap((option) => inner(option));
    case 'intersection':
      return [...inner(def.left), ...inner(def.right)];
    case 'lazy':
      return inner(def.getter?.());
    case 'enum':
    case 'literal':
    case 'boolean':
    case 'null':
    case 'undefined':
    case 'transform':
      return [];
    default:
      return [`${where}: a ${def.type}, which may hold anything`];
  }
}

const app = await buildTestApp();
afterAll(() => app.close());

describe('the schemas of every route', () => {
  it('are collected (every service registers some)', () => {
    expect(routeSchemas.length).toBeGreaterThan(100);
  });

  it('bound every string, number and list, and check every string for lone surrogates', () => {
    const problems = routeSchemas.flatMap(({ schema, method, url, httpPart }) =>
      problemsOf(schema, `${method} ${url} ${httpPart}`),
    );
    expect([...new Set(problems)]).toEqual([]);
  });
});
