import { STATUS_CODES } from 'node:http';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { AppConfig } from '../config';
import { HttpError } from '../errors';
import { securityHeadersFor } from './security';

type ErrorBody = { statusCode: number; error: string; message: string; field?: string };

const body = (statusCode: number, message: string, field?: string): ErrorBody => ({
  statusCode,
  error: STATUS_CODES[statusCode] ?? 'Error',
  message,
  ...(field ? { field } : {}),
});

/** Seconds a client is told to wait when the database (or Redis) cannot be reached. */
export const UNAVAILABLE_RETRY_SECONDS = 5;
export const UNAVAILABLE_MESSAGE = 'The service is busy or restarting. Please try again in a few seconds.';

/**
 * Errors that mean "the database or Redis cannot be reached right now" (refused, reset, timed out, shut down,
 * too many connections), from node-postgres, PGlite, ioredis or a socket, anywhere in the cause chain.
 */
const UNAVAILABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
  'EAI_AGAIN',
  '08000',
  '08001',
  '08003',
  '08004',
  '08006',
  '53300',
  '57P01',
  '57P02',
  '57P03',
]);
const UNAVAILABLE_MESSAGES =
  /Connection terminated|timeout exceeded when trying to connect|not queryable|after calling end on the pool|Stream isn't writeable|Reached the max retries per request|Connection is closed|PGlite is closed/;

export function isServiceUnavailable(error: unknown): boolean {
  for (let cause = error, depth = 0; cause instanceof Error && depth < 5; depth++) {
    const code = (cause as { code?: unknown }).code;
    if (typeof code === 'string' && UNAVAILABLE_CODES.has(code)) return true;
    if (UNAVAILABLE_MESSAGES.test(cause.message)) return true;
    if (cause instanceof AggregateError && cause.errors.some(isServiceUnavailable)) return true;
    cause = cause.cause;
  }
  return false;
}

/**
 * What busboy (under @fastify/multipart) throws on a body that is not valid multipart/form-data: no boundary,
 * a part cut short, a broken part header. The caller sent it, so it is a 400 on the upload's field.
 */
const MALFORMED_MULTIPART =
  /^Multipart: Boundary not found$|^Boundary required$|unexpected end of multipart data$|^Unexpected end of (form|file)$|^Malformed part header$/i;

/** A database error (node-postgres or PGlite) somewhere in the cause chain. */
type DatabaseError = { code: string; constraint?: string; message: string };
function databaseError(error: unknown): DatabaseError | undefined {
  for (let cause = error, depth = 0; cause instanceof Error && depth < 5; depth++) {
    const code = (cause as unknown as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return cause as unknown as DatabaseError;
    cause = cause.cause;
  }
  return undefined;
}

const camel = (column: string) => column.replace(/_([a-z])/g, (_, letter: string) => letter.toUpperCase());

/**
 * A foreign key the request broke, which a route did not check first: linking to something that does not exist
 * is a 400 on that field (drizzle names constraints `<table>_<column>_<target>_<column>_fk`); deleting something
 * still used is a 409.
 */
export function foreignKeyProblem(
  error: unknown,
): { status: 400 | 409; message: string; field?: string } | undefined {
  const db = databaseError(error);
  if (db?.code !== '23503') return undefined;
  if (/^update or delete on table/.test(db.message)) {
    return { status: 409, message: 'This is still used by other content: remove it from there first' };
  }
  // `<table>_<column>_<target>_<column>_fk`: after the table's name, the column runs to its first "_id".
  const table = db.message.match(/on table "([^"]+)"/)?.[1];
  const rest =
    table && db.constraint?.startsWith(`${table}_`) ? db.constraint.slice(table.length + 1) : undefined;
  const column = rest?.match(/^([a-z0-9_]*?_id)_/)?.[1];
  const field = column ? camel(column) : undefined;
  return {
    status: 400,
    message: field ? `${field} does not exist` : 'Something this refers to does not exist',
    field,
  };
}

/**
 * The first string holding U+0000 in a parsed body, query or params (in document order): PostgreSQL cannot
 * store it. Walked with a stack of its own, not by recursion: however deep a value, the walk cannot overflow.
 */
export function nulPath(value: unknown): string | undefined {
  // Each entry: a value and the path of its parent, under its key ('' at the top).
  const pending: { item: unknown; parent: string; key: string }[] = [{ item: value, parent: '', key: '' }];
  for (let next = pending.pop(); next; next = pending.pop()) {
    const { item, parent, key } = next;
    if (key.includes('\u0000')) return parent ? `${parent}.${key.replaceAll('\u0000', '')}` : 'body';
    const path = parent ? `${parent}.${key}` : key;
    if (typeof item === 'string') {
      if (item.includes('\u0000')) return path || 'body';
    } else if (typeof item === 'object' && item !== null) {
      // Pushed last to first, so that the first entry is the next one looked at.
      const entries = Object.entries(item);
      for (let index = entries.length - 1; index >= 0; index--) {
        const [childKey, child] = entries[index] as [string, unknown];
        pending.push({ item: child, parent: path, key: childKey });
      }
    }
  }
  return undefined;
}

/**
 * One error handler for the whole API: a 4xx says what is wrong and, where one field is at fault, names it;
 * a database outage is a 503 with Retry-After; anything else is logged with its stack and answered with a 500
 * that gives nothing away.
 */
export const errorsPlugin = fp(async (app: FastifyInstance) => {
  // A NUL character in any field or query is refused before validation, naming the field.
  app.addHook('preValidation', async (request) => {
    for (const part of [request.params, request.query, request.body]) {
      const field = nulPath(part);
      if (field) throw new HttpError(400, `${field} must not contain a NUL character`, field);
    }
  });

  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      const first = error.validation[0];
      const field = first?.instancePath.replace(/^\//, '').replaceAll('/', '.') || undefined;
      return reply.code(400).send(body(400, first?.message ?? 'Invalid request', field));
    }
    if (error instanceof HttpError) {
      if (error.headers) reply.headers(error.headers);
      return reply.code(error.statusCode).send(body(error.statusCode, error.message, error.field));
    }
    if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
      const limit = request.routeOptions.bodyLimit;
      return reply
        .code(413)
        .send(body(413, `The body is larger than this route takes (${limit} bytes)`, 'body'));
    }
    if (MALFORMED_MULTIPART.test(error.message ?? '')) {
      return reply.code(400).send(body(400, 'The upload is not a valid multipart/form-data body', 'file'));
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      // http-errors carry response headers, e.g. a 416's `Content-Range: bytes */size`.
      const { headers } = error as FastifyError & { headers?: Record<string, string> };
      if (headers) reply.headers(headers);
      return reply.code(status).send(body(status, error.message));
    }
    const foreignKey = foreignKeyProblem(error);
    if (foreignKey)
      return reply
        .code(foreignKey.status)
        .send(body(foreignKey.status, foreignKey.message, foreignKey.field));
    if (isServiceUnavailable(error)) {
      request.log.warn({ err: error }, 'database or redis unavailable');
      reply.header('retry-after', String(UNAVAILABLE_RETRY_SECONDS));
      return reply.code(503).send(body(503, UNAVAILABLE_MESSAGE));
    }
    request.log.error({ err: error }, 'request failed');
    return reply.code(500).send(body(500, 'Something went wrong. Please try again later.'));
  });
});

/**
 * Fastify's `frameworkErrors`: errors of the router itself (a bad %-encoding: 400; a path segment over the
 * length limit: 414), answered in the standard shape with the security headers, which the plugins' hooks would
 * not add (no route ran).
 */
export function frameworkErrorHandler(config: AppConfig) {
  const securityHeaders = securityHeadersFor(config);
  return (error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    const status =
      error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 400;
    securityHeaders(request.raw, reply.raw);
    const message = status === 414 ? 'The address is too long' : 'The address is not valid';
    return reply.code(status).send(body(status, message));
  };
}
