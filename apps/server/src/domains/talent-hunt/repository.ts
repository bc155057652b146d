import type { staffTalentEntryQuery } from '@tarang/contracts';
import { and, asc, count, desc, eq, ilike, notInArray, or, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { files, stations, subscribers, talentHuntCategories, talentHuntEntries } from '../../db/schema';
import { stationScope, type Tx, updateVersioned } from '../../shared/console';
import { consoleTable } from '../../shared/console-repository';
import { likePattern } from '../../shared/reads';

/**
 * The queries of talent-hunt entries: a listener's entry (what it refers to, the per-category count and the
 * insert, in the caller's transaction) and the console's review list. Categories have their own console.
 */

// ---------------------------------------------------------------- a listener's entry

/** Whether the station exists and is on air. */
export async function isActiveStation(db: Db, id: number): Promise<boolean> {
  const [station] = await db
    .select({ id: stations.id })
    .from(stations)
    .where(and(eq(stations.id, id), eq(stations.isActive, true)));
  return station !== undefined;
}

export async function categoryExists(db: Db, id: number): Promise<boolean> {
  const [category] = await db
    .select({ id: talentHuntCategories.id })
    .from(talentHuntCategories)
    .where(eq(talentHuntCategories.id, id));
  return category !== undefined;
}

/** What an entry needs to know of its uploaded file: its type and who uploaded it. */
export async function fileOfEntry(db: Db, id: number) {
  const [file] = await db
    .select({ mimeType: files.mimeType, uploadedBy: files.uploadedBy })
    .from(files)
    .where(eq(files.id, id));
  return file;
}

/** The listener's row, locked until the transaction ends; false when the account no longer exists. */
export async function lockEntrant(tx: Tx, subscriberId: number): Promise<boolean> {
  const [locked] = await tx
    .select({ id: subscribers.id })
    .from(subscribers)
    .where(eq(subscribers.id, subscriberId))
    .for('update');
  return locked !== undefined;
}

/** How many entries the listener sent in this category of this station. */
export async function entriesSent(
  tx: Tx,
  where: { subscriberId: number; stationId: number; categoryId: number },
): Promise<number> {
  const [sent] = await tx
    .select({ n: count() })
    .from(talentHuntEntries)
    .where(
      and(
        eq(talentHuntEntries.subscriberId, where.subscriberId),
        eq(talentHuntEntries.stationId, where.stationId),
        eq(talentHuntEntries.categoryId, where.categoryId),
      ),
    );
  return sent?.n ?? 0;
}

export async function insertEntry(tx: Tx, entry: typeof talentHuntEntries.$inferInsert): Promise<number> {
  const [created] = await tx.insert(talentHuntEntries).values(entry).returning({ id: talentHuntEntries.id });
  if (!created) throw new Error('insert into talent_hunt_entries returned no row');
  return created.id;
}

// ---------------------------------------------------------------- the console's review

const newestFirst = () => [desc(talentHuntEntries.createdAt), desc(talentHuntEntries.id)];

/** Entries with their category, file and entrant. */
async function entryRows(
  db: Tx,
  where: SQL | undefined,
  orderBy: SQL[],
  paging?: { limit: number; offset: number },
) {
  const query = db
    .select({
      entry: talentHuntEntries,
      categoryName: talentHuntCategories.name,
      file: {
        id: files.id,
        private: files.private,
        storageKey: files.storageKey,
        mimeType: files.mimeType,
        size: files.size,
        durationSeconds: files.durationSeconds,
      },
      subscriber: { id: subscribers.id, name: subscribers.name, email: subscribers.email },
    })
    .from(talentHuntEntries)
    .innerJoin(talentHuntCategories, eq(talentHuntCategories.id, talentHuntEntries.categoryId))
    .innerJoin(files, eq(files.id, talentHuntEntries.fileId))
    .innerJoin(subscribers, eq(subscribers.id, talentHuntEntries.subscriberId))
    .where(where)
    .orderBy(...orderBy);
  return paging ? await query.limit(paging.limit).offset(paging.offset) : await query;
}

export type EntryRow = Awaited<ReturnType<typeof entryRows>>[number];

/**
 * The console's review list (an editor: their stations only; station, category, status, search in name, mobile
 * and description; newest first unless asked) and one entry, with its category, file and entrant.
 */
export const entryStore = consoleTable({
  table: talentHuntEntries,
  rows: (db, { where, orderBy, limit, offset }) => entryRows(db, where, orderBy, { limit, offset }),
  row: async (db, where) => {
    const [row] = await entryRows(db, where, newestFirst());
    return row;
  },
  scope: (user, query: z.output<typeof staffTalentEntryQuery>) =>
    stationScope(user, talentHuntEntries.stationId, query.stationId),
  filters: ({ categoryId, status, search }) => {
    const digits = search?.replace(/\D/g, '') ?? '';
    return [
      categoryId ? eq(talentHuntEntries.categoryId, categoryId) : undefined,
      status === undefined
        ? undefined
        : status === 'new'
          ? notInArray(talentHuntEntries.status, ['shortlisted', 'rejected'])
          : eq(talentHuntEntries.status, status),
      search
        ? or(
            ilike(talentHuntEntries.name, likePattern(search)),
            ilike(talentHuntEntries.mobile, likePattern(search)),
            // A number typed with spaces still finds the stored digits.
            digits.length >= 3 ? ilike(talentHuntEntries.mobile, likePattern(digits)) : undefined,
            ilike(talentHuntEntries.description, likePattern(search)),
          )
        : undefined,
    ];
  },
  order: ({ sort }) =>
    sort === 'createdAt' ? [asc(talentHuntEntries.createdAt), asc(talentHuntEntries.id)] : newestFirst(),
});

/** The entry and its category's name, for a review. */
export async function findEntry(tx: Tx, id: number) {
  const [found] = await tx
    .select({ entry: talentHuntEntries, categoryName: talentHuntCategories.name })
    .from(talentHuntEntries)
    .innerJoin(talentHuntCategories, eq(talentHuntCategories.id, talentHuntEntries.categoryId))
    .where(eq(talentHuntEntries.id, id));
  return found;
}

/** Saves a review (409 when someone saved it since `version`). */
export const updateEntry = (tx: Tx, id: number, version: number, fields: Record<string, unknown>) =>
  updateVersioned(tx, talentHuntEntries, id, version, fields, 'Talent-hunt entry');
