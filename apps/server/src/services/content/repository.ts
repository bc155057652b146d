import { and, eq, lte } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { redLines } from '../../db/schema';

/** What listeners may read of the news at `now`: published, and its time has come (drafts and scheduled never). */
export const publishedBy = (now: Date) =>
  and(eq(redLines.status, 'published'), lte(redLines.publishedAt, now));

/** One red-line article as listeners see it at `now`, with its image; none while it is a draft or scheduled. */
export function findPublishedRedLine(db: Db, id: number, now = new Date()) {
  return db.query.redLines.findFirst({
    where: and(eq(redLines.id, id), publishedBy(now)),
    with: { image: true },
  });
}

export type RedLineRow = NonNullable<Awaited<ReturnType<typeof findPublishedRedLine>>>;
