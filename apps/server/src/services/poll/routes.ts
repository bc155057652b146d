import { idPath, list, one, poll, pollListQuery } from '@tarang/contracts';
import { and, asc, desc, eq, lte, sql } from 'drizzle-orm';
import { pollOptions, polls } from '../../db/schema';
import { notFound } from '../../errors';
import type { App } from '../../types';
import { countWhere, iso, pageOf, statusWindow } from '../shared';

const tags = ['poll'];

export async function pollRoutes(app: App) {
  const withOptions = {
    options: {
      orderBy: [asc(pollOptions.sortOrder), asc(pollOptions.id)],
      extras: (option: typeof pollOptions._.columns) => ({
        // Plain table names inside: a relational query re-aliases every column object in its extras.
        votes: sql<number>`(select count(*)::int from poll_votes v where v.option_id = ${option.id})`.as(
          'votes',
        ),
      }),
    },
  };

  type PollRow = typeof polls.$inferSelect & { options: { id: number; text: string; votes: number }[] };
  const toPoll = (row: PollRow, now: Date) => ({
    id: row.id,
    stationId: row.stationId,
    question: row.question,
    startsAt: iso(row.startsAt),
    endsAt: iso(row.endsAt),
    isOpen: row.startsAt <= now && now < row.endsAt,
    totalVotes: row.options.reduce((sum, option) => sum + option.votes, 0),
    options: row.options.map((option) => ({ id: option.id, text: option.text, votes: option.votes })),
  });

  app.get(
    '/poll',
    {
      schema: {
        tags,
        summary: 'Polls: open now or closed, with their options and vote counts',
        querystring: pollListQuery,
        response: { 200: list(poll) },
      },
    },
    async (request) => {
      const { stationId, status } = request.query;
      const now = new Date();
      const where = and(
        stationId ? eq(polls.stationId, stationId) : undefined,
        statusWindow(polls, status, now),
      );
      const orderBy = status === 'open' ? [asc(polls.endsAt), asc(polls.id)] : [desc(polls.endsAt)];
      const [rows, total] = await Promise.all([
        app.db.query.polls.findMany({ where, orderBy, ...pageOf(request.query), with: withOptions }),
        countWhere(app.db, polls, where),
      ]);
      return { data: rows.map((row) => toPoll(row, now)), total };
    },
  );

  app.get(
    '/poll/:id',
    { schema: { tags, summary: 'One poll with its results', params: idPath, response: { 200: one(poll) } } },
    async (request) => {
      const row = await app.db.query.polls.findFirst({
        where: and(eq(polls.id, request.params.id), lte(polls.startsAt, new Date())),
        with: withOptions,
      });
      if (!row) throw notFound('Poll not found');
      return { data: toPoll(row, new Date()) };
    },
  );
}
