import { createServer, type RequestListener, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stations } from '../src/db/schema';
import type { App } from '../src/types';
import { buildTestApp } from './helper';
import { type Account, freshAddress, signUp } from './sections-helper';

/**
 * A station's stream address is typed by an admin and fetched by the server (the Icecast status page behind
 * now-playing's title), so it must never lead the server to an internal address: refused on saving, and refused
 * again when the server connects and at every redirect. ALLOW_PRIVATE_STREAM_HOSTS lets an operator use an
 * Icecast on their own network (loopback and private addresses), never the metadata service or 0.0.0.0.
 */
let app: App;
let onOwnNetwork: App;
let admin: Account;
let ownNetworkAdmin: Account;
const servers: Server[] = [];
const SECRET_TITLE = 'Internal page: instance credentials';

async function serve(handler: RequestListener): Promise<{ port: number; hits: () => number }> {
  let hits = 0;
  const server = createServer((request, response) => {
    hits += 1;
    handler(request, response);
  });
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { port: (server.address() as AddressInfo).port, hits: () => hits };
}

/** An internal page that answers like an Icecast status page, and servers redirecting to it. */
let internal: Awaited<ReturnType<typeof serve>>;
const redirectTo = (location: string) =>
  serve((_request, response) => response.writeHead(302, { location }).end());

beforeAll(async () => {
  [app, onOwnNetwork] = await Promise.all([buildTestApp(), buildTestApp({ allowPrivateStreamHosts: true })]);
  [admin, ownNetworkAdmin] = await Promise.all([
    signUp(app, { staff: true }),
    signUp(onOwnNetwork, { staff: true }),
  ]);
  internal = await serve((_request, response) =>
    response
      .writeHead(200, { 'content-type': 'application/json' })
      .end(JSON.stringify({ icestats: { source: { listenurl: '/tarang.mp3', title: SECRET_TITLE } } })),
  );
});
afterAll(async () => {
  await Promise.all([app.close(), onOwnNetwork.close()]);
  for (const server of servers) server.closeAllConnections();
  await Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve))));
});

async function saveStream(on: App, account: Account, stationId: number, streamUrl: string) {
  const headers = { authorization: account.authorization };
  const form = await on.inject({ url: `/api/station/v1/staff/stations/${stationId}`, headers });
  return on.inject({
    method: 'PATCH',
    url: `/api/station/v1/station/${stationId}`,
    payload: { version: form.json().data.version, streamUrl, streamType: 'mp3' },
    headers,
    remoteAddress: freshAddress(),
  });
}

const titleOf = async (on: App, stationId: number) => {
  const response = await on.inject(`/api/station/v1/station/${stationId}/now-playing`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data.title as string | null;
};

const INTERNAL = [
  'http://127.0.0.1:8000/live.mp3',
  'http://[::1]/live.mp3',
  'http://169.254.169.254/latest/meta-data/',
  'http://2130706433/live.mp3',
  'http://0x7f.1/live.mp3',
  'http://017700000001/live.mp3',
  'http://[::ffff:127.0.0.1]/live.mp3',
  'http://localhost:8000/live.mp3',
  'http://10.0.0.5:8000/live.mp3',
  'http://0.0.0.0:8000/live.mp3',
  // Not an address at all, though it starts like one.
  'http://[::1/live.mp3',
];

describe('saving a stream address', () => {
  it('on an internal host is a 400 naming streamUrl, and the stream stays as it was', async () => {
    for (const streamUrl of INTERNAL) {
      const answer = await saveStream(app, admin, 2, streamUrl);
      expect(answer.statusCode, `${streamUrl}: ${answer.body}`).toBe(400);
      expect(answer.json()).toMatchObject({ field: 'streamUrl' });
      expect(answer.json().message).toMatch(
        /^Stream address: .* (which the server does not fetch|is not a web address)/,
      );
    }
    const created = await app.inject({
      method: 'POST',
      url: '/api/station/v1/station',
      payload: {
        name: 'Tarang Internal',
        frequency: '90.1 FM',
        color: '#8a1c2b',
        latitude: 28.6,
        longitude: 77.2,
        streamUrl: 'http://169.254.169.254/',
      },
      headers: { authorization: admin.authorization },
      remoteAddress: freshAddress(),
    });
    expect(created.statusCode, created.body).toBe(400);
    expect(created.json().field).toBe('streamUrl');
    const [row] = await app.db.select().from(stations).where(eq(stations.id, 2));
    expect(row?.streamUrl).toBe('');
  });

  it('on a private network is allowed where the operator allows it; the metadata service never is', async () => {
    for (const streamUrl of ['http://127.0.0.1:8000/live.mp3', 'http://10.0.0.5:8000/live.mp3']) {
      const answer = await saveStream(onOwnNetwork, ownNetworkAdmin, 2, streamUrl);
      expect(answer.statusCode, answer.body).toBe(200);
    }
    for (const streamUrl of ['http://169.254.169.254/latest/', 'http://0.0.0.0:8000/live.mp3']) {
      const answer = await saveStream(onOwnNetwork, ownNetworkAdmin, 2, streamUrl);
      expect(answer.statusCode, answer.body).toBe(400);
      expect(answer.json().field).toBe('streamUrl');
    }
  });
});

describe("now-playing's title", () => {
  it('never comes from an internal page a status page redirects to (private hosts allowed)', async () => {
    // 0.0.0.0 reaches this machine's own services, and is never fetched whatever the setting.
    const hitsBefore = internal.hits();
    const redirector = await redirectTo(`http://0.0.0.0:${internal.port}/status-json.xsl`);
    const saved = await saveStream(
      onOwnNetwork,
      ownNetworkAdmin,
      3,
      `http://127.0.0.1:${redirector.port}/tarang.mp3`,
    );
    expect(saved.statusCode, saved.body).toBe(200);
    expect(await titleOf(onOwnNetwork, 3)).toBeNull();
    expect(redirector.hits()).toBe(1);
    expect(internal.hits()).toBe(hitsBefore);
  });

  it('follows a redirect to an allowed address, at most three of them', async () => {
    const direct = await redirectTo(`http://127.0.0.1:${internal.port}/status-json.xsl`);
    await saveStream(onOwnNetwork, ownNetworkAdmin, 4, `http://127.0.0.1:${direct.port}/tarang.mp3`);
    expect(await titleOf(onOwnNetwork, 4)).toBe(SECRET_TITLE);
    const loop = await serve((request, response) =>
      response.writeHead(302, { location: `${request.url}x` }).end(),
    );
    await saveStream(onOwnNetwork, ownNetworkAdmin, 5, `http://127.0.0.1:${loop.port}/tarang.mp3`);
    expect(await titleOf(onOwnNetwork, 5)).toBeNull();
    expect(loop.hits()).toBe(4);
  });

  it('is never fetched from an internal address stored before the rule (private hosts not allowed)', async () => {
    const hitsBefore = internal.hits();
    const redirector = await redirectTo(`http://0.0.0.0:${internal.port}/status-json.xsl`);
    await app.db
      .update(stations)
      .set({ streamUrl: `http://127.0.0.1:${redirector.port}/tarang.mp3`, streamType: 'mp3' })
      .where(eq(stations.id, 3));
    expect(await titleOf(app, 3)).toBeNull();
    expect(redirector.hits()).toBe(0);
    expect(internal.hits()).toBe(hitsBefore);
  });
});
