import { STAFF_MESSAGES } from '@tarang/contracts';
import { HttpError, notFound } from '../errors';
import type { AuthUser } from '../plugins/auth';
import type { App } from '../types';
import {
  deleteRow,
  fileKind,
  insertActivity,
  type StationItem,
  stationItem,
  type Tx,
} from './console-repository';

export {
  assertStation,
  stationOrNetworkScope,
  stationScope,
  type Tx,
  updateVersioned,
} from './console-repository';

/**
 * What every write of the staff console shares: who may change which station's content, the version check that
 * stops two editors overwriting each other, and the Activity record written in the same transaction as the
 * change. Routes call these; the queries they run are in console-repository.ts, those of each content type in its
 * domain's repository.
 */

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
  await insertActivity(tx, {
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
 * 403 unless the user may read this item in the console: a network-wide one every staff member (read only), a
 * station's one only who manages that station.
 */
export function assertCanRead(user: AuthUser, stationId: number | null): void {
  if (stationId !== null) assertCanManage(user, stationId);
}

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
    const row = await stationItem(tx, table, id);
    if (!row) throw notFound(`${what} not found`);
    assertCanManage(user, row.stationId);
    await deleteRow(tx, table, id);
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
  const file = await fileKind(tx, fileId);
  if (!file || file.private) throw new HttpError(400, 'File not found: upload it again', field);
  if (!KINDS[kind].test(file.mimeType)) throw new HttpError(400, `This must be ${KIND_NAMES[kind]}`, field);
}
