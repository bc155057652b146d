import {
  idPath,
  list,
  nearestQuery,
  nearestStation,
  one,
  type Station,
  station,
  toUrlName,
} from '@tarang/contracts';
import { notFound } from '../../errors';
import { altOf, PUBLIC_CACHE } from '../../shared/reads';
import type { App } from '../../types';
import { type StationRow, stationRepository } from './repository';

const tags = ['station'];

export function toStation(app: App, row: StationRow): Station {
  return {
    id: row.id,
    name: row.name,
    urlName: toUrlName(row.name, row.id),
    tagline: row.tagline,
    frequency: row.frequency,
    color: row.color,
    latitude: row.latitude,
    longitude: row.longitude,
    logoUrl: row.logoFileId,
    logo: row.logoKey === null ? null : app.fileUrl(row.logoKey),
    logoAlt: altOf({ altName: row.logoAltName }, row.name),
    socialMediaLink: row.socialMediaLink,
    whatsappChannelUrl: row.whatsappChannelUrl,
    address: row.address,
    cityDetail: row.cityDetail,
    stateDetail: row.stateDetail,
    pin: row.pin,
    phoneNumber: row.phoneNumber,
    whatsappNumber: row.whatsappNumber,
    email: row.email,
  };
}

export async function stationRoutes(app: App) {
  const repository = stationRepository(app.db);
  app.get(
    '/station',
    { schema: { tags, summary: 'All stations of the network', response: { 200: list(station) } } },
    async (_request, reply) => {
      const rows = await repository.listActive();
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
    async (request, reply) => {
      const row = await repository.findNearest(request.query.latitude, request.query.longitude);
      if (!row) throw notFound('No station found');
      reply.header('Cache-Control', PUBLIC_CACHE);
      return { data: { ...toStation(app, row), distanceKm: Math.round(row.distanceKm * 10) / 10 } };
    },
  );

  app.get(
    '/station/:id',
    { schema: { tags, summary: 'One station', params: idPath, response: { 200: one(station) } } },
    async (request, reply) => {
      const row = await repository.findActive(request.params.id);
      if (!row) throw notFound('Station not found');
      reply.header('Cache-Control', PUBLIC_CACHE);
      return { data: toStation(app, row) };
    },
  );
}
