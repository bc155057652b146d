import { type FastifyReply, type FastifyRequest, LogController } from 'fastify';
import { type DestinationStream, destination, stdSerializers } from 'pino';

/** Query parameters that are credentials (a signed media URL's signature). */
const SECRET_QUERY = /([?&](?:signature|token|refreshToken)=)[^&#]*/gi;
export const withoutSecrets = (url: string) => url.replace(SECRET_QUERY, '$1[redacted]');

/**
 * Keys never written to the logs, at the top of a log line or one level down: credentials and e-mail addresses.
 * (An error's own fields are cleaned by `serializeError`.)
 */
const SECRET_KEYS = ['password', 'passwordHash', 'token', 'refreshToken', 'email', 'authorization', 'cookie'];

/** Database error fields that may hold the values of a row (`Key (email)=(…) already exists`). */
const ROW_FIELDS = ['params', 'detail', 'where', 'parameters'];

/**
 * An error as logged: its type, message, stack and code, never the values of a failed query. Drizzle puts the
 * query's parameters (password hashes, e-mails, tokens) into its message and stack; they are cut off here.
 */
export function serializeError(error: unknown, depth = 0): Record<string, unknown> {
  if (!(error instanceof Error)) return { message: String(error) };
  const serialized: Record<string, unknown> = { ...stdSerializers.err(error) };
  for (const field of ROW_FIELDS) delete serialized[field];
  const query = (error as { query?: unknown }).query;
  if (typeof query === 'string' && error.message.startsWith('Failed query:')) {
    const message = `Failed query: ${query}`;
    serialized.message = message;
    serialized.stack = (error.stack ?? '').replace(error.message, message);
  }
  if (error.cause !== undefined && depth < 4) serialized.cause = serializeError(error.cause, depth + 1);
  else delete serialized.cause;
  return serialized;
}

/** Pino settings of the server: redaction of secrets and e-mails, safe error and request serializers. */
export function loggerOptions(level: string) {
  return {
    level,
    redact: { paths: SECRET_KEYS.flatMap((key) => [key, `*.${key}`]), censor: '[redacted]' },
    serializers: {
      err: (error: Error) => serializeError(error) as ReturnType<typeof stdSerializers.err>,
      req: (request: { method: string; url: string; host?: string; ip?: string }) => ({
        method: request.method,
        url: withoutSecrets(request.url),
        host: request.host,
        remoteAddress: request.ip,
      }),
    },
  };
}

/**
 * The server's log destination: stdout, written asynchronously. One write carries up to 256 KiB of lines
 * (sonic-boom writes 16 KiB by default, one write at a time): at 8,000 requests a second the default fell
 * behind and the waiting lines grew to 34 MiB of the heap in `npm run bench:api`. What waits is capped at
 * 16 MiB: past it lines are dropped, counted, and the count is logged once the destination keeps up again,
 * rather than the process growing without bound behind a slow disk or collector.
 */
export function logDestination(): DestinationStream {
  const stream = destination({ dest: 1, sync: false, maxWrite: 256 * 1024, maxLength: 16 * 1024 * 1024 });
  let dropped = 0;
  stream.on('drop', () => {
    dropped += 1;
  });
  const report = setInterval(() => {
    if (dropped === 0) return;
    const line = {
      level: 40,
      time: Date.now(),
      pid: process.pid,
      dropped,
      msg: 'log lines dropped: stdout is slower than the server',
    };
    dropped = 0;
    stream.write(`${JSON.stringify(line)}\n`);
  }, 10_000);
  report.unref();
  return stream;
}

/**
 * One line per request, when its answer has gone: method, URL, status and time together. Fastify's own
 * controller writes two, "incoming request" and "request completed", twice the volume for the same facts.
 * Its other lines (the default error handler's, an unknown route's) are kept as they are.
 */
export class OneLinePerRequest extends LogController {
  override incomingRequest() {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply) {
    const fields = { req: request, res: reply, responseTime: reply.elapsedTime };
    if (error) reply.log.error({ ...fields, err: error }, 'request errored');
    else reply.log.info(fields, 'request completed');
  }
}
