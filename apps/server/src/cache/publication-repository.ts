import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { prepareRead } from '../db/prepared';
import { publicationOf, scheduledLater } from '../db/visibility';

/**
 * How long until the next published item reaches listeners by time alone: a show, an episode, a red line or an
 * event whose publish time is still ahead (null: none is). Counted by the database's own clock, the one the
 * reads compare publish times with (`published_at <= now()`), so the server's clock can be off without harm.
 */
export function publicationRepository(db: Db) {
  const nextDelay = prepareRead<{ delayMs: number | null }>(
    db,
    'next_publication_delay',
    sql`select (extract(epoch from (min(due) - now())) * 1000)::float8 as "delayMs"
        from (select min(published_at) as due from media where ${scheduledLater(publicationOf('media'))}
              union all
              select min(published_at) from episodes where ${scheduledLater(publicationOf('episodes'))}
              union all
              select min(published_at) from red_lines where ${scheduledLater(publicationOf('red_lines'))}
              union all
              select min(published_at) from events where ${scheduledLater(publicationOf('events'))}) as ahead`,
  );
  return {
    /** Milliseconds until the next scheduled publication, or null when nothing is scheduled. */
    async nextPublicationDelayMs(): Promise<number | null> {
      const [row] = await nextDelay();
      return row?.delayMs ?? null;
    },
  };
}
