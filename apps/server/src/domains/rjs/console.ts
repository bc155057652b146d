import {
  idPath,
  list,
  one,
  PROFILE_MESSAGES,
  profileCreateBody,
  profileUpdateBody,
  staffProfile,
  staffProfileQuery,
  staffProfileSummary,
} from '@tarang/contracts';
import { and, asc, desc, eq, ilike, or } from 'drizzle-orm';
import type { z } from 'zod';
import { countWhere } from '../../db/queries';
import { profiles } from '../../db/schema';
import { HttpError, notFound } from '../../errors';
import {
  assertCanManage,
  assertFile,
  assertStation,
  changedFields,
  consoleWrite,
  recordActivity,
  staffUser,
  stationScope,
  updateVersioned,
} from '../../shared/console';
import { likePattern, pageOf } from '../../shared/reads';
import type { App } from '../../types';
import { toStaffProfile, toSummary } from './console-json';
import {
  assertDeletable,
  assertGalleryFiles,
  assertProfileIdFree,
  assertVideoFiles,
  findStaffProfile,
  isProfileIdClash,
  listsOf,
  nextSortOrder,
  replaceGallery,
  replaceVideos,
  showCounts,
} from './console-store';

const tags = ['profile', 'staff'];
const security = [{ bearerAuth: [] }];
const ENTITY = 'rj';

type ProfileFields = Partial<z.output<typeof profileCreateBody>>;

/** The profiles columns of a form's fields (the gallery and videos are rows of their own tables). */
function columnsOf<T extends ProfileFields>({ gallery: _gallery, videos: _videos, ...columns }: T) {
  return columns;
}

/** A lost race for a profile id ends as the same 400 as the check before it, not a 500. */
async function savingProfileId<T>(work: Promise<T>): Promise<T> {
  try {
    return await work;
  } catch (error) {
    if (isProfileIdClash(error)) throw new HttpError(400, PROFILE_MESSAGES.profileIdTaken, 'profileId');
    throw error;
  }
}

/**
 * The console's RJs: a staff list (search on name or profile id, station, active or hidden, sort) and one RJ as
 * the form loads it (GET profile/v1/staff/profiles…), and the writes on the read paths (POST profile, PATCH and
 * DELETE profile/{id}, by the RJ's row id). An editor works only on their stations' RJs; every write is in
 * Activity, in the same transaction as the RJ, its gallery and its videos.
 */
export async function rjConsole(app: App) {
  const load = async (id: number) => {
    const row = await findStaffProfile(app.db, id);
    if (!row) throw notFound('RJ not found');
    return { row, showCount: (await showCounts(app.db, [id])).get(id) ?? 0 };
  };
  const answer = async (id: number) => {
    const { row, showCount } = await load(id);
    return { data: toStaffProfile(app, row, showCount) };
  };

  app.get(
    '/staff/profiles',
    {
      onRequest: app.requireStaff,
      schema: {
        tags,
        summary: 'RJs for the console: hidden ones too, with how many shows each hosts',
        security,
        querystring: staffProfileQuery,
        response: { 200: list(staffProfileSummary) },
      },
    },
    async (request) => {
      const user = staffUser(request);
      const { search, stationId, isActive, sort, ...paging } = request.query;
      const where = and(
        stationScope(user, profiles.stationId, stationId),
        search
          ? or(ilike(profiles.name, likePattern(search)), ilike(profiles.profileId, likePattern(search)))
          : undefined,
        isActive === undefined ? undefined : eq(profiles.isActive, isActive),
      );
      const orderBy =
        sort === 'name'
          ? [asc(profiles.name), asc(profiles.id)]
          : [desc(profiles.createdAt), desc(profiles.id)];
      const [rows, total] = await Promise.all([
        app.db.query.profiles.findMany({ where, orderBy, ...pageOf(paging), with: { image: true } }),
        countWhere(app.db, profiles, where),
      ]);
      const shows = await showCounts(
        app.db,
        rows.map((row) => row.id),
      );
      return { data: rows.map((row) => toSummary(app, row, shows.get(row.id) ?? 0)), total };
    },
  );

  app.get(
    '/staff/profiles/:id',
    {
      onRequest: app.requireStaff,
      schema: {
        tags,
        summary: 'One RJ as the console edits it: gallery and videos in order, file ids and URLs, version',
        security,
        params: idPath,
        response: { 200: one(staffProfile) },
      },
    },
    async (request) => {
      const { row, showCount } = await load(request.params.id);
      assertCanManage(staffUser(request), row.stationId);
      return { data: toStaffProfile(app, row, showCount) };
    },
  );

  app.post(
    '/profile',
    {
      onRequest: app.requireStaff,
      schema: {
        tags,
        summary: 'Create an RJ (staff) with portrait, gallery and videos; 400 when the profile id is taken',
        security,
        body: profileCreateBody,
        response: { 201: one(staffProfile) },
      },
    },
    async (request, reply) => {
      const user = staffUser(request);
      const body = request.body;
      assertCanManage(user, body.stationId);
      const id = await savingProfileId(
        consoleWrite(app, async (tx) => {
          await assertStation(tx, body.stationId);
          await assertProfileIdFree(tx, body.profileId);
          await assertFile(tx, body.profileImageFileId, 'image', 'profileImageFileId');
          await assertGalleryFiles(tx, body.gallery);
          await assertVideoFiles(tx, body.videos);
          const values = columnsOf(body);
          const [created] = await tx
            .insert(profiles)
            .values({ ...values, sortOrder: await nextSortOrder(tx, body.stationId) })
            .returning();
          if (!created) throw new Error('insert into profiles returned no row');
          await replaceGallery(tx, created.id, body.gallery);
          await replaceVideos(tx, created.id, body.videos);
          await recordActivity(tx, user, {
            action: 'create',
            entity: ENTITY,
            entityId: created.id,
            label: created.name,
            stationId: created.stationId,
            changes: { ...values, gallery: body.gallery, videos: body.videos },
          });
          return created.id;
        }),
      );
      return reply.code(201).send(await answer(id));
    },
  );

  app.patch(
    '/profile/:id',
    {
      onRequest: app.requireStaff,
      schema: {
        tags,
        summary:
          'Edit an RJ (staff); a gallery or videos list replaces them in its order; 409 when someone saved it since this version',
        security,
        params: idPath,
        body: profileUpdateBody,
        response: { 200: one(staffProfile) },
      },
    },
    async (request) => {
      const user = staffUser(request);
      const { id } = request.params;
      const { version, gallery, videos, ...fields } = request.body;
      await savingProfileId(
        consoleWrite(app, async (tx) => {
          const [before] = await tx.select().from(profiles).where(eq(profiles.id, id));
          if (!before) throw notFound('RJ not found');
          assertCanManage(user, before.stationId);
          if (fields.stationId !== undefined) {
            assertCanManage(user, fields.stationId);
            await assertStation(tx, fields.stationId);
          }
          if (fields.profileId !== undefined) await assertProfileIdFree(tx, fields.profileId, id);
          await assertFile(tx, fields.profileImageFileId, 'image', 'profileImageFileId');
          await assertGalleryFiles(tx, gallery);
          await assertVideoFiles(tx, videos);
          const values = columnsOf(fields);
          const lists = await listsOf(tx, id);
          const saved = await updateVersioned(tx, profiles, id, version, values, 'RJ');
          if (gallery) await replaceGallery(tx, id, gallery);
          if (videos) await replaceVideos(tx, id, videos);
          await recordActivity(tx, user, {
            action: 'update',
            entity: ENTITY,
            entityId: id,
            label: saved.name,
            stationId: saved.stationId,
            ...changedFields({ ...before, ...lists }, { ...values, gallery, videos }),
          });
        }),
      );
      return answer(id);
    },
  );

  app.delete(
    '/profile/:id',
    {
      onRequest: app.requireStaff,
      schema: {
        tags,
        summary:
          'Delete an RJ (staff) with their gallery and videos; 409 while they host shows or listeners’ requests name them',
        security,
        params: idPath,
      },
    },
    async (request, reply) => {
      const user = staffUser(request);
      const { id } = request.params;
      await consoleWrite(app, async (tx) => {
        const [row] = await tx.select().from(profiles).where(eq(profiles.id, id));
        if (!row) throw notFound('RJ not found');
        assertCanManage(user, row.stationId);
        await assertDeletable(tx, id);
        await tx.delete(profiles).where(eq(profiles.id, id));
        await recordActivity(tx, user, {
          action: 'delete',
          entity: ENTITY,
          entityId: id,
          label: row.name,
          stationId: row.stationId,
        });
      });
      return reply.code(204).send();
    },
  );
}
