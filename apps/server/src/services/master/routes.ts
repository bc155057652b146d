import {
  city,
  cityQuery,
  genre,
  list,
  one,
  platform,
  siteConfig,
  state,
  stateQuery,
  talentHuntCategory,
} from '@tarang/contracts';
import { and, asc, eq, exists } from 'drizzle-orm';
import { cities, config, genres, platforms, states, stations, talentHuntCategories } from '../../db/schema';
import type { App } from '../../types';
import { cachePublicReads } from '../shared';
import { staffTalentHuntCategoryRoutes } from './staff-categories';

const tags = ['master'];

/** The SPEC's copyright line reads 2025. */
const COPYRIGHT_YEAR = 2025;

export async function masterRoutes(app: App) {
  cachePublicReads(app);
  await app.register(staffTalentHuntCategoryRoutes);

  app.get('/genre', { schema: { tags, summary: 'Genres', response: { 200: list(genre) } } }, async () => {
    const data = await app.db.select().from(genres).orderBy(asc(genres.name));
    return { data, total: data.length };
  });

  app.get(
    '/talent-hunt-category',
    { schema: { tags, summary: 'Talent-hunt categories', response: { 200: list(talentHuntCategory) } } },
    async () => {
      const data = await app.db
        .select({
          id: talentHuntCategories.id,
          name: talentHuntCategories.name,
          description: talentHuntCategories.description,
        })
        .from(talentHuntCategories)
        .orderBy(asc(talentHuntCategories.sortOrder), asc(talentHuntCategories.id));
      return { data, total: data.length };
    },
  );

  app.get(
    '/platform',
    { schema: { tags, summary: 'Social platforms', response: { 200: list(platform) } } },
    async () => {
      const data = await app.db.select().from(platforms).orderBy(asc(platforms.id));
      return { data, total: data.length };
    },
  );

  app.get(
    '/config',
    {
      schema: {
        tags,
        summary: 'Site configuration: brand and page-head tags',
        response: { 200: one(siteConfig) },
      },
    },
    async () => {
      const rows = await app.db.select().from(config);
      const site = app.config.site;
      return {
        data: {
          brandName: app.config.brandName,
          copyrightYear: COPYRIGHT_YEAR,
          adsAccount: site.adsAccount ?? null,
          siteVerification: site.siteVerification ?? null,
          analyticsId: site.analyticsId ?? null,
          supportEmail: site.supportEmail ?? null,
          settings: Object.fromEntries(rows.map((row) => [row.key, row.value])),
        },
      };
    },
  );

  app.get(
    '/state',
    {
      schema: {
        tags,
        summary: 'States: those with a station, or all with isAll=true',
        querystring: stateQuery,
        response: { 200: list(state) },
      },
    },
    async (request) => {
      const hasStation = exists(
        app.db
          .select({ id: stations.id })
          .from(stations)
          .where(and(eq(stations.stateId, states.id), eq(stations.isActive, true))),
      );
      const data = await app.db
        .select()
        .from(states)
        .where(request.query.isAll ? undefined : hasStation)
        .orderBy(asc(states.name));
      return { data, total: data.length };
    },
  );

  app.get(
    '/city',
    {
      schema: {
        tags,
        summary: 'Cities, of one state when stateId is given',
        querystring: cityQuery,
        response: { 200: list(city) },
      },
    },
    async (request) => {
      const { stateId } = request.query;
      const data = await app.db
        .select()
        .from(cities)
        .where(stateId ? eq(cities.stateId, stateId) : undefined)
        .orderBy(asc(cities.name));
      return { data, total: data.length };
    },
  );
}
