import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { paths } from '../src/config';
import { openDatabase } from '../src/db/client';
import { seedDemoNetwork } from '../src/db/seed/seed';
import { localStorage } from '../src/storage';
import { adminQuery, COPY_PREFIX, databaseUrlFor, TEMPLATE_DB, testDatabaseUrl } from './postgres';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Seeded PGlite data folder dump (tar.gz) every test app starts from; unset on PostgreSQL. */
    pgliteDump: string | undefined;
    /** Storage folder holding the seeded files, shared read-mostly by every test app. */
    filesDir: string;
  }
}

/**
 * Migrates and seeds one template database per run; each test file then starts from a copy of it: a PGlite
 * dump on the embedded database, `CREATE DATABASE … TEMPLATE` on PostgreSQL (DATABASE_URL).
 */
export default async function setup(project: TestProject) {
  const work = mkdtempSync(join(tmpdir(), 'tarang-test-'));
  const filesDir = join(work, 'files');
  const storage = localStorage(filesDir);
  const now = new Date();

  if (testDatabaseUrl) {
    const leftovers = await adminQuery<{ datname: string }>(
      'select datname from pg_database where starts_with(datname, $1) or datname = $2',
      [COPY_PREFIX, TEMPLATE_DB],
    );
    for (const { datname } of leftovers)
      await adminQuery(`drop database if exists "${datname}" with (force)`);
    await adminQuery(`create database "${TEMPLATE_DB}"`);
    const database = await openDatabase({
      url: databaseUrlFor(TEMPLATE_DB),
      migrationsFolder: paths.migrations,
    });
    await database.migrate();
    await seedDemoNetwork(database.db, storage, { mediaDir: paths.seedMedia, now });
    await database.close();
    project.provide('pgliteDump', undefined);
  } else {
    const database = await openDatabase({ migrationsFolder: paths.migrations });
    await database.migrate();
    await seedDemoNetwork(database.db, storage, { mediaDir: paths.seedMedia, now });
    const dump = join(work, 'seeded.tar.gz');
    const client = (database.db as unknown as { $client: { dumpDataDir: (c: 'gzip') => Promise<Blob> } })
      .$client;
    writeFileSync(dump, Buffer.from(await (await client.dumpDataDir('gzip')).arrayBuffer()));
    await database.close();
    project.provide('pgliteDump', dump);
  }
  project.provide('filesDir', filesDir);

  return async () => {
    if (testDatabaseUrl) await adminQuery(`drop database if exists "${TEMPLATE_DB}" with (force)`);
    rmSync(work, { recursive: true, force: true });
  };
}
