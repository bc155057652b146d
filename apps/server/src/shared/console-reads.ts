import { idPath, list, one, type Paging } from '@tarang/contracts';
import type { z } from 'zod';
import { notFound } from '../errors';
import type { App } from '../types';
import { assertCanManage, assertCanRead, staffUser } from './console';
import type { ConsoleTable, Versioned } from './console-repository';

/** A console entity's reads, defined once: its table's queries (consoleTable) and its contract's schemas and words. */
export type ConsoleReads<T extends Versioned, Row, Q extends z.ZodType<Paging>> = {
  store: ConsoleTable<T, Row, z.output<Q>>;
  tags: string[];
  /** What a 404 calls it: "`what` not found". */
  what: string;
  /** The list's path under /staff/ (the item's: {list}/{id}). */
  paths: { list: string };
  schemas: { item: z.ZodType; query: Q };
  summaries: { list: string; get: string };
  /** Items with no station are network-wide: every staff member reads them, an admin alone changes them. */
  networkWide?: boolean;
  /** The whole network's (no station): any staff member reads them, network admins alone write them. */
  adminOnly?: true;
  /** The answer of the list and the reads, at `now`. */
  answer: (row: Row, now?: Date) => unknown;
  /** The list's items when they are less than the item the form loads (an RJ's summary): schema and answer. */
  listItem?: { schema: z.ZodType; answer: (row: Row, now?: Date) => unknown };
  // ---- optional hooks of the reads of stations themselves and of talent-hunt entries
  /** The items are the stations themselves: each is its own station, whose staff may read it (and Activity's). */
  stations?: true;
  /** The station whose staff may read an item, where the row does not have it as its stationId. */
  stationOf?: (row: Row) => number | null;
};

/**
 * Registers a console entity's reads: the staff list (GET /staff/{list}, the user's stations' items at most) and
 * one item as the form loads it (GET /staff/{list}/{id}: 404, or 403 unless the user may read it).
 */
export function consoleReads<T extends Versioned, Row, Q extends z.ZodType<Paging>>(
  app: App,
  reads: ConsoleReads<T, Row, Q>,
) {
  const { store, tags, paths, schemas, summaries, adminOnly } = reads;
  const security = [{ bearerAuth: [] }];
  const assertRead = reads.networkWide ? assertCanRead : assertCanManage;
  const listed = reads.listItem ?? { schema: schemas.item, answer: reads.answer };

  app.get(
    `/staff/${paths.list}`,
    {
      onRequest: app.requireStaff,
      schema: {
        tags,
        summary: summaries.list,
        security,
        querystring: schemas.query,
        response: { 200: list(listed.schema) },
      },
    },
    async (request) => {
      const now = new Date();
      const query = request.query as z.output<Q>;
      const { rows, total } = await store.list(app.db, staffUser(request), query, now);
      return { data: rows.map((row) => listed.answer(row, now)), total };
    },
  );

  app.get(
    `/staff/${paths.list}/:id`,
    {
      onRequest: app.requireStaff,
      schema: {
        tags,
        summary: summaries.get,
        security,
        params: idPath,
        response: { 200: one(schemas.item) },
      },
    },
    async (request) => {
      const row = await store.find(app.db, request.params.id);
      if (!row) throw notFound(`${reads.what} not found`);
      if (reads.stationOf) assertRead(staffUser(request), reads.stationOf(row));
      else if (reads.stations) assertRead(staffUser(request), (row as unknown as { id: number }).id);
      else if (!adminOnly)
        assertRead(staffUser(request), (row as unknown as { stationId: number | null }).stationId);
      return { data: reads.answer(row) };
    },
  );
}
