import pg from 'pg';
import { loadConfig } from '../src/config';

/** The PostgreSQL server the suite runs against when DATABASE_URL is set (CI: 127.0.0.1:5432, database test). */
export const testDatabaseUrl = loadConfig().databaseUrl;

export const TEMPLATE_DB = 'tarang_template';

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
