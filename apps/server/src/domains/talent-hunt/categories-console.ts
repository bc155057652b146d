import {
  staffTalentHuntCategory,
  staffTalentHuntCategoryQuery,
  talentHuntCategoryCreateBody,
  talentHuntCategoryUpdateBody,
} from '@tarang/contracts';
import { badRequest, notFound } from '../../errors';
import { consoleWrite, inUse, recordActivity, type Tx } from '../../shared/console';
import { deleteRow } from '../../shared/console-repository';
import { consoleResource } from '../../shared/console-resource';
import type { App } from '../../types';
import { categoryNamed, categoryStore, entriesIn, lockedCategory } from './categories-repository';

const ENTITY = 'talent-hunt-category';
const NOT_FOUND = 'Talent-hunt category not found';

const nameTaken = (name: string) => badRequest(`There is already a category named “${name}”`, 'name');

/**
 * Two saves of one new name at the same moment both pass assertNameFree; the unique index refuses the second
 * (SQLSTATE 23505), which is the same 400 on name.
 */
function uniqueNameRace({ name }: { name?: string | undefined }) {
  return (error: unknown): never => {
    for (let cause = error, depth = 0; cause instanceof Error && depth < 5; depth++) {
      if ((cause as { code?: unknown }).code === '23505' && name !== undefined) throw nameTaken(name);
      cause = cause.cause;
    }
    throw error;
  };
}

/**
 * 400 on name when another category already has it. Compared without case: "Singing" and "singing" would read
 * as one category to a listener. The unique index stays the last word should two saves race.
 */
async function assertNameFree(tx: Tx, name: string | undefined, exceptId?: number) {
  if (name === undefined) return;
  if (await categoryNamed(tx, name, exceptId)) throw nameTaken(name);
}

/**
 * Talent-hunt categories in the console (master service). They are the whole network's: any staff member reads
 * them (GET master/v1/staff/talent-hunt-categories…), network admins alone change them (POST
 * talent-hunt-category, PATCH and DELETE talent-hunt-category/{id}). A category that entries were sent in
 * cannot be deleted: the entries would lose what they were sent for.
 */
export async function talentCategoryConsole(app: App) {
  consoleResource(app, {
    store: categoryStore,
    tags: ['master', 'staff'],
    entity: ENTITY,
    what: 'Talent-hunt category',
    paths: { list: 'talent-hunt-categories', write: 'talent-hunt-category' },
    schemas: {
      item: staffTalentHuntCategory,
      query: staffTalentHuntCategoryQuery,
      create: talentHuntCategoryCreateBody,
      update: talentHuntCategoryUpdateBody,
    },
    summaries: {
      list: 'Talent-hunt categories for the console, with how many entries each has',
      get: 'One talent-hunt category as the console edits it',
      create: 'Create a talent-hunt category (network admins); 400 on name when it is taken',
      update: 'Edit a talent-hunt category (network admins); 409 when someone saved it since this version',
      delete: 'Delete a talent-hunt category (network admins); 409 while entries are in it',
    },
    adminOnly: true,
    answer: (row) => row,
    label: (row) => row.name,
    columns: (fields) => fields,
    insert: (body) => body,
    beforeSave: (tx, values, id) => assertNameFree(tx, values.name, id),
    failed: uniqueNameRace,
    remove: (user, id) =>
      consoleWrite(app, async (tx) => {
        const row = await lockedCategory(tx, id);
        if (!row) throw notFound(NOT_FOUND);
        // Locked: an entry being saved now is counted, one saved after this finds the category gone.
        const n = await entriesIn(tx, id);
        if (n > 0) throw inUse(n === 1 ? '1 entry is in this category' : `${n} entries are in this category`);
        await deleteRow(tx, categoryStore.table, id);
        await recordActivity(tx, user, {
          action: 'delete',
          entity: ENTITY,
          entityId: id,
          label: row.name,
          stationId: null,
        });
      }),
  });
}
