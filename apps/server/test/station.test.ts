import { FALLBACK_COORDINATES, PLATFORM_NAMES, STATION_PAGES } from '@tarang/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../src/types';
import { client } from './client';
import { buildTestApp } from './helper';

let app: App;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => app.close());

const api = client(() => app);

describe('GET /api/station/v1/station', () => {
  it('lists every station of the demo network with its derived fields', async () => {
    const response = await api.get('/api/station/v1/station');
    expect(response.statusCode).toBe(200);
    const { data, total } = response.json();
    expect(total).toBe(data.length);
    expect(total).toBeGreaterThanOrEqual(6);
    for (const station of data) {
      expect(station.urlName).toMatch(new RegExp(`^tarang-[a-z-]+-${station.id}$`));
      expect(station.logoUrl).toEqual(expect.any(Number));
      expect(station.logo).toMatch(/^\/media\/[0-9a-f]{2}\/[0-9a-f]{64}\.webp$/);
      expect(station.logoAlt.length).toBeGreaterThan(0);
      expect(station.cityDetail.cityName.length).toBeGreaterThan(0);
      expect(station.stateDetail.stateName.length).toBeGreaterThan(0);
      expect(station.pin).toMatch(/^\d{6}$/);
      expect(station.socialMediaLink.length).toBeGreaterThan(0);
      for (const link of station.socialMediaLink) {
        expect(PLATFORM_NAMES).toContain(link.platformName);
        expect(link.url).toMatch(/^https:\/\//);
      }
    }
    expect(
      data.filter((station: { whatsappChannelUrl: string | null }) => station.whatsappChannelUrl).length,
    ).toBeLessThan(total);
    expect(response.headers['cache-control']).toContain('max-age=60');
  });

  it('gives one station by id, and the logo alt from its file metadata', async () => {
    const response = await api.get('/api/station/v1/station/1');
    expect(response.statusCode).toBe(200);
    const station = response.json().data;
    expect(station.id).toBe(1);
    expect(station.name).toBe('Tarang Delhi');
    const file = (await api.get(`/api/file/v1/file/${station.logoUrl}`)).json().data;
    expect(station.logoAlt).toBe(file.altName);
    expect(station.logo).toBe(file.url);
  });

  it.each([
    ['0', 'id must be at least 1'],
    ['abc', 'id must be a whole number'],
    ['-3', 'id must be a whole number'],
    ['1.5', 'id must be a whole number'],
    ['2147483648', 'id must be at most 2147483647'],
  ])('refuses the id %s with a 400 naming it', async (id, message) => {
    const response = await api.get(`/api/station/v1/station/${id}`);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ statusCode: 400, error: 'Bad Request', message, field: 'id' });
  });

  it('answers 404 for a station that does not exist', async () => {
    const response = await api.get('/api/station/v1/station/9999');
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe('Station not found');
  });
});

describe('GET /api/station/v1/station/nearest', () => {
  it.each([
    [
      'the fallback coordinates (West Delhi)',
      FALLBACK_COORDINATES.latitude,
      FALLBACK_COORDINATES.longitude,
      'Tarang Delhi',
    ],
    ['Bandra, Mumbai', 19.0596, 72.8295, 'Tarang Mumbai'],
    ['Pune (closest: Mumbai)', 18.5204, 73.8567, 'Tarang Mumbai'],
    ['Mysuru (closest: Bengaluru)', 12.2958, 76.6394, 'Tarang Bengaluru'],
    ['Howrah', 22.5958, 88.2636, 'Tarang Kolkata'],
    ['Puducherry (closest: Chennai)', 11.9416, 79.8083, 'Tarang Chennai'],
    // A flat lat/long distance would pick Kolkata here; on the sphere Lucknow is 190 km closer.
    ['northern Mongolia', 51.1, 99.9, 'Tarang Lucknow'],
  ])(
    'finds the closest station by great-circle distance from %s',
    async (_label, latitude, longitude, name) => {
      const response = await api.get(
        `/api/station/v1/station/nearest?latitude=${latitude}&longitude=${longitude}`,
      );
      expect(response.statusCode).toBe(200);
      const station = response.json().data;
      expect(station.name).toBe(name);
      expect(station.distanceKm).toEqual(expect.any(Number));
    },
  );

  it('gives the distance in kilometres', async () => {
    // Connaught Place to the fallback point in West Delhi: about 16 km.
    const response = await api.get('/api/station/v1/station/nearest?latitude=28.679079&longitude=77.06971');
    expect(response.json().data.distanceKm).toBeGreaterThan(10);
    expect(response.json().data.distanceKm).toBeLessThan(25);
  });

  it.each([
    ['longitude=77', 'latitude is required', 'latitude'],
    ['latitude=28', 'longitude is required', 'longitude'],
    ['latitude=91&longitude=77', 'latitude must be between -90 and 90', 'latitude'],
    ['latitude=28&longitude=-181', 'longitude must be between -180 and 180', 'longitude'],
    ['latitude=north&longitude=77', 'latitude must be a decimal number', 'latitude'],
    ['latitude=28&latitude=29&longitude=77', 'latitude must be given once', 'latitude'],
  ])('refuses %s with a 400 naming the parameter', async (query, message, field) => {
    const response = await api.get(`/api/station/v1/station/nearest?${query}`);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message, field });
  });
});

describe('GET /api/station/v1/station/{id}/page/{page}', () => {
  it.each(STATION_PAGES)('gives the %s page with real content', async (page) => {
    const response = await api.get(`/api/station/v1/station/1/page/${page}`);
    expect(response.statusCode).toBe(200);
    const data = response.json().data;
    expect(data).toMatchObject({ stationId: 1, page });
    expect(data.title.length).toBeGreaterThan(3);
    expect(data.body.length).toBeGreaterThan(200);
    expect(data.body).not.toMatch(/<script/i);
  });

  it('prefers a station-specific page over the network one', async () => {
    const pages = await Promise.all(
      [1, 2, 3, 4, 5, 6, 7, 8].map(
        async (id) => (await api.get(`/api/station/v1/station/${id}/page/careers`)).json().data,
      ),
    );
    expect(new Set(pages.map((page) => page.body)).size).toBeGreaterThan(1);
  });

  it('refuses an unknown page name and a missing station', async () => {
    const bad = await api.get('/api/station/v1/station/1/page/about');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().field).toBe('page');
    expect(bad.json().message).toContain('careers');
    expect((await api.get('/api/station/v1/station/999/page/careers')).statusCode).toBe(404);
  });
});
