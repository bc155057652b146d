import {
  BANNER_ENDS_AFTER_START,
  type BANNER_PAGES,
  bannerCreateBody,
  bannerUpdateBody,
  idPath,
  list,
  one,
  staffBanner,
  staffBannerQuery,
} from '@tarang/contracts';
import { and, asc, eq, ilike, or, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { countWhere } from '../../db/queries';
import { banners } from '../../db/schema';
import { badRequest, notFound } from '../../errors';
import {
  assertCanManage,
  assertCanRead,
  assertFile,
  assertStation,
  changedFields,
  consoleWrite,
  deleteStationItem,
  recordActivity,
  staffUser,
  stationOrNetworkScope,
  updateVersioned,
} from '../../shared/console';
import { likePattern, pageOf } from '../../shared/reads';
import type { App } from '../../types';

const tags = ['content', 'staff'];
const security = [{ bearerAuth: [] }];
const ENTITY = 'banner';

type BannerRow = typeof banners.$inferSelect & { image: { storageKey: string } | null };

/** Where a banner is in its window at `now`: the public read shows only the live ones. */
function windowState(row: Pick<BannerRow, 'startsAt' | 'endsAt'>, now: Date) {
  if (row.startsAt && row.startsAt > now) return 'upcoming' as const;
  if (row.endsAt && row.endsAt <= now) return 'ended' as const;
  return 'live' as const;
}

function toStaffBanner(app: App, row: BannerRow, now = new Date()) {
  return {
    id: row.id,
    version: row.version,
    stationId: row.stationId,
    page: row.page as (typeof BANNER_PAGES)[number],
    title: row.title,
    subtitle: row.subtitle,
    imageFileId: row.imageFileId,
    image: row.image ? app.fileUrl(row.image.storageKey) : null,
    linkUrl: row.linkUrl ?? '',
    sortOrder: row.sortOrder,
    startsAt: row.startsAt?.toISOString() ?? null,
    endsAt: row.endsAt?.toISOString() ?? null,
    state: windowState(row, now),
  };
}

type BannerFields = Partial<z.output<typeof bannerCreateBody>>;

/** What a form sends, as columns: the window's times parsed, an empty link stored as none. */
function columnsOf({ startsAt, endsAt, linkUrl, ...rest }: BannerFields) {
  const time = (value: string | null) => (value === null ? null : new Date(value));
  return {
    ...rest,
    ...(startsAt !== undefined && { startsAt: time(startsAt) }),
    ...(endsAt !== undefined && { endsAt: time(endsAt) }),
    ...(linkUrl !== undefined && { linkUrl: linkUrl || null }),
  };
}

/**
 * The console's banners: a staff list (station or network-wide, page, search, sort) and one banner as the form
 * loads it (GET content/v1/staff/banners…), and the writes on the read paths (POST banner, PATCH and DELETE
 * banner/{id}). A banner of every station (no stationId) is an admin's.
 */
export async function bannerConsole(app: App) {
  const findOne = (id: number) =>
    app.db.query.banners.findFirst({ where: eq(banners.id, id), with: { image: true } });
  const found = async (id: number) => toStaffBanner(app, (await findOne(id)) as BannerRow);

  app.get(
    '/staff/banners',
    {
      onRequest: app.requireStaff,
      schema: {
        tags,
        summary:
          'Banners for the console, shown or not (upcoming, live, ended), in their set order by default',
        security,
        querystring: staffBannerQuery,
        response: { 200: list(staffBanner) },
      },
    },
    async (request) => {
      const user = staffUser(request);
      const { search, stationId, networkWide, bannerPage, sort, ...paging } = request.query;
      const pattern = search && likePattern(search);
      const where = and(
        stationOrNetworkScope(user, banners.stationId, { stationId, networkWide }),
        bannerPage ? eq(banners.page, bannerPage) : undefined,
        pattern ? or(ilike(banners.title, pattern), ilike(banners.subtitle, pattern)) : undefined,
      );
      const orderBy =
        sort === '-startsAt'
          ? [sql`${banners.startsAt} desc nulls last`, asc(banners.id)]
          : [asc(banners.page), asc(banners.sortOrder), asc(banners.id)];
      const [rows, total] = await Promise.all([
        app.db.query.banners.findMany({ where, orderBy, ...pageOf(paging), with: { image: true } }),
        countWhere(app.db, banners, where),
      ]);
      const now = new Date();
      return { data: rows.map((row) => toStaffBanner(app, row, now)), total };
    },
  );

  app.get(
    '/staff/banners/:id',
    {
      onRequest: app.requireStaff,
      schema: {
        tags,
        summary: 'One banner as the console edits it',
        security,
        params: idPath,
        response: { 200: one(staffBanner) },
      },
    },
    async (request) => {
      const row = await findOne(request.params.id);
      if (!row) throw notFound('Banner not found');
      assertCanRead(staffUser(request), row.stationId);
      return { data: toStaffBanner(app, row) };
    },
  );

  app.post(
    '/banner',
    {
      onRequest: app.requireStaff,
      schema: {
        tags,
        summary:
          'Create a banner on a page (staff); no stationId: on every station (admins); linkUrl a site path or https address',
        security,
        body: bannerCreateBody,
        response: { 201: one(staffBanner) },
      },
    },
    async (request, reply) => {
      const user = staffUser(request);
      const body = request.body;
      assertCanManage(user, body.stationId);
      const id = await consoleWrite(app, async (tx) => {
        await assertStation(tx, body.stationId);
        await assertFile(tx, body.imageFileId, 'image', 'imageFileId');
        const values = columnsOf(body);
        const [created] = await tx
          .insert(banners)
          .values({
            ...values,
            stationId: body.stationId,
            page: body.page,
            title: body.title,
            imageFileId: body.imageFileId,
          })
          .returning();
        if (!created) throw new Error('insert into banners returned no row');
        await recordActivity(tx, user, {
          action: 'create',
          entity: ENTITY,
          entityId: created.id,
          label: created.title,
          stationId: created.stationId,
          changes: values,
        });
        return created.id;
      });
      return reply.code(201).send({ data: await found(id) });
    },
  );

  app.patch(
    '/banner/:id',
    {
      onRequest: app.requireStaff,
      schema: {
        tags,
        summary: 'Edit a banner (staff); 409 when someone saved it since this version',
        security,
        params: idPath,
        body: bannerUpdateBody,
        response: { 200: one(staffBanner) },
      },
    },
    async (request) => {
      const user = staffUser(request);
      const { id } = request.params;
      await consoleWrite(app, async (tx) => {
        const [before] = await tx.select().from(banners).where(eq(banners.id, id));
        if (!before) throw notFound('Banner not found');
        assertCanManage(user, before.stationId);
        if (request.body.stationId !== undefined) assertCanManage(user, request.body.stationId);
        await assertStation(tx, request.body.stationId);
        await assertFile(tx, request.body.imageFileId, 'image', 'imageFileId');
        const { version, ...fields } = request.body;
        const values = columnsOf(fields);
        // One end of the window may be changed alone: it must still fit the saved other end.
        const startsAt = values.startsAt !== undefined ? values.startsAt : before.startsAt;
        const endsAt = values.endsAt !== undefined ? values.endsAt : before.endsAt;
        if (startsAt && endsAt && endsAt <= startsAt) throw badRequest(BANNER_ENDS_AFTER_START, 'endsAt');
        const saved = await updateVersioned(tx, banners, id, version, values, 'Banner');
        await recordActivity(tx, user, {
          action: 'update',
          entity: ENTITY,
          entityId: id,
          label: saved.title,
          stationId: saved.stationId,
          ...changedFields(before, values),
        });
      });
      return { data: await found(id) };
    },
  );

  app.delete(
    '/banner/:id',
    {
      onRequest: app.requireStaff,
      schema: { tags, summary: 'Delete a banner (staff)', security, params: idPath },
    },
    async (request, reply) => {
      const user = staffUser(request);
      const { id } = request.params;
      await deleteStationItem(app, user, banners, id, ENTITY, 'Banner');
      return reply.code(204).send();
    },
  );
}
