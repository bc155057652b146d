import pg from 'pg';
import type { ChannelTransport } from './broadcast';

/** The listening connection's name in pg_stat_activity (tests end it to play a lost channel). */
export const LISTENER_APPLICATION_NAME = 'tarang-cache-listener';
const RETRY_MS = { first: 250, max: 5000 };

/**
 * LISTEN/NOTIFY on the deployment's PostgreSQL: one dedicated connection listens (a pooled one could not: the
 * pool hands connections around), messages are sent through the app's pool. NOTIFY reaches the listeners of the
 * same database only, so deployments on different databases never hear each other.
 */
export function postgresChannel(pool: pg.Pool, channel: string): ChannelTransport {
  let client: pg.Client | undefined;
  let closed = false;
  let retryMs = RETRY_MS.first;
  let retryTimer: NodeJS.Timeout | undefined;
  let events: Parameters<ChannelTransport['start']>[0];

  function lost(which: pg.Client, error?: unknown) {
    if (client !== which) return; // Already replaced.
    client = undefined;
    which.removeAllListeners('notification');
    which.end().catch(() => {});
    events.down(error);
    if (closed) return;
    retryTimer = setTimeout(connect, retryMs);
    retryMs = Math.min(retryMs * 2, RETRY_MS.max);
  }

  async function connect() {
    if (closed) return;
    const listener = new pg.Client({
      ...pool.options,
      application_name: LISTENER_APPLICATION_NAME,
      keepAlive: true,
    });
    client = listener;
    listener.on('notification', (message) => {
      if (message.channel === channel && message.payload) events.message(message.payload);
    });
    listener.on('error', (error) => lost(listener, error));
    listener.on('end', () => lost(listener));
    try {
      await listener.connect();
      await listener.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
    } catch (error) {
      lost(listener, error);
      return;
    }
    if (client !== listener || closed) return;
    retryMs = RETRY_MS.first;
    events.up();
  }

  return {
    start(handlers) {
      events = handlers;
      void connect();
    },
    async publish(text) {
      await pool.query('select pg_notify($1, $2)', [channel, text]);
    },
    reconnect() {
      if (client) lost(client);
    },
    async close() {
      closed = true;
      clearTimeout(retryTimer);
      const open = client;
      client = undefined;
      await open?.end().catch(() => {});
    },
  };
}
