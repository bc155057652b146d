import pg from 'pg';
import { loadConfig } from '../src/config';

/** The PostgreSQL server the suite runs against when DATABASE_URL is set (CI: 127.0.0.1:5432, database test). */
export const testDatabaseUrl = loadConfig().databaseUrl;

/**
 * Names of the suite's databases. TEST_DB_PREFIX (letters, digits, underscores) keeps two runs on one server
 * apart: each drops only its own leftovers.
 */
const prefix = /^[a-z0-9_]+$/.test(process.env.TEST_DB_PREFIX ?? '') ? process.env.TEST_DB_PREFIX : 'tarang';
export const TEMPLATE_DB = `${prefix}_template`;
/** Per-file copies of the template are named `${COPY_PREFIX}<random>`. */
export const COPY_PREFIX = `${prefix}_t_`;

/** A statement on the server's maintenance connection (the DATABASE_URL database). */
export async function adminQuery<T extends pg.QueryResultRow = pg.QueryResultRow>(
  text: string,
  values?: unknown[],
) {
  const client = new pg.Client({ connectionString: testDatabaseUrl });
  await client.connect();
  try {
    return (await client.query<T>(text, values)).rows;
  } finally {
    await client.end();
  }
}

export const databaseUrlFor = (name: string) =>
  (testDatabaseUrl ?? '').replace(/\/[^/?]*(\?|$)/, `/${name}$1`);
