import { event, eventListQuery, idPath, list, one, toUrlName } from '@tarang/contracts';
import { notFound } from '../../errors';
import { imageFields, pageOf } from '../../shared/reads';
import type { App } from '../../types';
import { eventRepository, type PublicEventRow } from './repository';

const tags = ['event'];

export async function eventRoutes(app: App) {
  const repository = eventRepository(app.db);

  const toEvent = (row: PublicEventRow) => ({
    id: row.id,
    stationId: row.stationId,
    title: row.title,
    urlName: toUrlName(row.title, row.id),
    summary: row.summary,
    description: row.description,
    venue: row.venue,
    address: row.address,
    startsAt: row.startsAt,
    endsAt: row.endsAt,
    registrationUrl: row.registrationUrl,
    ...imageFields(app, row.image, row.title),
  });

  app.get(
    '/event',
    {
      schema: {
        tags,
        summary: 'Events: upcoming (not yet ended, soonest first) or past (most recent first)',
        querystring: eventListQuery,
        response: { 200: list(event) },
      },
    },
    async (request) => {
      const { stationId, when } = request.query;
      // stationId 0 (or none) lists every station's events.
      const { rows, total } = await repository.events(
        when,
        stationId || undefined,
        pageOf(request.query),
        new Date(),
      );
      return { data: rows.map(toEvent), total };
    },
  );

  app.get(
    '/event/:id',
    { schema: { tags, summary: 'One event', params: idPath, response: { 200: one(event) } } },
    async (request) => {
      const row = await repository.event(request.params.id, new Date());
      if (!row) throw notFound('Event not found');
      return { data: toEvent(row) };
    },
  );
}
