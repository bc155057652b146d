import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { subscribers } from '../src/db/schema';
import type { App } from '../src/types';
import { buildTestApp, nextAddress } from './helper';

// PATCH media/{id}/episodes/{episodeId}: staff correct an episode; listeners and anonymous callers cannot.

let app: App;
let staffToken: string;
let listenerToken: string;
let mediaId: number;
let episodeId: number;
let otherMediaId: number;

async function signUp(email: string) {
  const response = await app.inject({
    method: 'POST',
    url: '/api/customer/v1/subscriber/signup',
    payload: {
      name: 'Editor',
      email,
      password: 'Studio#2026',
      stationDetail: { stationId: 1, stationName: 'x' },
    },
    remoteAddress: nextAddress(),
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
  const media = (await app.inject({ url: '/api/media/v1/media?stationId=1&mediaType=AudioShow' })).json()
    .data;
  mediaId = media[0].id;
  otherMediaId = media[1].id;
  episodeId = (await app.inject({ url: `/api/media/v1/media/${mediaId}/episodes` })).json().data[0].id;
});
afterAll(() => app?.close());

const patch = (payload: unknown, token?: string, media = mediaId) =>
  app.inject({
    method: 'PATCH',
    url: `/api/media/v1/media/${media}/episodes/${episodeId}`,
    payload: payload as object,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });

describe('PATCH media/{id}/episodes/{episodeId}', () => {
  it('needs a signed-in staff member', async () => {
    expect((await patch({ title: 'Hacked' })).statusCode).toBe(401);
    const refused = await patch({ title: 'Hacked' }, listenerToken);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('Staff only');
  });

  it('stores HTML as given (the site sanitises it when it shows it) and answers the episode', async () => {
    const payload = '<p>Tonight</p><img src=x onerror="window.__xss=1"><script>window.__xss=2</script>';
    const response = await patch({ description: payload, title: '  Monsoon special  ' }, staffToken);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data).toMatchObject({
      id: episodeId,
      title: 'Monsoon special',
      description: payload,
    });
    const read = await app.inject({ url: `/api/media/v1/media/${mediaId}/episodes/${episodeId}` });
    expect(read.json().data.description).toBe(payload);
  });

  it('refuses bad bodies with a 400 and the field, and an episode of another show with a 404', async () => {
    for (const body of [{}, { title: '' }, { title: 5 }, { description: 'x'.repeat(20_001) }, { views: 9 }]) {
      const response = await patch(body, staffToken);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json().message).toBeTruthy();
    }
    expect((await patch({ title: 'x' }, staffToken, otherMediaId)).statusCode).toBe(404);
  });
});
