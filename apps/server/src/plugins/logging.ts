import { stdSerializers } from 'pino';

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
