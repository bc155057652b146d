import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/helper';
import type { App } from '../types';
import { isoText, prepareRead } from './prepared';

describe('prepared reads (on the suite database: PGlite, or PostgreSQL with DATABASE_URL)', () => {
  let app: App;
  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(() => app.close());

  it('runs one statement many times with the values of each call', async () => {
    const stationName = prepareRead<{ name: string }>(
      app.db,
      'test_station_name',
      sql`select name from stations where id = ${sql.placeholder('id')}::int`,
    );
    const [first] = await stationName({ id: 1 });
    const [second] = await stationName({ id: 2 });
    expect(first?.name).toBeTruthy();
    expect(second?.name).toBeTruthy();
    expect(second?.name).not.toBe(first?.name);
    expect(await stationName({ id: 999_999 })).toEqual([]);
  });

  it('gives json columns parsed and an absent optional value as null', async () => {
    const echo = prepareRead<{ body: { given: number | null; list: number[] } }>(
      app.db,
      'test_json_echo',
      sql`select json_build_object('given', ${sql.placeholder('given')}::int, 'list', json_build_array(1, 2)) as body`,
    );
    expect(await echo({ given: 7 })).toEqual([{ body: { given: 7, list: [1, 2] } }]);
    expect(await echo({ given: null })).toEqual([{ body: { given: null, list: [1, 2] } }]);
  });

  it('writes a timestamp as Date#toISOString() does (UTC, milliseconds cut, not rounded)', async () => {
    const at = prepareRead<{ text: string }>(
      app.db,
      'test_iso_text',
      sql`select ${isoText(sql`${sql.placeholder('at')}::timestamptz`)} as text`,
    );
    const cases = {
      '2024-03-05 23:59:59.999999+05:30': '2024-03-05T18:29:59.999Z',
      '2031-12-31 18:30:00+00': '2031-12-31T18:30:00.000Z',
      '1999-01-01 00:00:00.0004-08': '1999-01-01T08:00:00.000Z',
    };
    for (const [value, expected] of Object.entries(cases)) {
      expect(await at({ at: value })).toEqual([{ text: expected }]);
      expect(new Date(expected).toISOString()).toBe(expected);
    }
  });
});
