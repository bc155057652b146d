import {
  banner,
  bannerQuery,
  idPath,
  list,
  one,
  redLine,
  stationScopedListQuery,
  toUrlName,
} from '@tarang/contracts';
import { and, asc, desc, eq, isNull, lte, or, sql } from 'drizzle-orm';
import { banners, redLines } from '../../db/schema';
import { notFound } from '../../errors';
import type { App } from '../../types';
import { cachePublicReads, countWhere, imageFields, iso, pageOf } from '../shared';
import { findPublishedRedLine, publishedBy } from './repository';
import { staffBannerRoutes } from './staff-banners';
import { staffRedLineRoutes } from './staff-redlines';

const stationOrNetwork = (
  column: typeof banners.stationId | typeof redLines.stationId,
  stationId?: number,
) => (stationId ? or(eq(column, stationId), isNull(column)) : undefined);

export async function contentRoutes(app: App) {
  cachePublicReads(app);
  await app.register(staffRedLineRoutes);
  await app.register(staffBannerRoutes);

  app.get(
    '/banner',
    {
      schema: {
        tags: ['content'],
        summary: "Banners of a page: the station's and the network-wide ones, in their set order",
        querystring: bannerQuery,
        response: { 200: list(banner) },
      },
    },
    async (request) => {
      const { bannerPage, stationId } = request.query;
      const now = new Date();
      const rows = await app.db.query.banners.findMany({
        where: and(
          eq(banners.page, bannerPage),
          stationOrNetwork(banners.stationId, stationId),
          or(isNull(banners.startsAt), lte(banners.startsAt, now)),
          sql`(${banners.endsAt} is null or ${banners.endsAt} > ${now})`,
        ),
        orderBy: [asc(banners.sortOrder), asc(banners.id)],
        with: { image: true },
      });
      const data = rows.map((row) => ({
        id: row.id,
        stationId: row.stationId,
        page: row.page,
        title: row.title,
        subtitle: row.subtitle,
        linkUrl: row.linkUrl,
        ...imageFields(app, row.image, row.title),
      }));
      return { data, total: data.length };
    },
  );

  type RedLineRow = typeof redLines.$inferSelect & { image: Parameters<typeof imageFields>[1] };
  const toRedLine = (row: RedLineRow) => ({
    id: row.id,
    stationId: row.stationId,
    title: row.title,
    urlName: toUrlName(row.title, row.id),
    summary: row.summary,
    body: row.body,
    author: row.author,
    publishedAt: iso(row.publishedAt),
    ...imageFields(app, row.image, row.title),
  });

  app.get(
    '/redline',
    {
      schema: {
        tags: ['content'],
        summary: 'Published red lines (news), newest first; stationId also lists network-wide news',
        querystring: stationScopedListQuery,
        response: { 200: list(redLine) },
      },
    },
    async (request) => {
      const where = and(
        stationOrNetwork(redLines.stationId, request.query.stationId),
        publishedBy(new Date()),
      );
      const [rows, total] = await Promise.all([
        app.db.query.redLines.findMany({
          where,
          orderBy: [desc(redLines.publishedAt), desc(redLines.id)],
          ...pageOf(request.query),
          with: { image: true },
        }),
        countWhere(app.db, redLines, where),
      ]);
      return { data: rows.map(toRedLine), total };
    },
  );

  app.get(
    '/redline/:id',
    {
      schema: {
        tags: ['content'],
        summary: 'One published red-line article (404 for a draft or one scheduled for later)',
        params: idPath,
        response: { 200: one(redLine) },
      },
    },
    async (request) => {
      const row = await findPublishedRedLine(app.db, request.params.id);
      if (!row) throw notFound('Article not found');
      return { data: toRedLine(row) };
    },
  );
}
