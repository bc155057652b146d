import { contest, contestListQuery, idPath, list, one, toUrlName } from '@tarang/contracts';
import { and, asc, desc, eq, lte } from 'drizzle-orm';
import { countWhere, statusWindow } from '../../db/queries';
import { contests } from '../../db/schema';
import { notFound } from '../../errors';
import { imageFields, iso, pageOf } from '../../shared/reads';
import type { App } from '../../types';

const tags = ['contest'];

export async function contestRoutes(app: App) {
  type ContestRow = typeof contests.$inferSelect & { image: Parameters<typeof imageFields>[1] };
  const toContest = (row: ContestRow, now: Date) => ({
    id: row.id,
    stationId: row.stationId,
    title: row.title,
    urlName: toUrlName(row.title, row.id),
    description: row.description,
    howToParticipate: row.howToParticipate,
    prize: row.prize,
    startsAt: iso(row.startsAt),
    endsAt: iso(row.endsAt),
    isOpen: row.startsAt <= now && now < row.endsAt,
    ...imageFields(app, row.image, row.title),
  });

  app.get(
    '/contest',
    {
      schema: {
        tags,
        summary: 'Contests: open now (closing soonest first) or closed (most recent first)',
        querystring: contestListQuery,
        response: { 200: list(contest) },
      },
    },
    async (request) => {
      const { stationId, status } = request.query;
      const now = new Date();
      const where = and(
        stationId ? eq(contests.stationId, stationId) : undefined,
        statusWindow(contests, status, now),
      );
      const orderBy = status === 'open' ? [asc(contests.endsAt), asc(contests.id)] : [desc(contests.endsAt)];
      const [rows, total] = await Promise.all([
        app.db.query.contests.findMany({ where, orderBy, ...pageOf(request.query), with: { image: true } }),
        countWhere(app.db, contests, where),
      ]);
      return { data: rows.map((row) => toContest(row, now)), total };
    },
  );

  app.get(
    '/contest/:id',
    { schema: { tags, summary: 'One contest', params: idPath, response: { 200: one(contest) } } },
    async (request) => {
      const row = await app.db.query.contests.findFirst({
        where: and(eq(contests.id, request.params.id), lte(contests.startsAt, new Date())),
        with: { image: true },
      });
      if (!row) throw notFound('Contest not found');
      return { data: toContest(row, new Date()) };
    },
  );
}
