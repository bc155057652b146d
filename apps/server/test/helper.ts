import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { inject } from 'vitest';
import { type BuildOptions, buildApp } from '../src/app';
import { type AppConfig, loadConfig, paths } from '../src/config';
import { openDatabase } from '../src/db/client';
import { localStorage } from '../src/storage';
import type { App } from '../src/types';
import { adminQuery, COPY_PREFIX, databaseUrlFor, TEMPLATE_DB, testDatabaseUrl } from './postgres';

/**
 * A real app on its own copy of the seeded demo database (PGlite, or PostgreSQL when DATABASE_URL is set).
 * Call `app.close()` when done; on PostgreSQL that also drops the copy.
 */
export async function buildTestApp(
  overrides: Partial<AppConfig> = {},
  {
    logger = testLogger(),
    filesDir = inject('filesDir'),
  }: {
    logger?: BuildOptions['logger'];
    /** Stored files (the seeded media by default, shared by the tests); a folder of its own keeps a test's apart. */
    filesDir?: string;
  } = {},
): Promise<App> {
  // No built site unless a test brings one: tests never depend on what `vite build` last left behind.
  const base = loadConfig({ ...process.env, NODE_ENV: 'test', LOG_LEVEL: 'silent' });
  const config: AppConfig = {
    ...base,
    webDistDir: '/nonexistent-web-dist',
    privateFilesDir: join(inject('filesDir'), '..', 'private-files'),
    // With REDIS_URL set, each app has its own keys unless a test shares them on purpose (two instances).
    redis: base.redis && { ...base.redis, keyPrefix: `tarang-test:${randomBytes(6).toString('hex')}:` },
    ...overrides,
  };
  const storage = localStorage(filesDir);
  let database: Awaited<ReturnType<typeof openDatabase>>;
  let dropAfter: string | undefined;
  if (testDatabaseUrl) {
    dropAfter = `${COPY_PREFIX}${randomBytes(6).toString('hex')}`;
    await adminQuery(`create database "${dropAfter}" template "${TEMPLATE_DB}"`);
    database = await openDatabase({
      url: databaseUrlFor(dropAfter),
      migrationsFolder: paths.migrations,
      poolSize: 4,
    });
  } else {
    const dump = inject('pgliteDump');
    if (!dump) throw new Error('global setup did not provide the seeded database');
    database = await openDatabase({
      loadDataDir: new Blob([readFileSync(dump)]),
      migrationsFolder: paths.migrations,
    });
  }
  const app = await buildApp({ config, database, storage, logger });
  app.addHook('onClose', async () => {
    await database.close();
    if (dropAfter) await adminQuery(`drop database if exists "${dropAfter}" with (force)`);
  });
  if (dropAfter) databaseOf.set(app, dropAfter);
  await app.ready();
  return app;
}

/** TEST_LOG=error shows what the app logs (e.g. the cause of a 500). */
const testLogger = () => (process.env.TEST_LOG ? { level: process.env.TEST_LOG } : false);
/** The PostgreSQL database of each test app. */
const databaseOf = new WeakMap<App, string>();

/**
 * Another instance of `first`'s deployment (PostgreSQL only): the same database, Redis keys, signing key and
 * storage, as a second process behind the load balancer. Close it before `first`, which drops the database.
 */
export async function secondInstance(first: App): Promise<App> {
  const name = databaseOf.get(first);
  if (!name) throw new Error('secondInstance needs an app built by buildTestApp on PostgreSQL');
  const database = await openDatabase({
    url: databaseUrlFor(name),
    migrationsFolder: paths.migrations,
    poolSize: 4,
  });
  const app = await buildApp({
    config: first.config,
    database,
    storage: first.storage,
    privateStorage: first.privateStorage,
    logger: testLogger(),
  });
  app.addHook('onClose', () => database.close());
  await app.ready();
  return app;
}

let address = 0;
/** A new client address for each call, so the per-IP rate limits do not mix tests up. */
export const nextAddress = () => `10.${(address >> 16) & 255}.${(address >> 8) & 255}.${address++ & 255}`;

/** A fresh, empty data folder (outbox, local keys) for one test app. */
export const tempDataDir = () => mkdtempSync(join(tmpdir(), 'tarang-data-'));

/** A multipart/form-data body for app.inject (file uploads). */
export function multipart(
  parts: { name: string; filename?: string; type?: string; body: Buffer | string }[],
) {
  const boundary = '----tarang-test-boundary';
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const disposition = `form-data; name="${part.name}"${part.filename ? `; filename="${part.filename}"` : ''}`;
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: ${disposition}\r\n${part.type ? `Content-Type: ${part.type}\r\n` : ''}\r\n`,
      ),
      Buffer.from(part.body),
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}
