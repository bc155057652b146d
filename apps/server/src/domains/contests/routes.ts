import { contest, contestListQuery, idPath, list, one, toUrlName } from '@tarang/contracts';
import { notFound } from '../../errors';
import { imageFields, iso } from '../../shared/reads';
import type { App } from '../../types';
import { type ContestRow, findStartedContest, listContests } from './repository';

const tags = ['contest'];

export async function contestRoutes(app: App) {
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
      const now = new Date();
      const { rows, total } = await listContests(app.db, request.query, now);
      return { data: rows.map((row) => toContest(row, now)), total };
    },
  );

  app.get(
    '/contest/:id',
    { schema: { tags, summary: 'One contest', params: idPath, response: { 200: one(contest) } } },
    async (request) => {
      const row = await findStartedContest(app.db, request.params.id, new Date());
      if (!row) throw notFound('Contest not found');
      return { data: toContest(row, new Date()) };
    },
  );
}
