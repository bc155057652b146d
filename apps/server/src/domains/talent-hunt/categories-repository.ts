import type { staffTalentHuntCategoryQuery } from '@tarang/contracts';
import { and, asc, count, desc, eq, ilike, ne, or, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { talentHuntCategories, talentHuntEntries } from '../../db/schema';
import { consoleTable, type Tx } from '../../shared/console-repository';
import { likePattern } from '../../shared/reads';

/**
 * Entries sent in each category, as a column of the select. Plain names inside: drizzle writes a column of a
 * one-table select without its table, and a bare "id" would be the entry's.
 */
const entryCount = sql<number>`(select count(*)::int from talent_hunt_entries e where e.category_id = talent_hunt_categories.id)`;
const columns = {
  id: talentHuntCategories.id,
  version: talentHuntCategories.version,
  name: talentHuntCategories.name,
  description: talentHuntCategories.description,
  sortOrder: talentHuntCategories.sortOrder,
  entries: entryCount,
};

const by = {
  name: [asc(talentHuntCategories.name), asc(talentHuntCategories.id)],
  '-name': [desc(talentHuntCategories.name), desc(talentHuntCategories.id)],
  sortOrder: [asc(talentHuntCategories.sortOrder), asc(talentHuntCategories.id)],
  '-sortOrder': [desc(talentHuntCategories.sortOrder), desc(talentHuntCategories.id)],
};

/**
 * The console's talent-hunt categories, each with how many entries it has: the staff list (search in name and
 * description; by name or by set order) and one category.
 */
export const categoryStore = consoleTable({
  table: talentHuntCategories,
  rows: (db, { where, orderBy, limit, offset }) =>
    db
      .select(columns)
      .from(talentHuntCategories)
      .where(where)
      .orderBy(...orderBy)
      .limit(limit)
      .offset(offset),
  row: async (db, where) => {
    const [row] = await db.select(columns).from(talentHuntCategories).where(where);
    return row;
  },
  filters: ({ search }: z.output<typeof staffTalentHuntCategoryQuery>) => [
    search
      ? or(
          ilike(talentHuntCategories.name, likePattern(search)),
          ilike(talentHuntCategories.description, likePattern(search)),
        )
      : undefined,
  ],
  order: ({ sort }) => by[sort],
});

/** Another category of this name, compared without case; none when it is free. */
export async function categoryNamed(tx: Tx, name: string, exceptId?: number) {
  const [taken] = await tx
    .select({ id: talentHuntCategories.id })
    .from(talentHuntCategories)
    .where(
      and(
        sql`lower(${talentHuntCategories.name}) = ${name.toLowerCase()}`,
        exceptId === undefined ? undefined : ne(talentHuntCategories.id, exceptId),
      ),
    );
  return taken;
}

/**
 * The category, locked FOR UPDATE until the transaction ends: an entry being saved right now (its foreign key
 * holds the row) is waited for and counted; one saved after this waits, then finds the category gone.
 */
export async function lockedCategory(tx: Tx, id: number) {
  const [row] = await tx
    .select()
    .from(talentHuntCategories)
    .where(eq(talentHuntCategories.id, id))
    .for('update');
  return row;
}

/** How many entries were sent in the category. */
export async function entriesIn(tx: Tx, id: number): Promise<number> {
  const [entries] = await tx
    .select({ n: count() })
    .from(talentHuntEntries)
    .where(eq(talentHuntEntries.categoryId, id));
  return entries?.n ?? 0;
}
