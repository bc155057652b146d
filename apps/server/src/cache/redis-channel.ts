import type { Redis, RedisOptions } from 'ioredis';
import type { ChannelTransport } from './broadcast';

/**
 * Redis pub/sub: a connection of its own subscribes (a subscribed connection can do nothing else), messages are
 * published through the app's connection. ioredis reconnects by itself; each time it is ready again this
 * subscribes again before saying the channel is up.
 */
export function redisChannel(publisher: Redis, channel: string, connectionName: string): ChannelTransport {
  // The publisher's address and settings, with these on top (ioredis is not imported here: lazy-modules.ts).
  const subscriber = publisher.duplicate<Partial<RedisOptions>>({
    lazyConnect: true,
    autoResubscribe: false,
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    connectTimeout: 5000,
    connectionName,
    retryStrategy: (attempt: number) => Math.min(250 * 2 ** attempt, 5000),
  });
  let closed = false;

  return {
    start(events) {
      subscriber.on('message', (from: string, text: string) => {
        if (from === channel) events.message(text);
      });
      subscriber.on('ready', () => {
        subscriber.subscribe(channel).then(
          () => events.up(),
          // Subscribed nowhere: start over rather than look connected.
          () => subscriber.disconnect(!closed),
        );
      });
      subscriber.on('close', () => events.down());
      subscriber.on('error', (error) => events.down(error));
      subscriber.connect().catch((error: unknown) => events.down(error));
    },
    async publish(text) {
      await publisher.publish(channel, text);
    },
    reconnect() {
      subscriber.disconnect(true);
    },
    async close() {
      closed = true;
      await subscriber.quit().catch(() => subscriber.disconnect());
    },
  };
}
