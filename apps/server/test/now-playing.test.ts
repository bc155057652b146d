import { createServer, type RequestListener, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { addDays, istDate, type NowPlaying, weekdayOf } from '@tarang/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../src/types';
import { client } from './client';
import { buildTestApp } from './helper';
import { addSlot, clearSlots, demoIds } from './schedule-helper';
import { type Account, freshAddress, signUp } from './sections-helper';

/**
 * GET station/v1/station/{id}/now-playing: the slot on air and the next one, the built-in stream's
 * addresses or the station's external stream, and an external Icecast mount's title from its status-json.xsl
 * (a tiny local server here), kept 10 s; a dead or slow Icecast gives no title, never an error.
 */
let app: App;
let admin: Account;
let ids: Awaited<ReturnType<typeof demoIds>>;
const CHENNAI = 5;
const HYDERABAD = 6;
const servers: Server[] = [];

/** An HTTP server on a free local port; its origin. */
async function serve(handler: RequestListener): Promise<string> {
  const server = createServer(handler);
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

/** An Icecast status-json.xsl answering `icestats`, counting its requests. */
async function icecast(icestats: unknown) {
  const counter = { hits: 0, origin: '' };
  counter.origin = await serve((request, response) => {
    if (request.url !== '/status-json.xsl') return response.writeHead(404).end();
    counter.hits += 1;
    response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ icestats }));
  });
  return counter;
}

const nowPlaying = async (stationId: number | string) => {
  const response = await app.inject(`/api/station/v1/station/${stationId}/now-playing`);
  return { response, data: response.json().data as NowPlaying };
};

/** The admin's console save of a station's stream (PATCH station/{id} with its current version). */
async function setStream(stationId: number, streamUrl: string, streamType: string) {
  const asAdmin = client(app, { prefix: '/api/station/v1' }).as(admin);
  const { version } = (await asAdmin.get(`/staff/stations/${stationId}`)).json().data;
  const saved = await asAdmin.patch(`/station/${stationId}`, { version, streamUrl, streamType });
  expect(saved.statusCode, saved.body).toBe(200);
  return saved.json().data;
}

beforeAll(async () => {
  // The stand-in Icecast servers listen on 127.0.0.1: a private host, as an operator's own Icecast may be.
  app = await buildTestApp({ allowPrivateStreamHosts: true });
  admin = await signUp(app, { staff: true });
  ids = await demoIds(app);
  // Chennai: Kaalai Kaapi all day today (its weekday), Kollywood Countdown all day on the other six.
  await clearSlots(app, CHENNAI);
  const today = weekdayOf(istDate());
  for (const weekday of [0, 1, 2, 3, 4, 5, 6]) {
    await addSlot(app, {
      stationId: CHENNAI,
      weekday,
      start: '00:00',
      end: '24:00',
      mediaId: ids.show(weekday === today ? 'Kaalai Kaapi' : 'Kollywood Countdown'),
      rjIds: weekday === today ? [ids.rj('rj1014'), ids.rj('rj1013')] : [],
    });
  }
});
afterAll(async () => {
  await app.close();
  for (const server of servers) server.closeAllConnections();
  await Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve))));
});

describe('now playing', () => {
  it('names the slot on air and the next one, with their RJs, and the built-in stream', async () => {
    const { response, data } = await nowPlaying(CHENNAI);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=5');
    const today = istDate();
    expect(data.show?.title).toBe('Kaalai Kaapi');
    expect(data.startsAt).toBe(new Date(`${today}T00:00:00+05:30`).toISOString());
    expect(data.endsAt).toBe(new Date(`${addDays(today, 1)}T00:00:00+05:30`).toISOString());
    expect(data.next).toMatchObject({ show: { title: 'Kollywood Countdown' }, startsAt: data.endsAt });
    // The slot's RJs in its order; a slot naming none has its show's (Janani hosts Kollywood Countdown).
    expect(data.rjs.map((rj) => rj.id)).toEqual([ids.rj('rj1014'), ids.rj('rj1013')]);
    expect(data.next?.rjs.map((rj) => rj.id)).toEqual([ids.rj('rj1015')]);
    expect(data.stream).toEqual({
      url: '/live/5/index.m3u8',
      type: 'hls',
      fallbackUrl: '/live/5.mp3',
      builtIn: true,
    });
    expect(data.title).toBeNull();
  });

  it('answers with no show when nothing is scheduled, and 404 for an unknown station, 400 for a bad id', async () => {
    await clearSlots(app, 2);
    const { response, data } = await nowPlaying(2);
    expect(response.statusCode).toBe(200);
    expect(data).toMatchObject({ show: null, rjs: [], startsAt: null, endsAt: null, next: null });
    expect(data.stream.url).toBe('/live/2/index.m3u8');
    const unknown = await nowPlaying(9999);
    expect(unknown.response.statusCode).toBe(404);
    expect(unknown.response.json()).toMatchObject({ statusCode: 404, message: 'Station not found' });
    expect((await nowPlaying('abc')).response.json()).toMatchObject({ statusCode: 400, field: 'id' });
  });

  it('gives an external Icecast stream and the title its status-json.xsl reports, asked once per 10 s', async () => {
    const server = await icecast({
      source: [
        { listenurl: 'http://icecast.example:8000/other.mp3', title: 'Not this one' },
        // Icecast names itself by its configured host name: only the path has to match.
        {
          listenurl: 'http://icecast.example:8000/tarang.mp3',
          artist: 'Kishore Kumar',
          title: 'Pal Pal Dil Ke Paas',
        },
      ],
    });
    const streamUrl = `${server.origin}/tarang.mp3`;
    const station = await setStream(HYDERABAD, streamUrl, 'mp3');
    expect(station).toMatchObject({ streamUrl, streamType: 'mp3' });
    const { response, data } = await nowPlaying(HYDERABAD);
    expect(response.statusCode, response.body).toBe(200);
    expect(data.stream).toEqual({ url: streamUrl, type: 'mp3', fallbackUrl: null, builtIn: false });
    expect(data.title).toBe('Kishore Kumar - Pal Pal Dil Ke Paas');
    for (let i = 0; i < 3; i++) expect((await nowPlaying(HYDERABAD)).data.title).toBe(data.title);
    expect(server.hits).toBe(1);
  });

  it('reads one source given as an object, and asks nothing of an HLS stream', async () => {
    const server = await icecast({ source: { listenurl: '/live.aac', title: 'Robi Sandhya, live' } });
    await setStream(4, `${server.origin}/live.aac`, 'aac');
    expect((await nowPlaying(4)).data.title).toBe('Robi Sandhya, live');
    const hls = await setStream(4, `${server.origin}/hls/index.m3u8`, 'hls');
    expect(hls.streamType).toBe('hls');
    const { data } = await nowPlaying(4);
    expect(data.stream).toEqual({
      url: `${server.origin}/hls/index.m3u8`,
      type: 'hls',
      fallbackUrl: null,
      builtIn: false,
    });
    expect(data.title).toBeNull();
    expect(server.hits).toBe(1);
  });

  it('gives no title, still 200, when the Icecast server is down, slow, or answers nonsense', async () => {
    const closed = await serve(() => {});
    const down = servers.pop() as Server;
    await new Promise((resolve) => down.close(resolve));
    const silent = await serve(() => {}); // never answers: cut after 2 s
    const nonsense = await serve((_request, response) => response.end('<html>not json</html>'));
    for (const origin of [closed, silent, nonsense]) {
      await setStream(HYDERABAD, `${origin}/tarang.mp3`, 'mp3');
      const started = performance.now();
      const { response, data } = await nowPlaying(HYDERABAD);
      expect(response.statusCode, origin).toBe(200);
      expect(data.title, origin).toBeNull();
      expect(data.stream.url).toBe(`${origin}/tarang.mp3`);
      expect(performance.now() - started).toBeLessThan(5_000);
    }
  });

  it('switches back to the built-in stream when the address is emptied, and refuses a bad address', async () => {
    const station = await setStream(HYDERABAD, '', 'mp3');
    expect(station.streamUrl).toBe('');
    expect((await nowPlaying(HYDERABAD)).data.stream).toMatchObject({
      url: '/live/6/index.m3u8',
      builtIn: true,
    });
    const bad = await app.inject({
      method: 'PATCH',
      url: `/api/station/v1/station/${HYDERABAD}`,
      payload: { version: station.version, streamUrl: 'ftp://radio.example/live' },
      remoteAddress: freshAddress(),
      headers: { authorization: admin.authorization },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().field).toBe('streamUrl');
  });

  it("lets the site's pages load an external stream (CSP media-src and connect-src), and only while it is set", async () => {
    const directive = async (name: string) => {
      const policy = String((await app.inject('/api/health')).headers['content-security-policy']);
      return policy.split(';').find((part) => part.trim().startsWith(`${name} `)) ?? '';
    };
    expect(await directive('media-src')).not.toContain('radio.example');
    await setStream(HYDERABAD, 'https://radio.example:8443/tarang.aac', 'aac');
    expect(await directive('media-src')).toContain('https://radio.example:8443');
    expect(await directive('connect-src')).toContain('https://radio.example:8443');
    expect(await directive('script-src')).not.toContain('radio.example');
    await setStream(HYDERABAD, '', 'mp3');
    expect(await directive('media-src')).not.toContain('radio.example');
  });
});
