import { PLATFORM_NAMES } from '@tarang/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../src/types';
import { client } from './client';
import { buildTestApp } from './helper';

let app: App;
beforeAll(async () => {
  app = await buildTestApp({ brandName: 'Tarang', site: { analyticsId: 'G-TEST123' } });
});
afterAll(() => app.close());

const api = client(() => app);

describe('master service', () => {
  it('lists the nine social platforms, in order', async () => {
    const { data, total } = (await api.get('/api/master/v1/platform')).json();
    expect(total).toBe(9);
    expect(data.map((p: { name: string }) => p.name)).toEqual([...PLATFORM_NAMES]);
  });

  it('lists genres and talent-hunt categories', async () => {
    const genres = (await api.get('/api/master/v1/genre')).json();
    expect(genres.total).toBeGreaterThanOrEqual(5);
    expect(genres.data[0]).toEqual({
      id: expect.any(Number),
      name: expect.any(String),
      slug: expect.any(String),
    });
    const categories = (await api.get('/api/master/v1/talent-hunt-category')).json();
    expect(categories.total).toBeGreaterThanOrEqual(3);
    expect(categories.data[0].description.length).toBeGreaterThan(0);
  });

  it('gives the brand and page-head values from configuration, none hard-coded', async () => {
    const { data } = (await api.get('/api/master/v1/config')).json();
    expect(data).toMatchObject({
      brandName: 'Tarang',
      copyrightYear: 2025,
      analyticsId: 'G-TEST123',
      adsAccount: null,
      siteVerification: null,
    });
    const other = await (await import('./helper')).buildTestApp({ brandName: 'Lehar' });
    const response = await other.inject({ method: 'GET', url: '/api/master/v1/config' });
    expect(response.json().data.brandName).toBe('Lehar');
    await other.close();
  });

  it('lists states with a station, or all of them with isAll=true', async () => {
    const some = (await api.get('/api/master/v1/state')).json();
    const all = (await api.get('/api/master/v1/state?isAll=true')).json();
    const stations = (await api.get('/api/station/v1/station')).json().data as {
      stateDetail: { stateName: string };
    }[];
    expect(some.data.map((s: { name: string }) => s.name).sort()).toEqual(
      [...new Set(stations.map((s) => s.stateDetail.stateName))].sort(),
    );
    expect(all.total).toBeGreaterThanOrEqual(28);
    expect((await api.get('/api/master/v1/state?isAll=false')).json()).toEqual(some);
    expect((await api.get('/api/master/v1/state?isAll=1')).json()).toMatchObject({
      statusCode: 400,
      field: 'isAll',
    });
  });

  it('lists the cities of a state', async () => {
    const station = (await api.get('/api/station/v1/station/2')).json().data;
    const { data, total } = (
      await api.get(`/api/master/v1/city?stateId=${station.stateDetail.stateId}`)
    ).json();
    expect(total).toBeGreaterThan(0);
    for (const city of data) expect(city.stateId).toBe(station.stateDetail.stateId);
    expect(data.map((c: { name: string }) => c.name)).toContain(station.cityDetail.cityName);
    expect((await api.get('/api/master/v1/city')).json().total).toBeGreaterThan(total);
    expect((await api.get('/api/master/v1/city?stateId=maharashtra')).json()).toMatchObject({
      field: 'stateId',
    });
  });
});
