import { cpSync, existsSync, mkdirSync, readdirSync, renameSync, rmSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import * as schema from './schema';

export type Schema = typeof schema;
/** One type for both drivers: the services never know which database they run on. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export type Database = {
  db: Db;
  kind: 'pglite' | 'postgres';
  migrate: () => Promise<void>;
  /** Runs fn while holding a database-wide lock, so several instances starting at once take turns. */
  exclusive: <T>(fn: () => Promise<T>) => Promise<T>;
  ping: () => Promise<void>;
  close: () => Promise<void>;
};

export type DatabaseOptions = {
  /** postgres://… for PostgreSQL; otherwise the embedded database. */
  url?: string | undefined;
  /** Folder of the embedded database; undefined keeps it in memory (tests). */
  dir?: string | undefined;
  /** An embedded database's data folder dump (tar) to start from: tests start from a seeded template. */
  loadDataDir?: Blob | File | undefined;
  /**
   * A fresh embedded cluster made at build time (build.mjs), copied into an empty `dir` instead of running initdb
   * there: initdb takes PGlite's memory to ~775 MiB, which the process then keeps for its whole life; opening
   * the copy, ~155. Missing (a server run from source): initdb, as before.
   */
  initialCluster?: string | undefined;
  migrationsFolder: string;
  poolSize?: number;
  /** Told when an idle PostgreSQL connection breaks (the pool drops it and opens another when needed). */
  onConnectionError?: (error: Error) => void;
};

/** "tarang" in ASCII: the advisory lock taken while migrating and seeding at start. */
const STARTUP_LOCK = 0x746172616e67;

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.url) {
    const pool = new pg.Pool({
      connectionString: options.url,
      max: options.poolSize ?? 10,
      // An unreachable server fails the request (a 503) instead of holding it.
      connectionTimeoutMillis: 5000,
    });
    // Without a listener, an idle connection that breaks (a database restart) would crash the process.
    pool.on('error', (error) => options.onConnectionError?.(error));
    const db = drizzleNodePg(pool, { schema }) as unknown as Db;
    async function exclusive<T>(fn: () => Promise<T>): Promise<T> {
      const client = await pool.connect();
      try {
        await client.query('select pg_advisory_lock($1)', [STARTUP_LOCK]);
        return await fn();
      } finally {
        await client.query('select pg_advisory_unlock($1)', [STARTUP_LOCK]).catch(() => {});
        client.release();
      }
    }
    return {
      db,
      kind: 'postgres',
      exclusive,
      migrate: () =>
        exclusive(() => migrateNodePg(db as never, { migrationsFolder: options.migrationsFolder })),
      async ping() {
        await db.execute(sql`select 1`);
      },
      async close() {
        // pool.end() resolves before its connections have closed; wait for each one.
        let open = pool.totalCount;
        const closed = new Promise<void>((resolve) => {
          if (open === 0) resolve();
          pool.on('remove', () => {
            open -= 1;
            if (open <= 0) resolve();
          });
        });
        await pool.end();
        await closed;
      },
    };
  }

  // Imported here, not at the top: a server on PostgreSQL never loads the embedded database's code.
  const [{ PGlite }, { drizzle: drizzlePglite }, { migrate: migratePglite }] = await Promise.all([
    import('@electric-sql/pglite'),
    import('drizzle-orm/pglite'),
    import('drizzle-orm/pglite/migrator'),
  ]);
  if (!options.loadDataDir) copyInitialCluster(options);
  if (options.dir) mkdirSync(options.dir, { recursive: true });
  const client = new PGlite({
    // PostgreSQL's buffer cache lives in the process's own memory here (WebAssembly memory, which never shrinks)
    // and is 160 MiB by default: 16 MiB keeps a demo network's hot rows and pages, and the files the rest
    // are read from stay in the OS page cache. Measured: 301 -> 197 MiB RSS after the same reads.
    postgresqlconf: ['shared_buffers=16MB'],
    ...(options.dir ? { dataDir: options.dir } : {}),
    ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
  });
  await client.waitReady;
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    // One process owns an embedded database folder: nothing to wait for.
    exclusive: (fn) => fn(),
    migrate: () =>
      migratePglite(drizzlePglite(client, { schema }), { migrationsFolder: options.migrationsFolder }),
    async ping() {
      await db.execute(sql`select 1`);
    },
    async close() {
      await client.close();
    },
  };
}

/** Copies the build's fresh cluster into `dir` when that holds nothing yet (and the build made one). */
function copyInitialCluster({ dir, initialCluster }: DatabaseOptions) {
  if (!dir || !initialCluster || !existsSync(initialCluster)) return;
  if (existsSync(dir) && readdirSync(dir).length > 0) return;
  // Copied beside it, then renamed: a copy cut short never looks like a database.
  const partial = `${dir}.copying`;
  rmSync(partial, { recursive: true, force: true });
  cpSync(initialCluster, partial, { recursive: true });
  rmSync(dir, { recursive: true, force: true });
  renameSync(partial, dir);
}
