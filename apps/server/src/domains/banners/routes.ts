import { banner, bannerQuery, list } from '@tarang/contracts';
import { imageFields } from '../../shared/reads';
import type { App } from '../../types';
import { bannerRepository } from './repository';

export async function bannerRoutes(app: App) {
  const repository = bannerRepository(app.db);

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
}
