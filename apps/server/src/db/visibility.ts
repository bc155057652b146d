import type { PublicationState } from '@tarang/contracts';
import { type SQL, type SQLWrapper, sql } from 'drizzle-orm';

/**
 * What a listener may see, written once for Drizzle queries and hand-written SQL alike. Shows, episodes, red
 * lines and events are published on a schedule: a listener sees one once it is published and its publication
 * time has come, by the database's clock (so every instance agrees); drafts and items scheduled for later are
 * for staff only, in every read, list, total and count. A station's items are seen with the network-wide ones
 * (`stationOrNetwork` in prepared.ts); stations, shows and RJs that are switched off (`is_active` false) are
 * seen by nobody.
 */

/** The two columns that decide publication: a table's columns, or `publicationOf(alias)` in SQL text. */
export type Publication = { status: SQLWrapper; publishedAt: SQLWrapper };

/** The publication columns of a table alias, for hand-written SQL. */
export const publicationOf = (alias: string): Publication => ({
  status: sql.raw(`${alias}.status`),
  publishedAt: sql.raw(`${alias}.published_at`),
});

/** Published and its time has come at `at` (the database's now unless given): what listeners may see. */
export const listenerVisible = (item: Publication, at: SQLWrapper = sql`now()`): SQL =>
  sql`(${item.status} = 'published' and ${item.publishedAt} <= ${at})`;

/** Published but its time has not come: scheduled. */
export const scheduledLater = (item: Publication, at: SQLWrapper = sql`now()`): SQL =>
  sql`(${item.status} = 'published' and ${item.publishedAt} > ${at})`;

/**
 * Published, whatever its time: for the built-in playout, which schedules ahead and compares each item's
 * publication time with the instant it will air (live/segments.ts), not with now.
 */
export const published = (item: Publication): SQL => sql`${item.status} = 'published'`;

/** Not published at all. */
export const draft = (item: Publication): SQL => sql`${item.status} <> 'published'`;

/** The console's Draft / Scheduled / Published filter, by the same clock and rule as the listener reads. */
export function publicationFilter(
  item: Publication,
  state: PublicationState | undefined,
  at: SQLWrapper = sql`now()`,
): SQL | undefined {
  if (state === 'draft') return draft(item);
  if (state === 'scheduled') return scheduledLater(item, at);
  if (state === 'published') return listenerVisible(item, at);
  return undefined;
}
