import {
  eventCreateBody,
  eventUpdateBody,
  publicationState,
  staffEvent,
  staffEventQuery,
  toUrlName,
} from '@tarang/contracts';
import type { z } from 'zod';
import { consoleResource } from '../../shared/console-resource';
import { publishTime } from '../../shared/publication';
import { iso } from '../../shared/reads';
import type { App } from '../../types';
import { eventStore } from './repository';

type EventRow = NonNullable<Awaited<ReturnType<typeof eventStore.find>>>;

function toStaffEvent(app: App, row: EventRow, now = new Date()) {
  return {
    id: row.id,
    version: row.version,
    stationId: row.stationId,
    title: row.title,
    urlName: toUrlName(row.title, row.id),
    summary: row.summary,
    description: row.description,
    venue: row.venue,
    address: row.address,
    startsAt: iso(row.startsAt),
    endsAt: iso(row.endsAt),
    registrationUrl: row.registrationUrl ?? '',
    imageFileId: row.imageFileId,
    image: row.image ? app.fileUrl(row.image.storageKey) : null,
    status: row.status === 'draft' ? ('draft' as const) : ('published' as const),
    publishedAt: iso(row.publishedAt),
    state: publicationState(row.status, row.publishedAt, now),
  };
}

type EventFields = Partial<z.output<typeof eventCreateBody>>;

/**
 * What a form sends (its HTML cleaned: cleanHtmlFields), as columns: dates parsed, an empty link stored as none,
 * the publish time decided by publishTime (as for shows: a draft published without a time is published now).
 */
function columnsOf(
  { startsAt, endsAt, registrationUrl, publishedAt: _time, ...rest }: EventFields,
  publishedAt: Date | undefined,
) {
  return {
    ...rest,
    ...(publishedAt && { publishedAt }),
    ...(startsAt !== undefined && { startsAt: new Date(startsAt) }),
    ...(endsAt !== undefined && { endsAt: new Date(endsAt) }),
    ...(registrationUrl !== undefined && { registrationUrl: registrationUrl || null }),
  };
}

/**
 * The console's events: a staff list in every state (search, station, upcoming or past, Draft / Scheduled /
 * Published, sort) and one event as the form loads it (GET event/v1/staff/events…), and the writes on the read
 * paths (POST event, PATCH and DELETE event/{id}). An editor works only on their stations' events; every write
 * is in Activity.
 */
export async function eventConsole(app: App) {
  consoleResource(app, {
    store: eventStore,
    tags: ['event', 'staff'],
    entity: 'event',
    what: 'Event',
    paths: { list: 'events', write: 'event' },
    schemas: { item: staffEvent, query: staffEventQuery, create: eventCreateBody, update: eventUpdateBody },
    summaries: {
      list: 'Events for the console',
      get: 'One event as the console edits it',
      create:
        'Create an event (staff); a draft unless status is published, scheduled by a future publishedAt',
      update: 'Edit an event (staff), publish or unpublish it; 409 when someone saved it since this version',
      delete: 'Delete an event (staff)',
    },
    html: ['description'],
    answer: (row, now) => toStaffEvent(app, row, now),
    columns: (fields, before) => columnsOf(fields, publishTime(fields, before)),
    insert: (body, values) => ({
      ...values,
      stationId: body.stationId,
      title: body.title,
      startsAt: new Date(body.startsAt),
      endsAt: new Date(body.endsAt),
      slug: toUrlName(body.title, 0),
    }),
  });
}
