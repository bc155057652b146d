import {
  brandColorProblem,
  STATION_MESSAGES,
  staffStationDetail,
  staffStationListQuery,
  staffStationRow,
  stationCreateBody,
  stationUpdateBody,
  toSlug,
} from '@tarang/contracts';
import type { z } from 'zod';
import { HttpError, notFound } from '../../errors';
import { destinationProblem } from '../../outbound/fetch';
import { assertFile, consoleWrite, recordActivity } from '../../shared/console';
import { deleteRow } from '../../shared/console-repository';
import { consoleResource } from '../../shared/console-resource';
import type { App } from '../../types';
import {
  assertAnotherActive,
  assertNameFree,
  assertPlace,
  assertPlatforms,
  assertUnused,
  isSlugClash,
} from './console-checks';
import { socialLinksOf, toStaffStationDetail, toStaffStationRow } from './console-json';
import {
  findStationWithLinks,
  nextSortOrder,
  replaceSocialLinks,
  type StaffStationDetailRow,
  type StationColumns,
  stationStore,
} from './console-repository';

const ENTITY = 'station';

type StationFields = Partial<z.output<typeof stationCreateBody>>;

/**
 * 400 on streamUrl for an address the server would not fetch (an internal one): the admin hears it on saving,
 * not from a title that never shows. Checked before the transaction, as it may wait for DNS.
 */
async function assertStreamAddress(app: App, streamUrl: string | undefined) {
  if (!streamUrl) return;
  const problem = await destinationProblem(streamUrl, app.config.allowPrivateStreamHosts);
  if (problem) throw new HttpError(400, `Stream address: ${problem}`, 'streamUrl');
}

/** A colour is checked when it changes: stations saved before the rule keep theirs until then. */
function colorOf(color: string | undefined, before: StationColumns | undefined) {
  if (color === undefined || !before) return color;
  if (color === before.color.toLowerCase()) return before.color;
  const problem = brandColorProblem(color);
  if (problem) throw new HttpError(400, problem, 'color');
  return color;
}

/** What a form sends, as columns: the slug follows the name, an empty channel link is stored as none. */
function columnsOf(fields: StationFields, before: StationColumns | undefined) {
  const { socialLinks: _links, name, whatsappChannelUrl, color, ...rest } = fields;
  const checked = colorOf(color, before);
  return {
    ...rest,
    ...(checked !== undefined && { color: checked }),
    ...(name !== undefined && { name, slug: toSlug(name) }),
    ...(whatsappChannelUrl !== undefined && { whatsappChannelUrl: whatsappChannelUrl || null }),
  };
}

/** Links as Activity records them: platform and address, in platform order. */
const linksForActivity = (links: { platformId: number; url: string }[]) =>
  [...links].sort((a, b) => a.platformId - b.platformId).map(({ platformId, url }) => ({ platformId, url }));

/**
 * The console's stations: every station with the inactive ones (GET station/v1/staff/stations…; an editor reads
 * their own), and the network admin's writes on the read paths (POST station, PATCH and DELETE station/{id}).
 * A station with content cannot be deleted, only deactivated, which takes it out of every listener read.
 */
export async function stationConsole(app: App) {
  consoleResource(app, {
    store: stationStore,
    tags: ['station', 'staff'],
    entity: ENTITY,
    what: 'Station',
    paths: { list: 'stations', write: 'station' },
    schemas: {
      item: staffStationDetail,
      query: staffStationListQuery,
      create: stationCreateBody,
      update: stationUpdateBody,
    },
    summaries: {
      list: 'Stations for the console, inactive ones too (an editor gets their own)',
      get: 'One station as its form edits it, with how much content uses it',
      create: 'Create a station (network admins)',
      update: 'Edit a station (network admins); socialLinks replaces them all; 409 on a stale version',
      delete: 'Delete a station that has no content (network admins); 409 names what it still has',
    },
    adminOnly: true,
    stations: true,
    listItem: { schema: staffStationRow, answer: (row) => toStaffStationRow(app, row) },
    // The list's rows are less than one station read (stationStore.row): that one has its form's fields.
    answer: (row) => {
      const station = row as StaffStationDetailRow;
      return toStaffStationDetail(app, station, station.usage);
    },
    label: (row) => row.name,
    columns: columnsOf,
    insert: (body, values) => ({
      ...values,
      name: body.name,
      slug: toSlug(body.name),
      frequency: body.frequency,
      color: body.color,
      latitude: body.latitude,
      longitude: body.longitude,
    }),
    prepare: (sent) => assertStreamAddress(app, sent.streamUrl),
    validate: async (tx, sent, before) => {
      if (sent.name !== undefined) await assertNameFree(tx, toSlug(sent.name), before?.id);
      if (before && sent.isActive === false && before.isActive) await assertAnotherActive(tx, before.id);
      await assertFile(tx, sent.logoFileId, 'image', 'logoFileId');
      if (!before || sent.cityId !== undefined || sent.stateId !== undefined) {
        await assertPlace(
          tx,
          sent.cityId === undefined ? (before?.cityId ?? null) : sent.cityId,
          sent.stateId === undefined ? (before?.stateId ?? null) : sent.stateId,
        );
      }
      if (sent.socialLinks !== undefined) await assertPlatforms(tx, sent.socialLinks);
    },
    // A new station goes last unless the form says where (read once its checks have passed).
    beforeSave: async (tx, values, id) => {
      if (id === undefined) values.sortOrder ??= await nextSortOrder(tx);
    },
    afterCreate: async (tx, created, { socialLinks }) => {
      await replaceSocialLinks(tx, created.id, socialLinks);
      return { socialLinks: linksForActivity(socialLinks) };
    },
    afterUpdate: async (tx, id, { socialLinks }, changed) => {
      if (socialLinks === undefined) return;
      const stored = await findStationWithLinks(tx, id);
      const previous = linksForActivity(stored ? socialLinksOf(stored) : []);
      await replaceSocialLinks(tx, id, socialLinks);
      const links = linksForActivity(socialLinks);
      if (JSON.stringify(links) !== JSON.stringify(previous)) {
        changed.changes.socialLinks = links;
        changed.before.socialLinks = previous;
      }
    },
    // A name another save took in between the check and the write is still a clear 409 on name.
    failed: () => (error) => {
      if (isSlugClash(error)) throw new HttpError(409, STATION_MESSAGES.nameTaken, 'name');
      throw error;
    },
    // A new or changed external stream is allowed by the site's CSP from the next page load.
    committed: async (action, sent) => {
      if (action === 'create' || sent.streamUrl !== undefined) await app.streamOrigins.refresh();
    },
    remove: (user, id) =>
      consoleWrite(app, async (tx) => {
        const row = await stationStore.stored(tx, id);
        if (!row) throw notFound('Station not found');
        await assertUnused(tx, id);
        if (row.isActive) await assertAnotherActive(tx, id);
        // Recorded before the row goes: the entry keeps the id, its station link is then cleared (set null).
        await recordActivity(tx, user, {
          action: 'delete',
          entity: ENTITY,
          entityId: id,
          label: row.name,
          stationId: id,
        });
        await deleteRow(tx, stationStore.table, id);
      }),
  });
}
