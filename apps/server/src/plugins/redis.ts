import fp from 'fastify-plugin';
import type { Redis } from 'ioredis';
import { loadRedis } from '../lazy-modules';
import type { App } from '../types';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * The shared Redis (REDIS_URL), or undefined: then rate limits are per process and sign-in counters live in
     * the database. Keys start with `redisKeyPrefix`.
     */
    redis: Redis | undefined;
    redisKeyPrefix: string;
  }
}

/**
 * One Redis connection per instance. A command fails at once while Redis is unreachable (no offline queue, one
 * retry), so a Redis outage shows up as an error the caller handles rather than requests that hang.
 */
export const redisPlugin = fp(async (app: App) => {
  const settings = app.config.redis;
  app.decorate('redisKeyPrefix', settings?.keyPrefix ?? '');
  if (!settings) {
    app.decorate('redis', undefined);
    return;
  }
  const RedisClient = await loadRedis();
  const redis = new RedisClient(settings.url, {
    lazyConnect: true,
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    connectTimeout: 5000,
  });
  redis.on('error', (error) => app.log.warn({ err: error }, 'redis: connection error'));
  // A configured Redis that cannot be reached at start is a deployment mistake: say so and stop.
  await redis.connect();
  app.decorate('redis', redis);
  app.addHook('onClose', async () => {
    await redis.quit().catch(() => redis.disconnect());
  });
});
