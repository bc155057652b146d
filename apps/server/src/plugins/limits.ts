import { Socket } from 'node:net';
import fp from 'fastify-plugin';
import type { App } from '../types';

/** Headers must have arrived this long after a request starts. */
export const HEADERS_TIMEOUT_MS = 15_000;
/** How often Node checks requests against the header and request timeouts (its default is 30 s). */
export const TIMEOUT_CHECK_INTERVAL_MS = 5_000;
/** A request body must keep arriving at this average rate once it has had BODY_GRACE_MS to get going. */
export const MIN_BODY_BYTES_PER_SECOND = 1024;
export const BODY_GRACE_MS = 10_000;
const BODY_CHECK_EVERY_MS = 1_000;

const hasBody = (headers: Record<string, string | string[] | undefined>) =>
  headers['transfer-encoding'] !== undefined || Number(headers['content-length'] ?? 0) > 0;

/**
 * Slow clients cannot hold sockets. Node closes a request whose headers take longer than HEADERS_TIMEOUT_MS or
 * which takes longer than REQUEST_TIMEOUT_SECONDS in all (set in app.ts); that ceiling is long enough for a
 * large upload on a phone, so a body trickling in (a byte every few seconds) is cut here instead: its socket
 * is closed once its average rate stays under MIN_BODY_BYTES_PER_SECOND past the grace period.
 */
export const limitsPlugin = fp(async (app: App) => {
  app.addHook('onRequest', (request, _reply, done) => {
    const { raw } = request;
    const socket = raw.socket;
    // app.inject's requests have no socket to watch, and a finished body needs no watching.
    if (!(socket instanceof Socket) || raw.complete || !hasBody(raw.headers)) return done();
    const startedAt = Date.now();
    const bytesAtStart = socket.bytesRead;
    const watch = setInterval(() => {
      if (raw.complete || socket.destroyed) return clearInterval(watch);
      const seconds = (Date.now() - startedAt) / 1000;
      if (seconds * 1000 < BODY_GRACE_MS) return;
      const rate = (socket.bytesRead - bytesAtStart) / seconds;
      if (rate >= MIN_BODY_BYTES_PER_SECOND) return;
      clearInterval(watch);
      request.log.info({ bytesPerSecond: Math.round(rate) }, 'request body too slow: connection closed');
      socket.destroy();
    }, BODY_CHECK_EVERY_MS);
    watch.unref();
    raw.once('close', () => clearInterval(watch));
    done();
  });
});
