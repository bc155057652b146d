import {
  PROFILE_MESSAGES,
  profileCreateBody,
  profileUpdateBody,
  staffProfile,
  staffProfileQuery,
  staffProfileSummary,
} from '@tarang/contracts';
import type { z } from 'zod';
import { HttpError, notFound } from '../../errors';
import { assertCanManage, assertFile, consoleWrite, recordActivity } from '../../shared/console';
import { consoleResource } from '../../shared/console-resource';
import type { App } from '../../types';
import {
  assertDeletable,
  assertGalleryFiles,
  assertProfileIdFree,
  assertVideoFiles,
  isProfileIdClash,
} from './console-checks';
import { toStaffProfile, toSummary } from './console-json';
import {
  deleteProfile,
  listsOf,
  nextSortOrder,
  profileStore,
  replaceGallery,
  replaceVideos,
  type StaffProfileRow,
} from './console-repository';

const ENTITY = 'rj';

type ProfileFields = Partial<z.output<typeof profileCreateBody>>;

/** The profiles columns of a form's fields (the gallery and videos are rows of their own tables). */
function columnsOf<T extends ProfileFields>({ gallery: _gallery, videos: _videos, ...columns }: T) {
  return columns;
}

/**
 * The console's RJs: a staff list (search on name or profile id, station, active or hidden, sort) and one RJ as
 * the form loads it (GET profile/v1/staff/profiles…), and the writes on the read paths (POST profile, PATCH and
 * DELETE profile/{id}, by the RJ's row id). An editor works only on their stations' RJs; every write is in
 * Activity, in the same transaction as the RJ, its gallery and its videos.
 */
export async function rjConsole(app: App) {
  consoleResource(app, {
    store: profileStore,
    tags: ['profile', 'staff'],
    entity: ENTITY,
    what: 'RJ',
    paths: { list: 'profiles', write: 'profile' },
    schemas: {
      item: staffProfile,
      query: staffProfileQuery,
      create: profileCreateBody,
      update: profileUpdateBody,
    },
    summaries: {
      list: 'RJs for the console: hidden ones too, with how many shows each hosts',
      get: 'One RJ as the console edits it: gallery and videos in order, file ids and URLs, version',
      create: 'Create an RJ (staff) with portrait, gallery and videos; 400 when the profile id is taken',
      update:
        'Edit an RJ (staff); a gallery or videos list replaces them in its order; 409 when someone saved it since this version',
      delete:
        'Delete an RJ (staff) with their gallery and videos; 409 while they host shows or listeners’ requests name them',
    },
    checkStation: true,
    answer: (row) => toStaffProfile(app, row as StaffProfileRow, row.showCount),
    listItem: { schema: staffProfileSummary, answer: (row) => toSummary(app, row, row.showCount) },
    label: (row) => row.name,
    links: async (tx, _user, fields, before) => {
      if (fields.profileId !== undefined) await assertProfileIdFree(tx, fields.profileId, before?.id);
      await assertFile(tx, fields.profileImageFileId, 'image', 'profileImageFileId');
      await assertGalleryFiles(tx, fields.gallery);
      await assertVideoFiles(tx, fields.videos);
    },
    columns: (fields) => columnsOf(fields),
    insert: (body) => columnsOf(body),
    // A new RJ goes after the station's others in the listener list.
    insertRead: async (tx, body) => ({ sortOrder: await nextSortOrder(tx, body.stationId) }),
    afterCreate: async (tx, created, { gallery, videos }) => {
      await replaceGallery(tx, created.id, gallery);
      await replaceVideos(tx, created.id, videos);
      return { gallery, videos };
    },
    compared: async (tx, before, { gallery, videos }) => ({
      before: await listsOf(tx, before.id),
      after: { gallery, videos },
    }),
    afterUpdate: async (tx, id, { gallery, videos }) => {
      if (gallery) await replaceGallery(tx, id, gallery);
      if (videos) await replaceVideos(tx, id, videos);
    },
    // A lost race for a profile id ends as the same 400 as the check before it, not a 500.
    failed: () => (error) => {
      if (isProfileIdClash(error)) throw new HttpError(400, PROFILE_MESSAGES.profileIdTaken, 'profileId');
      throw error;
    },
    remove: (user, id) =>
      consoleWrite(app, async (tx) => {
        const row = await profileStore.stored(tx, id);
        if (!row) throw notFound('RJ not found');
        assertCanManage(user, row.stationId);
        await assertDeletable(tx, id);
        await deleteProfile(tx, id);
        await recordActivity(tx, user, {
          action: 'delete',
          entity: ENTITY,
          entityId: id,
          label: row.name,
          stationId: row.stationId,
        });
      }),
  });
}
