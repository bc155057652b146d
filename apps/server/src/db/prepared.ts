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
