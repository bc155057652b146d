import { one, stationPage, stationPagePath } from '@tarang/contracts';
import { notFound } from '../../errors';
import { PUBLIC_CACHE } from '../../shared/reads';
import type { App } from '../../types';
import { pageRepository } from './repository';

const tags = ['station'];

/** A station's page as listeners read it: its own, else the network-wide one. */
export async function pageRoutes(app: App) {
  const repository = pageRepository(app.db);

  app.get(
    '/station/:id/page/:page',
    {
      schema: {
        tags,
        summary: "A station page (careers, contact-us, …): the station's own, else the network's",
        params: stationPagePath,
        response: { 200: one(stationPage) },
      },
    },
    async (request, reply) => {
      const { id, page } = request.params;
      const found = await repository.findPage(id, page);
      if (!found?.stationFound) throw notFound('Station not found');
      if (!found.page) throw notFound('Page not found');
      reply.header('Cache-Control', PUBLIC_CACHE);
      return { data: { stationId: id, ...found.page } };
    },
  );
}
