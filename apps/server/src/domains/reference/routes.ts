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
import type { App } from '../../types';
import {
  listCities,
  listGenres,
  listPlatforms,
  listSettings,
  listStates,
  listTalentHuntCategories,
} from './repository';

const tags = ['master'];

/** The footer's copyright line reads 2025, whatever the current year. */
const COPYRIGHT_YEAR = 2025;

export async function referenceRoutes(app: App) {
  app.get('/genre', { schema: { tags, summary: 'Genres', response: { 200: list(genre) } } }, async () => {
    const data = await listGenres(app.db);
    return { data, total: data.length };
  });

  app.get(
    '/talent-hunt-category',
    { schema: { tags, summary: 'Talent-hunt categories', response: { 200: list(talentHuntCategory) } } },
    async () => {
      const data = await listTalentHuntCategories(app.db);
      return { data, total: data.length };
    },
  );

  app.get(
    '/platform',
    { schema: { tags, summary: 'Social platforms', response: { 200: list(platform) } } },
    async () => {
      const data = await listPlatforms(app.db);
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
      const rows = await listSettings(app.db);
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
      const data = await listStates(app.db, { all: Boolean(request.query.isAll) });
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
      const data = await listCities(app.db, request.query.stateId);
      return { data, total: data.length };
    },
  );
}
