import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from './client';
import { sessions, staffStations, subscribers } from './schema';

/**
 * The query of plugins/auth.ts. It lives in db/ rather than beside the plugin: plugins sit below the domains
 * and import none of them, and the plugins' few queries share db/'s one rule (only db/ and repositories touch
 * drizzle and the schema), as clean-html-repository.ts does for the clean-HTML plugin.
 */

/**
 * One indexed read per authenticated request, prepared once: the session (by its `sessionId` placeholder) is
 * live and whose it is, with the role and the editor's stations.
 */
export function liveSessionRead(db: Db) {
  return db
    .select({
      subscriberId: sessions.subscriberId,
      name: subscribers.name,
      role: subscribers.role,
      stationIds: sql<
        number[]
      >`coalesce((select array_agg(${staffStations.stationId} order by ${staffStations.stationId}) from ${staffStations} where ${staffStations.subscriberId} = ${sessions.subscriberId}), '{}')`,
    })
    .from(sessions)
    .innerJoin(subscribers, eq(subscribers.id, sessions.subscriberId))
    .where(and(eq(sessions.id, sql.placeholder('sessionId')), isNull(sessions.revokedAt)))
    .prepare('live_session');
}
