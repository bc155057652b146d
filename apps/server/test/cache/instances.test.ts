import { sql } from 'drizzle-orm';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LISTENER_APPLICATION_NAME } from '../../src/cache/postgres-channel';
import { loadConfig } from '../../src/config';
import type { App } from '../../src/types';
import { buildTestApp, secondInstance } from '../helper';
import { testDatabaseUrl } from '../postgres';
import { type Account, freshAddress, signUp } from '../sections-helper';
import { scheduleEpisode, until } from './scheduled-episode';

/**
 * Caching across instances: two apps on one PostgreSQL, as behind a load balancer, each keeping public
 * reads in memory. An edit through one is read back fresh from the other at once, over LISTEN/NOTIFY and over
 * Redis pub/sub; an instance that loses the channel keeps nothing until it is back.
 */
const STATION = '/api/station/v1/station/1';
const redis = loadConfig().redis;

const channels = [
  { name: 'PostgreSQL LISTEN/NOTIFY', redis: undefined, runs: Boolean(testDatabaseUrl) },
  { name: 'Redis pub/sub', redis, runs: Boolean(testDatabaseUrl && redis) },
];

describe.each(channels)('two instances, invalidated over $name', ({ redis, runs }) => {
  let one: App;
  let two: App;
  let admin: Account;
  beforeAll(async () => {
    if (!runs) return;
    one = await buildTestApp({
      ...(redis ? {} : { redis: undefined }),
      auth: {
        jwtSecret: 'cache-instances-secret-long-enough-hs256',
        accessTokenSeconds: 900,
        refreshTokenSeconds: 86400,
      },
    });
    two = await secondInstance(one);
    admin = await signUp(one, { staff: true });
  });
  afterAll(async () => {
    await two?.close();
    await one?.close();
  });

  const read = (instance: App) => instance.inject({ url: STATION, remoteAddress: freshAddress() });
  async function editTagline(instance: App, tagline: string) {
    const headers = { authorization: admin.authorization };
    const { version } = (await instance.inject({ url: '/api/station/v1/staff/stations/1', headers })).json()
      .data;
    const edited = await instance.inject({
      method: 'PATCH',
      url: '/api/station/v1/station/1',
      payload: { version, tagline },
      headers,
      remoteAddress: freshAddress(),
    });
    expect(edited.statusCode, edited.body).toBe(200);
  }

  it.runIf(runs)('an edit through one instance is read back fresh from the other, every time', async () => {
    expect(one.httpCache.enabled && two.httpCache.enabled).toBe(true);
    for (let round = 0; round < 5; round++) {
      for (const instance of [one, two]) {
        await read(instance);
        expect((await read(instance)).headers['x-cache']).toBe('hit');
      }
      const [writer, reader] = round % 2 ? [two, one] : [one, two];
      await editTagline(writer, `Round ${round}`);
      for (const instance of [reader, writer]) {
        const fresh = await read(instance);
        expect(fresh.headers['x-cache']).toBeUndefined();
        expect(fresh.json().data.tagline).toBe(`Round ${round}`);
      }
    }
  });

  it.runIf(runs)(
    'an episode scheduled through one is in the other’s kept reads the moment its time comes',
    async () => {
      const { showId, at } = await scheduleEpisode(one, admin, 4000);
      const countOn = async (instance: App) => {
        const response = await instance.inject({
          url: `/api/media/v1/media/${showId}`,
          remoteAddress: freshAddress(),
        });
        return {
          count: response.json().data.episodeCount as number,
          cached: response.headers['x-cache'] ?? 'miss',
        };
      };
      const { count } = await countOn(two);
      expect(await countOn(two)).toEqual({ count, cached: 'hit' });
      expect(Date.now(), 'the machine was too slow to read before the episode’s time').toBeLessThan(at);
      await until(at, 100);
      expect(await countOn(two)).toEqual({ count: count + 1, cached: 'miss' });
    },
  );

  /** Ends both instances' listening connections, as a restart of the server or a network cut would. */
  async function cutTheChannel() {
    if (!redis) {
      await one.db.execute(
        sql`select pg_terminate_backend(pid) from pg_stat_activity where application_name = ${LISTENER_APPLICATION_NAME} and datname = current_database()`,
      );
      return;
    }
    const admin = new Redis(redis.url);
    try {
      const clients = String(await admin.client('LIST')).split('\n');
      const name = `name=${one.redisKeyPrefix}${LISTENER_APPLICATION_NAME}`;
      for (const line of clients.filter((client) => client.includes(` ${name} `))) {
        await admin.client('KILL', 'ID', line.match(/^id=(\d+)/)?.[1] ?? '0');
      }
    } finally {
      admin.disconnect();
    }
  }

  it.runIf(runs)(
    'an instance that loses the channel stops answering from memory until it is back',
    async () => {
      await read(two);
      expect((await read(two)).headers['x-cache']).toBe('hit');
      await cutTheChannel();
      await expect.poll(() => two.httpCache.enabled, { timeout: 2000, interval: 5 }).toBe(false);
      expect((await read(two)).headers['x-cache']).toBeUndefined();
      expect((await read(two)).headers['x-cache']).toBeUndefined();
      await expect.poll(() => two.httpCache.enabled && one.httpCache.enabled, { timeout: 10_000 }).toBe(true);
      await editTagline(one, 'After the outage');
      await read(two);
      const kept = await read(two);
      expect(kept.headers['x-cache']).toBe('hit');
      expect(kept.json().data.tagline).toBe('After the outage');
    },
  );
});
