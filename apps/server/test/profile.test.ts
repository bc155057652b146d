import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../src/types';
import { client } from './client';
import { buildTestApp } from './helper';

let app: App;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => app.close());

type Profile = {
  id: number;
  profileId: string;
  name: string;
  stationId: number;
  image: string;
  imageAlt: string;
  urlName: string;
};
const api = client(() => app);

describe('GET /api/profile/v1/profile', () => {
  it('lists at least three RJs for every station, with portrait and alt text', async () => {
    const stations = (await api.get('/api/station/v1/station')).json().data as { id: number }[];
    for (const station of stations) {
      const response = await api.get(`/api/profile/v1/profile?stationId=${station.id}`);
      expect(response.statusCode).toBe(200);
      const { data, total } = response.json() as { data: Profile[]; total: number };
      expect(total).toBeGreaterThanOrEqual(3);
      for (const rj of data) {
        expect(rj.stationId).toBe(station.id);
        expect(rj.profileId).toMatch(/^[A-Za-z0-9]+$/);
        expect(rj.urlName.endsWith(`-${rj.profileId}`)).toBe(true);
        expect(rj.image).toMatch(/^\/media\//);
        expect(rj.imageAlt.length).toBeGreaterThan(0);
      }
    }
    const all = (await api.get('/api/profile/v1/profile')).json();
    expect(all.total).toBeGreaterThanOrEqual(stations.length * 3);
  });

  it('refuses a bad stationId', async () => {
    const response = await api.get('/api/profile/v1/profile?stationId=delhi');
    expect(response.json()).toMatchObject({ statusCode: 400, field: 'stationId' });
  });
});

describe('GET /api/profile/v1/profile/profiles', () => {
  it('gives the asked profiles in the order asked, skipping unknown ones', async () => {
    const all = (await api.get('/api/profile/v1/profile')).json().data as Profile[];
    const [a, b, c] = [all[5], all[0], all[10]] as [Profile, Profile, Profile];
    const response = await api.get(
      `/api/profile/v1/profile/profiles?profileIds=${a.profileId},nobody1,${b.profileId},${c.profileId}`,
    );
    expect(response.statusCode).toBe(200);
    expect(response.json().data.map((p: Profile) => p.profileId)).toEqual([
      a.profileId,
      b.profileId,
      c.profileId,
    ]);
  });

  it.each([
    ['', 'profileIds is required'],
    ['?profileIds=', 'profileIds must be a comma-separated list of at most 100 profileIds'],
    ['?profileIds=a,,b', 'profileIds must be a comma-separated list of at most 100 profileIds'],
    ['?profileIds=a;drop', 'profileIds must be a comma-separated list of at most 100 profileIds'],
  ])('refuses %s', async (query, message) => {
    const response = await api.get(`/api/profile/v1/profile/profiles${query}`);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message, field: 'profileIds' });
  });
});

describe('GET /api/profile/v1/profile/{profileId}', () => {
  it('gives the profile with a gallery told apart by MIME type, and videos', async () => {
    const all = (await api.get('/api/profile/v1/profile')).json().data as Profile[];
    let videosInGallery = 0;
    let withVideos = 0;
    for (const rj of all) {
      const response = await api.get(`/api/profile/v1/profile/${rj.profileId}`);
      expect(response.statusCode).toBe(200);
      const detail = response.json().data;
      expect(detail).toMatchObject(rj);
      expect(detail.gallery.length).toBeGreaterThan(0);
      for (const item of detail.gallery) {
        expect(item.mediaType).toBe(item.mimeType.startsWith('video/') ? 'Video' : 'Image');
        expect(item.mediaUrl).toMatch(/^\/media\//);
        expect(item.imageAlt.length).toBeGreaterThan(0);
        if (item.mediaType === 'Video') videosInGallery++;
      }
      for (const video of detail.videos) {
        expect(video.mimeType).toMatch(/^video\//);
        expect(video.videoUrl).toMatch(/^\/media\/.+\.mp4$/);
      }
      if (detail.videos.length > 0) withVideos++;
    }
    expect(videosInGallery).toBeGreaterThan(0);
    expect(withVideos).toBeGreaterThan(0);
  });

  it('answers 404 for an unknown RJ and 400 for a malformed profileId', async () => {
    expect((await api.get('/api/profile/v1/profile/nobody1')).statusCode).toBe(404);
    const bad = await api.get('/api/profile/v1/profile/rj%20one');
    expect(bad.json()).toMatchObject({ statusCode: 400, field: 'profileId' });
  });
});
