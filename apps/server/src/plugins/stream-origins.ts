import fp from 'fastify-plugin';
import { streamAddresses } from '../db/stream-origins-repository';
import type { App } from '../types';

/**
 * The origins of the stations' external live streams (an Icecast mount, an HLS playlist elsewhere): the site's
 * Content Security Policy lets the player load media (and hls.js fetch playlists) from these and nothing else
 * outside the site. Read at start, again after every station save on this instance, and every 30 s (another
 * instance's save reaches this one within that).
 */

const REFRESH_MS = 30_000;

/** The distinct origins of stream addresses; an address that is not a URL is left out. */
export function originsOf(urls: readonly string[]): string[] {
  const origins = new Set<string>();
  for (const url of urls) {
    try {
      const { origin, protocol } = new URL(url);
      if (protocol === 'https:' || protocol === 'http:') origins.add(origin);
    } catch {
      // Not a URL: the console refuses such an address; an old row cannot widen the policy.
    }
  }
  return [...origins].sort();
}

declare module 'fastify' {
  interface FastifyInstance {
    streamOrigins: { current: () => readonly string[]; refresh: () => Promise<void> };
  }
}

export const streamOriginsPlugin = fp(async (app: App) => {
  let current: readonly string[] = [];
  async function refresh() {
    try {
      const rows = await streamAddresses(app.db);
      current = originsOf(rows.map((row) => row.url));
    } catch (error) {
      // Keep the last known list: a database hiccup must not silence every external stream.
      app.log.warn({ err: error }, 'could not read the stations’ stream origins');
    }
  }
  app.decorate('streamOrigins', { current: () => current, refresh });
  await refresh();
  const timer = setInterval(refresh, REFRESH_MS);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));
});
