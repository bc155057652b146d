import { paths } from '../../config';
import type { App } from '../../types';
import { isSeeded, seedDemoNetwork } from './seed';

/** On first start, an empty database gets the demo network (once, even with several instances starting). */
export async function seedIfEmpty(app: App): Promise<void> {
  await app.database.exclusive(async () => {
    if (await isSeeded(app.db)) return;
    const started = performance.now();
    const counts = await seedDemoNetwork(app.db, app.storage, { mediaDir: paths.seedMedia });
    app.log.info({ ...counts, ms: Math.round(performance.now() - started) }, 'seeded the demo network');
  });
}
