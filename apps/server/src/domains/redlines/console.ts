import {
  idPath,
  list,
  one,
  type PublicationState,
  publicationState,
  redLineCreateBody,
  redLineUpdateBody,
  staffRedLine,
  staffRedLineQuery,
  toSlug,
  toUrlName,
} from '@tarang/contracts';
import { and, asc, desc, eq, gt, ilike, lte, or, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import { countWhere } from '../../db/queries';
import { redLines } from '../../db/schema';
import { badRequest, notFound } from '../../errors';
import { cleanHtmlFields } from '../../html';
import {
  assertCanManage,
  assertCanRead,
  assertFile,
  assertStation,
  changedFields,
  consoleWrite,
  deleteStationItem,
  recordActivity,
  staffUser,
  stationOrNetworkScope,
  updateVersioned,
} from '../../shared/console';
import { iso, likePattern, pageOf } from '../../shared/reads';
import type { App } from '../../types';

const tags = ['content', 'staff'];
const security = [{ bearerAuth: [] }];
const ENTITY = 'redline';

type RedLineRow = typeof redLines.$inferSelect & { image: { storageKey: string } | null };

function toStaffRedLine(app: App, row: RedLineRow, now = new Date()) {
  return {
    id: row.id,
    version: row.version,
    stationId: row.stationId,
    title: row.title,
    urlName: toUrlName(row.title, row.id),
    summary: row.summary,
    body: row.body,
    author: row.author,
    imageFileId: row.imageFileId,
    image: row.image ? app.fileUrl(row.image.storageKey) : null,
    status: row.status === 'draft' ? ('draft' as const) : ('published' as const),
    publishedAt: iso(row.publishedAt),
    state: publicationState(row.status, row.publishedAt, now),
    createdAt: iso(row.createdAt),
  };
}

/** The rows in one of the console's states at `now` (the same rule as publicationState). */
function inState(state: PublicationState, now: Date): SQL | undefined {
  if (state === 'draft') return eq(redLines.status, 'draft');
  return and(
    eq(redLines.status, 'published'),
    state === 'scheduled' ? gt(redLines.publishedAt, now) : lte(redLines.publishedAt, now),
  );
}

type RedLineFields = Partial<z.output<typeof redLineCreateBody>>;
type Saved = Pick<typeof redLines.$inferSelect, 'status' | 'publishedAt'>;

/**
 * What a form sends (the article cleaned: cleanHtmlFields), as columns: the article still saying something, the
 * publish time parsed.
 * A draft published without a time is published now, unless it was already scheduled for later.
 */
function columnsOf({ body, publishedAt, ...rest }: RedLineFields, before: Saved | undefined, now: Date) {
  if (body === '') throw badRequest('Article is required', 'body');
  const publishing = rest.status === 'published' && before?.status === 'draft';
  const publishTime =
    publishedAt !== undefined
      ? new Date(publishedAt)
      : !before || (publishing && before.publishedAt < now)
        ? now
        : undefined;
  return {
    ...rest,
    ...(body !== undefined && { body }),
    ...(publishTime && { publishedAt: publishTime }),
  };
}

/**
 * The console's red lines (news): a staff list in every state (search, station or network-wide, Draft /
 * Scheduled / Published, sort) and one article as the form loads it (GET content/v1/staff/redlines…), and the
 * writes on the read paths (POST redline, PATCH and DELETE redline/{id}). Network-wide news is an admin's.
 */
export async function redLineConsole(app: App) {
  const findOne = (id: number) =>
    app.db.query.redLines.findFirst({ where: eq(redLines.id, id), with: { image: true } });
  const found = async (id: number) => toStaffRedLine(app, (await findOne(id)) as RedLineRow);

  app.get(
    '/staff/redlines',
    {
      onRequest: app.requireStaff,
      schema: {
        tags,
        summary: 'Red lines (news) for the console: drafts, scheduled and published, newest first by default',
        security,
        querystring: staffRedLineQuery,
        response: { 200: list(staffRedLine) },
      },
    },
    async (request) => {
      const user = staffUser(request);
      const { search, stationId, networkWide, status, sort, ...paging } = request.query;
      const now = new Date();
      const pattern = search && likePattern(search);
      const where = and(
        stationOrNetworkScope(user, redLines.stationId, { stationId, networkWide }),
        pattern
          ? or(
              ilike(redLines.title, pattern),
              ilike(redLines.author, pattern),
              ilike(redLines.summary, pattern),
            )
          : undefined,
        status ? inState(status, now) : undefined,
      );
      const orderBy =
        sort === 'title'
          ? [asc(redLines.title), asc(redLines.id)]
          : [desc(redLines.publishedAt), desc(redLines.id)];
      const [rows, total] = await Promise.all([
        app.db.query.redLines.findMany({ where, orderBy, ...pageOf(paging), with: { image: true } }),
        countWhere(app.db, redLines, where),
      ]);
      return { data: rows.map((row) => toStaffRedLine(app, row, now)), total };
    },
  );

  app.get(
    '/staff/redlines/:id',
    {
      onRequest: app.requireStaff,
      schema: {
        tags,
        summary: 'One red-line article as the console edits it (any state)',
        security,
        params: idPath,
        response: { 200: one(staffRedLine) },
      },
    },
    async (request) => {
      const row = await findOne(request.params.id);
      if (!row) throw notFound('Article not found');
      assertCanRead(staffUser(request), row.stationId);
      return { data: toStaffRedLine(app, row) };
    },
  );

  app.post(
    '/redline',
    {
      onRequest: app.requireStaff,
      schema: {
        tags,
        summary:
          'Create a red-line article (staff); a draft unless status is published, scheduled by a future publishedAt; no stationId: network-wide (admins)',
        security,
        body: redLineCreateBody,
        response: { 201: one(staffRedLine) },
      },
    },
    async (request, reply) => {
      const user = staffUser(request);
      const body = await cleanHtmlFields(request.body, 'body');
      assertCanManage(user, body.stationId);
      const id = await consoleWrite(app, async (tx) => {
        await assertStation(tx, body.stationId);
        await assertFile(tx, body.imageFileId, 'image', 'imageFileId');
        const values = columnsOf(body, undefined, new Date());
        const [created] = await tx
          .insert(redLines)
          .values({
            ...values,
            stationId: body.stationId,
            title: body.title,
            body: values.body ?? '',
            publishedAt: values.publishedAt ?? new Date(),
            slug: toSlug(body.title),
          })
          .returning();
        if (!created) throw new Error('insert into red_lines returned no row');
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
      return reply.code(201).send({ data: await found(id) });
    },
  );

  app.patch(
    '/redline/:id',
    {
      onRequest: app.requireStaff,
      schema: {
        tags,
        summary:
          'Edit a red-line article (staff), publish or unpublish it; 409 when someone saved it since this version',
        security,
        params: idPath,
        body: redLineUpdateBody,
        response: { 200: one(staffRedLine) },
      },
    },
    async (request) => {
      const user = staffUser(request);
      const { id } = request.params;
      const cleaned = await cleanHtmlFields(request.body, 'body');
      await consoleWrite(app, async (tx) => {
        const [before] = await tx.select().from(redLines).where(eq(redLines.id, id));
        if (!before) throw notFound('Article not found');
        assertCanManage(user, before.stationId);
        if (request.body.stationId !== undefined) assertCanManage(user, request.body.stationId);
        await assertStation(tx, request.body.stationId);
        await assertFile(tx, request.body.imageFileId, 'image', 'imageFileId');
        const { version, ...fields } = cleaned;
        const values = columnsOf(fields, before, new Date());
        // The slug follows the title; it is derived, so Activity shows the title change alone.
        const slug = values.title === undefined ? {} : { slug: toSlug(values.title) };
        const saved = await updateVersioned(tx, redLines, id, version, { ...values, ...slug }, 'Article');
        await recordActivity(tx, user, {
          action: 'update',
          entity: ENTITY,
          entityId: id,
          label: saved.title,
          stationId: saved.stationId,
          ...changedFields(before, values),
        });
      });
      return { data: await found(id) };
    },
  );

  app.delete(
    '/redline/:id',
    {
      onRequest: app.requireStaff,
      schema: { tags, summary: 'Delete a red-line article (staff)', security, params: idPath },
    },
    async (request, reply) => {
      const user = staffUser(request);
      const { id } = request.params;
      await deleteStationItem(app, user, redLines, id, ENTITY, 'Article');
      return reply.code(204).send();
    },
  );
}
