import {
  episodeCreateBody,
  episodeFileKind,
  episodePath,
  episodeUpdateBody,
  idPath,
  list,
  one,
  staffEpisode,
  staffEpisodeQuery,
} from '@tarang/contracts';
import type { z } from 'zod';
import { notFound } from '../../errors';
import { cleanHtmlFields } from '../../html';
import type { AuthUser } from '../../plugins/auth';
import {
  assertCanManage,
  assertCanRead,
  assertFile,
  changedFields,
  consoleWrite,
  recordActivity,
  staffUser,
  type Tx,
} from '../../shared/console';
import { publishTime } from '../../shared/publication';
import type { App } from '../../types';
import { toStaffEpisode } from './console-json';
import { durationOfFile } from './console-links';
import {
  deleteEpisode,
  findEpisodeColumns,
  findShowOfEpisodes,
  findStaffEpisode,
  insertEpisode,
  listStaffEpisodes,
  type StaffEpisodeRow,
  updateEpisode,
} from './console-repository';

const tags = ['media', 'staff'];
const security = [{ bearerAuth: [] }];
const ENTITY = 'episode';

type EpisodeFields = Partial<z.output<typeof episodeCreateBody>>;

/** What a form sends (its HTML cleaned: cleanHtmlFields), as columns: the publish time is publishTime's. */
function columnsOf<T extends EpisodeFields>({ publishedAt: _time, ...rest }: T) {
  return rest;
}

/** The show of an episode route (any state): 404 when missing; its station decides who may change it. */
async function showOf(tx: Tx, id: number) {
  const show = await findShowOfEpisodes(tx, id);
  if (!show) throw notFound('Show not found');
  return show;
}

/**
 * The files an episode links to: its audio (a video for a video series), whose length read on upload becomes
 * the episode's, and an optional thumbnail image. Each a 400 on its field.
 */
async function fileColumns(
  tx: Tx,
  mediaType: string,
  fields: EpisodeFields,
): Promise<{ durationSeconds?: number }> {
  let durationSeconds: number | undefined;
  if (fields.fileId !== undefined) {
    await assertFile(tx, fields.fileId, episodeFileKind(mediaType), 'fileId');
    durationSeconds = await durationOfFile(tx, fields.fileId);
  }
  await assertFile(tx, fields.thumbnailFileId, 'image', 'thumbnailFileId');
  return durationSeconds === undefined ? {} : { durationSeconds };
}

/**
 * The console's episodes of a show: a staff list and one episode (GET media/v1/staff/media/{id}/episodes…), and
 * the writes on the read paths (POST media/{id}/episodes, PATCH and DELETE media/{id}/episodes/{episodeId}).
 * Who may change an episode is decided by its show's station; every write is in Activity.
 */
export async function episodeConsole(app: App) {
  const loaded = async (mediaId: number, id: number) =>
    toStaffEpisode(app, (await findStaffEpisode(app.db, mediaId, id)) as StaffEpisodeRow);

  /** The show, if the user may read it in the console. */
  async function readableShow(user: AuthUser, id: number) {
    const show = await showOf(app.db, id);
    assertCanRead(user, show.stationId);
    return show;
  }

  app.get(
    '/staff/media/:id/episodes',
    {
      onRequest: app.requireStaff,
      schema: {
        tags,
        summary: 'Episodes of a show for the console: every state, with search, status filter and sort',
        security,
        params: idPath,
        querystring: staffEpisodeQuery,
        response: { 200: list(staffEpisode) },
      },
    },
    async (request) => {
      const show = await readableShow(staffUser(request), request.params.id);
      const { rows, total } = await listStaffEpisodes(app, show.id, request.query);
      return { data: rows.map((row) => toStaffEpisode(app, row)), total };
    },
  );

  app.get(
    '/staff/media/:id/episodes/:episodeId',
    {
      onRequest: app.requireStaff,
      schema: {
        tags,
        summary: 'One episode as the console edits it (any state), with its version',
        security,
        params: episodePath,
        response: { 200: one(staffEpisode) },
      },
    },
    async (request) => {
      const show = await readableShow(staffUser(request), request.params.id);
      const row = await findStaffEpisode(app.db, show.id, request.params.episodeId);
      if (!row) throw notFound('Episode not found');
      return { data: toStaffEpisode(app, row) };
    },
  );

  app.post(
    '/media/:id/episodes',
    {
      onRequest: app.requireStaff,
      schema: {
        tags,
        summary:
          "Add an episode to a show (staff): its audio (or video) file's length is read from the file; a draft unless status is published",
        security,
        params: idPath,
        body: episodeCreateBody,
        response: { 201: one(staffEpisode) },
      },
    },
    async (request, reply) => {
      const user = staffUser(request);
      const body = await cleanHtmlFields(request.body, 'description');
      const created = await consoleWrite(app, async (tx) => {
        const show = await showOf(tx, request.params.id);
        assertCanManage(user, show.stationId);
        const values = {
          ...columnsOf(body),
          ...(await fileColumns(tx, show.mediaType, body)),
          publishedAt: publishTime(body) as Date,
        };
        const row = await insertEpisode(tx, {
          ...values,
          mediaId: show.id,
          durationSeconds: values.durationSeconds as number,
        });
        await recordActivity(tx, user, {
          action: 'create',
          entity: ENTITY,
          entityId: row.id,
          label: row.title,
          stationId: show.stationId,
          changes: { mediaId: show.id, ...values },
        });
        return row;
      });
      return reply.code(201).send({ data: await loaded(created.mediaId, created.id) });
    },
  );

  app.patch(
    '/media/:id/episodes/:episodeId',
    {
      onRequest: app.requireStaff,
      schema: {
        tags,
        summary:
          'Edit an episode (staff); the description is sanitised HTML; 409 when someone saved it since',
        security,
        params: episodePath,
        body: episodeUpdateBody,
        response: { 200: one(staffEpisode) },
      },
    },
    async (request) => {
      const user = staffUser(request);
      const { id, episodeId } = request.params;
      const { version, ...fields } = await cleanHtmlFields(request.body, 'description');
      await consoleWrite(app, async (tx) => {
        const show = await showOf(tx, id);
        assertCanManage(user, show.stationId);
        const before = await findEpisodeColumns(tx, show.id, episodeId);
        if (!before) throw notFound('Episode not found');
        const publishedAt = publishTime(fields, before);
        const values = {
          ...columnsOf(fields),
          ...(await fileColumns(tx, show.mediaType, fields)),
          ...(publishedAt && { publishedAt }),
        };
        const saved = await updateEpisode(tx, episodeId, version, values);
        await recordActivity(tx, user, {
          action: 'update',
          entity: ENTITY,
          entityId: episodeId,
          label: saved.title,
          stationId: show.stationId,
          ...changedFields(before, values),
        });
      });
      return { data: await loaded(id, episodeId) };
    },
  );

  app.delete(
    '/media/:id/episodes/:episodeId',
    {
      onRequest: app.requireStaff,
      schema: {
        tags,
        summary: "Delete an episode (staff), and listeners' favourites of it; its file is kept",
        security,
        params: episodePath,
      },
    },
    async (request, reply) => {
      const user = staffUser(request);
      const { id, episodeId } = request.params;
      await consoleWrite(app, async (tx) => {
        const show = await showOf(tx, id);
        assertCanManage(user, show.stationId);
        // The episode, then listeners' favourites of it.
        const row = await deleteEpisode(tx, show.id, episodeId);
        if (!row) throw notFound('Episode not found');
        await recordActivity(tx, user, {
          action: 'delete',
          entity: ENTITY,
          entityId: episodeId,
          label: row.title,
          stationId: show.stationId,
        });
      });
      return reply.code(204).send();
    },
  );
}
