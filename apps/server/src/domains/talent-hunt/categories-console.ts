import {
  idPath,
  list,
  one,
  staffTalentHuntCategory,
  staffTalentHuntCategoryQuery,
  talentHuntCategoryCreateBody,
  talentHuntCategoryUpdateBody,
} from '@tarang/contracts';
import { and, asc, count, desc, eq, ilike, ne, or, sql } from 'drizzle-orm';
import { countWhere } from '../../db/queries';
import { talentHuntCategories, talentHuntEntries } from '../../db/schema';
import { badRequest, notFound } from '../../errors';
import {
  changedFields,
  consoleWrite,
  inUse,
  recordActivity,
  staffUser,
  type Tx,
  updateVersioned,
} from '../../shared/console';
import { likePattern, pageOf } from '../../shared/reads';
import type { App } from '../../types';

const tags = ['master', 'staff'];
const security = [{ bearerAuth: [] }];
const ENTITY = 'talent-hunt-category';
const NOT_FOUND = 'Talent-hunt category not found';

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

const nameTaken = (name: string) => badRequest(`There is already a category named “${name}”`, 'name');

/**
 * Two saves of one new name at the same moment both pass assertNameFree; the unique index refuses the second
 * (SQLSTATE 23505), which is the same 400 on name.
 */
function uniqueNameRace(name: string | undefined) {
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
  const [taken] = await tx
    .select({ id: talentHuntCategories.id })
    .from(talentHuntCategories)
    .where(
      and(
        sql`lower(${talentHuntCategories.name}) = ${name.toLowerCase()}`,
        exceptId === undefined ? undefined : ne(talentHuntCategories.id, exceptId),
      ),
    );
  if (taken) throw nameTaken(name);
}

/**
 * Talent-hunt categories in the console (master service). They are the whole network's: any staff member reads
 * them (GET master/v1/staff/talent-hunt-categories…), network admins alone change them (POST
 * talent-hunt-category, PATCH and DELETE talent-hunt-category/{id}). A category that entries were sent in
 * cannot be deleted: the entries would lose what they were sent for.
 */
export async function talentCategoryConsole(app: App) {
  const findOne = async (id: number) => {
    const [row] = await app.db
      .select(columns)
      .from(talentHuntCategories)
      .where(eq(talentHuntCategories.id, id));
    return row;
  };
  /** The category just written (it exists: the write's transaction has committed). */
  const written = async (id: number) => {
    const row = await findOne(id);
    if (!row) throw notFound(NOT_FOUND);
    return row;
  };

  app.get(
    '/staff/talent-hunt-categories',
    {
      onRequest: app.requireStaff,
      schema: {
        tags,
        summary: 'Talent-hunt categories for the console, with how many entries each has',
        security,
        querystring: staffTalentHuntCategoryQuery,
        response: { 200: list(staffTalentHuntCategory) },
      },
    },
    async (request) => {
      const { search, sort, ...paging } = request.query;
      const where = search
        ? or(
            ilike(talentHuntCategories.name, likePattern(search)),
            ilike(talentHuntCategories.description, likePattern(search)),
          )
        : undefined;
      const by = {
        name: [asc(talentHuntCategories.name), asc(talentHuntCategories.id)],
        '-name': [desc(talentHuntCategories.name), desc(talentHuntCategories.id)],
        sortOrder: [asc(talentHuntCategories.sortOrder), asc(talentHuntCategories.id)],
        '-sortOrder': [desc(talentHuntCategories.sortOrder), desc(talentHuntCategories.id)],
      };
      const orderBy = by[sort];
      const { limit, offset } = pageOf(paging);
      const [data, total] = await Promise.all([
        app.db
          .select(columns)
          .from(talentHuntCategories)
          .where(where)
          .orderBy(...orderBy)
          .limit(limit)
          .offset(offset),
        countWhere(app.db, talentHuntCategories, where),
      ]);
      return { data, total };
    },
  );

  app.get(
    '/staff/talent-hunt-categories/:id',
    {
      onRequest: app.requireStaff,
      schema: {
        tags,
        summary: 'One talent-hunt category as the console edits it',
        security,
        params: idPath,
        response: { 200: one(staffTalentHuntCategory) },
      },
    },
    async (request) => {
      const row = await findOne(request.params.id);
      if (!row) throw notFound(NOT_FOUND);
      return { data: row };
    },
  );

  app.post(
    '/talent-hunt-category',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags,
        summary: 'Create a talent-hunt category (network admins); 400 on name when it is taken',
        security,
        body: talentHuntCategoryCreateBody,
        response: { 201: one(staffTalentHuntCategory) },
      },
    },
    async (request, reply) => {
      const user = staffUser(request);
      const body = request.body;
      const id = await consoleWrite(app, async (tx) => {
        await assertNameFree(tx, body.name);
        const [created] = await tx.insert(talentHuntCategories).values(body).returning();
        if (!created) throw new Error('insert into talent_hunt_categories returned no row');
        await recordActivity(tx, user, {
          action: 'create',
          entity: ENTITY,
          entityId: created.id,
          label: created.name,
          stationId: null,
          changes: body,
        });
        return created.id;
      }).catch(uniqueNameRace(body.name));
      return reply.code(201).send({ data: await written(id) });
    },
  );

  app.patch(
    '/talent-hunt-category/:id',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags,
        summary: 'Edit a talent-hunt category (network admins); 409 when someone saved it since this version',
        security,
        params: idPath,
        body: talentHuntCategoryUpdateBody,
        response: { 200: one(staffTalentHuntCategory) },
      },
    },
    async (request) => {
      const user = staffUser(request);
      const { id } = request.params;
      await consoleWrite(app, async (tx) => {
        const [before] = await tx.select().from(talentHuntCategories).where(eq(talentHuntCategories.id, id));
        if (!before) throw notFound(NOT_FOUND);
        const { version, ...values } = request.body;
        await assertNameFree(tx, values.name, id);
        const saved = await updateVersioned(
          tx,
          talentHuntCategories,
          id,
          version,
          values,
          'Talent-hunt category',
        );
        await recordActivity(tx, user, {
          action: 'update',
          entity: ENTITY,
          entityId: id,
          label: saved.name,
          stationId: null,
          ...changedFields(before, values),
        });
      }).catch(uniqueNameRace(request.body.name));
      return { data: await written(id) };
    },
  );

  app.delete(
    '/talent-hunt-category/:id',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags,
        summary: 'Delete a talent-hunt category (network admins); 409 while entries are in it',
        security,
        params: idPath,
      },
    },
    async (request, reply) => {
      const user = staffUser(request);
      const { id } = request.params;
      await consoleWrite(app, async (tx) => {
        // Locked FOR UPDATE: an entry being saved right now (its foreign key holds the row) is waited for and
        // counted; one saved after this waits, then finds the category gone. Nothing is left pointing nowhere.
        const [row] = await tx
          .select()
          .from(talentHuntCategories)
          .where(eq(talentHuntCategories.id, id))
          .for('update');
        if (!row) throw notFound(NOT_FOUND);
        const [entries] = await tx
          .select({ n: count() })
          .from(talentHuntEntries)
          .where(eq(talentHuntEntries.categoryId, id));
        const n = entries?.n ?? 0;
        if (n > 0) throw inUse(n === 1 ? '1 entry is in this category' : `${n} entries are in this category`);
        await tx.delete(talentHuntCategories).where(eq(talentHuntCategories.id, id));
        await recordActivity(tx, user, {
          action: 'delete',
          entity: ENTITY,
          entityId: id,
          label: row.name,
          stationId: null,
        });
      });
      return reply.code(204).send();
    },
  );
}
