import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { HttpError } from '../errors';

/**
 * JSON bodies are refused before parsing when they nest deeper than any body of the API does (a few levels):
 * whatever walks a parsed body afterwards (the NUL check, validation, the handler) then never meets a value
 * nested deep enough to exhaust the stack, and a hostile `[[[[…]]]]` costs one linear scan.
 */
export const MAX_JSON_DEPTH = 32;

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const OPENERS = new Set([0x5b, 0x7b]);
const CLOSERS = new Set([0x5d, 0x7d]);

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
    else if (OPENERS.has(code)) {
      if (++depth > limit) return true;
    } else if (CLOSERS.has(code)) depth--;
  }
  return false;
}

/** Fastify's own JSON parser (prototype-poisoning checks included), behind the depth check. */
export const jsonBodyPlugin = fp(async (app: FastifyInstance) => {
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
