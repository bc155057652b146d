import type { Paging, staffPollQuery } from '@tarang/contracts';
import { and, asc, desc, eq, gt, ilike, inArray, lte, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { countWhere, statusWindow } from '../../db/queries';
import { polls, pollVotes, subscribers } from '../../db/schema';
import { consoleTable, stationScope } from '../../shared/console-repository';
import { likePattern, pageOf } from '../../shared/reads';
import { withResults } from './results-repository';

/** A page of a station's (or every station's) open or closed polls with their counts, and how many there are. */
export async function listPolls(
  db: Db,
  query: Paging & { stationId?: number; status: 'open' | 'closed' },
  now: Date,
) {
  const where = and(
    query.stationId ? eq(polls.stationId, query.stationId) : undefined,
    statusWindow(polls, query.status, now),
  );
  const orderBy = query.status === 'open' ? [asc(polls.endsAt), asc(polls.id)] : [desc(polls.endsAt)];
  const [rows, total] = await Promise.all([
    db.query.polls.findMany({ where, orderBy, ...pageOf(query), with: withResults }),
    countWhere(db, polls, where),
  ]);
  return { rows, total };
}

/** A poll that has started (a scheduled one is not shown yet), with its options and counts. */
export const findStartedPoll = (db: Db, id: number) =>
  db.query.polls.findFirst({
    where: and(eq(polls.id, id), lte(polls.startsAt, new Date())),
    with: withResults,
  });

/** The listener's option in each of these polls they voted in. */
export async function votesOf(db: Db, subscriberId: number, pollIds: number[]): Promise<Map<number, number>> {
  if (pollIds.length === 0) return new Map();
  const rows = await db
    .select({ pollId: pollVotes.pollId, optionId: pollVotes.optionId })
    .from(pollVotes)
    .where(and(eq(pollVotes.subscriberId, subscriberId), inArray(pollVotes.pollId, pollIds)));
  return new Map(rows.map((row) => [row.pollId, row.optionId]));
}

/**
 * Records a vote; false when none was recorded (the listener had voted, or the account is gone). One
 * statement: the primary key (poll, subscriber) keeps it to one vote even when two arrive at once, and the
 * select yields no row for an account that no longer exists (a token can outlive its account).
 */
export async function recordVote(
  db: Db,
  vote: { pollId: number; optionId: number; subscriberId: number },
): Promise<boolean> {
  const inserted = await db
    .insert(pollVotes)
    .select(
      db
        .select({
          pollId: sql<number>`${vote.pollId}::int`.as('poll_id'),
          optionId: sql<number>`${vote.optionId}::int`.as('option_id'),
          subscriberId: subscribers.id,
          createdAt: sql<Date>`now()`.as('created_at'),
        })
        .from(subscribers)
        .where(eq(subscribers.id, vote.subscriberId)),
    )
    .onConflictDoNothing()
    .returning({ optionId: pollVotes.optionId });
  return inserted.length > 0;
}

/**
 * The console's polls in every state with their live results: the staff list (the user's stations, search in the
 * question, upcoming / open / closed; latest end first, by end or by question) and one poll. An update or delete
 * locks the poll: a vote cannot land while its options are counted and changed.
 */
export const pollStore = consoleTable({
  table: polls,
  rows: (db, { where, orderBy, limit, offset }) =>
    db.query.polls.findMany({ where, orderBy, limit, offset, with: withResults }),
  row: (db, where) => db.query.polls.findFirst({ where, with: withResults }),
  scope: (user, query: z.output<typeof staffPollQuery>) =>
    stationScope(user, polls.stationId, query.stationId),
  filters: ({ search, status }, now) => [
    search ? ilike(polls.question, likePattern(search)) : undefined,
    status === 'upcoming' ? gt(polls.startsAt, now) : status && statusWindow(polls, status, now),
  ],
  order: ({ sort }) =>
    sort === 'question'
      ? [asc(polls.question), asc(polls.id)]
      : sort === '-question'
        ? [desc(polls.question), desc(polls.id)]
        : sort === 'endsAt'
          ? [asc(polls.endsAt), asc(polls.id)]
          : [desc(polls.endsAt), desc(polls.id)],
  lock: true,
});
