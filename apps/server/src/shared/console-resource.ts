import { idPath, one, type Paging } from '@tarang/contracts';
import type { z } from 'zod';
import { notFound } from '../errors';
import { cleanHtmlFields } from '../html';
import type { AuthUser } from '../plugins/auth';
import type { App } from '../types';
import {
  assertCanManage,
  assertFile,
  assertStation,
  changedFields,
  consoleWrite,
  deleteStationItem,
  recordActivity,
  staffUser,
} from './console';
import { type ConsoleReads, consoleReads } from './console-reads';
import type { StationItem, Tx, Versioned } from './console-repository';

/**
 * What the console edits: an id, a version and (but for the network's own, adminOnly) its station, none for
 * network-wide; a title too unless it says what names it (label) and how it is deleted (remove).
 */
type Table = Versioned;
type Stored<T extends Versioned> = T['$inferSelect'] & { id: number };
type Body = { stationId?: number | null; imageFileId?: number | null; [field: string]: unknown };
type Changed = ReturnType<typeof changedFields>;

/**
 * One console entity (a station's content, or with adminOnly the network's), defined once: its table's queries (consoleTable, in the domain's
 * repository), its contract's schemas and words, and what its form's fields are as columns.
 */
export type ConsoleResource<
  T extends Table,
  Row,
  Q extends z.ZodType<Paging>,
  C extends z.ZodType<Body>,
  U extends z.ZodType<Body & { version: number }>,
  Values extends Record<string, unknown>,
> = ConsoleReads<T, Row, Q> & {
  /** The kind of item in Activity (banner, redline, event…). */
  entity: string;
  /** The list's path under /staff/, and the path of the writes (POST it, PATCH and DELETE it/{id}). */
  paths: { list: string; write: string };
  schemas: { item: z.ZodType; query: Q; create: C; update: U };
  summaries: { list: string; get: string; create: string; update: string; delete: string };
  /** The update's longer description in the API's documentation. */
  updateDescription?: string;
  /** A write's stationId is checked to exist (400), not left to the foreign key. */
  checkStation?: boolean;
  /** Rich-text fields, cleaned for storage before anything else. */
  html?: (keyof z.output<C> & keyof z.output<U>)[];
  /** What a form sends as columns (before: the stored row of an update; none for a create). */
  columns: (fields: Partial<z.output<C>>, before: Stored<T> | undefined, now: Date) => Values;
  /** The row a create inserts: the columns and what every row must have. */
  insert: (body: z.output<C>, values: Values) => T['$inferInsert'];
  /** An update's check of its columns against the stored row (one end of a window sent alone…). */
  check?: (values: Values, before: Stored<T>) => void;
  /** A write's checks in its transaction, just before it saves (a name not taken: id, the one updated). */
  beforeSave?: (tx: Tx, values: Values, id?: number) => Promise<void>;
  /** What a write's failure means, for the body sent (a unique index's refusal as a 400…). */
  failed?: (body: Partial<z.output<C>>) => (error: unknown) => never;
  /** Columns that follow from others (a slug from the title): saved, but only their source is in Activity. */
  derived?: (values: Values) => Record<string, unknown>;
  /** What names an item in Activity; its title unless said. */
  label?: (row: Stored<T>) => string;
  /** Writes what goes with a new row (a poll's options); returns what its Activity entry adds to the changes. */
  afterCreate?: (tx: Tx, created: Stored<T>, body: z.output<C>) => Promise<Record<string, unknown>>;
  /** Writes what goes with an updated row after its save; what it changes is added to `changed`, for Activity. */
  afterUpdate?: (tx: Tx, id: number, fields: Partial<z.output<U>>, changed: Changed) => Promise<void>;
  /** A delete of its own, its checks and Activity entry included (the default: deleteStationItem). */
  remove?: (user: AuthUser, id: number) => Promise<void>;
  // Items linked to rows of other tables (a show's RJs, an RJ's gallery):
  /** A write's checks of what else it links to, after its station's: with the user, and an update's stored row. */
  links?: (tx: Tx, user: AuthUser, fields: Partial<z.output<C>>, before?: Stored<T>) => Promise<void>;
  /** Columns a create reads in its transaction (the station's next sort order): inserted, not in Activity. */
  insertRead?: (tx: Tx, body: z.output<C>) => Promise<Record<string, unknown>>;
  /**
   * What an update's Activity compares besides its columns (a show's RJs, an RJ's gallery): as stored before
   * the save (read just before it) and as sent. Their save is afterUpdate's.
   */
  compared?: (
    tx: Tx,
    before: Stored<T>,
    fields: Partial<z.output<U>>,
  ) => Promise<{ before: Record<string, unknown>; after: Record<string, unknown> }>;
  // ---- optional hooks of the writes of stations themselves
  /** A write's checks before its transaction (what may wait on the network, as a DNS lookup). */
  prepare?: (sent: Partial<z.output<C>>) => Promise<void>;
  /** A write's checks of what was sent against the stored row (none: a create), just before beforeSave. */
  validate?: (tx: Tx, sent: Partial<z.output<C>>, before: Stored<T> | undefined) => Promise<void>;
  /** What follows a write once it has committed (caches that read the saved rows). */
  committed?: (action: 'create' | 'update', sent: Partial<z.output<C>>) => Promise<void>;
};

/**
 * Registers a console entity's routes: the staff list and one item as the form loads it (GET /staff/{list} and
 * /staff/{list}/{id}), and the writes (POST {write}, PATCH and DELETE {write}/{id}). Every write is the user's
 * stations' alone (assertCanManage), version-checked and recorded in Activity in its own transaction.
 */
export function consoleResource<
  T extends Table,
  Row,
  Q extends z.ZodType<Paging>,
  C extends z.ZodType<Body>,
  U extends z.ZodType<Body & { version: number }>,
  Values extends Record<string, unknown>,
>(app: App, resource: ConsoleResource<T, Row, Q, C, U, Values>) {
  const { store, tags, entity, what, paths, schemas, summaries } = resource;
  const security = [{ bearerAuth: [] }];
  const html = (resource.html ?? []) as never[];
  const notFoundMessage = `${what} not found`;
  /** The item just written (its write has committed; deleted since by someone else: 404). */
  const found = async (id: number) => {
    const row = await store.find(app.db, id);
    if (!row) throw notFound(notFoundMessage);
    return resource.answer(row);
  };
  const { adminOnly } = resource;
  /** The station of a row: Activity's, and whose staff may read or change it. */
  const stationOf = (row: unknown) =>
    resource.stations
      ? (row as { id: number }).id
      : adminOnly
        ? null
        : (row as { stationId: number | null }).stationId;
  const onWrite = adminOnly ? app.requireAdmin : app.requireStaff;
  /** The write's failure as its definition reads it (failed), else as it is. */
  const settle = <R>(write: Promise<R>, body: Partial<z.output<C>>) =>
    resource.failed ? write.catch(resource.failed(body)) : write;
  const labelOf = resource.label ?? ((row: Stored<T>) => (row as unknown as { title: string }).title);
  /** The checks of a write's links: its station exists (where asked), its image is a published image. */
  const assertLinks = async (tx: Tx, body: Body) => {
    if (resource.checkStation) await assertStation(tx, body.stationId);
    await assertFile(tx, body.imageFileId, 'image', 'imageFileId');
  };

  consoleReads(app, resource);

  app.post(
    `/${paths.write}`,
    {
      onRequest: onWrite,
      schema: {
        tags,
        summary: summaries.create,
        security,
        body: schemas.create,
        response: { 201: one(schemas.item) },
      },
    },
    async (request, reply) => {
      const user = staffUser(request);
      const body = await cleanHtmlFields(request.body as z.output<C>, ...html);
      if (!adminOnly) assertCanManage(user, body.stationId as number | null);
      await resource.prepare?.(body);
      const write = consoleWrite(app, async (tx) => {
        await assertLinks(tx, body);
        await resource.links?.(tx, user, body);
        const values = resource.columns(body, undefined, new Date());
        await resource.validate?.(tx, body, undefined);
        await resource.beforeSave?.(tx, values);
        const read = await resource.insertRead?.(tx, body);
        const created = (await store.insert(tx, { ...resource.insert(body, values), ...read })) as Stored<T>;
        const more = await resource.afterCreate?.(tx, created, body);
        await recordActivity(tx, user, {
          action: 'create',
          entity,
          entityId: created.id,
          label: labelOf(created),
          stationId: stationOf(created),
          changes: { ...values, ...more },
        });
        return created.id;
      });
      const id = await settle(write, body);
      await resource.committed?.('create', body);
      return reply.code(201).send({ data: await found(id) });
    },
  );

  app.patch(
    `/${paths.write}/:id`,
    {
      onRequest: onWrite,
      schema: {
        tags,
        summary: summaries.update,
        ...(resource.updateDescription && { description: resource.updateDescription }),
        security,
        params: idPath,
        body: schemas.update,
        response: { 200: one(schemas.item) },
      },
    },
    async (request) => {
      const user = staffUser(request);
      const { id } = request.params;
      const cleaned = await cleanHtmlFields(request.body as z.output<U>, ...html);
      await resource.prepare?.(cleaned as Partial<z.output<C>>);
      const write = consoleWrite(app, async (tx) => {
        const before = (await store.stored(tx, id)) as Stored<T> | undefined;
        if (!before) throw notFound(notFoundMessage);
        if (!adminOnly) assertCanManage(user, stationOf(before));
        if (!adminOnly && cleaned.stationId !== undefined) assertCanManage(user, cleaned.stationId);
        await assertLinks(tx, cleaned);
        const { version, ...fields } = cleaned;
        await resource.links?.(tx, user, fields as Partial<z.output<C>>, before);
        const values = resource.columns(fields as Partial<z.output<C>>, before, new Date());
        resource.check?.(values, before);
        await resource.validate?.(tx, fields as Partial<z.output<C>>, before);
        await resource.beforeSave?.(tx, values, id);
        const more = await resource.compared?.(tx, before, fields as Partial<z.output<U>>);
        const saved = (await store.update(
          tx,
          id,
          version,
          { ...values, ...resource.derived?.(values) },
          what,
        )) as Stored<T>;
        const changed = more
          ? changedFields({ ...before, ...more.before }, { ...values, ...more.after })
          : changedFields(before, values);
        await resource.afterUpdate?.(tx, id, fields as Partial<z.output<U>>, changed);
        await recordActivity(tx, user, {
          action: 'update',
          entity,
          entityId: id,
          label: labelOf(saved),
          stationId: stationOf(saved),
          ...changed,
        });
      });
      await settle(write, cleaned as Partial<z.output<C>>);
      await resource.committed?.('update', cleaned as Partial<z.output<C>>);
      return { data: await found(id) };
    },
  );

  app.delete(
    `/${paths.write}/:id`,
    {
      onRequest: onWrite,
      schema: { tags, summary: summaries.delete, security, params: idPath },
    },
    async (request, reply) => {
      const user = staffUser(request);
      const { id } = request.params;
      if (resource.remove) await resource.remove(user, id);
      else await deleteStationItem(app, user, store.table as unknown as StationItem, id, entity, what);
      return reply.code(204).send();
    },
  );
}
