import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { htmlSanitiser, IDLE_RELEASE_MS } from '../src/html-host';
import type { App } from '../src/types';
import { buildTestApp } from './helper';
import { type Account, freshAddress, signUp } from './sections-helper';

/**
 * The sanitiser (jsdom, seconds to load on a busy machine) starts loading when the server listens, in a thread
 * of its own: readiness does not wait for it, other requests are answered while it loads, and a save made then
 * waits for it alone; once it is ready a save does not load anything. Unused for a quarter of an hour it is let
 * go (jsdom is ~100 MiB), and the console's next read starts it again, ahead of the next save.
 */
let app: App;
let admin: Account;
beforeAll(async () => {
  app = await buildTestApp();
  admin = await signUp(app, { staff: true });
});
afterAll(() => app.close());

const saveArticle = (title: string) =>
  app.inject({
    method: 'POST',
    url: '/api/content/v1/redline',
    payload: { stationId: 1, title, body: '<p></p><p>Power cut in <strong>Saket</strong></p><p></p>' },
    remoteAddress: freshAddress(),
    headers: { authorization: admin.authorization },
  });

/** Resolves when the sanitiser's state is `wanted` (checked every 20 ms). */
async function stateBecomes(wanted: string) {
  while (htmlSanitiser.state !== wanted) await new Promise((resolve) => setTimeout(resolve, 20));
}

describe('the sanitiser at start', () => {
  it('is not loaded for readiness, loads from the moment the server listens, and holds up no other request', async () => {
    // Ready, the server has not started it: a server that never listens (a script, a test) never loads jsdom.
    expect(htmlSanitiser.state).toBe('idle');
    await app.listen({ port: 0, host: '127.0.0.1' });
    expect(htmlSanitiser.state).toBe('loading');

    // A save while it loads waits for it; a request made after the save is answered first, while it loads.
    const order: string[] = [];
    const save = saveArticle('Power cut').then((response) => {
      order.push('save');
      return response;
    });
    const health = await app.inject({ url: '/api/health', remoteAddress: freshAddress() });
    order.push(`health while ${htmlSanitiser.state}`);
    expect(health.statusCode).toBe(200);
    const saved = await save;
    expect(saved.statusCode, saved.body).toBe(201);
    expect(saved.json().data.body).toBe('<p>Power cut in <strong>Saket</strong></p>');
    expect(order).toEqual(['health while loading', 'save']);

    // Loaded: the next save finds it ready.
    await stateBecomes('ready');
    const next = await saveArticle('Power back');
    expect(next.statusCode).toBe(201);
    expect(htmlSanitiser.state).toBe('ready');
  });

  it('is let go after a quarter of an hour unused, and loaded again by the console’s next read', async () => {
    await stateBecomes('ready');
    expect(htmlSanitiser.releaseIfIdle(Date.now() + IDLE_RELEASE_MS / 2)).toBe(false);
    expect(htmlSanitiser.releaseIfIdle(Date.now() + IDLE_RELEASE_MS)).toBe(true);
    expect(htmlSanitiser.state).toBe('idle');
    // A listener's read does not bring it back; an editor opening the console does.
    await app.inject({ url: '/api/event/v1/event?stationId=1', remoteAddress: freshAddress() });
    expect(htmlSanitiser.state).toBe('idle');
    const me = await app.inject({
      url: '/api/customer/v1/staff/me',
      remoteAddress: freshAddress(),
      headers: { authorization: admin.authorization },
    });
    expect(me.statusCode).toBe(200);
    expect(htmlSanitiser.state).toBe('loading');
    const saved = await saveArticle('Water supply');
    expect(saved.statusCode).toBe(201);
    expect(htmlSanitiser.state).toBe('ready');
  });
});
