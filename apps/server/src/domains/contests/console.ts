import {
  contestCreateBody,
  contestUpdateBody,
  ENDS_AFTER_START_MESSAGE,
  engagementState,
  idPath,
  list,
  one,
  staffContest,
  staffContestQuery,
  toUrlName,
} from '@tarang/contracts';
import { and, asc, desc, eq, gt, ilike, lte, or } from 'drizzle-orm';
import type { z } from 'zod';
import { countWhere } from '../../db/queries';
import { contests } from '../../db/schema';
import { badRequest, notFound } from '../../errors';
import { cleanHtmlFields } from '../../html';
import {
  assertCanManage,
  assertFile,
  assertStation,
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

const tags = ['contest', 'staff'];
const security = [{ bearerAuth: [] }];
const ENTITY = 'contest';

type ContestRow = typeof contests.$inferSelect & { image: { storageKey: string } | null };

function toStaffContest(app: App, row: ContestRow, now = new Date()) {
  return {
    id: row.id,
    version: row.version,
    stationId: row.stationId,
    title: row.title,
    urlName: toUrlName(row.title, row.id),
    description: row.description,
    howToParticipate: row.howToParticipate,
    prize: row.prize,
    startsAt: iso(row.startsAt),
    endsAt: iso(row.endsAt),
    state: engagementState(row.startsAt, row.endsAt, now),
    imageFileId: row.imageFileId,
    image: row.image ? app.fileUrl(row.image.storageKey) : null,
  };
}

type ContestFields = Partial<z.output<typeof contestCreateBody>>;

/** What a form sends (its HTML cleaned: cleanHtmlFields), as columns: dates parsed. */
function columnsOf({ startsAt, endsAt, ...rest }: ContestFields) {
  return {
    ...rest,
    ...(startsAt !== undefined && { startsAt: new Date(startsAt) }),
    ...(endsAt !== undefined && { endsAt: new Date(endsAt) }),
  };
}

/**
 * The console's contests: a staff list (search, station, upcoming / open / closed, sort) and one contest as the
 * form loads it (GET contest/v1/staff/contests…), and the writes on the read paths (POST contest, PATCH and
 * DELETE contest/{id}). An editor works only on their stations' contests; every write is in Activity. Listeners
 * keep seeing a contest only once it has started (the public reads), so an upcoming one is a scheduled one.
 */
export async function contestConsole(app: App) {
  const findOne = (id: number) =>
    app.db.query.contests.findFirst({ where: eq(contests.id, id), with: { image: true } });

  app.get(
    '/staff/contests',
    {
      onRequest: app.requireStaff,
      schema: {
        tags,
        summary: 'Contests for the console: every state, searchable by title and prize',
        security,
        querystring: staffContestQuery,
        response: { 200: list(staffContest) },
      },
    },
    async (request) => {
      const user = staffUser(request);
      const { search, stationId, status, sort, ...paging } = request.query;
      const now = new Date();
      const where = and(
        stationScope(user, contests.stationId, stationId),
        search
          ? or(ilike(contests.title, likePattern(search)), ilike(contests.prize, likePattern(search)))
          : undefined,
        status === 'upcoming'
          ? gt(contests.startsAt, now)
          : status === 'open'
            ? and(lte(contests.startsAt, now), gt(contests.endsAt, now))
            : status === 'closed'
              ? lte(contests.endsAt, now)
              : undefined,
      );
      const orderBy =
        sort === 'title'
          ? [asc(contests.title), asc(contests.id)]
          : sort === '-title'
            ? [desc(contests.title), desc(contests.id)]
            : sort === 'endsAt'
              ? [asc(contests.endsAt), asc(contests.id)]
              : [desc(contests.endsAt), desc(contests.id)];
      const [rows, total] = await Promise.all([
        app.db.query.contests.findMany({ where, orderBy, ...pageOf(paging), with: { image: true } }),
        countWhere(app.db, contests, where),
      ]);
      return { data: rows.map((row) => toStaffContest(app, row, now)), total };
    },
  );

  app.get(
    '/staff/contests/:id',
    {
      onRequest: app.requireStaff,
      schema: {
        tags,
        summary: 'One contest as the console edits it',
        security,
        params: idPath,
        response: { 200: one(staffContest) },
      },
    },
    async (request) => {
      const row = await findOne(request.params.id);
      if (!row) throw notFound('Contest not found');
      assertCanManage(staffUser(request), row.stationId);
      return { data: toStaffContest(app, row) };
    },
  );

  app.post(
    '/contest',
    {
      onRequest: app.requireStaff,
      schema: {
        tags,
        summary: 'Create a contest (staff); listeners see it from its start',
        security,
        body: contestCreateBody,
        response: { 201: one(staffContest) },
      },
    },
    async (request, reply) => {
      const user = staffUser(request);
      const body = await cleanHtmlFields(request.body, 'description', 'howToParticipate');
      assertCanManage(user, body.stationId);
      const id = await consoleWrite(app, async (tx) => {
        await assertStation(tx, body.stationId);
        await assertFile(tx, body.imageFileId, 'image', 'imageFileId');
        const values = columnsOf(body);
        const [created] = await tx
          .insert(contests)
          .values({
            ...values,
            stationId: body.stationId,
            title: body.title,
            startsAt: new Date(body.startsAt),
            endsAt: new Date(body.endsAt),
            slug: toUrlName(body.title, 0),
          })
          .returning();
        if (!created) throw new Error('insert into contests returned no row');
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
      return reply.code(201).send({ data: toStaffContest(app, (await findOne(id)) as ContestRow) });
    },
  );

  app.patch(
    '/contest/:id',
    {
      onRequest: app.requireStaff,
      schema: {
        tags,
        summary: 'Edit a contest (staff); 409 when someone saved it since this version',
        description: 'Only the fields sent change. 400 on endsAt when the end would not be after the start.',
        security,
        params: idPath,
        body: contestUpdateBody,
        response: { 200: one(staffContest) },
      },
    },
    async (request) => {
      const user = staffUser(request);
      const { id } = request.params;
      const body = await cleanHtmlFields(request.body, 'description', 'howToParticipate');
      await consoleWrite(app, async (tx) => {
        const [before] = await tx.select().from(contests).where(eq(contests.id, id));
        if (!before) throw notFound('Contest not found');
        assertCanManage(user, before.stationId);
        if (request.body.stationId !== undefined) assertCanManage(user, request.body.stationId);
        await assertStation(tx, request.body.stationId);
        await assertFile(tx, request.body.imageFileId, 'image', 'imageFileId');
        const { version, ...fields } = body;
        const values = columnsOf(fields);
        // One end may be sent alone: it must still come after the other one as stored.
        if ((values.endsAt ?? before.endsAt) <= (values.startsAt ?? before.startsAt)) {
          throw badRequest(ENDS_AFTER_START_MESSAGE, 'endsAt');
        }
        const slug = values.title === undefined ? {} : { slug: toUrlName(values.title, 0) };
        const saved = await updateVersioned(tx, contests, id, version, { ...values, ...slug }, 'Contest');
        await recordActivity(tx, user, {
          action: 'update',
          entity: ENTITY,
          entityId: id,
          label: saved.title,
          stationId: saved.stationId,
          ...changedFields(before, values),
        });
      });
      return { data: toStaffContest(app, (await findOne(id)) as ContestRow) };
    },
  );

  app.delete(
    '/contest/:id',
    {
      onRequest: app.requireStaff,
      schema: { tags, summary: 'Delete a contest (staff)', security, params: idPath },
    },
    async (request, reply) => {
      const user = staffUser(request);
      const { id } = request.params;
      await deleteStationItem(app, user, contests, id, ENTITY, 'Contest');
      return reply.code(204).send();
    },
  );
}
