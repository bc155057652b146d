import {
  contestCreateBody,
  contestUpdateBody,
  ENDS_AFTER_START_MESSAGE,
  engagementState,
  staffContest,
  staffContestQuery,
  toUrlName,
} from '@tarang/contracts';
import type { z } from 'zod';
import { badRequest } from '../../errors';
import { consoleResource } from '../../shared/console-resource';
import { iso } from '../../shared/reads';
import type { App } from '../../types';
import { contestStore } from './repository';

type ContestRow = NonNullable<Awaited<ReturnType<typeof contestStore.find>>>;

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
  consoleResource(app, {
    store: contestStore,
    tags: ['contest', 'staff'],
    entity: 'contest',
    what: 'Contest',
    paths: { list: 'contests', write: 'contest' },
    schemas: {
      item: staffContest,
      query: staffContestQuery,
      create: contestCreateBody,
      update: contestUpdateBody,
    },
    summaries: {
      list: 'Contests for the console: every state, searchable by title and prize',
      get: 'One contest as the console edits it',
      create: 'Create a contest (staff); listeners see it from its start',
      update: 'Edit a contest (staff); 409 when someone saved it since this version',
      delete: 'Delete a contest (staff)',
    },
    updateDescription:
      'Only the fields sent change. 400 on endsAt when the end would not be after the start.',
    checkStation: true,
    html: ['description', 'howToParticipate'],
    answer: (row, now) => toStaffContest(app, row, now),
    columns: columnsOf,
    insert: (body, values) => ({
      ...values,
      stationId: body.stationId,
      title: body.title,
      startsAt: new Date(body.startsAt),
      endsAt: new Date(body.endsAt),
      slug: toUrlName(body.title, 0),
    }),
    // One end may be sent alone: it must still come after the other one as stored.
    check: (values, before) => {
      if ((values.endsAt ?? before.endsAt) <= (values.startsAt ?? before.startsAt)) {
        throw badRequest(ENDS_AFTER_START_MESSAGE, 'endsAt');
      }
    },
    derived: (values) => (values.title === undefined ? {} : { slug: toUrlName(values.title, 0) }),
  });
}
