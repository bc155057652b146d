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
import { notFound } from '../../errors';
import { cachePublicReads, imageFields, pageOf } from '../../shared/reads';
import type { App } from '../../types';
import { staffRedLineRoutes } from '../redlines/console';
import { staffBannerRoutes } from './console';
import { contentRepository, type RedLineRow } from './repository';

export async function contentRoutes(app: App) {
  cachePublicReads(app);
  await app.register(staffRedLineRoutes);
  await app.register(staffBannerRoutes);
  const repository = contentRepository(app.db);

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
      // stationId 0 (or none) asks for every banner of the page.
      const rows = await repository.banners(bannerPage, stationId || undefined, new Date());
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

  const toRedLine = (row: RedLineRow) => ({
    id: row.id,
    stationId: row.stationId,
    title: row.title,
    urlName: toUrlName(row.title, row.id),
    summary: row.summary,
    body: row.body,
    author: row.author,
    publishedAt: row.publishedAt,
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
      const { rows, total } = await repository.redLines(
        request.query.stationId || undefined,
        pageOf(request.query),
        new Date(),
      );
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
      const row = await repository.redLine(request.params.id, new Date());
      if (!row) throw notFound('Article not found');
      return { data: toRedLine(row) };
    },
  );
}
