import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { episodes, profiles, stations } from '../src/db/schema';
import type { App } from '../src/types';
import { buildTestApp } from './helper';
import { type Account, freshAddress, signUp } from './sections-helper';

/** What the console hides (a draft, a hidden RJ, an inactive station) stays hidden from every listener call. */
let app: App;
let listener: Account;
beforeAll(async () => {
  app = await buildTestApp();
  listener = await signUp(app);
});
afterAll(() => app.close());

describe('hidden from listeners', () => {
  it('a draft episode cannot be favourited (not found), a published one can', async () => {
    const [draft, published] = await app.db.select({ id: episodes.id }).from(episodes).limit(2);
    await app.db
      .update(episodes)
      .set({ status: 'draft' })
      .where(eq(episodes.id, draft?.id as number));
    const favorite = (contentId: number) =>
      app.inject({
        method: 'POST',
        url: '/api/user-preference/v1/favorite',
        payload: { contentId, contentType: 'Episode' },
        headers: { authorization: listener.authorization },
      });
    expect((await favorite(draft?.id as number)).statusCode).toBe(404);
    expect((await favorite(published?.id as number)).statusCode).toBe(201);
  });

  it("an RJ hidden in the console is not listed on a show's page", async () => {
    const shows = (await app.inject('/api/media/v1/media?pageSize=100')).json().data as {
      id: number;
      rjs: { id: number }[];
    }[];
    const show = shows.find((item) => item.rjs.length > 0);
    const rj = show?.rjs[0]?.id as number;
    await app.db.update(profiles).set({ isActive: false }).where(eq(profiles.id, rj));
    const detail = (await app.inject(`/api/media/v1/media/${show?.id}`)).json().data as {
      rjs: { id: number }[];
    };
    expect(detail.rjs.map((item) => item.id)).not.toContain(rj);
  });

  it('a listener cannot sign up to a station that is off the air', async () => {
    await app.db.update(stations).set({ isActive: false }).where(eq(stations.id, 8));
    const response = await app.inject({
      method: 'POST',
      url: '/api/customer/v1/subscriber/signup',
      payload: {
        name: 'Late Listener',
        email: 'late@example.in',
        password: 'Chai4Two!',
        stationDetail: { stationId: 8, stationName: 'Closed' },
      },
      remoteAddress: freshAddress(),
    });
    expect(response.json()).toMatchObject({ statusCode: 400, field: 'stationDetail.stationId' });
  });
});
