import { idPath, list, one, redLine, stationScopedListQuery, toUrlName } from '@tarang/contracts';
import { notFound } from '../../errors';
import { imageFields, pageOf } from '../../shared/reads';
import type { App } from '../../types';
import { type RedLineRow, redLineRepository } from './repository';

export async function redLineRoutes(app: App) {
  const repository = redLineRepository(app.db);

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
