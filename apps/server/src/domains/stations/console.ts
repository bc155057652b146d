import {
  brandColorProblem,
  idPath,
  list,
  one,
  STATION_MESSAGES,
  staffStationDetail,
  staffStationListQuery,
  staffStationRow,
  stationCreateBody,
  stationUpdateBody,
  toSlug,
} from '@tarang/contracts';
import { and, asc, eq, ilike, or } from 'drizzle-orm';
import type { z } from 'zod';
import { countWhere } from '../../db/queries';
import { stations } from '../../db/schema';
import { HttpError, notFound } from '../../errors';
import { destinationProblem } from '../../outbound/fetch';
import {
  assertCanManage,
  assertFile,
  changedFields,
  consoleWrite,
  recordActivity,
  staffUser,
  stationScope,
  updateVersioned,
} from '../../shared/console';
import { likePattern, pageOf } from '../../shared/reads';
import type { App } from '../../types';
import {
  assertAnotherActive,
  assertNameFree,
  assertPlace,
  assertPlatforms,
  assertUnused,
  findStationForStaff,
  isSlugClash,
  nextSortOrder,
  replaceSocialLinks,
  socialLinksOf,
  stationUsage,
  toStaffStationDetail,
  toStaffStationRow,
} from './console-store';

const tags = ['station', 'staff'];
const security = [{ bearerAuth: [] }];
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

/** What a form sends, as columns: the slug follows the name, an empty channel link is stored as none. */
function columnsOf({ socialLinks: _links, name, whatsappChannelUrl, ...rest }: StationFields) {
  return {
    ...rest,
    ...(name !== undefined && { name, slug: toSlug(name) }),
    ...(whatsappChannelUrl !== undefined && { whatsappChannelUrl: whatsappChannelUrl || null }),
  };
}

/** Links as Activity records them: platform and address, in platform order. */
const linksForActivity = (links: { platformId: number; url: string }[]) =>
  [...links].sort((a, b) => a.platformId - b.platformId).map(({ platformId, url }) => ({ platformId, url }));

/** A name another save took in between the check and the write is still a clear 409 on name. */
async function withNameCheck<T>(work: Promise<T>): Promise<T> {
  try {
    return await work;
  } catch (error) {
    if (isSlugClash(error)) throw new HttpError(409, STATION_MESSAGES.nameTaken, 'name');
    throw error;
  }
}

/**
 * The console's stations: every station with the inactive ones (GET station/v1/staff/stations…; an editor reads
 * their own), and the network admin's writes on the read paths (POST station, PATCH and DELETE station/{id}).
 * A station with content cannot be deleted, only deactivated, which takes it out of every listener read.
 */
export async function stationConsole(app: App) {
  const detailOf = async (id: number) => {
    const row = await findStationForStaff(app.db, id);
    if (!row) throw notFound('Station not found');
    return toStaffStationDetail(app, row, await stationUsage(app.db, id));
  };

  app.get(
    '/staff/stations',
    {
      onRequest: app.requireStaff,
      schema: {
        tags,
        summary: 'Stations for the console, inactive ones too (an editor gets their own)',
        security,
        querystring: staffStationListQuery,
        response: { 200: list(staffStationRow) },
      },
    },
    async (request) => {
      const { search, stationId, isActive, sort, ...paging } = request.query;
      const where = and(
        stationScope(staffUser(request), stations.id, stationId),
        isActive === undefined ? undefined : eq(stations.isActive, isActive),
        search
          ? or(
              ilike(stations.name, likePattern(search)),
              ilike(stations.frequency, likePattern(search)),
              ilike(stations.tagline, likePattern(search)),
            )
          : undefined,
      );
      const orderBy =
        sort === 'name'
          ? [asc(stations.name), asc(stations.id)]
          : [asc(stations.sortOrder), asc(stations.id)];
      const [rows, total] = await Promise.all([
        app.db.query.stations.findMany({
          where,
          orderBy,
          ...pageOf(paging),
          with: { logo: true, city: true, state: true },
        }),
        countWhere(app.db, stations, where),
      ]);
      return { data: rows.map((row) => toStaffStationRow(app, row)), total };
    },
  );

  app.get(
    '/staff/stations/:id',
    {
      onRequest: app.requireStaff,
      schema: {
        tags,
        summary: 'One station as its form edits it, with how much content uses it',
        security,
        params: idPath,
        response: { 200: one(staffStationDetail) },
      },
    },
    async (request) => {
      const { id } = request.params;
      const [exists] = await app.db.select({ id: stations.id }).from(stations).where(eq(stations.id, id));
      if (!exists) throw notFound('Station not found');
      assertCanManage(staffUser(request), id);
      return { data: await detailOf(id) };
    },
  );

  app.post(
    '/station',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags,
        summary: 'Create a station (network admins)',
        security,
        body: stationCreateBody,
        response: { 201: one(staffStationDetail) },
      },
    },
    async (request, reply) => {
      const user = staffUser(request);
      const body = request.body;
      await assertStreamAddress(app, body.streamUrl);
      const id = await withNameCheck(
        consoleWrite(app, async (tx) => {
          await assertNameFree(tx, toSlug(body.name));
          await assertFile(tx, body.logoFileId, 'image', 'logoFileId');
          await assertPlace(tx, body.cityId, body.stateId);
          await assertPlatforms(tx, body.socialLinks);
          const values = { ...columnsOf(body), sortOrder: body.sortOrder ?? (await nextSortOrder(tx)) };
          const [created] = await tx
            .insert(stations)
            .values({
              ...values,
              name: body.name,
              slug: toSlug(body.name),
              frequency: body.frequency,
              color: body.color,
              latitude: body.latitude,
              longitude: body.longitude,
            })
            .returning();
          if (!created) throw new Error('insert into stations returned no row');
          await replaceSocialLinks(tx, created.id, body.socialLinks);
          await recordActivity(tx, user, {
            action: 'create',
            entity: ENTITY,
            entityId: created.id,
            label: created.name,
            stationId: created.id,
            changes: { ...values, socialLinks: linksForActivity(body.socialLinks) },
          });
          return created.id;
        }),
      );
      await app.streamOrigins.refresh();
      return reply.code(201).send({ data: await detailOf(id) });
    },
  );

  app.patch(
    '/station/:id',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags,
        summary: 'Edit a station (network admins); socialLinks replaces them all; 409 on a stale version',
        security,
        params: idPath,
        body: stationUpdateBody,
        response: { 200: one(staffStationDetail) },
      },
    },
    async (request) => {
      const user = staffUser(request);
      const { id } = request.params;
      const { version, ...fields } = request.body;
      await assertStreamAddress(app, fields.streamUrl);
      await withNameCheck(
        consoleWrite(app, async (tx) => {
          const before = await tx.query.stations.findFirst({
            where: eq(stations.id, id),
            with: { socialLinks: { with: { platform: true } } },
          });
          if (!before) throw notFound('Station not found');
          // A colour is checked when it changes: stations saved before the rule keep theirs until then.
          if (fields.color !== undefined && fields.color === before.color.toLowerCase()) {
            fields.color = before.color;
          } else if (fields.color !== undefined) {
            const problem = brandColorProblem(fields.color);
            if (problem) throw new HttpError(400, problem, 'color');
          }
          if (fields.name !== undefined) await assertNameFree(tx, toSlug(fields.name), id);
          if (fields.isActive === false && before.isActive) await assertAnotherActive(tx, id);
          await assertFile(tx, fields.logoFileId, 'image', 'logoFileId');
          if (fields.cityId !== undefined || fields.stateId !== undefined) {
            await assertPlace(
              tx,
              fields.cityId === undefined ? before.cityId : fields.cityId,
              fields.stateId === undefined ? before.stateId : fields.stateId,
            );
          }
          const values = columnsOf(fields);
          const changed = changedFields(before, values);
          if (fields.socialLinks !== undefined) {
            await assertPlatforms(tx, fields.socialLinks);
            const links = linksForActivity(fields.socialLinks);
            const previous = linksForActivity(socialLinksOf(before));
            if (JSON.stringify(links) !== JSON.stringify(previous)) {
              changed.changes.socialLinks = links;
              changed.before.socialLinks = previous;
            }
          }
          const saved = await updateVersioned(tx, stations, id, version, values, 'Station');
          if (fields.socialLinks !== undefined) await replaceSocialLinks(tx, id, fields.socialLinks);
          await recordActivity(tx, user, {
            action: 'update',
            entity: ENTITY,
            entityId: id,
            label: saved.name,
            stationId: id,
            ...changed,
          });
        }),
      );
      // A new or changed external stream is allowed by the site's CSP from the next page load.
      if (fields.streamUrl !== undefined) await app.streamOrigins.refresh();
      return { data: await detailOf(id) };
    },
  );

  app.delete(
    '/station/:id',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags,
        summary: 'Delete a station that has no content (network admins); 409 names what it still has',
        security,
        params: idPath,
      },
    },
    async (request, reply) => {
      const user = staffUser(request);
      const { id } = request.params;
      await consoleWrite(app, async (tx) => {
        const [row] = await tx.select().from(stations).where(eq(stations.id, id));
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
        await tx.delete(stations).where(eq(stations.id, id));
      });
      return reply.code(204).send();
    },
  );
}
