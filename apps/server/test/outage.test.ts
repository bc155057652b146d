import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { loadConfig, paths } from '../src/config';
import { openDatabase } from '../src/db/client';
import { localStorage } from '../src/storage';
import type { App } from '../src/types';
import { buildTestApp, nextAddress } from './helper';
import { testDatabaseUrl } from './postgres';

/**
 * A database outage is a 503 with Retry-After (never a 500), and the next request after the database is back
 * succeeds.
 */
const opened: App[] = [];
afterAll(async () => {
  for (const app of opened) await app.close();
});

/** An app whose database is a PostgreSQL address where nothing listens; its log lines are collected. */
async function appWithoutDatabase() {
  const lines: string[] = [];
  const config = loadConfig(
    { ...process.env, NODE_ENV: 'test' },
    {
      webDistDir: '/nonexistent-web-dist',
      redis: undefined,
      privateFilesDir: mkdtempSync(join(tmpdir(), 'tarang-private-')),
    },
  );
  const database = await openDatabase({
    url: 'postgres://postgres@127.0.0.1:1/unreachable',
    migrationsFolder: paths.migrations,
  });
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(String(chunk));
      done();
    },
  });
  const app = await buildApp({
    config,
    database,
    storage: localStorage(mkdtempSync(join(tmpdir(), 'tarang-files-'))),
    logger: { level: 'warn', stream },
  });
  opened.push(app);
  return { app, lines };
}

const expectUnavailable = (response: {
  statusCode: number;
  headers: Record<string, unknown>;
  json: () => unknown;
}) => {
  expect(response.statusCode).toBe(503);
  expect(response.headers['retry-after']).toBe('5');
  expect(response.json()).toEqual({
    statusCode: 503,
    error: 'Service Unavailable',
    message: 'The service is busy or restarting. Please try again in a few seconds.',
  });
};

describe('the database cannot be reached', () => {
  it('reads and writes answer 503 with Retry-After, and the log holds no e-mail or password', async () => {
    const { app, lines } = await appWithoutDatabase();
    expectUnavailable(await app.inject('/api/station/v1/station/1'));
    expectUnavailable(
      await app.inject({
        method: 'POST',
        url: '/api/customer/v1/subscriber/login',
        payload: { email: 'secret.person@example.in', password: 'Chai4Two!' },
        remoteAddress: nextAddress(),
      }),
    );
    expect((await app.inject('/api/health')).statusCode).toBe(503);
    const log = lines.join('');
    expect(log).toContain('database or redis unavailable');
    expect(log).not.toContain('secret.person');
    expect(log).not.toContain('Chai4Two!');
  });
});

describe.runIf(testDatabaseUrl)('PostgreSQL drops its connections (a restart)', () => {
  it('a request cut off gets a 503; the next one gets through on a new connection', async () => {
    const app = await buildTestApp();
    opened.push(app);
    expect((await app.inject('/api/station/v1/station/1')).statusCode).toBe(200);
    const result = await app.db.execute(sql`select current_database() as name`);
    const { name } = (result as unknown as { rows: { name: string }[] }).rows[0] as { name: string };
    // Hold a lock the read needs, then end every connection of the app's database, as a restart does.
    const admin = new pg.Client({ connectionString: testDatabaseUrl?.replace(/\/[^/]*$/, `/${name}`) });
    await admin.connect();
    try {
      await admin.query('begin');
      await admin.query('lock table stations in access exclusive mode');
      const reading = app.inject('/api/station/v1/station/2');
      await new Promise((done) => setTimeout(done, 300));
      await admin.query(
        'select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()',
      );
      expectUnavailable(await reading);
      await admin.query('rollback');
    } finally {
      await admin.end();
    }
    expect((await app.inject('/api/station/v1/station/2')).statusCode).toBe(200);
  });
});
