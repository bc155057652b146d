import { and, count, gt, lte, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from './client';

/**
 * Query pieces every domain's repository uses. They live in db/ (not shared/) because they are built from
 * drizzle: outside db/, only repositories touch drizzle and the schema.
 */

export async function countWhere(db: Db, table: PgTable, where: SQL | undefined): Promise<number> {
  const [row] = await db.select({ total: count() }).from(table).where(where);
  return row?.total ?? 0;
}

/** Open (started, not ended) or closed (ended) at `now`: the status filter of contests and polls. */
export function statusWindow(
  columns: { startsAt: PgColumn; endsAt: PgColumn },
  status: 'open' | 'closed',
  now: Date,
): SQL | undefined {
  return status === 'open'
    ? and(lte(columns.startsAt, now), gt(columns.endsAt, now))
    : lte(columns.endsAt, now);
}
