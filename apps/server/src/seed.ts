/** `npm run seed`: resets the database to the demo network. */
import { loadConfig, paths } from './config';
import { openDatabase } from './db/client';
import { resetDatabase, seedDemoNetwork } from './db/seed/seed';
import { localStorage } from './storage';

const config = loadConfig();
const database = await openDatabase({
  url: config.databaseUrl,
  dir: config.dbDir,
  initialCluster: paths.pgliteCluster,
  migrationsFolder: paths.migrations,
});
try {
  await database.migrate();
  const started = performance.now();
  const counts = await database.exclusive(async () => {
    await resetDatabase(database.db);
    return seedDemoNetwork(database.db, localStorage(config.filesDir), { mediaDir: paths.seedMedia });
  });
  const where = config.databaseUrl ? 'PostgreSQL' : config.dbDir;
  console.log(
    `Seeded the demo network into ${where} in ${Math.round(performance.now() - started)} ms:`,
    counts,
  );
} finally {
  await database.close();
}
