import {
  eventCreateBody,
  eventUpdateBody,
  idPath,
  list,
  one,
  publicationState,
  staffEvent,
  staffEventQuery,
  toUrlName,
} from '@tarang/contracts';
import { and, asc, desc, eq, gte, ilike, lt, or } from 'drizzle-orm';
import type { z } from 'zod';
import { countWhere } from '../../db/queries';
import { events } from '../../db/schema';
import { publicationFilter } from '../../db/visibility';
import { notFound } from '../../errors';
import { cleanHtmlFields } from '../../html';
import {
  assertCanManage,
  assertFile,
  changedFields,
  consoleWrite,
  deleteStationItem,
  recordActivity,
  staffUser,
  stationScope,
  updateVersioned,
} from '../../shared/console';
import { iso, likePattern, pageOf } from '../../shared/reads';
import type { App } from '../../types';
import { publishTime } from '../shows/repository';

const tags = ['event', 'staff'];
const security = [{ bearerAuth: [] }];
const ENTITY = 'event';

type EventRow = typeof events.$inferSelect & { image: { storageKey: string } | null };

function toStaffEvent(app: App, row: EventRow, now = new Date()) {
  return {
    id: row.id,
    version: row.version,
    stationId: row.stationId,
    title: row.title,
    urlName: toUrlName(row.title, row.id),
    summary: row.summary,
    description: row.description,
    venue: row.venue,
    address: row.address,
    startsAt: iso(row.startsAt),
    endsAt: iso(row.endsAt),
    registrationUrl: row.registrationUrl ?? '',
    imageFileId: row.imageFileId,
    image: row.image ? app.fileUrl(row.image.storageKey) : null,
    status: row.status === 'draft' ? ('draft' as const) : ('published' as const),
    publishedAt: iso(row.publishedAt),
    state: publicationState(row.status, row.publishedAt, now),
  };
}

type EventFields = Partial<z.output<typeof eventCreateBody>>;

/**
 * What a form sends (its HTML cleaned: cleanHtmlFields), as columns: dates parsed, an empty link stored as none,
 * the publish time decided by publishTime (as for shows: a draft published without a time is published now).
 */
function columnsOf(
  { startsAt, endsAt, registrationUrl, publishedAt: _time, ...rest }: EventFields,
  publishedAt: Date | undefined,
) {
  return {
    ...rest,
    ...(publishedAt && { publishedAt }),
    ...(startsAt !== undefined && { startsAt: new Date(startsAt) }),
    ...(endsAt !== undefined && { endsAt: new Date(endsAt) }),
    ...(registrationUrl !== undefined && { registrationUrl: registrationUrl || null }),
  };
}

/**
 * The console's events: a staff list in every state (search, station, upcoming or past, Draft / Scheduled /
 * Published, sort) and one event as the form loads it (GET event/v1/staff/events…), and the writes on the read
 * paths (POST event, PATCH and DELETE event/{id}). An editor works only on their stations' events; every write
 * is in Activity.
 */
export async function eventConsole(app: App) {
  const findOne = (id: number) =>
    app.db.query.events.findFirst({ where: eq(events.id, id), with: { image: true } });

  app.get(
    '/staff/events',
    {
      onRequest: app.requireStaff,
      schema: {
        tags,
        summary: 'Events for the console',
        security,
        querystring: staffEventQuery,
        response: { 200: list(staffEvent) },
      },
    },
    async (request) => {
      const user = staffUser(request);
      const { search, stationId, when, status, sort, ...paging } = request.query;
      const now = new Date();
      const where = and(
        stationScope(user, events.stationId, stationId),
        search
          ? or(ilike(events.title, likePattern(search)), ilike(events.venue, likePattern(search)))
          : undefined,
        when === 'upcoming' ? gte(events.endsAt, now) : when === 'past' ? lt(events.endsAt, now) : undefined,
        publicationFilter(events, status),
      );
      const orderBy =
        sort === 'title'
          ? [asc(events.title), asc(events.id)]
          : sort === 'startsAt'
            ? [asc(events.startsAt), asc(events.id)]
            : [desc(events.startsAt), desc(events.id)];
      const [rows, total] = await Promise.all([
        app.db.query.events.findMany({ where, orderBy, ...pageOf(paging), with: { image: true } }),
        countWhere(app.db, events, where),
      ]);
      return { data: rows.map((row) => toStaffEvent(app, row, now)), total };
    },
  );

  app.get(
    '/staff/events/:id',
    {
      onRequest: app.requireStaff,
      schema: {
        tags,
        summary: 'One event as the console edits it',
        security,
        params: idPath,
        response: { 200: one(staffEvent) },
      },
    },
    async (request) => {
      const row = await findOne(request.params.id);
      if (!row) throw notFound('Event not found');
      assertCanManage(staffUser(request), row.stationId);
      return { data: toStaffEvent(app, row) };
    },
  );

  app.post(
    '/event',
    {
      onRequest: app.requireStaff,
      schema: {
        tags,
        summary:
          'Create an event (staff); a draft unless status is published, scheduled by a future publishedAt',
        security,
        body: eventCreateBody,
        response: { 201: one(staffEvent) },
      },
    },
    async (request, reply) => {
      const user = staffUser(request);
      const body = await cleanHtmlFields(request.body, 'description');
      assertCanManage(user, body.stationId);
      const id = await consoleWrite(app, async (tx) => {
        await assertFile(tx, body.imageFileId, 'image', 'imageFileId');
        const values = columnsOf(body, publishTime(body));
        const [created] = await tx
          .insert(events)
          .values({
            ...values,
            stationId: body.stationId,
            title: body.title,
            startsAt: new Date(body.startsAt),
            endsAt: new Date(body.endsAt),
            slug: toUrlName(body.title, 0),
          })
          .returning();
        if (!created) throw new Error('insert into events returned no row');
        await recordActivity(tx, user, {
          action: 'create',
          entity: ENTITY,
          entityId: created.id,
          label: created.title,
          stationId: created.stationId,
          changes: values,
        });
        return created.id;
      });
      return reply.code(201).send({ data: toStaffEvent(app, (await findOne(id)) as EventRow) });
    },
  );

  app.patch(
    '/event/:id',
    {
      onRequest: app.requireStaff,
      schema: {
        tags,
        summary:
          'Edit an event (staff), publish or unpublish it; 409 when someone saved it since this version',
        security,
        params: idPath,
        body: eventUpdateBody,
        response: { 200: one(staffEvent) },
      },
    },
    async (request) => {
      const user = staffUser(request);
      const { id } = request.params;
      const cleaned = await cleanHtmlFields(request.body, 'description');
      await consoleWrite(app, async (tx) => {
        const [before] = await tx.select().from(events).where(eq(events.id, id));
        if (!before) throw notFound('Event not found');
        assertCanManage(user, before.stationId);
        if (request.body.stationId !== undefined) assertCanManage(user, request.body.stationId);
        await assertFile(tx, request.body.imageFileId, 'image', 'imageFileId');
        const { version, ...fields } = cleaned;
        const values = columnsOf(fields, publishTime(fields, before));
        const saved = await updateVersioned(tx, events, id, version, values, 'Event');
        await recordActivity(tx, user, {
          action: 'update',
          entity: ENTITY,
          entityId: id,
          label: saved.title,
          stationId: saved.stationId,
          ...changedFields(before, values),
        });
      });
      return { data: toStaffEvent(app, (await findOne(id)) as EventRow) };
    },
  );

  app.delete(
    '/event/:id',
    {
      onRequest: app.requireStaff,
      schema: { tags, summary: 'Delete an event (staff)', security, params: idPath },
    },
    async (request, reply) => {
      const user = staffUser(request);
      const { id } = request.params;
      await deleteStationItem(app, user, events, id, ENTITY, 'Event');
      return reply.code(204).send();
    },
  );
}
