import { NETWORK_WIDE_WITH_STATION, STAFF_MESSAGES } from '@tarang/contracts';
import { and, eq, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client';
import { activity, files, stations } from '../db/schema';
import { HttpError, notFound } from '../errors';
import type { AuthUser } from '../plugins/auth';
import type { App } from '../types';

/**
 * What every write of the staff console shares: who may change which station's content, the version check that
 * stops two editors overwriting each other, and the Activity record written in the same transaction as the
 * change. Routes call these; the queries of each content type stay in its service.
 */

/** A transaction, or the database itself: the helpers below run inside a console write's transaction. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0] | Db;

/**
 * 403 unless `user` manages content of this station. Network-wide content (no station) is for admins only.
 */
export function assertCanManage(user: AuthUser, stationId: number | null): void {
  if (user.role === 'admin') return;
  if (stationId === null) throw new HttpError(403, STAFF_MESSAGES.networkWide);
  if (user.role !== 'editor' || !user.stationIds.includes(stationId)) {
    throw new HttpError(403, STAFF_MESSAGES.notYourStation);
  }
}

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

export type ActivityRecord = {
  action: 'create' | 'update' | 'delete';
  /** The kind of item, in the console's words: show, episode, rj, event, redline, banner… */
  entity: string;
  entityId: number | null;
  /** What the item is called. */
  label: string;
  stationId: number | null;
  /** The fields set and their new values. */
  changes?: Record<string, unknown>;
  /** An update's changed fields as they were before it (`changedFields` gives both). */
  before?: Record<string, unknown>;
};

/** Long text in Activity is shortened; HTML is kept as text. */
const SHORTEN_AT = 200;
function shortened(value: unknown): unknown {
  if (typeof value === 'string' && value.length > SHORTEN_AT) return `${value.slice(0, SHORTEN_AT)}…`;
  if (value instanceof Date) return value.toISOString();
  return value;
}

/** Appends one entry to Activity (call it in the write's transaction, so a rolled-back write leaves none). */
export async function recordActivity(tx: Tx, user: AuthUser, entry: ActivityRecord): Promise<void> {
  const changes = Object.fromEntries(
    Object.entries(entry.changes ?? {})
      .filter(([key, value]) => value !== undefined && key !== 'version')
      .map(([key, value]) => [key, shortened(value)]),
  );
  const { before } = entry;
  // Only the fields this entry changed; a field that was unset before it is kept as null, so it reads "— → x".
  const previous =
    before && Object.fromEntries(Object.keys(changes).map((key) => [key, shortened(before[key] ?? null)]));
  await tx.insert(activity).values({
    actorId: user.id,
    actorName: user.name,
    action: entry.action,
    entity: entry.entity,
    entityId: entry.entityId,
    label: entry.label.slice(0, SHORTEN_AT),
    stationId: entry.stationId,
    changes,
    before: previous ?? null,
  });
}

/**
 * What an update changed, for its Activity entry: the fields of `next` whose values differ from `before`, with
 * their new values (`changes`) and their old ones (`before`). A field left out of `next` (undefined) is unchanged.
 */
export function changedFields<T extends Record<string, unknown>>(
  before: Partial<T>,
  next: Partial<T>,
): { changes: Record<string, unknown>; before: Record<string, unknown> } {
  const same = (a: unknown, b: unknown) =>
    a instanceof Date || b instanceof Date
      ? new Date(a as Date).getTime() === new Date(b as Date).getTime()
      : JSON.stringify(a) === JSON.stringify(b);
  const changed = Object.keys(next).filter((key) => next[key] !== undefined && !same(before[key], next[key]));
  return {
    changes: Object.fromEntries(changed.map((key) => [key, next[key]])),
    before: Object.fromEntries(changed.map((key) => [key, before[key] ?? null])),
  };
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

/**
 * 403 unless the user may read this item in the console: a network-wide one every staff member (read only), a
 * station's one only who manages that station.
 */
export function assertCanRead(user: AuthUser, stationId: number | null): void {
  if (stationId !== null) assertCanManage(user, stationId);
}

/** 400 on stationId unless the station exists (null, network-wide, always does): no foreign key error. */
export async function assertStation(tx: Tx, stationId: number | null | undefined): Promise<void> {
  if (stationId === null || stationId === undefined) return;
  const [station] = await tx.select({ id: stations.id }).from(stations).where(eq(stations.id, stationId));
  if (!station) throw new HttpError(400, 'Station not found', 'stationId');
}

/** A table the console edits: an id and a version column. */
type Versioned = PgTable & { id: PgColumn; version: PgColumn };

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
type StationItem = PgTable & { id: PgColumn; stationId: PgColumn; title: PgColumn };

/**
 * Deletes the row `id` of `table` if `user` may manage its station, with its Activity entry, in one
 * transaction: 404 "`what` not found" when it is gone, 403 when it is not theirs.
 */
export async function deleteStationItem(
  app: App,
  user: AuthUser,
  table: StationItem,
  id: number,
  entity: string,
  what: string,
): Promise<void> {
  await consoleWrite(app, async (tx) => {
    const [row] = (await tx
      .select({ stationId: table.stationId, title: table.title })
      .from(table as PgTable)
      .where(eq(table.id, id))) as { stationId: number | null; title: string }[];
    if (!row) throw notFound(`${what} not found`);
    assertCanManage(user, row.stationId);
    await tx.delete(table).where(eq(table.id, id));
    await recordActivity(tx, user, {
      action: 'delete',
      entity,
      entityId: id,
      label: row.title,
      stationId: row.stationId,
    });
  });
}

/** 409 naming what still uses an item, so it is not deleted from under it. */
export function inUse(message: string): HttpError {
  return new HttpError(409, message);
}

/** The signed-in staff member of a request that passed `requireStaff`. */
export const staffUser = (request: { user?: AuthUser }): AuthUser => {
  if (!request.user) throw new HttpError(401, 'Please log in to continue');
  return request.user;
};

/** Runs a console write in one transaction: the change and its Activity entry land together or not at all. */
export function consoleWrite<T>(app: App, work: (tx: Tx) => Promise<T>): Promise<T> {
  return app.db.transaction(work);
}

const KINDS = { image: /^image\//, audio: /^audio\//, video: /^video\//, media: /^(audio|video)\// } as const;
const KIND_NAMES = {
  image: 'an image',
  audio: 'an audio file',
  video: 'a video',
  media: 'an audio or video file',
};

/**
 * 400 on `field` unless `fileId` is a published (not private) file of that kind: what the console links to an
 * item must be something listeners can be shown.
 */
export async function assertFile(
  tx: Tx,
  fileId: number | null | undefined,
  kind: keyof typeof KINDS,
  field: string,
): Promise<void> {
  if (fileId === null || fileId === undefined) return;
  const [file] = await tx
    .select({ mimeType: files.mimeType, private: files.private })
    .from(files)
    .where(eq(files.id, fileId));
  if (!file || file.private) throw new HttpError(400, 'File not found: upload it again', field);
  if (!KINDS[kind].test(file.mimeType)) throw new HttpError(400, `This must be ${KIND_NAMES[kind]}`, field);
}
