import closeWithGrace from 'close-with-grace';
import { buildApp } from './app';
import { loadConfig } from './config';
import { seedIfEmpty } from './db/seed/start';
import { startHousekeeping } from './housekeeping';
import { ensureStaffAccount } from './services/customer/staff';
import { movePrivateBytes } from './services/file/private-files';
import { startImageVariantBackfill } from './services/file/variants';

const config = loadConfig();
const app = await buildApp({ config });

const backgroundWork = new AbortController();

closeWithGrace({ delay: 10_000 }, async ({ signal, err }) => {
  if (err) app.log.error({ err }, 'closing after an error');
  else app.log.info({ signal }, 'closing');
  backgroundWork.abort();
  await app.close();
});

if (config.seedDemo) await seedIfEmpty(app);
await ensureStaffAccount(app);
await movePrivateBytes(app);
await app.listen({ host: config.host, port: config.port });
// Image files without their WebP widths get them, in the background (health answers meanwhile); the sizes it
// fills in are shown by public reads, so what the HTTP cache kept goes, here and on the other instances.
void startImageVariantBackfill(app, backgroundWork.signal).then(() => app.httpCache.invalidate());
// Expired sign-in rows and unfinished uploads are deleted hourly.
startHousekeeping(app, backgroundWork.signal);
