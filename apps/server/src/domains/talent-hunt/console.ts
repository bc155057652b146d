import {
  idPath,
  list,
  one,
  type StaffTalentEntry,
  staffTalentEntry,
  staffTalentEntryQuery,
  TALENT_ENTRY_STATUSES,
  type TalentEntryStatus,
  talentEntryUpdateBody,
} from '@tarang/contracts';
import { and, asc, desc, eq, ilike, notInArray, or, type SQL } from 'drizzle-orm';
import { countWhere } from '../../db/queries';
import { files, subscribers, talentHuntCategories, talentHuntEntries } from '../../db/schema';
import { notFound } from '../../errors';
import {
  assertCanManage,
  changedFields,
  consoleWrite,
  recordActivity,
  staffUser,
  stationScope,
  type Tx,
  updateVersioned,
} from '../../shared/console';
import { iso, likePattern, pageOf } from '../../shared/reads';
import type { App } from '../../types';
import { urlOf } from '../files/private-files';

const tags = ['talent-hunt', 'staff'];
const security = [{ bearerAuth: [] }];
const ENTITY = 'entry';
const NOT_FOUND = 'Talent-hunt entry not found';

/** Entries were stored with the column's default 'new' before there was a review; anything unknown reads New. */
const statusOf = (stored: string): TalentEntryStatus =>
  (TALENT_ENTRY_STATUSES as readonly string[]).includes(stored) ? (stored as TalentEntryStatus) : 'new';

/**
 * Talent-hunt entries in the console (customer service): staff of the entry's station list them (station,
 * category, status, search), open one with a signed link to listen to or watch the audition in place, and
 * shortlist or reject it with an internal note. Listeners never see the status or the note.
 */
export async function talentEntryConsole(app: App) {
  async function findEntries(
    db: Tx,
    where: SQL | undefined,
    orderBy: SQL[],
    paging?: { limit: number; offset: number },
  ): Promise<StaffTalentEntry[]> {
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
    const rows = paging ? await query.limit(paging.limit).offset(paging.offset) : await query;
    return rows.map(({ entry, categoryName, file, subscriber }) => ({
      id: entry.id,
      version: entry.version,
      stationId: entry.stationId,
      categoryId: entry.categoryId,
      categoryName,
      name: entry.name,
      mobile: entry.mobile,
      description: entry.description,
      file: {
        id: file.id,
        // Auditions are private: a signed URL that expires, which an <audio> or <video> element can play.
        url: urlOf(app, file),
        mimeType: file.mimeType,
        size: file.size,
        durationSeconds: file.durationSeconds,
      },
      subscriber,
      status: statusOf(entry.status),
      note: entry.note,
      createdAt: iso(entry.createdAt),
    }));
  }

  const newestFirst = [desc(talentHuntEntries.createdAt), desc(talentHuntEntries.id)];
  const findOne = async (id: number) =>
    (await findEntries(app.db, eq(talentHuntEntries.id, id), newestFirst))[0];

  app.get(
    '/staff/talent-hunt/entries',
    {
      onRequest: app.requireStaff,
      schema: {
        tags,
        summary:
          'Talent-hunt entries for review (an editor: their stations only); filters: station, category, status; ' +
          "search: the entrant's name, mobile or description",
        security,
        querystring: staffTalentEntryQuery,
        response: { 200: list(staffTalentEntry) },
      },
    },
    async (request) => {
      const { stationId, categoryId, status, search, sort, ...paging } = request.query;
      const digits = search?.replace(/\D/g, '') ?? '';
      const where = and(
        stationScope(staffUser(request), talentHuntEntries.stationId, stationId),
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
      );
      const orderBy =
        sort === 'createdAt' ? [asc(talentHuntEntries.createdAt), asc(talentHuntEntries.id)] : newestFirst;
      const [data, total] = await Promise.all([
        findEntries(app.db, where, orderBy, pageOf(paging)),
        countWhere(app.db, talentHuntEntries, where),
      ]);
      return { data, total };
    },
  );

  app.get(
    '/staff/talent-hunt/entries/:id',
    {
      onRequest: app.requireStaff,
      schema: {
        tags,
        summary:
          'One talent-hunt entry for review: the signed, expiring URL of its audio or video, its status, note ' +
          'and version',
        security,
        params: idPath,
        response: { 200: one(staffTalentEntry) },
      },
    },
    async (request) => {
      const entry = await findOne(request.params.id);
      if (!entry) throw notFound(NOT_FOUND);
      assertCanManage(staffUser(request), entry.stationId);
      return { data: entry };
    },
  );

  app.patch(
    '/staff/talent-hunt/entries/:id',
    {
      onRequest: app.requireStaff,
      schema: {
        tags,
        summary:
          'Review a talent-hunt entry: status (New / Shortlisted / Rejected) and internal note; 409 when ' +
          'someone saved it since this version',
        security,
        params: idPath,
        body: talentEntryUpdateBody,
        response: { 200: one(staffTalentEntry) },
      },
    },
    async (request) => {
      const user = staffUser(request);
      const { id } = request.params;
      await consoleWrite(app, async (tx) => {
        const [found] = await tx
          .select({ entry: talentHuntEntries, categoryName: talentHuntCategories.name })
          .from(talentHuntEntries)
          .innerJoin(talentHuntCategories, eq(talentHuntCategories.id, talentHuntEntries.categoryId))
          .where(eq(talentHuntEntries.id, id));
        if (!found) throw notFound(NOT_FOUND);
        const before = found.entry;
        assertCanManage(user, before.stationId);
        const { version, ...fields } = request.body;
        await updateVersioned(tx, talentHuntEntries, id, version, fields, 'Talent-hunt entry');
        await recordActivity(tx, user, {
          action: 'update',
          entity: ENTITY,
          entityId: id,
          label: `${before.name} (${found.categoryName})`,
          stationId: before.stationId,
          ...changedFields({ ...before, status: statusOf(before.status) }, fields),
        });
      });
      const entry = await findOne(id);
      if (!entry) throw notFound(NOT_FOUND);
      return { data: entry };
    },
  );
}
