import { ne } from 'drizzle-orm';
import type { Db } from './client';
import { stations } from './schema';

/**
 * The query of plugins/stream-origins.ts, in db/ for the reason auth-repository.ts gives: plugins import no
 * domain, and only db/ and repositories touch drizzle and the schema.
 */

/** Every station's stream address that is not empty. */
export function streamAddresses(db: Db) {
  return db.select({ url: stations.streamUrl }).from(stations).where(ne(stations.streamUrl, ''));
}
