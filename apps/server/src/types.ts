import type {
  FastifyBaseLogger,
  FastifyInstance,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
} from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppConfig } from './config';
import type { Database, Db } from './db/client';
import type { Storage } from './storage';

declare module 'fastify' {
  interface FastifyInstance {
    config: AppConfig;
    database: Database;
    db: Db;
    storage: Storage;
    /** Listeners' uploads: bytes only through the file service's signed, expiring URLs. */
    privateStorage: Storage;
    /** The public URL of a stored object's bytes. */
    fileUrl: (storageKey: string) => string;
  }
}

/** The app with zod schemas as its type provider: what every service plugin receives. */
export type App = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  ZodTypeProvider
>;
