import {
  episodeFileKind,
  mediaCreateBody,
  mediaUpdateBody,
  staffMedia,
  staffMediaQuery,
  toSlug,
} from '@tarang/contracts';
import type { z } from 'zod';
import { HttpError, notFound } from '../../errors';
import { assertCanManage, consoleWrite, inUse, recordActivity } from '../../shared/console';
import { consoleResource } from '../../shared/console-resource';
import { publishTime } from '../../shared/publication';
import type { App } from '../../types';
import { toStaffMedia } from './console-json';
import { assertGenreExists, assertImages, assertRjs } from './console-links';
import {
  countEpisodes,
  countScheduleSlots,
  deleteShow,
  lockShow,
  mediaStore,
  type StaffMediaRow,
  saveImages,
  saveRjs,
} from './console-repository';

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

/** A show's RJs and covers as Activity compares them: lists of ids. */
const linksOf = (row: StaffMediaRow) => ({
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
  consoleResource(app, {
    store: mediaStore,
    tags: ['media', 'staff'],
    entity: ENTITY,
    what: 'Show',
    paths: { list: 'media', write: 'media' },
    schemas: { item: staffMedia, query: staffMediaQuery, create: mediaCreateBody, update: mediaUpdateBody },
    summaries: {
      list: 'Shows for the console: every state, with search, station, type and status filters',
      get: 'One show as the console edits it (any state), with its version',
      create: 'Create a show (staff); a draft unless status is published. No station: network-wide (admins)',
      update: 'Edit a show (staff); 409 when someone saved it since this version',
      delete: 'Delete a show (staff); refused (409) while it has episodes or slots on the schedule',
    },
    networkWide: true,
    checkStation: true,
    html: ['description'],
    answer: (row) => toStaffMedia(app, row),
    links: async (tx, user, fields, stored) => {
      const before = stored as StaffMediaRow | undefined;
      // Audio shows and podcasts hold audio, a video series video: the type may not leave episodes wrong.
      if (
        before &&
        fields.mediaType &&
        episodeFileKind(fields.mediaType) !== episodeFileKind(before.mediaType) &&
        before.episodeCount > 0
      ) {
        throw new HttpError(400, typeLockedMessage(before.mediaType), 'mediaType');
      }
      await assertGenreExists(tx, fields.genreId);
      await assertRjs(tx, user, fields.rjIds, before && linksOf(before).rjIds);
      await assertImages(tx, fields.imageFileIds);
    },
    columns: (fields, before) => {
      const publishedAt = publishTime(fields, before);
      return { ...columnsOf(fields), ...(publishedAt && { publishedAt }) };
    },
    insert: (body, values) => ({
      ...columnsOf(body),
      publishedAt: values.publishedAt as Date,
      slug: toSlug(body.title),
    }),
    derived: (values) => (values.title !== undefined ? { slug: toSlug(values.title) } : {}),
    afterCreate: async (tx, created, { rjIds, imageFileIds }) => {
      await saveRjs(tx, created.id, rjIds);
      await saveImages(tx, created.id, imageFileIds);
      return { rjIds, imageFileIds };
    },
    compared: async (_tx, before, fields) => ({
      before: linksOf(before as StaffMediaRow),
      after: {
        rjIds: fields.rjIds && [...fields.rjIds].sort((a, b) => a - b),
        imageFileIds: fields.imageFileIds,
      },
    }),
    afterUpdate: async (tx, id, { rjIds, imageFileIds }) => {
      await saveRjs(tx, id, rjIds);
      await saveImages(tx, id, imageFileIds);
    },
    remove: (user, id) =>
      consoleWrite(app, async (tx) => {
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
      }),
  });
}
