import type { FastifyReply, FastifyRequest, onSendHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import type pg from 'pg';
import { type ChannelTransport, InvalidationBroadcast } from '../cache/broadcast';
import { noneMatch, strongEtag } from '../cache/etag';
import { InFlightFills } from '../cache/in-flight';
import { CACHE_CONTROL, inProcessLifetimeMs, PRIVATE_WRITES, RESPONSE_CACHE_LIMITS } from '../cache/policy';
import { LISTENER_APPLICATION_NAME, postgresChannel } from '../cache/postgres-channel';
import { PublicationClock } from '../cache/publication-clock';
import { publicationRepository } from '../cache/publication-repository';
import { redisChannel } from '../cache/redis-channel';
import { type CachedResponse, ResponseCache } from '../cache/response-cache';
import { isStationPage, languageOf, pageEncodingOf } from '../shared/page-request';
import type { App } from '../types';

declare module 'fastify' {
  interface FastifyInstance {
    httpCache: {
      /** Drops every kept answer here and on every other instance: call it after any write outside a request. */
      invalidate: () => Promise<void>;
      /** False while the channel to the other instances is lost: nothing is kept or served from memory. */
      readonly enabled: boolean;
      readonly stats: ResponseCache['stats'];
    };
  }
  interface FastifyRequest {
    /**
     * Where this request's answer may be kept, the cache's generation when it began, and (for the first of
     * concurrent misses) how to hand the kept answer to the others; null: not kept.
     */
    cacheFill: {
      key: string;
      generation: number;
      handOver?: (kept: CachedResponse | undefined) => void;
    } | null;
    /** Answered from memory: nothing more to do for it on the way out. */
    cacheServed: boolean;
  }
}

/** Headers kept with an answer and sent again with it (the rest come from the hooks that run for every reply). */
const KEPT_HEADERS = ['content-type', 'cache-control', 'vary', 'content-encoding'] as const;
/** Headers a 304 repeats (RFC 9110 §15.4.5): what a cache needs to refresh the copy it holds. */
const NOT_MODIFIED_HEADERS = ['cache-control', 'vary'] as const;

/**
 * A session cookie (none today: sessions are bearer tokens) would make answers personal just as Authorization
 * does, so any cookie named like one counts; the language cookie and analytics cookies do not.
 */
const SESSION_COOKIE = /(?:^|;)\s*[^=;]*(?:sess|auth|token|refresh|sid)[^=;]*=/i;
const carriesSession = (request: FastifyRequest) =>
  request.headers.authorization !== undefined || SESSION_COOKIE.test(request.headers.cookie ?? '');

/** What the policy may keep: API reads and rendered station pages (not media bytes, feeds or live streams). */
const mayBeKept = (request: FastifyRequest) =>
  request.url.startsWith('/api/') || isStationPage(request.url.split('?')[0] ?? '');

/** API answers depend on the URL alone; a rendered page also on its language and encoding. */
const keyOf = (request: FastifyRequest) =>
  request.url.startsWith('/api/')
    ? request.url
    : `${request.url}\n${languageOf(request)}\n${pageEncodingOf(request)}`;

/** The channel every instance hears: Redis when configured, else the PostgreSQL server's NOTIFY. */
function channelOf(app: App): ChannelTransport | undefined {
  if (app.redis) {
    const prefix = app.redisKeyPrefix;
    return redisChannel(app.redis, `${prefix}cache-invalidation`, `${prefix}${LISTENER_APPLICATION_NAME}`);
  }
  if (app.database.kind === 'postgres') {
    const pool = (app.db as unknown as { $client: pg.Pool }).$client;
    return postgresChannel(pool, 'tarang_cache_invalidation');
  }
  // The embedded database belongs to this one process: nobody else writes.
  return undefined;
}

/**
 * HTTP caching: strong ETags and 304s on GET answers, `private` on every answer to a signed-in
 * caller, and an in-process copy of the hottest anonymous answers (cache/policy.ts says which, for how long),
 * dropped on every write here and, through a shared channel, on every other instance.
 */
export const httpCachePlugin = fp(async (app: App) => {
  const cache = new ResponseCache(RESPONSE_CACHE_LIMITS);
  const inFlight = new InFlightFills();
  // Time alone publishes a scheduled show, episode, article or event: the cache goes then, as after a write.
  const publications = publicationRepository(app.db);
  const clock = new PublicationClock(
    () => publications.nextPublicationDelayMs(),
    () => cache.clear(),
    app.log,
  );
  // Any write, here or on another instance, may have scheduled something sooner: the clock looks again.
  const clearAndLookAgain = () => {
    cache.clear();
    void clock.arm();
  };
  const transport = channelOf(app);
  const broadcast =
    transport &&
    new InvalidationBroadcast(transport, {
      log: app.log,
      onRemoteInvalidation: clearAndLookAgain,
      // Lost: what is kept may miss invalidations, so it goes. Back: the same, for what was missed meanwhile.
      onHealthChange: (healthy) => {
        clearAndLookAgain();
        app.log.info({ healthy }, 'cache invalidation channel');
      },
    });
  const enabled = () => !broadcast || broadcast.healthy;

  async function invalidate() {
    clearAndLookAgain();
    await broadcast?.invalidate();
  }

  app.decorate('httpCache', {
    invalidate,
    get enabled() {
      return enabled();
    },
    get stats() {
      return cache.stats;
    },
  });
  app.decorateRequest('cacheFill', null);
  app.decorateRequest('cacheServed', false);

  // Not waited for: a server starts (and answers 503) while its database is away.
  app.addHook('onReady', async () => {
    void clock.arm();
  });
  app.addHook('onClose', async () => clock.close());
  if (broadcast) {
    await broadcast.start();
    if (!broadcast.healthy) app.log.warn('cache invalidation channel not up yet: answers are not kept');
    app.addHook('onClose', () => broadcast.close());
  }

  app.addHook('onRequest', async (request, reply) => {
    if (request.method !== 'GET' || !enabled() || carriesSession(request) || !mayBeKept(request)) return;
    const key = keyOf(request);
    const found = cache.get(key);
    // Past its lifetime: the first request makes the new copy, the others get this one meanwhile.
    const refresh = found && !found.fresh && inFlight.lead(key);
    // Awaited only when an answer is on its way: an await of nothing would let every concurrent miss past this
    // point before the first one leads, and each would then make its own answer.
    const waiting = found || refresh ? undefined : inFlight.pending(key);
    const kept = refresh ? undefined : (found?.kept ?? (waiting && (await waiting)));
    if (!kept) {
      // Only answers kept before are waited for, concurrent reads of what is never kept each go their own way;
      // but a station page is waited for from its first request: it is nearly always kept, and 50 listeners
      // opening a page nobody has asked for yet would otherwise cost 50 renders (~100 MiB of memory at once).
      const led = cache.wasKept(key) || !request.url.startsWith('/api/');
      const handOver = refresh || (led ? inFlight.lead(key) : undefined);
      request.cacheFill = { key, generation: cache.generation, handOver };
      return;
    }
    request.cacheServed = true;
    reply.header('ETag', kept.etag).header('X-Cache', 'hit');
    if (noneMatch(request.headers['if-none-match'], kept.etag)) {
      for (const name of NOT_MODIFIED_HEADERS) if (kept.headers[name]) reply.header(name, kept.headers[name]);
      return reply.code(304).send();
    }
    return reply.code(kept.statusCode).headers(kept.headers).send(kept.body);
  });

  /** The last word on a GET's answer: its caching headers, its ETag or a 304, and whether it is kept. */
  async function finishRead(request: FastifyRequest, reply: FastifyReply, payload: unknown) {
    if (request.method !== 'GET' || request.cacheServed) return payload;
    const personal = carriesSession(request);
    const cacheControl = reply.getHeader('cache-control');
    if (personal) {
      // Never in a shared cache: the answer may hold the caller's own data (isFavorite, myVote…).
      if (typeof cacheControl === 'string' && /\bpublic\b/.test(cacheControl)) {
        reply.header('cache-control', cacheControl.replace(/\bpublic\b/, 'private'));
      } else if (cacheControl === undefined && reply.statusCode < 300) {
        reply.header('cache-control', CACHE_CONTROL.signedIn);
      }
    }
    if (reply.statusCode !== 200 || !(typeof payload === 'string' || Buffer.isBuffer(payload)))
      return payload;
    if (typeof cacheControl === 'string' && cacheControl.includes('no-store')) return payload;
    let etag = reply.getHeader('etag');
    if (typeof etag !== 'string') {
      etag = strongEtag(payload);
      reply.header('etag', etag);
    }
    const fill = request.cacheFill;
    const lifetimeMs = personal ? 0 : inProcessLifetimeMs(cacheControl);
    if (fill && lifetimeMs > 0 && enabled() && cache.isCurrent(fill.generation)) {
      const headers: Record<string, string> = {};
      for (const name of KEPT_HEADERS) {
        const value = reply.getHeader(name);
        if (value !== undefined) headers[name] = String(value);
      }
      const body = Buffer.isBuffer(payload) ? payload : Buffer.from(payload);
      const kept = { statusCode: 200, body, etag, headers, expiresAt: Date.now() + lifetimeMs };
      cache.set(fill.key, kept);
      fill.handOver?.(kept);
      fill.handOver = undefined;
    }
    if (noneMatch(request.headers['if-none-match'], etag)) {
      reply.code(304).removeHeader('content-type').removeHeader('content-encoding');
      return null;
    }
    return payload;
  }

  // An answer that was not kept (an error, a 404, a stream): the misses waiting for it go on their own, and an
  // expired copy it was to replace goes too (it was only to be sent while it was being made). A request whose
  // client left is not one of these: its answer is still made, and kept, for those waiting.
  const handNothingOver = async (request: FastifyRequest) => {
    const fill = request.cacheFill;
    if (!fill?.handOver) return;
    fill.handOver(undefined);
    cache.delete(fill.key);
  };
  app.addHook('onResponse', handNothingOver);

  // A route's own onSend hooks run after every plugin's: the route's Cache-Control is only final there.
  app.addHook('onRoute', (route) => {
    const own = route.onSend;
    route.onSend = [...(own ? (Array.isArray(own) ? own : [own]) : []), finishRead as onSendHookHandler];
  });

  app.addHook('onSend', async (request, reply, payload) => {
    // Answers without a route (rendered pages, the app shell) have no route hooks: finished here.
    if (request.is404) return finishRead(request, reply, payload);
    if (request.method === 'GET' || request.method === 'HEAD' || request.method === 'OPTIONS') return payload;
    // A refused write (4xx) changed nothing; a failed one (5xx) may have written part of its work.
    const status = reply.statusCode;
    if (status >= 400 && status < 500) return payload;
    if (PRIVATE_WRITES.has(`${request.method} ${request.routeOptions.url}`)) return payload;
    await invalidate();
    return payload;
  });
});
