import { asc, sql } from 'drizzle-orm';
import type { polls } from '../../db/schema';
import { pollOptions } from '../../db/schema';

/**
 * A poll's options in order, each with its vote count, as a relational query's `with`: the listener's reads
 * and the console's live results count the same way.
 */
export const withResults = {
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

export type PollWithResults = typeof polls.$inferSelect & {
  options: { id: number; text: string; votes: number }[];
};

export const totalVotesOf = (row: Pick<PollWithResults, 'options'>) =>
  row.options.reduce((sum, option) => sum + option.votes, 0);
