import { event, eventListQuery, idPath, list, one, toUrlName } from '@tarang/contracts';
import { and, asc, desc, eq, gte, lt } from 'drizzle-orm';
import { events } from '../../db/schema';
import { notFound } from '../../errors';
import type { App } from '../../types';
import { cachePublicReads, countWhere, imageFields, iso, pageOf } from '../shared';
import { findEvent } from './repository';
import { staffEventRoutes } from './staff';

const tags = ['event'];

export async function eventRoutes(app: App) {
  cachePublicReads(app);
  await app.register(staffEventRoutes);

  type EventRow = typeof events.$inferSelect & { image: Parameters<typeof imageFields>[1] };
  const toEvent = (row: EventRow) => ({
    id: row.id,
    stationId: row.stationId,
    title: row.title,
    urlName: toUrlName(row.title, row.id),
    summary: row.summary,
    description: row.description,
    venue: row.venue,
    address: row.address,
    startsAt: iso(row.startsAt),
    endsAt: iso(row.endsAt),
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
      const now = new Date();
      const where = and(
        stationId ? eq(events.stationId, stationId) : undefined,
        when === 'upcoming' ? gte(events.endsAt, now) : lt(events.endsAt, now),
      );
      const orderBy =
        when === 'upcoming'
          ? [asc(events.startsAt), asc(events.id)]
          : [desc(events.startsAt), desc(events.id)];
      const [rows, total] = await Promise.all([
        app.db.query.events.findMany({ where, orderBy, ...pageOf(request.query), with: { image: true } }),
        countWhere(app.db, events, where),
      ]);
      return { data: rows.map(toEvent), total };
    },
  );

  app.get(
    '/event/:id',
    { schema: { tags, summary: 'One event', params: idPath, response: { 200: one(event) } } },
    async (request) => {
      const row = await findEvent(app.db, request.params.id);
      if (!row) throw notFound('Event not found');
      return { data: toEvent(row) };
    },
  );
}
