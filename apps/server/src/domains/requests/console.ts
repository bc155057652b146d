import {
  idPath,
  list,
  one,
  REQUEST_STATUS_LABELS,
  REQUEST_TYPE_LABELS,
  requestUpdateBody,
  staffRequest,
  staffRequestExportQuery,
  staffRequestQuery,
} from '@tarang/contracts';
import { z } from 'zod';
import { notFound } from '../../errors';
import { changedFields, consoleWrite, recordActivity, staffUser } from '../../shared/console';
import { indiaDate, indiaDateTime, toCsv, UTF8_BOM } from '../../shared/csv';
import { pageOf } from '../../shared/reads';
import type { App } from '../../types';
import { activityStationOf, assertCanManageRequest, requestTypeOf, statusOf } from './inbox';
import {
  countRequests,
  findOwners,
  findRequest,
  findRequests,
  requestFilters,
  requestOrder,
  updateRequest,
} from './repository';

const tags = ['customer', 'staff'];
const security = [{ bearerAuth: [] }];
const ENTITY = 'request';

const CSV_HEADER = [
  'Id',
  'Received (IST)',
  'Type',
  'Status',
  'Name',
  'Contact number',
  'Station',
  'RJ',
  'Reason',
  'Note',
  'Handled (IST)',
  'Handled by',
] as const;

/**
 * The console's requests inbox (customer service): staff list the studio-visit and let's-collab requests of
 * their stations (a let's-collab request naming an RJ belongs to the RJ's station too), open one, set its
 * status New / Contacted / Closed and keep an internal note, and export the list as CSV. Listeners never see
 * the status or the note.
 */
export async function requestConsole(app: App) {
  app.get(
    '/staff/requests',
    {
      onRequest: app.requireStaff,
      schema: {
        tags,
        security,
        summary:
          "Requests for the console inbox. stationId: the requests sent to that station and the let's-collab " +
          'requests naming one of its RJs (an editor: their stations only); search: name, contact number or reason',
        querystring: staffRequestQuery,
        response: { 200: list(staffRequest) },
      },
    },
    async (request) => {
      const { sort, pageNumber, pageSize, ...filters } = request.query;
      const where = requestFilters(app.db, staffUser(request), filters);
      const [data, total] = await Promise.all([
        findRequests(app.db, where, requestOrder(sort), pageOf({ pageNumber, pageSize })),
        countRequests(app.db, where),
      ]);
      return { data, total };
    },
  );

  app.get(
    '/staff/requests.csv',
    {
      onRequest: app.requireStaff,
      schema: {
        tags,
        security,
        summary:
          'Every request matching the inbox filters as a CSV file (a header row, times in IST; cells a ' +
          'spreadsheet would run as formulas start with a quote)',
        querystring: staffRequestExportQuery,
        response: {
          200: {
            description: 'requests-YYYY-MM-DD.csv, UTF-8 with a byte order mark',
            content: { 'text/csv': { schema: z.string() } },
          },
        },
      },
    },
    async (request, reply) => {
      const { sort, ...filters } = request.query;
      const where = requestFilters(app.db, staffUser(request), filters);
      const rows = await findRequests(app.db, where, requestOrder(sort));
      const at = (value: string | null) => (value ? indiaDateTime(new Date(value)) : null);
      const csv = toCsv(
        CSV_HEADER,
        rows.map((r) => [
          r.id,
          at(r.createdAt),
          REQUEST_TYPE_LABELS[r.requestType],
          REQUEST_STATUS_LABELS[r.status],
          r.name,
          r.contactNumber,
          r.stationDetail.stationName,
          r.rjDetail?.profileName ?? null,
          r.reason,
          r.note,
          at(r.handledAt),
          r.handledByName,
        ]),
      );
      return reply
        .type('text/csv; charset=utf-8')
        .header('Content-Disposition', `attachment; filename="requests-${indiaDate(new Date())}.csv"`)
        .send(UTF8_BOM + csv);
    },
  );

  app.get(
    '/staff/requests/:id',
    {
      onRequest: app.requireStaff,
      schema: {
        tags,
        security,
        summary: 'One request as the console shows it, with its status, note and version',
        params: idPath,
        response: { 200: one(staffRequest) },
      },
    },
    async (request) => {
      const { id } = request.params;
      const owners = await findOwners(app.db, id);
      if (!owners) throw notFound('Request not found');
      assertCanManageRequest(staffUser(request), {
        stationId: owners.request.stationId,
        rjStationId: owners.rjStationId,
      });
      const row = await findRequest(app.db, id);
      if (!row) throw notFound('Request not found');
      return { data: row };
    },
  );

  app.patch(
    '/staff/requests/:id',
    {
      onRequest: app.requireStaff,
      schema: {
        tags,
        security,
        summary:
          'Set a request’s status (New / Contacted / Closed; leaving New records who and when) and its ' +
          'internal note; 409 when someone saved it since this version',
        params: idPath,
        body: requestUpdateBody,
        response: { 200: one(staffRequest) },
      },
    },
    async (request) => {
      const user = staffUser(request);
      const { id } = request.params;
      await consoleWrite(app, async (tx) => {
        const found = await findOwners(tx, id);
        if (!found) throw notFound('Request not found');
        const before = found.request;
        const owners = { stationId: before.stationId, rjStationId: found.rjStationId };
        assertCanManageRequest(user, owners);
        const { version, ...fields } = request.body;
        const changed = changedFields({ ...before, status: statusOf(before.status) }, fields);
        const wasNew = statusOf(before.status) === 'new';
        // Who answered it and when: set when it leaves New, kept through Contacted → Closed, cleared back at New.
        const handled =
          fields.status === undefined || (fields.status === 'new') === wasNew
            ? {}
            : fields.status === 'new'
              ? { handledAt: null, handledBy: null }
              : { handledAt: new Date(), handledBy: user.id };
        await updateRequest(tx, id, version, { ...fields, ...handled });
        await recordActivity(tx, user, {
          action: 'update',
          entity: ENTITY,
          entityId: id,
          label: `${REQUEST_TYPE_LABELS[requestTypeOf(before.requestType)]} from ${before.name}`,
          stationId: activityStationOf(user, owners),
          ...changed,
        });
      });
      const row = await findRequest(app.db, id);
      if (!row) throw notFound('Request not found');
      return { data: row };
    },
  );
}
