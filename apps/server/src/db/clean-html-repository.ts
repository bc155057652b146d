import { desc } from 'drizzle-orm';
import { cleanHtml, cleanHtmlDigest } from '../html';
import type { Db } from './client';
import { cleanHtmlDigests, contests, episodes, events, media, redLines, stationPages } from './schema';

/** The digests of clean HTML (html.ts `cleanHtml`) this database keeps. */
export function cleanHtmlRepository(db: Db) {
  return {
    /** The most recently learned digests, at most `limit`. */
    async newest(limit: number): Promise<string[]> {
      const rows = await db
        .select({ digest: cleanHtmlDigests.digest })
        .from(cleanHtmlDigests)
        .orderBy(desc(cleanHtmlDigests.learnedAt))
        .limit(limit);
      return rows.map((row) => row.digest);
    },
    /** Stores digests not kept yet, 500 rows per statement. */
    async keep(digests: string[]): Promise<void> {
      for (let start = 0; start < digests.length; start += 500) {
        await db
          .insert(cleanHtmlDigests)
          .values(digests.slice(start, start + 500).map((digest) => ({ digest })))
          .onConflictDoNothing();
      }
    },
  };
}

/**
 * After seeding: the demo network's rich text is the project's own, stored as the console stores it (the seed
 * test holds every piece to DOMPurify's output), so its digests are kept without loading a DOM.
 */
export async function keepSeededRichText(db: Db): Promise<number> {
  const digests = (await allRichText(db)).map(cleanHtmlDigest);
  await cleanHtmlRepository(db).keep(digests);
  cleanHtml.remember(digests);
  return digests.length;
}

/** Every rich text the database holds, each once (the seed test checks the demo network's against DOMPurify). */
export async function allRichText(db: Db): Promise<string[]> {
  const rows = await db
    .select({ html: stationPages.body })
    .from(stationPages)
    .union(db.select({ html: media.description }).from(media))
    .union(db.select({ html: episodes.description }).from(episodes))
    .union(db.select({ html: events.description }).from(events))
    .union(db.select({ html: redLines.body }).from(redLines))
    .union(db.select({ html: contests.description }).from(contests))
    .union(db.select({ html: contests.howToParticipate }).from(contests));
  return rows.map((row) => row.html);
}
