import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { subscribers } from '../src/db/schema';
import type { App } from '../src/types';
import { client } from './client';
import { buildTestApp } from './helper';

// PATCH media/{id}/episodes/{episodeId}: staff correct an episode; listeners and anonymous callers cannot.
// The edit names the version it was loaded with, and its HTML is sanitised when stored.

let app: App;
let staffToken: string;
let listenerToken: string;
let mediaId: number;
let episodeId: number;
let otherMediaId: number;
const api = client(() => app, { prefix: '/api' });

async function signUp(email: string) {
  const response = await api.post('/customer/v1/subscriber/signup', {
    name: 'Editor',
    email,
    password: 'Studio#2026',
    stationDetail: { stationId: 1, stationName: 'x' },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data as { id: number; token: string };
}

beforeAll(async () => {
  app = await buildTestApp();
  const staff = await signUp('editor@tarang.example');
  await app.db.update(subscribers).set({ role: 'admin' }).where(eq(subscribers.id, staff.id));
  staffToken = staff.token;
  listenerToken = (await signUp('listener@tarang.example')).token;
  const media = (await api.get('/media/v1/media?stationId=1&mediaType=AudioShow')).json().data;
  mediaId = media[0].id;
  otherMediaId = media[1].id;
  episodeId = (await api.get(`/media/v1/media/${mediaId}/episodes`)).json().data[0].id;
});
afterAll(() => app?.close());

/** The episode's version now, as the console form would load it. */
const currentVersion = async () =>
  (await api.withToken(staffToken).get(`/media/v1/staff/media/${mediaId}/episodes/${episodeId}`)).json().data
    .version as number;

const patch = (payload: unknown, token?: string, media = mediaId) =>
  api.withToken(token).patch(`/media/v1/media/${media}/episodes/${episodeId}`, payload);

describe('PATCH media/{id}/episodes/{episodeId}', () => {
  it('needs a signed-in staff member', async () => {
    expect((await patch({ title: 'Hacked' })).statusCode).toBe(401);
    const refused = await patch({ title: 'Hacked' }, listenerToken);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('Staff only');
  });

  it('sanitises the HTML when it stores it (the rules the site shows it with) and answers the episode', async () => {
    const payload = '<p>Tonight</p><img src=x onerror="window.__xss=1"><script>window.__xss=2</script>';
    const version = await currentVersion();
    const response = await patch({ version, description: payload, title: '  Monsoon special  ' }, staffToken);
    expect(response.statusCode, response.body).toBe(200);
    const saved = response.json().data;
    expect(saved).toMatchObject({ id: episodeId, title: 'Monsoon special', version: version + 1 });
    expect(saved.description).toContain('<p>Tonight</p>');
    expect(saved.description).not.toMatch(/onerror|<script|__xss/);
    const read = await api.get(`/media/v1/media/${mediaId}/episodes/${episodeId}`);
    expect(read.json().data.description).toBe(saved.description);
  });

  it('refuses bad bodies with a 400 and the field, and an episode of another show with a 404', async () => {
    const version = await currentVersion();
    for (const [body, field] of [
      [{}, 'version'],
      [{ title: 'No version' }, 'version'],
      [{ views: 9 }, 'version'],
      [{ version, title: '' }, 'title'],
      [{ version, title: 5 }, 'title'],
      [{ version, description: 'x'.repeat(20_001) }, 'description'],
    ] as const) {
      const response = await patch(body, staffToken);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json().field, JSON.stringify(body)).toBe(field);
      expect(response.json().message).toBeTruthy();
    }
    expect(await currentVersion()).toBe(version);
    expect((await patch({ version, title: 'x' }, staffToken, otherMediaId)).statusCode).toBe(404);
    const stale = await patch({ version: version - 1, title: 'Overwritten?' }, staffToken);
    expect(stale.statusCode).toBe(409);
    expect(stale.json().field).toBe('version');
  });
});
