import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { HttpError } from '../errors';

/**
 * JSON bodies are bounded before they are parsed:
 * - in depth: deeper than any body of the API nests (a few levels) is refused, so whatever walks a parsed body
 *   afterwards (the NUL check, validation, the handler) never meets a value nested deep enough to exhaust the
 *   stack, and a hostile `[[[[…]]]]` costs one linear scan;
 * - in size, per route (a 413): a console form (rich text, a gallery) may be large, a listener's form (sign-in,
 *   a request, a saved position) never is, so anyone's body is held to that.
 */
export const MAX_JSON_DEPTH = 32;
/** The longest listener body is a social sign-in (a provider's token of up to 8 KiB). */
export const LISTENER_BODY_LIMIT = 32 * 1024;
/** A console save: up to 50,000 characters of HTML (Devanagari: 3 bytes each) and its other fields. */
export const CONSOLE_BODY_LIMIT = 1024 * 1024;

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const [OPEN_ARRAY, CLOSE_ARRAY, OPEN_OBJECT, CLOSE_OBJECT] = [0x5b, 0x5d, 0x7b, 0x7d];

/** Whether a JSON text opens more than `limit` arrays and objects inside each other (strings skipped). */
export function nestsDeeperThan(text: string, limit: number): boolean {
  let depth = 0;
  let inString = false;
  for (let index = 0; index < text.length; index++) {
    const code = text.charCodeAt(index);
    if (inString) {
      if (code === BACKSLASH) index++;
      else if (code === QUOTE) inString = false;
    } else if (code === QUOTE) inString = true;
    else if (code === OPEN_ARRAY || code === OPEN_OBJECT) {
      if (++depth > limit) return true;
    } else if (code === CLOSE_ARRAY || code === CLOSE_OBJECT) depth--;
  }
  return false;
}

/** Fastify's own JSON parser (prototype-poisoning checks included), behind the depth check. */
export const jsonBodyPlugin = fp(async (app: FastifyInstance) => {
  // Every body is held to a listener's form (the server's bodyLimit, app.ts) unless a route or its parser
  // says otherwise; a staff-only route takes a console form.
  app.addHook('onRoute', (route) => {
    if (route.bodyLimit !== undefined) return;
    const onRequest = [route.onRequest ?? []].flat();
    if (onRequest.some((hook) => hook === app.requireStaff || hook === app.requireAdmin)) {
      route.bodyLimit = CONSOLE_BODY_LIMIT;
    }
  });
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    if (nestsDeeperThan(body as string, MAX_JSON_DEPTH)) {
      const message = `The body is nested more than ${MAX_JSON_DEPTH} levels deep`;
      return done(new HttpError(400, message, 'body'), undefined);
    }
    parseJson(request, body as string, done);
  });
});
