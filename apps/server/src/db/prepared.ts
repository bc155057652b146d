import { type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Db } from './client';

// Turns a `sql` template into text and parameters; it holds no state of its own, so one serves every database.
const dialect = new PgDialect();

/**
 * A hot read whose SQL is built once, when the service starts, instead of on every request: on PostgreSQL it is
 * a named prepared statement (parsed and planned once per connection), on PGlite a query whose text is ready.
 * Values are passed by `sql.placeholder(key)` and given at each call. Rows come as the driver reads them: json
 * columns parsed, timestamps as text (use `isoText` to get the API's format). Build it once per app (its `db`):
 * `name` must be unique in the app and always name the same SQL.
 */
export function prepareRead<Row>(
  db: Db,
  name: string,
  query: SQL,
): (values?: Record<string, unknown>) => Promise<Row[]> {
  const prepared = db._.session.prepareQuery(dialect.sqlToQuery(query), undefined, name, false);
  return async (values = {}) => ((await prepared.execute(values)) as { rows: Row[] }).rows;
}

/** A timestamptz as JavaScript's `Date#toISOString()` writes it (UTC, milliseconds): what `iso()` gives. */
export const isoText = (timestamp: SQLWrapper) =>
  sql<string>`to_char(${timestamp} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/** The image columns the API shows (fileLink): null when the item has none. */
export type ImageRow = { id: number; storageKey: string; altName: string | null };

/** The image of `alias`'s image_file_id (joined as `${alias}_image`) as one json value (null without one). */
export const imageJson = (alias: string) =>
  sql.raw(`case when ${alias}_image.id is null then null else json_build_object(
    'id', ${alias}_image.id, 'storageKey', ${alias}_image.storage_key, 'altName', ${alias}_image.alt_name) end`);

const stationIdValue = sql`${sql.placeholder('stationId')}::int`;
/** The `now` value of a prepared read: what listeners may see is decided at that instant. */
export const nowValue = sql`${sql.placeholder('now')}::timestamptz`;

/** A station's own items and the network-wide ones; every item when no `stationId` is given. */
export const stationOrNetwork = (column: string) =>
  sql`(${stationIdValue} is null or ${sql.raw(column)} = ${stationIdValue} or ${sql.raw(column)} is null)`;

export type Page<Row> = { rows: Row[]; total: number };

/**
 * The rows and count of a page query whose count comes on every row, and alone (id and the rest null) past the
 * last page.
 */
export function pageRows<Row extends { id: number }>(rows: (Row & { total: number })[]): Page<Row> {
  return { rows: rows.filter((row) => row.id !== null), total: rows[0]?.total ?? 0 };
}

/** One read per database: `create` runs once for each (routes, page heads and share images share its statements). */
export function oncePerDatabase<Reads>(create: (db: Db) => Reads): (db: Db) => Reads {
  const made = new WeakMap<Db, Reads>();
  return (db) => {
    let reads = made.get(db);
    if (!reads) {
      reads = create(db);
      made.set(db, reads);
    }
    return reads;
  };
}
