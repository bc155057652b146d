import {
  AUTH_MESSAGES,
  idPath,
  list,
  one,
  type Poll,
  poll,
  pollListQuery,
  pollVoteBody,
} from '@tarang/contracts';
import { HttpError, notFound } from '../../errors';
import { LIMITS, perAddress, perPerson, signedInAccount } from '../../plugins/rate-limits';
import { iso } from '../../shared/reads';
import type { App } from '../../types';
import { subscriberExists } from '../accounts/repository';
import { findStartedPoll, listPolls, recordVote, votesOf } from './repository';
import { type PollWithResults, totalVotesOf } from './results-repository';

const tags = ['poll'];

export const POLL_MESSAGES = {
  notFound: 'Poll not found',
  closed: 'This poll is closed',
  notAnOption: 'Choose one of the options of this poll',
  alreadyVoted: 'You have already voted in this poll',
} as const;

/** A foreign-key violation (SQLSTATE 23503) anywhere in the cause chain of a database error. */
function isForeignKeyViolation(error: unknown): boolean {
  for (let cause = error, depth = 0; cause instanceof Error && depth < 5; depth++) {
    if ((cause as { code?: unknown }).code === '23503') return true;
    cause = cause.cause;
  }
  return false;
}

export async function pollRoutes(app: App) {
  const toPoll = (row: PollWithResults, now: Date, myVote: number | null): Poll => ({
    id: row.id,
    stationId: row.stationId,
    question: row.question,
    startsAt: iso(row.startsAt),
    endsAt: iso(row.endsAt),
    isOpen: row.startsAt <= now && now < row.endsAt,
    totalVotes: totalVotesOf(row),
    options: row.options.map((option) => ({ id: option.id, text: option.text, votes: option.votes })),
    myVote,
  });

  /** The caller's vote in each of these polls (none for an anonymous visitor). */
  const myVotes = (user: { id: number } | undefined, pollIds: number[]) =>
    user ? votesOf(app.db, user.id, pollIds) : Promise.resolve(new Map<number, number>());

  const findStarted = (id: number) => findStartedPoll(app.db, id);

  app.get(
    '/poll',
    {
      schema: {
        tags,
        summary: 'Polls: open now or closed, with their options and vote counts',
        description: "myVote is the signed-in caller's option id, null when anonymous or not voted.",
        querystring: pollListQuery,
        response: { 200: list(poll) },
      },
    },
    async (request) => {
      const now = new Date();
      const [{ rows, total }, user] = await Promise.all([
        listPolls(app.db, request.query, now),
        app.optionalUser(request),
      ]);
      const votes = await myVotes(
        user,
        rows.map((row) => row.id),
      );
      return { data: rows.map((row) => toPoll(row, now, votes.get(row.id) ?? null)), total };
    },
  );

  app.get(
    '/poll/:id',
    {
      schema: {
        tags,
        summary: 'One poll with its results',
        description: "myVote is the signed-in caller's option id, null when anonymous or not voted.",
        params: idPath,
        response: { 200: one(poll) },
      },
    },
    async (request) => {
      const [row, user] = await Promise.all([findStarted(request.params.id), app.optionalUser(request)]);
      if (!row) throw notFound(POLL_MESSAGES.notFound);
      const votes = await myVotes(user, [row.id]);
      return { data: toPoll(row, new Date(), votes.get(row.id) ?? null) };
    },
  );

  app.post(
    '/poll/:id/vote',
    {
      onRequest: [app.authenticate, perPerson(app, 'poll-vote', LIMITS.pollVote.perAccount, signedInAccount)],
      config: perAddress(LIMITS.pollVote.perAddress),
      schema: {
        tags,
        summary:
          'Vote in an open poll, once per listener; answers the poll with its new counts (signed-in only)',
        description:
          "400 when the poll is closed or the option is not one of its options (field optionId); 409 when the listener has already voted. Counts are public: the answer shows the results and the caller's myVote.",
        security: [{ bearerAuth: [] }],
        params: idPath,
        body: pollVoteBody,
        response: { 200: one(poll) },
      },
    },
    async (request) => {
      const user = request.user as NonNullable<typeof request.user>;
      const { optionId } = request.body;
      const found = await findStarted(request.params.id);
      if (!found) throw notFound(POLL_MESSAGES.notFound);
      const now = new Date();
      if (!(found.startsAt <= now && now < found.endsAt)) throw new HttpError(400, POLL_MESSAGES.closed);
      if (!found.options.some((option) => option.id === optionId)) {
        throw new HttpError(400, POLL_MESSAGES.notAnOption, 'optionId');
      }
      const recorded = await recordVote(app.db, {
        pollId: found.id,
        optionId,
        subscriberId: user.id,
      }).catch((error: unknown) => {
        // Staff removed the option (or the poll) while this vote was on its way: the foreign key refused it.
        if (isForeignKeyViolation(error)) throw new HttpError(400, POLL_MESSAGES.notAnOption, 'optionId');
        throw error;
      });
      if (!recorded) {
        if (!(await subscriberExists(app.db, user.id)))
          throw new HttpError(401, AUTH_MESSAGES.sessionExpired);
        throw new HttpError(409, POLL_MESSAGES.alreadyVoted);
      }
      const updated = await findStarted(found.id);
      if (!updated) throw notFound(POLL_MESSAGES.notFound);
      return { data: toPoll(updated, new Date(), optionId) };
    },
  );
}
