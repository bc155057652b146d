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
import { notFound } from '../../errors';
import {
  assertCanManage,
  changedFields,
  consoleWrite,
  recordActivity,
  staffUser,
} from '../../shared/console';
import { iso, pageOf } from '../../shared/reads';
import type { App } from '../../types';
import { urlOf } from '../files';
import {
  countEntries,
  type EntryRow,
  entryOrder,
  entryRow,
  entryRows,
  entryWhere,
  findEntry,
  updateEntry,
} from './repository';

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
  const toEntry = ({ entry, categoryName, file, subscriber }: EntryRow): StaffTalentEntry => ({
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
  });

  const findOne = async (id: number) => {
    const row = await entryRow(app.db, id);
    return row && toEntry(row);
  };

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
      const where = entryWhere(staffUser(request), { stationId, categoryId, status, search });
      const [data, total] = await Promise.all([
        entryRows(app.db, where, entryOrder(sort), pageOf(paging)),
        countEntries(app.db, where),
      ]);
      return { data: data.map(toEntry), total };
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
        const found = await findEntry(tx, id);
        if (!found) throw notFound(NOT_FOUND);
        const before = found.entry;
        assertCanManage(user, before.stationId);
        const { version, ...fields } = request.body;
        await updateEntry(tx, id, version, fields);
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
