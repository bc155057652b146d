import { existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { paths } from '../src/config';
import { type Database, openDatabase } from '../src/db/client';

/**
 * Memory: the embedded database's first start copies the fresh cluster the build made (build.mjs)
 * instead of running initdb, which takes PGlite to ~775 MiB for the life of the process.
 */
const root = mkdtempSync(join(tmpdir(), 'tarang-cluster-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

const rows = async (database: Database, query: ReturnType<typeof sql>) =>
  ((await database.db.execute(query)) as unknown as { rows: Record<string, unknown>[] }).rows;
const hasTable = async (database: Database, name: string) =>
  (await rows(database, sql`select 1 from pg_tables where tablename = ${name}`)).length === 1;

describe('the embedded database on its first start', () => {
  it("copies the build's cluster into an empty folder, then keeps what is written there; the cluster stays as it was", async () => {
    // The cluster as build.mjs leaves it, with a mark that only a copy of it can have.
    const cluster = join(root, 'cluster');
    const made = await openDatabase({ dir: cluster, migrationsFolder: paths.migrations });
    await made.db.execute(sql`create table made_by_the_build (id int)`);
    await made.close();

    const dir = join(root, 'db');
    // The server creates DATA_DIR/db's parent, sometimes the folder itself: an empty folder is a first start.
    mkdirSync(dir, { recursive: true });
    const first = await openDatabase({ dir, initialCluster: cluster, migrationsFolder: paths.migrations });
    expect(await hasTable(first, 'made_by_the_build')).toBe(true);
    await first.migrate();
    await first.db.execute(sql`insert into genres (name, slug) values ('Sufi', 'sufi')`);
    await first.close();
    expect(existsSync(`${dir}.copying`)).toBe(false);

    // A later start opens the folder as it is: nothing copied over it.
    const again = await openDatabase({ dir, initialCluster: cluster, migrationsFolder: paths.migrations });
    expect(await rows(again, sql`select name from genres`)).toEqual([{ name: 'Sufi' }]);
    await again.close();

    const original = await openDatabase({ dir: cluster, migrationsFolder: paths.migrations });
    expect(await hasTable(original, 'genres')).toBe(false);
    await original.close();
  });

  it('runs initdb as before when there is no cluster (a server run from source)', async () => {
    const dir = join(root, 'from-source');
    const database = await openDatabase({
      dir,
      initialCluster: join(root, 'no-such-cluster'),
      migrationsFolder: paths.migrations,
    });
    await database.migrate();
    expect(await hasTable(database, 'genres')).toBe(true);
    await database.close();
  });
});
