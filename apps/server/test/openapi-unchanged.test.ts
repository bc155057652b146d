/**
 * The OpenAPI document, compared with the committed one in fixtures/openapi.json: every path, method and schema
 * as it was. Moving code around (routes into other modules, plugins registered in another order) must not
 * change what the API publishes; a change made on purpose updates the fixture in the same commit.
 *
 * The comparison does not depend on registration order: object keys are sorted at every level, and so are the
 * arrays that are sets in OpenAPI (`required`, an operation's `parameters`, by where and name). Every other
 * array keeps its order (an enum's order is its schema's, and the docs show it so).
 *
 * To write the fixture from the code as it is now:
 *   UPDATE_OPENAPI_FIXTURE=1 npx vitest run --project server test/openapi-unchanged.test.ts
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { App } from '../src/types';
import { buildTestApp } from './helper';

const FIXTURE = join(import.meta.dirname, 'fixtures', 'openapi.json');
const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'];

let app: App;
beforeAll(async () => {
  // The title names the brand, which a deployment sets: the fixture is of the default one.
  app = await buildTestApp({ brandName: 'Tarang' });
});
afterAll(() => app.close());

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

/** `value` with object keys sorted and set-like arrays in a fixed order, so that equal documents print equal. */
function normalised(value: Json, key = ''): Json {
  if (Array.isArray(value)) {
    const items = value.map((item) => normalised(item));
    if (key === 'required') return [...items].sort();
    if (key === 'parameters')
      return [...items].sort((a, b) => parameterKey(a).localeCompare(parameterKey(b)));
    return items;
  }
  if (value && typeof value === 'object')
    return Object.fromEntries(
      Object.keys(value)
        .sort()
        .map((k) => [k, normalised(value[k] as Json, k)]),
    );
  return value;
}
const parameterKey = (parameter: Json) => {
  const p = parameter as { in?: string; name?: string };
  return `${p.in} ${p.name}`;
};

/** One entry per operation ("GET /api/…"), plus one per other top-level part of the document. */
function parts(document: Record<string, Json>): Map<string, string> {
  const result = new Map<string, string>();
  for (const [key, value] of Object.entries(document)) {
    if (key !== 'paths') result.set(`(document) ${key}`, JSON.stringify(value, null, 2));
  }
  const paths = (document.paths ?? {}) as Record<string, Record<string, Json>>;
  for (const [path, item] of Object.entries(paths)) {
    for (const [key, value] of Object.entries(item)) {
      const name = METHODS.includes(key) ? `${key.toUpperCase()} ${path}` : `(path) ${path} ${key}`;
      result.set(name, JSON.stringify(value, null, 2));
    }
  }
  return result;
}

it('publishes the same OpenAPI document as the committed fixture', () => {
  const current = normalised(app.swagger() as unknown as Json) as Record<string, Json>;
  if (process.env.UPDATE_OPENAPI_FIXTURE) {
    writeFileSync(FIXTURE, `${JSON.stringify(current, null, 2)}\n`);
    // Laid out as the repository's formatter lays out JSON, so that `biome check` passes on it.
    execFileSync('npx', ['biome', 'format', '--write', FIXTURE], { stdio: 'ignore' });
    return;
  }
  expect(existsSync(FIXTURE), `${FIXTURE} is missing; see this file's top comment to write it`).toBe(true);
  const expected = normalised(JSON.parse(readFileSync(FIXTURE, 'utf8'))) as Record<string, Json>;

  const now = parts(current);
  const before = parts(expected);
  const added = [...now.keys()].filter((name) => !before.has(name));
  const removed = [...before.keys()].filter((name) => !now.has(name));
  const changed = [...now.keys()].filter((name) => before.has(name) && before.get(name) !== now.get(name));
  const report = [
    ...removed.map((name) => `removed: ${name}`),
    ...added.map((name) => `added:   ${name}`),
    ...changed.map((name) => `changed: ${name}`),
  ];
  // The list names every operation that differs; the first changed one is then shown in full.
  expect.soft(report, `the OpenAPI document differs from ${FIXTURE}`).toEqual([]);
  const first = changed[0];
  if (first) expect(JSON.parse(now.get(first) ?? ''), first).toEqual(JSON.parse(before.get(first) ?? ''));
});
