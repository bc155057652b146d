import type { staffContestQuery } from '@tarang/contracts';
import { asc, desc, gt, ilike, or } from 'drizzle-orm';
import type { z } from 'zod';
import { contests } from '../../db/schema';
import { consoleTable, stationScope } from '../../shared/console-repository';
import { likePattern, statusWindow } from '../../shared/reads';

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
