import {
  idPath,
  list,
  nearestQuery,
  nearestStation,
  one,
  type Station,
  station,
  stationPage,
  stationPagePath,
  toUrlName,
} from '@tarang/contracts';
import { notFound } from '../../errors';
import type { App } from '../../types';
import { scheduleRoutes } from '../schedule/routes';
import { fileLink, iso, PUBLIC_CACHE } from '../shared';
import {
  findNearestStationId,
  findStation,
  findStationPage,
  listStations,
  type StationWithDetails,
} from './repository';
import { staffPageRoutes } from './staff-pages';
import { staffStationRoutes } from './staff-stations';

const tags = ['station'];

export function toStation(app: App, row: StationWithDetails): Station {
  const logo = fileLink(app, row.logo, row.name);
  return {
    id: row.id,
    name: row.name,
    urlName: toUrlName(row.name, row.id),
    tagline: row.tagline,
    frequency: row.frequency,
    color: row.color,
    latitude: row.latitude,
    longitude: row.longitude,
    logoUrl: logo.id,
    logo: logo.url,
    logoAlt: logo.alt,
    socialMediaLink: row.socialLinks
      .map((link) => ({ platformId: link.platformId, platformName: link.platform.name, url: link.url }))
      .sort((a, b) => a.platformId - b.platformId),
    whatsappChannelUrl: row.whatsappChannelUrl,
    address: row.address,
    cityDetail: row.city ? { cityId: row.city.id, cityName: row.city.name } : null,
    stateDetail: row.state ? { stateId: row.state.id, stateName: row.state.name } : null,
    pin: row.pin,
    phoneNumber: row.phoneNumber,
    whatsappNumber: row.whatsappNumber,
    email: row.email,
  };
}

export async function stationRoutes(app: App) {
  await app.register(staffPageRoutes);
  await app.register(staffStationRoutes);
  await app.register(scheduleRoutes);
  app.get(
    '/station',
    { schema: { tags, summary: 'All stations of the network', response: { 200: list(station) } } },
    async (_request, reply) => {
      const rows = await listStations(app.db);
      reply.header('Cache-Control', PUBLIC_CACHE);
      return { data: rows.map((row) => toStation(app, row)), total: rows.length };
    },
  );

  app.get(
    '/station/nearest',
    {
      schema: {
        tags,
        summary: 'The station nearest to a point (great-circle distance)',
        querystring: nearestQuery,
        response: { 200: one(nearestStation) },
      },
    },
    async (request) => {
      const nearest = await findNearestStationId(app.db, request.query.latitude, request.query.longitude);
      const row = nearest && (await findStation(app.db, nearest.id));
      if (!nearest || !row) throw notFound('No station found');
      return { data: { ...toStation(app, row), distanceKm: Math.round(nearest.distanceKm * 10) / 10 } };
    },
  );

  app.get(
    '/station/:id',
    { schema: { tags, summary: 'One station', params: idPath, response: { 200: one(station) } } },
    async (request, reply) => {
      const row = await findStation(app.db, request.params.id);
      if (!row) throw notFound('Station not found');
      reply.header('Cache-Control', PUBLIC_CACHE);
      return { data: toStation(app, row) };
    },
  );

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
      const stationRow = await findStation(app.db, id);
      if (!stationRow) throw notFound('Station not found');
      const row = await findStationPage(app.db, id, page);
      if (!row) throw notFound('Page not found');
      reply.header('Cache-Control', PUBLIC_CACHE);
      return {
        data: {
          stationId: id,
          page: row.page,
          title: row.title,
          body: row.body,
          updatedAt: iso(row.updatedAt),
        },
      };
    },
  );
}
