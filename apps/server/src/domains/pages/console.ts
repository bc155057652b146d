import {
  idPath,
  list,
  NETWORK_WIDE_STATION_ID,
  one,
  STAFF_MESSAGES,
  type StationPage,
  staffStationPage,
  staffStationPageQuery,
  stationPageSaveBody,
  stationPageWritePath,
} from '@tarang/contracts';
import { and, asc, count, desc, eq, ilike, isNull, notExists, or, sql } from 'drizzle-orm';
import { countWhere } from '../../db/queries';
import { stationPages, stations } from '../../db/schema';
import { badRequest, HttpError, notFound } from '../../errors';
import { cleanRichText } from '../../html';
import {
  assertCanManage,
  assertCanRead,
  changedFields,
  consoleWrite,
  inUse,
  recordActivity,
  staffUser,
  stationOrNetworkScope,
  stationScope,
  type Tx,
  updateVersioned,
} from '../../shared/console';
import { iso, likePattern, pageOf } from '../../shared/reads';
import type { App } from '../../types';

const tags = ['station', 'staff'];
const security = [{ bearerAuth: [] }];
const ENTITY = 'page';

type PageRow = typeof stationPages.$inferSelect;

const toStaffPage = (row: PageRow) => ({
  id: row.id,
  version: row.version,
  stationId: row.stationId,
  page: row.page as StationPage,
  title: row.title,
  body: row.body,
  updatedAt: iso(row.updatedAt),
});

/** Station id 0 in a write's path is the network-wide page (stored with no station). */
const stationOf = (id: number) => (id === NETWORK_WIDE_STATION_ID ? null : id);
const ofStation = (stationId: number | null) =>
  stationId === null ? isNull(stationPages.stationId) : eq(stationPages.stationId, stationId);

async function ownPage(tx: Tx, stationId: number | null, page: string) {
  const [row] = await tx
    .select()
    .from(stationPages)
    .where(and(ofStation(stationId), eq(stationPages.page, page)));
  return row;
}

/** Active stations with no page of this name of their own: they show the network-wide one. */
async function stationsShowingNetworkPage(tx: Tx, page: string) {
  const own = tx
    .select({ one: sql`1` })
    .from(stationPages)
    .where(and(eq(stationPages.stationId, stations.id), eq(stationPages.page, page)));
  const [row] = await tx
    .select({ total: count() })
    .from(stations)
    .where(and(eq(stations.isActive, true), notExists(own)));
  return row?.total ?? 0;
}

const WRITE_PATH = 'station/{id}/page/{page}: id is a station, or 0 for the network-wide page (admins)';

/**
 * The console's station pages (careers, contact-us, …): a staff list and one page (GET station/v1/staff/pages…),
 * and the writes on the read path station/{id}/page/{page}: PATCH saves a station's own page (creating it when
 * the station shows the network's), DELETE removes it (the station falls back to the network's). Station id 0
 * is the network-wide page, a network admin's.
 */
export async function pageConsole(app: App) {
  app.get(
    '/staff/pages',
    {
      onRequest: app.requireStaff,
      schema: {
        tags,
        summary:
          "Station pages for the console: with stationId, the station's own pages and the network-wide defaults it falls back to; networkWide=true only those",
        security,
        querystring: staffStationPageQuery,
        response: { 200: list(staffStationPage) },
      },
    },
    async (request) => {
      const user = staffUser(request);
      const { search, stationId, networkWide, page, sort, ...paging } = request.query;
      const scope =
        stationId !== undefined && !networkWide
          ? or(stationScope(user, stationPages.stationId, stationId), isNull(stationPages.stationId))
          : stationOrNetworkScope(user, stationPages.stationId, { stationId, networkWide });
      const where = and(
        scope,
        page ? eq(stationPages.page, page) : undefined,
        search ? ilike(stationPages.title, likePattern(search)) : undefined,
      );
      const orderBy =
        sort === '-updatedAt'
          ? [desc(stationPages.updatedAt), desc(stationPages.id)]
          : [asc(stationPages.page), sql`${stationPages.stationId} asc nulls first`, asc(stationPages.id)];
      const { limit, offset } = pageOf(paging);
      const [rows, total] = await Promise.all([
        app.db
          .select()
          .from(stationPages)
          .where(where)
          .orderBy(...orderBy)
          .limit(limit)
          .offset(offset),
        countWhere(app.db, stationPages, where),
      ]);
      return { data: rows.map(toStaffPage), total };
    },
  );

  app.get(
    '/staff/pages/:id',
    {
      onRequest: app.requireStaff,
      schema: {
        tags,
        summary: 'One station page (or network-wide page) as the console edits it',
        security,
        params: idPath,
        response: { 200: one(staffStationPage) },
      },
    },
    async (request) => {
      const [row] = await app.db.select().from(stationPages).where(eq(stationPages.id, request.params.id));
      if (!row) throw notFound('Page not found');
      assertCanRead(staffUser(request), row.stationId);
      return { data: toStaffPage(row) };
    },
  );

  app.patch(
    '/station/:id/page/:page',
    {
      onRequest: app.requireStaff,
      schema: {
        tags,
        summary: `Save a page (staff), ${WRITE_PATH}. Without version (or 0) it creates the station's own page (201); with the version loaded it updates it (200; 409 when someone saved it since)`,
        security,
        params: stationPageWritePath,
        body: stationPageSaveBody,
        response: { 200: one(staffStationPage), 201: one(staffStationPage) },
      },
    },
    async (request, reply) => {
      const user = staffUser(request);
      const stationId = stationOf(request.params.id);
      const { page } = request.params;
      assertCanManage(user, stationId);
      const { title, version } = request.body;
      const body = await cleanRichText(request.body.body);
      if (body === '') throw badRequest('Page text is required', 'body');
      const { row, created } = await consoleWrite(app, async (tx) => {
        if (stationId !== null) {
          const [station] = await tx
            .select({ id: stations.id })
            .from(stations)
            .where(eq(stations.id, stationId));
          if (!station) throw notFound('Station not found');
        }
        const before = await ownPage(tx, stationId, page);
        if (!version) {
          // The form saw no page of the station's own: one made meanwhile by someone else is not overwritten.
          if (before) throw new HttpError(409, STAFF_MESSAGES.conflict, 'version');
          const [inserted] = await tx
            .insert(stationPages)
            .values({ stationId, page, title, body })
            .onConflictDoNothing()
            .returning();
          if (!inserted) throw new HttpError(409, STAFF_MESSAGES.conflict, 'version');
          await recordActivity(tx, user, {
            action: 'create',
            entity: ENTITY,
            entityId: inserted.id,
            label: title,
            stationId,
            changes: { page, title, body },
          });
          return { row: inserted, created: true };
        }
        // Deleted since the form loaded it: as stale as a newer version.
        if (!before) throw new HttpError(409, STAFF_MESSAGES.conflict, 'version');
        const values = { title, body };
        const saved = await updateVersioned(
          tx,
          stationPages,
          before.id,
          version,
          { ...values, updatedAt: new Date() },
          'Page',
        );
        await recordActivity(tx, user, {
          action: 'update',
          entity: ENTITY,
          entityId: saved.id,
          label: title,
          stationId,
          ...changedFields(before, values),
        });
        return { row: saved, created: false };
      });
      return reply.code(created ? 201 : 200).send({ data: toStaffPage(row) });
    },
  );

  app.delete(
    '/station/:id/page/:page',
    {
      onRequest: app.requireStaff,
      schema: {
        tags,
        summary: `Delete a station's own page (staff), ${WRITE_PATH}: the station then shows the network-wide page; the network-wide page only when every station has its own`,
        security,
        params: stationPageWritePath,
      },
    },
    async (request, reply) => {
      const user = staffUser(request);
      const stationId = stationOf(request.params.id);
      const { page } = request.params;
      assertCanManage(user, stationId);
      await consoleWrite(app, async (tx) => {
        const row = await ownPage(tx, stationId, page);
        if (!row) {
          throw notFound(
            stationId === null
              ? 'There is no network-wide page of this name'
              : 'This station has no page of its own of this name (it shows the network-wide one)',
          );
        }
        if (stationId === null) {
          const showing = await stationsShowingNetworkPage(tx, page);
          if (showing > 0) {
            throw inUse(
              `${showing} ${showing === 1 ? 'station shows' : 'stations show'} this page (no page of their own): give them their own first`,
            );
          }
        }
        await tx.delete(stationPages).where(eq(stationPages.id, row.id));
        await recordActivity(tx, user, {
          action: 'delete',
          entity: ENTITY,
          entityId: row.id,
          label: row.title,
          stationId,
        });
      });
      return reply.code(204).send();
    },
  );
}
