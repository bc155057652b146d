import {
  ENDS_AFTER_START_MESSAGE,
  engagementState,
  pollCreateBody,
  pollUpdateBody,
  staffPoll,
  staffPollQuery,
} from '@tarang/contracts';
import type { z } from 'zod';
import { badRequest, notFound } from '../../errors';
import { assertCanManage, consoleWrite, recordActivity } from '../../shared/console';
import { deleteRow } from '../../shared/console-repository';
import { consoleResource } from '../../shared/console-resource';
import { iso } from '../../shared/reads';
import type { App } from '../../types';
import { insertOptions, optionsWithVotes, replaceOptions } from './options-repository';
import { pollStore } from './repository';
import { type PollWithResults, totalVotesOf } from './results-repository';

const ENTITY = 'poll';

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

/** What a form sends, as the poll's columns: dates parsed; the options are rows of their own (options.ts). */
function columnsOf({
  options: _options,
  startsAt,
  endsAt,
  ...rest
}: Partial<z.output<typeof pollCreateBody>>) {
  return {
    ...rest,
    ...(startsAt !== undefined && { startsAt: new Date(startsAt) }),
    ...(endsAt !== undefined && { endsAt: new Date(endsAt) }),
  };
}

const texts = (options: { text: string }[]) => options.map((option) => option.text);

/**
 * The console's polls: a staff list and one poll with its live results (GET poll/v1/staff/polls…), and the
 * writes on the read paths (POST poll, PATCH and DELETE poll/{id}). Options are edited as one ordered list; an
 * option with votes may be re-worded or moved but not removed (see replaceOptions). A poll with votes may be
 * deleted, its votes with it: the Activity entry keeps its final results. Listeners see a poll from its start.
 */
export async function pollConsole(app: App) {
  consoleResource(app, {
    store: pollStore,
    tags: ['poll', 'staff'],
    entity: ENTITY,
    what: 'Poll',
    paths: { list: 'polls', write: 'poll' },
    schemas: { item: staffPoll, query: staffPollQuery, create: pollCreateBody, update: pollUpdateBody },
    summaries: {
      list: 'Polls for the console, every state, with their live results',
      get: 'One poll as the console edits it, with its live results (votes per option and in all)',
      create: 'Create a poll with 2 to 10 options (staff); listeners see it from its start',
      update: 'Edit a poll (staff); 409 when someone saved it since this version',
      delete: 'Delete a poll with its options and votes (staff); Activity keeps its final results',
    },
    updateDescription:
      'Only the fields sent change. `options`, when sent, is the whole list in order: an option keeps its ' +
      'id (and votes) when re-worded or moved, a new one has no id, one left out is removed. 409 on options ' +
      'when a removed option has votes; 400 on options.N.id for an id that is not an option of this poll.',
    checkStation: true,
    answer: toStaffPoll,
    label: (row) => row.question,
    columns: columnsOf,
    insert: (body, values) => ({
      ...values,
      stationId: body.stationId,
      question: body.question,
      startsAt: new Date(body.startsAt),
      endsAt: new Date(body.endsAt),
    }),
    afterCreate: async (tx, created, { options }) => {
      await insertOptions(tx, created.id, options);
      return { options: texts(options) };
    },
    // One end may be sent alone: it must still come after the other one as stored.
    check: (values, before) => {
      if ((values.endsAt ?? before.endsAt) <= (values.startsAt ?? before.startsAt)) {
        throw badRequest(ENDS_AFTER_START_MESSAGE, 'endsAt');
      }
    },
    // After the version check (and bump), so a stale form is told so before anything else.
    afterUpdate: async (tx, id, { options }, changed) => {
      if (!options) return;
      const previous = texts(await optionsWithVotes(tx, id));
      await replaceOptions(tx, id, options);
      const next = texts(options);
      if (JSON.stringify(previous) !== JSON.stringify(next)) {
        changed.changes.options = next;
        changed.before.options = previous;
      }
    },
    remove: (user, id) =>
      consoleWrite(app, async (tx) => {
        const row = await pollStore.stored(tx, id);
        if (!row) throw notFound('Poll not found');
        assertCanManage(user, row.stationId);
        const results = await optionsWithVotes(tx, id);
        await deleteRow(tx, pollStore.table, id);
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
      }),
  });
}
