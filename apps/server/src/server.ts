import closeWithGrace from 'close-with-grace';
import { buildApp } from './app';
import { loadConfig } from './config';
import { seedIfEmpty } from './db/seed/start';
import { movePrivateBytes } from './domains/files/private-files';
import { startImageVariantBackfill } from './domains/files/variants';
import { ensureStaffAccount } from './domains/team/staff-accounts';
import { startHousekeeping } from './housekeeping';

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
// Connections waiting to be accepted: a crowd arriving at once (2,000 listeners pressing play after an RJ's call)
// overflows Node's default of 511, and each refused connection, an API request's among them, is retried by the
// client a second or more later. The kernel caps it at net.core.somaxconn (4096 on Linux since 5.4).
const LISTEN_BACKLOG = 4096;
await app.listen({ host: config.host, port: config.port, backlog: LISTEN_BACKLOG });
// Image files without their WebP widths get them, in the background (health answers meanwhile); the sizes it
// fills in are shown by public reads, so what the HTTP cache kept goes, here and on the other instances.
void startImageVariantBackfill(app, backgroundWork.signal).then(() => app.httpCache.invalidate());
// Expired sign-in rows and unfinished uploads are deleted hourly.
startHousekeeping(app, backgroundWork.signal);
