import {
  episodeFileKind,
  idPath,
  list,
  mediaCreateBody,
  mediaUpdateBody,
  one,
  staffMedia,
  staffMediaQuery,
  toSlug,
} from '@tarang/contracts';
import type { z } from 'zod';
import { HttpError, notFound } from '../../errors';
import { cleanHtmlFields } from '../../html';
import {
  assertCanManage,
  assertCanRead,
  assertStation,
  changedFields,
  consoleWrite,
  inUse,
  recordActivity,
  staffUser,
} from '../../shared/console';
import { publishTime } from '../../shared/publication';
import type { App } from '../../types';
import { toStaffMedia } from './console-json';
import { assertGenreExists, assertImages, assertRjs } from './console-links';
import {
  countEpisodes,
  countScheduleSlots,
  deleteShow,
  findStaffMedia,
  insertShow,
  listStaffMedia,
  lockShow,
  type StaffMediaRow,
  saveImages,
  saveRjs,
  updateShow,
} from './console-repository';

const tags = ['media', 'staff'];
const security = [{ bearerAuth: [] }];
const ENTITY = 'show';

type MediaFields = Partial<z.output<typeof mediaCreateBody>>;

/**
 * What a form sends (its HTML cleaned: cleanHtmlFields), as columns of `media`; RJs and covers are rows of their
 * own tables.
 */
function columnsOf<T extends MediaFields>({
  publishedAt: _time,
  rjIds: _rjs,
  imageFileIds: _covers,
  ...rest
}: T) {
  return rest;
}

/** A show as Activity compares it: its columns, and its RJs and covers as lists of ids. */
const linksOf = (row: StaffMediaRow) => ({
  ...row,
  rjIds: row.profiles.map(({ profile }) => profile.id).sort((a, b) => a - b),
  imageFileIds: row.images.map((image) => image.fileId),
});

const typeLockedMessage = (mediaType: string) =>
  episodeFileKind(mediaType) === 'video'
    ? 'The episodes of this series are videos: it can become an audio show or a podcast only without episodes'
    : 'The episodes of this show are audio: it can become a video series only without episodes';

const scheduleMessage = (n: number) =>
  `This show is on the schedule (${n === 1 ? '1 slot' : `${n} slots`}): take it off the schedule first`;

const episodesMessage = (n: number) =>
  n === 1 ? 'This show has 1 episode: delete it first' : `This show has ${n} episodes: delete them first`;

/**
 * The console's shows (audio shows, podcasts, video series): a staff list and one show as the form loads it
 * (GET media/v1/staff/media…), and the writes on the read paths (POST media, PATCH and DELETE media/{id}). An
 * editor changes only their stations' shows; network-wide shows are a network admin's. Every write is in Activity.
 */
export async function showConsole(app: App) {
  const loaded = async (id: number) => toStaffMedia(app, (await findStaffMedia(app.db, id)) as StaffMediaRow);

  app.get(
    '/staff/media',
    {
      onRequest: app.requireStaff,
      schema: {
        tags,
        summary: 'Shows for the console: every state, with search, station, type and status filters',
        security,
        querystring: staffMediaQuery,
        response: { 200: list(staffMedia) },
      },
    },
    async (request) => {
      const { rows, total } = await listStaffMedia(app, staffUser(request), request.query);
      return { data: rows.map((row) => toStaffMedia(app, row)), total };
    },
  );

  app.get(
    '/staff/media/:id',
    {
      onRequest: app.requireStaff,
      schema: {
        tags,
        summary: 'One show as the console edits it (any state), with its version',
        security,
        params: idPath,
        response: { 200: one(staffMedia) },
      },
    },
    async (request) => {
      const row = await findStaffMedia(app.db, request.params.id);
      if (!row) throw notFound('Show not found');
      assertCanRead(staffUser(request), row.stationId);
      return { data: toStaffMedia(app, row) };
    },
  );

  app.post(
    '/media',
    {
      onRequest: app.requireStaff,
      schema: {
        tags,
        summary:
          'Create a show (staff); a draft unless status is published. No station: network-wide (admins)',
        security,
        body: mediaCreateBody,
        response: { 201: one(staffMedia) },
      },
    },
    async (request, reply) => {
      const user = staffUser(request);
      const body = await cleanHtmlFields(request.body, 'description');
      assertCanManage(user, body.stationId);
      const id = await consoleWrite(app, async (tx) => {
        await assertStation(tx, body.stationId);
        await assertGenreExists(tx, body.genreId);
        await assertRjs(tx, user, body.rjIds);
        await assertImages(tx, body.imageFileIds);
        const values = { ...columnsOf(body), publishedAt: publishTime(body) as Date };
        const created = await insertShow(tx, { ...values, slug: toSlug(body.title) });
        await saveRjs(tx, created.id, body.rjIds);
        await saveImages(tx, created.id, body.imageFileIds);
        await recordActivity(tx, user, {
          action: 'create',
          entity: ENTITY,
          entityId: created.id,
          label: created.title,
          stationId: created.stationId,
          changes: { ...values, rjIds: body.rjIds, imageFileIds: body.imageFileIds },
        });
        return created.id;
      });
      return reply.code(201).send({ data: await loaded(id) });
    },
  );

  app.patch(
    '/media/:id',
    {
      onRequest: app.requireStaff,
      schema: {
        tags,
        summary: 'Edit a show (staff); 409 when someone saved it since this version',
        security,
        params: idPath,
        body: mediaUpdateBody,
        response: { 200: one(staffMedia) },
      },
    },
    async (request) => {
      const user = staffUser(request);
      const { id } = request.params;
      const { version, ...fields } = await cleanHtmlFields(request.body, 'description');
      await consoleWrite(app, async (tx) => {
        const before = await findStaffMedia(tx, id);
        if (!before) throw notFound('Show not found');
        assertCanManage(user, before.stationId);
        if (fields.stationId !== undefined) assertCanManage(user, fields.stationId);
        await assertStation(tx, fields.stationId);
        // Audio shows and podcasts hold audio, a video series video: the type may not leave episodes wrong.
        if (
          fields.mediaType &&
          episodeFileKind(fields.mediaType) !== episodeFileKind(before.mediaType) &&
          before.episodeCount > 0
        ) {
          throw new HttpError(400, typeLockedMessage(before.mediaType), 'mediaType');
        }
        await assertGenreExists(tx, fields.genreId);
        const previous = linksOf(before);
        await assertRjs(tx, user, fields.rjIds, previous.rjIds);
        await assertImages(tx, fields.imageFileIds);
        const publishedAt = publishTime(fields, before);
        const values = {
          ...columnsOf(fields),
          ...(publishedAt && { publishedAt }),
          ...(fields.title !== undefined && { slug: toSlug(fields.title) }),
        };
        const saved = await updateShow(tx, id, version, values);
        await saveRjs(tx, id, fields.rjIds);
        await saveImages(tx, id, fields.imageFileIds);
        const { slug: _slug, ...shown } = values;
        await recordActivity(tx, user, {
          action: 'update',
          entity: ENTITY,
          entityId: id,
          label: saved.title,
          stationId: saved.stationId,
          ...changedFields(previous, {
            ...shown,
            rjIds: fields.rjIds && [...fields.rjIds].sort((a, b) => a - b),
            imageFileIds: fields.imageFileIds,
          }),
        });
      });
      return { data: await loaded(id) };
    },
  );

  app.delete(
    '/media/:id',
    {
      onRequest: app.requireStaff,
      schema: {
        tags,
        summary: 'Delete a show (staff); refused (409) while it has episodes or slots on the schedule',
        security,
        params: idPath,
      },
    },
    async (request, reply) => {
      const user = staffUser(request);
      const { id } = request.params;
      await consoleWrite(app, async (tx) => {
        // Locked: an episode added meanwhile waits, and is not deleted with the show (episodes cascade).
        const row = await lockShow(tx, id);
        if (!row) throw notFound('Show not found');
        assertCanManage(user, row.stationId);
        const episodeCount = await countEpisodes(tx, id);
        if (episodeCount) throw inUse(episodesMessage(episodeCount));
        // Its slots would go with it (they cascade), leaving a hole on air nobody chose.
        const slots = await countScheduleSlots(tx, id);
        if (slots) throw inUse(scheduleMessage(slots));
        await deleteShow(tx, id);
        await recordActivity(tx, user, {
          action: 'delete',
          entity: ENTITY,
          entityId: id,
          label: row.title,
          stationId: row.stationId,
        });
      });
      return reply.code(204).send();
    },
  );
}
