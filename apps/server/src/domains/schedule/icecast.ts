import type { FastifyBaseLogger } from 'fastify';
import { fetchTypedAddress } from '../../outbound/fetch';

/**
 * What an external Icecast stream says it plays now: its server's status-json.xsl, the source whose listen URL
 * has the stream's path, that source's title. Now-playing asks on every read, so each status answer is kept in
 * memory for a few seconds per server, and a slow or dead server costs at most the timeout and gives no title:
 * a station's page never fails because its streaming server does. The address is typed in the console, so it
 * is fetched through outbound/fetch.ts: never from an internal address, redirects included.
 */

export type IcecastOptions = {
  /** Allow a status page on a private address (an Icecast on the operator's own network). */
  allowPrivateHosts: boolean;
  /** How long one status answer (or failure) is reused. */
  cacheMs?: number;
  /** How long to wait for the status page. */
  timeoutMs?: number;
};

/** More than any real status page (one source is a few hundred bytes): a runaway answer is cut off. */
const MAX_STATUS_BYTES = 1_000_000;
/** Status pages of at most this many servers are remembered; expired ones go first. */
const MAX_CACHED_SERVERS = 100;

type IcecastSource = { listenurl?: unknown; title?: unknown; artist?: unknown };

/** The status page of the Icecast server a stream URL is on: `<origin>/status-json.xsl`. */
export const statusUrlOf = (streamUrl: string) => new URL('/status-json.xsl', streamUrl).href;

const text = (value: unknown) =>
  typeof value === 'string' || typeof value === 'number' ? String(value).trim() : '';

/** The title of the stream's source in a status-json.xsl answer (icestats.source: one object or a list). */
export function titleInStatus(status: unknown, streamUrl: string): string | null {
  const icestats = (status as { icestats?: { source?: unknown } } | null)?.icestats;
  const raw = icestats?.source;
  const sources = (Array.isArray(raw) ? raw : raw ? [raw] : []) as IcecastSource[];
  const path = new URL(streamUrl).pathname;
  const source = sources.find((candidate) => {
    const listenUrl = text(candidate?.listenurl);
    if (!listenUrl) return false;
    try {
      return new URL(listenUrl, streamUrl).pathname === path;
    } catch {
      return false;
    }
  });
  if (!source) return null;
  const title = text(source.title);
  const artist = text(source.artist);
  if (artist && title) return `${artist} - ${title}`;
  return title || artist || null;
}

/** A reader of Icecast titles with its own cache (one per app). */
export function icecastTitles(log: FastifyBaseLogger, options: IcecastOptions) {
  const cacheMs = options.cacheMs ?? 10_000;
  const timeoutMs = options.timeoutMs ?? 2_000;
  /** The answer (or the pending request, so a burst of readers makes one) per status URL. */
  const cache = new Map<string, { expires: number; status: Promise<unknown> }>();

  async function fetchStatus(statusUrl: string): Promise<unknown> {
    try {
      const response = await fetchTypedAddress(statusUrl, {
        allowPrivate: options.allowPrivateHosts,
        timeoutMs,
        maxBytes: MAX_STATUS_BYTES,
        headers: { accept: 'application/json' },
      });
      if (response.status < 200 || response.status > 299) {
        throw new Error(`status page answered ${response.status}`);
      }
      return JSON.parse(response.body.toString('utf8'));
    } catch (error) {
      log.debug({ err: error, statusUrl }, 'Icecast status unavailable: now-playing gives no title');
      return null;
    }
  }

  function statusOf(statusUrl: string, now: number): Promise<unknown> {
    const cached = cache.get(statusUrl);
    if (cached && cached.expires > now) return cached.status;
    if (cache.size >= MAX_CACHED_SERVERS) {
      for (const [url, entry] of cache) if (entry.expires <= now) cache.delete(url);
      if (cache.size >= MAX_CACHED_SERVERS) cache.delete(cache.keys().next().value as string);
    }
    const status = fetchStatus(statusUrl);
    cache.set(statusUrl, { expires: now + cacheMs, status });
    return status;
  }

  return {
    /** What the stream plays now, by its server's status page; null when the server does not say. */
    async titleOf(streamUrl: string): Promise<string | null> {
      let statusUrl: string;
      try {
        statusUrl = statusUrlOf(streamUrl);
      } catch {
        return null;
      }
      return titleInStatus(await statusOf(statusUrl, Date.now()), streamUrl);
    },
  };
}

export type IcecastTitles = ReturnType<typeof icecastTitles>;
