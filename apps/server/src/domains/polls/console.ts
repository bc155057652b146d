import {
  ENDS_AFTER_START_MESSAGE,
  engagementState,
  idPath,
  list,
  one,
  pollCreateBody,
  pollUpdateBody,
  staffPoll,
  staffPollQuery,
} from '@tarang/contracts';
import { and, asc, desc, eq, gt, ilike, lte } from 'drizzle-orm';
import { countWhere } from '../../db/queries';
import { pollOptions, polls } from '../../db/schema';
import { badRequest, notFound } from '../../errors';
import {
  assertCanManage,
  assertStation,
  changedFields,
  consoleWrite,
  recordActivity,
  staffUser,
  stationScope,
  type Tx,
  updateVersioned,
} from '../../shared/console';
import { iso, likePattern, pageOf } from '../../shared/reads';
import type { App } from '../../types';
import { optionsWithVotes, replaceOptions } from './options';
import { type PollWithResults, totalVotesOf, withResults } from './results';

const tags = ['poll', 'staff'];
const security = [{ bearerAuth: [] }];
const ENTITY = 'poll';
const NOT_FOUND = 'Poll not found';

function toStaffPoll(row: PollWithResults, now = new Date()) {
  return {
    id: row.id,
    version: row.version,
    stationId: row.stationId,
    question: row.question,
    startsAt: iso(row.startsAt),
    endsAt: iso(row.endsAt),
    state: engagementState(row.startsAt, row.endsAt, now),
    totalVotes: totalVotesOf(row),
    options: row.options.map((option) => ({ id: option.id, text: option.text, votes: option.votes })),
  };
}

/** The poll row, locked until the transaction ends: a vote cannot land while its options are counted and changed. */
async function lockedPoll(tx: Tx, id: number) {
  const [row] = await tx.select().from(polls).where(eq(polls.id, id)).for('update');
  if (!row) throw notFound(NOT_FOUND);
  return row;
}

/**
 * The console's polls: a staff list and one poll with its live results (GET poll/v1/staff/polls…), and the
 * writes on the read paths (POST poll, PATCH and DELETE poll/{id}). Options are edited as one ordered list; an
 * option with votes may be re-worded or moved but not removed (see replaceOptions). A poll with votes may be
 * deleted, its votes with it: the Activity entry keeps its final results. Listeners see a poll from its start.
 */
export async function pollConsole(app: App) {
  const findOne = (id: number) =>
    app.db.query.polls.findFirst({ where: eq(polls.id, id), with: withResults });

  app.get(
    '/staff/polls',
    {
      onRequest: app.requireStaff,
      schema: {
        tags,
        summary: 'Polls for the console, every state, with their live results',
        security,
        querystring: staffPollQuery,
        response: { 200: list(staffPoll) },
      },
    },
    async (request) => {
      const user = staffUser(request);
      const { search, stationId, status, sort, ...paging } = request.query;
      const now = new Date();
      const where = and(
        stationScope(user, polls.stationId, stationId),
        search ? ilike(polls.question, likePattern(search)) : undefined,
        status === 'upcoming'
          ? gt(polls.startsAt, now)
          : status === 'open'
            ? and(lte(polls.startsAt, now), gt(polls.endsAt, now))
            : status === 'closed'
              ? lte(polls.endsAt, now)
              : undefined,
      );
      const orderBy =
        sort === 'question'
          ? [asc(polls.question), asc(polls.id)]
          : sort === '-question'
            ? [desc(polls.question), desc(polls.id)]
            : sort === 'endsAt'
              ? [asc(polls.endsAt), asc(polls.id)]
              : [desc(polls.endsAt), desc(polls.id)];
      const [rows, total] = await Promise.all([
        app.db.query.polls.findMany({ where, orderBy, ...pageOf(paging), with: withResults }),
        countWhere(app.db, polls, where),
      ]);
      return { data: rows.map((row) => toStaffPoll(row, now)), total };
    },
  );

  app.get(
    '/staff/polls/:id',
    {
      onRequest: app.requireStaff,
      schema: {
        tags,
        summary: 'One poll as the console edits it, with its live results (votes per option and in all)',
        security,
        params: idPath,
        response: { 200: one(staffPoll) },
      },
    },
    async (request) => {
      const row = await findOne(request.params.id);
      if (!row) throw notFound(NOT_FOUND);
      assertCanManage(staffUser(request), row.stationId);
      return { data: toStaffPoll(row) };
    },
  );

  app.post(
    '/poll',
    {
      onRequest: app.requireStaff,
      schema: {
        tags,
        summary: 'Create a poll with 2 to 10 options (staff); listeners see it from its start',
        security,
        body: pollCreateBody,
        response: { 201: one(staffPoll) },
      },
    },
    async (request, reply) => {
      const user = staffUser(request);
      const { options, ...body } = request.body;
      assertCanManage(user, body.stationId);
      const id = await consoleWrite(app, async (tx) => {
        await assertStation(tx, body.stationId);
        const values = { ...body, startsAt: new Date(body.startsAt), endsAt: new Date(body.endsAt) };
        const [created] = await tx.insert(polls).values(values).returning();
        if (!created) throw new Error('insert into polls returned no row');
        await tx
          .insert(pollOptions)
          .values(options.map((option, sortOrder) => ({ pollId: created.id, text: option.text, sortOrder })));
        await recordActivity(tx, user, {
          action: 'create',
          entity: ENTITY,
          entityId: created.id,
          label: created.question,
          stationId: created.stationId,
          changes: { ...values, options: options.map((option) => option.text) },
        });
        return created.id;
      });
      return reply.code(201).send({ data: toStaffPoll((await findOne(id)) as PollWithResults) });
    },
  );

  app.patch(
    '/poll/:id',
    {
      onRequest: app.requireStaff,
      schema: {
        tags,
        summary: 'Edit a poll (staff); 409 when someone saved it since this version',
        description:
          'Only the fields sent change. `options`, when sent, is the whole list in order: an option keeps its ' +
          'id (and votes) when re-worded or moved, a new one has no id, one left out is removed. 409 on options ' +
          'when a removed option has votes; 400 on options.N.id for an id that is not an option of this poll.',
        security,
        params: idPath,
        body: pollUpdateBody,
        response: { 200: one(staffPoll) },
      },
    },
    async (request) => {
      const user = staffUser(request);
      const { id } = request.params;
      await consoleWrite(app, async (tx) => {
        const before = await lockedPoll(tx, id);
        assertCanManage(user, before.stationId);
        if (request.body.stationId !== undefined) assertCanManage(user, request.body.stationId);
        await assertStation(tx, request.body.stationId);
        const { version, options, startsAt, endsAt, ...fields } = request.body;
        const values = {
          ...fields,
          ...(startsAt !== undefined && { startsAt: new Date(startsAt) }),
          ...(endsAt !== undefined && { endsAt: new Date(endsAt) }),
        };
        // One end may be sent alone: it must still come after the other one as stored.
        if ((values.endsAt ?? before.endsAt) <= (values.startsAt ?? before.startsAt)) {
          throw badRequest(ENDS_AFTER_START_MESSAGE, 'endsAt');
        }
        // The version is checked (and bumped) first, so a stale form is told so before anything else.
        const saved = await updateVersioned(tx, polls, id, version, values, 'Poll');
        const changed = changedFields(before, values);
        if (options) {
          const previous = (await optionsWithVotes(tx, id)).map((option) => option.text);
          await replaceOptions(tx, id, options);
          const next = options.map((option) => option.text);
          if (JSON.stringify(previous) !== JSON.stringify(next)) {
            changed.changes.options = next;
            changed.before.options = previous;
          }
        }
        await recordActivity(tx, user, {
          action: 'update',
          entity: ENTITY,
          entityId: id,
          label: saved.question,
          stationId: saved.stationId,
          ...changed,
        });
      });
      return { data: toStaffPoll((await findOne(id)) as PollWithResults) };
    },
  );

  app.delete(
    '/poll/:id',
    {
      onRequest: app.requireStaff,
      schema: {
        tags,
        summary: 'Delete a poll with its options and votes (staff); Activity keeps its final results',
        security,
        params: idPath,
      },
    },
    async (request, reply) => {
      const user = staffUser(request);
      const { id } = request.params;
      await consoleWrite(app, async (tx) => {
        const row = await lockedPoll(tx, id);
        assertCanManage(user, row.stationId);
        const results = await optionsWithVotes(tx, id);
        await tx.delete(polls).where(eq(polls.id, id));
        await recordActivity(tx, user, {
          action: 'delete',
          entity: ENTITY,
          entityId: id,
          label: row.question,
          stationId: row.stationId,
          changes: {
            totalVotes: totalVotesOf({ options: results }),
            results: Object.fromEntries(results.map((option) => [option.text, option.votes])),
          },
        });
      });
      return reply.code(204).send();
    },
  );
}
