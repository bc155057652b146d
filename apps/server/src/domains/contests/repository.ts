import type { Paging, staffContestQuery } from '@tarang/contracts';
import { and, asc, desc, eq, gt, ilike, lte, or } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { countWhere, statusWindow } from '../../db/queries';
import { contests } from '../../db/schema';
import { consoleTable, stationScope } from '../../shared/console-repository';
import { likePattern, pageOf } from '../../shared/reads';

/**
 * The console's contests in every state: the staff list (the user's stations, search in title and prize,
 * upcoming / open / closed; latest end first, by end or by title) and one contest, with its image.
 */
export const contestStore = consoleTable({
  table: contests,
  rows: (db, { where, orderBy, limit, offset }) =>
    db.query.contests.findMany({ where, orderBy, limit, offset, with: { image: true } }),
  row: (db, where) => db.query.contests.findFirst({ where, with: { image: true } }),
  scope: (user, query: z.output<typeof staffContestQuery>) =>
    stationScope(user, contests.stationId, query.stationId),
  filters: ({ search, status }, now) => [
    search
      ? or(ilike(contests.title, likePattern(search)), ilike(contests.prize, likePattern(search)))
      : undefined,
    status === 'upcoming' ? gt(contests.startsAt, now) : status && statusWindow(contests, status, now),
  ],
  order: ({ sort }) =>
    sort === 'title'
      ? [asc(contests.title), asc(contests.id)]
      : sort === '-title'
        ? [desc(contests.title), desc(contests.id)]
        : sort === 'endsAt'
          ? [asc(contests.endsAt), asc(contests.id)]
          : [desc(contests.endsAt), desc(contests.id)],
});

/** A contest as listeners read it, with its image. */
export type ContestRow = typeof contests.$inferSelect & {
  image: { id: number; storageKey: string; altName: string | null } | null;
};

/**
 * Listeners' contests of a station (every station without one): open at `now`, closing soonest first, or closed,
 * the most recent first; with how many there are.
 */
export async function listContests(
  db: Db,
  query: Paging & { stationId?: number | undefined; status: 'open' | 'closed' },
  now: Date,
): Promise<{ rows: ContestRow[]; total: number }> {
  const where = and(
    query.stationId ? eq(contests.stationId, query.stationId) : undefined,
    statusWindow(contests, query.status, now),
  );
  const orderBy =
    query.status === 'open' ? [asc(contests.endsAt), asc(contests.id)] : [desc(contests.endsAt)];
  const [rows, total] = await Promise.all([
    db.query.contests.findMany({ where, orderBy, ...pageOf(query), with: { image: true } }),
    countWhere(db, contests, where),
  ]);
  return { rows, total };
}

/** One contest that has started by `now` (a contest not yet begun is not shown), with its image. */
export const findStartedContest = (db: Db, id: number, now: Date): Promise<ContestRow | undefined> =>
  db.query.contests.findFirst({
    where: and(eq(contests.id, id), lte(contests.startsAt, now)),
    with: { image: true },
  });
