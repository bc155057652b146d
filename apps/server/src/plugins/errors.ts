import { STATUS_CODES } from 'node:http';
import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { HttpError } from '../errors';

type ErrorBody = { statusCode: number; error: string; message: string; field?: string };

const body = (statusCode: number, message: string, field?: string): ErrorBody => ({
  statusCode,
  error: STATUS_CODES[statusCode] ?? 'Error',
  message,
  ...(field ? { field } : {}),
});

/**
 * One error handler for the whole API: a 4xx says what is wrong and, where one field is at fault, names it;
 * a 5xx is logged with its stack and answered with a message that gives nothing away.
 */
export const errorsPlugin = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      const first = error.validation[0];
      const field = first?.instancePath.replace(/^\//, '').replaceAll('/', '.') || undefined;
      return reply.code(400).send(body(400, first?.message ?? 'Invalid request', field));
    }
    if (error instanceof HttpError) {
      return reply.code(error.statusCode).send(body(error.statusCode, error.message, error.field));
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      // http-errors carry response headers, e.g. a 416's `Content-Range: bytes */size`.
      const { headers } = error as FastifyError & { headers?: Record<string, string> };
      if (headers) reply.headers(headers);
      return reply.code(status).send(body(status, error.message));
    }
    request.log.error({ err: error }, 'request failed');
    return reply.code(500).send(body(500, 'Something went wrong. Please try again later.'));
  });
});
