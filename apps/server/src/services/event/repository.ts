import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { events } from '../../db/schema';

/** One event with its image. Events have no draft state: every event is public (past ones too). */
export function findEvent(db: Db, id: number) {
  return db.query.events.findFirst({ where: eq(events.id, id), with: { image: true } });
}

export type EventRow = NonNullable<Awaited<ReturnType<typeof findEvent>>>;
