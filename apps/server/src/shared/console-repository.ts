import { NETWORK_WIDE_WITH_STATION, type Paging, STAFF_MESSAGES } from '@tarang/contracts';
import { and, eq, getTableName, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client';
import { countWhere } from '../db/queries';
import { activity, files, stations } from '../db/schema';
import { HttpError, notFound } from '../errors';
import type { AuthUser } from '../plugins/auth';
import { pageOf } from './reads';

/**
 * The queries every console write and list shares: the station filters, the Activity insert, the version-checked
 * update and the checks that a linked station or file exists. shared/console.ts gives them to the routes with
 * the role checks; consoleTable builds a console entity's list, read and write queries from its definition.
 */

/** A transaction, or the database itself: the helpers below run inside a console write's transaction. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0] | Db;

/**
 * The station filter of a staff list: what the user asked for, within what they manage. An editor asking for
 * another station's list gets 403; an editor asking for none gets their own stations (and, with
 * `networkWide`, the items of every station, which they may read but not change).
 */
export function stationScope(
  user: AuthUser,
  column: PgColumn,
  requested: number | undefined,
  options: { networkWide?: boolean } = {},
): SQL | undefined {
  if (requested !== undefined) {
    if (user.role !== 'admin' && !user.stationIds.includes(requested)) {
      throw new HttpError(403, STAFF_MESSAGES.notYourStation);
    }
    return eq(column, requested);
  }
  if (user.role === 'admin') return undefined;
  const own = user.stationIds.length > 0 ? inArray(column, user.stationIds) : sql`false`;
  return options.networkWide ? sql`(${own} or ${column} is null)` : own;
}

/**
 * The station filter of the console lists whose items may belong to no station (shows, red lines, banners,
 * station pages): `networkWide` gives only those, `stationId` one station's own items, neither everything the
 * user may read (an editor: their stations' items and the network-wide ones, which only an admin changes).
 */
export function stationOrNetworkScope(
  user: AuthUser,
  column: PgColumn,
  query: { stationId?: number; networkWide?: boolean },
): SQL | undefined {
  if (query.networkWide) {
    if (query.stationId !== undefined) throw new HttpError(400, NETWORK_WIDE_WITH_STATION, 'networkWide');
    return isNull(column);
  }
  return stationScope(user, column, query.stationId, { networkWide: true });
}

/** One row of Activity, as shared/console.ts's recordActivity has made it ready. */
export type ActivityRow = typeof activity.$inferInsert;

/** Appends one entry to Activity (in the write's transaction, so a rolled-back write leaves none). */
export async function insertActivity(tx: Tx, row: ActivityRow): Promise<void> {
  await tx.insert(activity).values(row);
}

/** 400 on stationId unless the station exists (null, network-wide, always does): no foreign key error. */
export async function assertStation(tx: Tx, stationId: number | null | undefined): Promise<void> {
  if (stationId === null || stationId === undefined) return;
  const [station] = await tx.select({ id: stations.id }).from(stations).where(eq(stations.id, stationId));
  if (!station) throw new HttpError(400, 'Station not found', 'stationId');
}

/** The file a console form links to: its type and whether it is private. */
export async function fileKind(tx: Tx, fileId: number) {
  const [file] = await tx
    .select({ mimeType: files.mimeType, private: files.private })
    .from(files)
    .where(eq(files.id, fileId));
  return file;
}

/** A table the console edits: an id and a version column. */
export type Versioned = PgTable & { id: PgColumn; version: PgColumn };

/**
 * Saves `values` on the row `id` if it still has `version` (and bumps it); 409 with a clear message when
 * someone saved it in between, 404 when it is gone. Returns the saved row.
 */
export async function updateVersioned<T extends Versioned>(
  tx: Tx,
  table: T,
  id: number,
  version: number,
  values: Record<string, unknown>,
  what: string,
): Promise<T['$inferSelect']> {
  const [saved] = (await tx
    .update(table)
    .set({ ...values, version: sql`${table.version} + 1` } as never)
    .where(and(eq(table.id, id), eq(table.version, version)))
    .returning()) as T['$inferSelect'][];
  if (saved) return saved;
  const [exists] = await tx
    .select({ id: table.id })
    .from(table as PgTable)
    .where(eq(table.id, id));
  if (!exists) throw notFound(`${what} not found`);
  throw new HttpError(409, STAFF_MESSAGES.conflict, 'version');
}

/** Station content the console deletes outright: an id, its station (none: network-wide) and a title. */
export type StationItem = PgTable & { id: PgColumn; stationId: PgColumn; title: PgColumn };

/** The station and title of the row `id` of `table`, what a delete checks and records; none when it is gone. */
export async function stationItem(tx: Tx, table: StationItem, id: number) {
  const [row] = (await tx
    .select({ stationId: table.stationId, title: table.title })
    .from(table as PgTable)
    .where(eq(table.id, id))) as { stationId: number | null; title: string }[];
  return row;
}

/** Deletes the row `id` of `table`. */
export async function deleteRow(tx: Tx, table: PgTable & { id: PgColumn }, id: number): Promise<void> {
  await tx.delete(table).where(eq(table.id, id));
}

/** What a console list asks for: its filters and sort, and a page. */
type ListArgs = { where: SQL | undefined; orderBy: SQL[]; limit: number; offset: number };

/** A console entity's table and how its list reads it; consoleTable makes the queries from it. */
export type ConsoleTableDefinition<T extends Versioned, Row, Query> = {
  table: T;
  /** A page of the answer's rows, with what they show (their image, their results…). */
  rows: (db: Db, args: ListArgs) => Promise<Row[]>;
  /** One row of the answer. */
  row: (db: Db, where: SQL) => Promise<Row | undefined>;
  /** Which items the user may list, from the query's station fields (stationScope, stationOrNetworkScope). */
  scope?: (user: AuthUser, query: Query, column: T) => SQL | undefined;
  /** The list's other filters, at `now`. */
  filters?: (query: Query, now: Date) => (SQL | undefined)[];
  /** The list's order for the query's sort. */
  order: (query: Query) => SQL[];
  /** An update or delete locks the stored row until its transaction ends (what it counts must not change). */
  lock?: true;
  /** The stored row as an update reads it, when it checks more than its columns (a show's RJs and episodes). */
  stored?: (tx: Tx, id: number) => Promise<T['$inferSelect'] | undefined>;
};

/** The queries of one console entity, made from its definition (see ConsoleTableDefinition). */
export function consoleTable<T extends Versioned, Row, Query extends Paging>(
  definition: ConsoleTableDefinition<T, Row, Query>,
) {
  const { table } = definition;
  return {
    table,
    /** One page of the list the user asked for (their stations' at most) and how many match in all. */
    async list(db: Db, user: AuthUser, query: Query, now: Date) {
      const where = and(definition.scope?.(user, query, table), ...(definition.filters?.(query, now) ?? []));
      const [rows, total] = await Promise.all([
        definition.rows(db, { where, orderBy: definition.order(query), ...pageOf(query) }),
        countWhere(db, table, where),
      ]);
      return { rows, total };
    },
    /** One item as the answer shows it; none when it is gone. */
    find: (db: Db, id: number) => definition.row(db, eq(table.id, id)),
    /** The stored row, as an update or delete finds it before changing it (locked: see `lock`). */
    async stored(tx: Tx, id: number): Promise<T['$inferSelect'] | undefined> {
      if (definition.stored) return definition.stored(tx, id);
      const select = tx
        .select()
        .from(table as PgTable)
        .where(eq(table.id, id));
      const [row] = (await (definition.lock ? select.for('update') : select)) as T['$inferSelect'][];
      return row;
    },
    /** Inserts one row and returns it. */
    async insert(tx: Tx, values: T['$inferInsert']): Promise<T['$inferSelect']> {
      const [created] = (await tx
        .insert(table)
        .values(values as never)
        .returning()) as T['$inferSelect'][];
      if (!created) throw new Error(`insert into ${getTableName(table)} returned no row`);
      return created;
    },
    update: (tx: Tx, id: number, version: number, values: Record<string, unknown>, what: string) =>
      updateVersioned(tx, table, id, version, values, what),
  };
}

export type ConsoleTable<T extends Versioned, Row, Query extends Paging> = ReturnType<
  typeof consoleTable<T, Row, Query>
>;
