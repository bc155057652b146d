import {
  NETWORK_WIDE_STATION_ID,
  one,
  STAFF_MESSAGES,
  type StationPage,
  staffStationPage,
  staffStationPageQuery,
  stationPageSaveBody,
  stationPageWritePath,
} from '@tarang/contracts';
import { badRequest, HttpError, notFound } from '../../errors';
import { cleanRichText } from '../../html';
import {
  assertCanManage,
  changedFields,
  consoleWrite,
  inUse,
  recordActivity,
  staffUser,
} from '../../shared/console';
import { consoleReads } from '../../shared/console-reads';
import { iso } from '../../shared/reads';
import type { App } from '../../types';
import {
  deletePage,
  insertPage,
  ownPage,
  type PageRow,
  pageStore,
  stationExists,
  stationsShowingNetworkPage,
  updatePage,
} from './repository';

const tags = ['station', 'staff'];
const security = [{ bearerAuth: [] }];
const ENTITY = 'page';

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
const WRITE_PATH = 'station/{id}/page/{page}: id is a station, or 0 for the network-wide page (admins)';

/**
 * The console's station pages (careers, contact-us, …): a staff list and one page (GET station/v1/staff/pages…),
 * and the writes on the read path station/{id}/page/{page}: PATCH saves a station's own page (creating it when
 * the station shows the network's), DELETE removes it (the station falls back to the network's). Station id 0
 * is the network-wide page, a network admin's.
 */
export async function pageConsole(app: App) {
  consoleReads(app, {
    store: pageStore,
    tags,
    what: 'Page',
    paths: { list: 'pages' },
    schemas: { item: staffStationPage, query: staffStationPageQuery },
    summaries: {
      list: "Station pages for the console: with stationId, the station's own pages and the network-wide defaults it falls back to; networkWide=true only those",
      get: 'One station page (or network-wide page) as the console edits it',
    },
    networkWide: true,
    answer: toStaffPage,
  });

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
          if (!(await stationExists(tx, stationId))) throw notFound('Station not found');
        }
        const before = await ownPage(tx, stationId, page);
        if (!version) {
          // The form saw no page of the station's own: one made meanwhile by someone else is not overwritten.
          if (before) throw new HttpError(409, STAFF_MESSAGES.conflict, 'version');
          const inserted = await insertPage(tx, { stationId, page, title, body });
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
        const saved = await updatePage(tx, before.id, version, { ...values, updatedAt: new Date() });
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
        await deletePage(tx, row.id);
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
