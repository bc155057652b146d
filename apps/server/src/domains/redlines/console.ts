import {
  publicationState,
  redLineCreateBody,
  redLineUpdateBody,
  staffRedLine,
  staffRedLineQuery,
  toSlug,
  toUrlName,
} from '@tarang/contracts';
import type { z } from 'zod';
import { badRequest } from '../../errors';
import { consoleResource } from '../../shared/console-resource';
import { iso } from '../../shared/reads';
import type { App } from '../../types';
import { redLineStore } from './repository';

type RedLineRow = NonNullable<Awaited<ReturnType<typeof redLineStore.find>>>;

function toStaffRedLine(app: App, row: RedLineRow, now = new Date()) {
  return {
    id: row.id,
    version: row.version,
    stationId: row.stationId,
    title: row.title,
    urlName: toUrlName(row.title, row.id),
    summary: row.summary,
    body: row.body,
    author: row.author,
    imageFileId: row.imageFileId,
    image: row.image ? app.fileUrl(row.image.storageKey) : null,
    status: row.status === 'draft' ? ('draft' as const) : ('published' as const),
    publishedAt: iso(row.publishedAt),
    state: publicationState(row.status, row.publishedAt, now),
    createdAt: iso(row.createdAt),
  };
}

type RedLineFields = Partial<z.output<typeof redLineCreateBody>>;
type Saved = Pick<RedLineRow, 'status' | 'publishedAt'>;

/**
 * What a form sends (the article cleaned: cleanHtmlFields), as columns: the article still saying something, the
 * publish time parsed.
 * A draft published without a time is published now, unless it was already scheduled for later.
 */
function columnsOf({ body, publishedAt, ...rest }: RedLineFields, before: Saved | undefined, now: Date) {
  if (body === '') throw badRequest('Article is required', 'body');
  const publishing = rest.status === 'published' && before?.status === 'draft';
  const publishTime =
    publishedAt !== undefined
      ? new Date(publishedAt)
      : !before || (publishing && before.publishedAt < now)
        ? now
        : undefined;
  return {
    ...rest,
    ...(body !== undefined && { body }),
    ...(publishTime && { publishedAt: publishTime }),
  };
}

/**
 * The console's red lines (news): a staff list in every state (search, station or network-wide, Draft /
 * Scheduled / Published, sort) and one article as the form loads it (GET content/v1/staff/redlines…), and the
 * writes on the read paths (POST redline, PATCH and DELETE redline/{id}). Network-wide news is an admin's.
 */
export async function redLineConsole(app: App) {
  consoleResource(app, {
    store: redLineStore,
    tags: ['content', 'staff'],
    entity: 'redline',
    what: 'Article',
    paths: { list: 'redlines', write: 'redline' },
    schemas: {
      item: staffRedLine,
      query: staffRedLineQuery,
      create: redLineCreateBody,
      update: redLineUpdateBody,
    },
    summaries: {
      list: 'Red lines (news) for the console: drafts, scheduled and published, newest first by default',
      get: 'One red-line article as the console edits it (any state)',
      create:
        'Create a red-line article (staff); a draft unless status is published, scheduled by a future publishedAt; no stationId: network-wide (admins)',
      update:
        'Edit a red-line article (staff), publish or unpublish it; 409 when someone saved it since this version',
      delete: 'Delete a red-line article (staff)',
    },
    networkWide: true,
    checkStation: true,
    html: ['body'],
    answer: (row, now) => toStaffRedLine(app, row, now),
    columns: columnsOf,
    insert: (body, values) => ({
      ...values,
      stationId: body.stationId,
      title: body.title,
      body: values.body ?? '',
      publishedAt: values.publishedAt ?? new Date(),
      slug: toSlug(body.title),
    }),
    // The slug follows the title; it is derived, so Activity shows the title change alone.
    derived: (values) => (values.title === undefined ? {} : { slug: toSlug(values.title) }),
  });
}
