import { and, count, eq, inArray } from 'drizzle-orm';
import { pollOptions, pollVotes } from '../../db/schema';
import { badRequest, HttpError } from '../../errors';
import type { Tx } from '../../shared/console';

/** An option as the console form sends it: an existing one keeps its id, a new one has none. */
export type OptionInput = { id?: number | undefined; text: string };
type StoredOption = { id: number; text: string; votes: number };

/** A poll's options in order with their vote counts, read in the caller's transaction. */
export async function optionsWithVotes(tx: Tx, pollId: number): Promise<StoredOption[]> {
  // One after the other: a transaction is one connection.
  const options = await tx
    .select({ id: pollOptions.id, text: pollOptions.text })
    .from(pollOptions)
    .where(eq(pollOptions.pollId, pollId))
    .orderBy(pollOptions.sortOrder, pollOptions.id);
  const votes = await tx
    .select({ optionId: pollVotes.optionId, votes: count() })
    .from(pollVotes)
    .where(eq(pollVotes.pollId, pollId))
    .groupBy(pollVotes.optionId);
  const byOption = new Map(votes.map((row) => [row.optionId, row.votes]));
  return options.map((option) => ({ ...option, votes: byOption.get(option.id) ?? 0 }));
}

/** A new poll's options, in the order given. */
export async function insertOptions(tx: Tx, pollId: number, options: OptionInput[]): Promise<void> {
  await tx
    .insert(pollOptions)
    .values(options.map((option, sortOrder) => ({ pollId, text: option.text, sortOrder })));
}

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/**
 * Makes `next` the poll's options, in that order. Options named by id keep their votes whatever their new
 * wording or place; options without an id are added; options left out are removed, unless they have votes
 * (409 on `options`): removing one would take its listeners' votes out of the results. The caller holds the
 * poll row locked (FOR UPDATE), so no vote can arrive between the count and the change.
 */
export async function replaceOptions(tx: Tx, pollId: number, next: OptionInput[]): Promise<void> {
  const current = await optionsWithVotes(tx, pollId);
  const currentIds = new Set(current.map((option) => option.id));
  next.forEach((option, index) => {
    if (option.id !== undefined && !currentIds.has(option.id)) {
      throw badRequest('This is not an option of this poll: reload it', `options.${index}.id`);
    }
  });
  const kept = new Set(next.flatMap((option) => (option.id === undefined ? [] : [option.id])));
  const removed = current.filter((option) => !kept.has(option.id));
  const voted = removed.filter((option) => option.votes > 0);
  if (voted.length > 0) {
    const named = voted.map((option) => `“${option.text}” (${plural(option.votes, 'vote', 'votes')})`);
    const them = voted.length === 1 ? 'it' : 'them';
    throw new HttpError(
      409,
      `Options with votes cannot be removed: ${named.join(', ')}. Keep ${them}; you may re-word or move ${them}.`,
      'options',
    );
  }
  if (removed.length > 0) {
    await tx.delete(pollOptions).where(
      and(
        eq(pollOptions.pollId, pollId),
        inArray(
          pollOptions.id,
          removed.map((option) => option.id),
        ),
      ),
    );
  }
  for (const [sortOrder, option] of next.entries()) {
    if (option.id === undefined) {
      await tx.insert(pollOptions).values({ pollId, text: option.text, sortOrder });
    } else {
      await tx
        .update(pollOptions)
        .set({ text: option.text, sortOrder })
        .where(and(eq(pollOptions.id, option.id), eq(pollOptions.pollId, pollId)));
    }
  }
}
