import {
  idPath,
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
import { consoleReads } from '../../shared/console-reads';
import { iso } from '../../shared/reads';
import type { App } from '../../types';
import { urlOf } from '../files';
import { type EntryRow, entryStore, findEntry, updateEntry } from './repository';

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
    const row = await entryStore.find(app.db, id);
    return row && toEntry(row);
  };

  consoleReads(app, {
    store: entryStore,
    tags,
    what: 'Talent-hunt entry',
    paths: { list: 'talent-hunt/entries' },
    schemas: { item: staffTalentEntry, query: staffTalentEntryQuery },
    summaries: {
      list:
        'Talent-hunt entries for review (an editor: their stations only); filters: station, category, status; ' +
        "search: the entrant's name, mobile or description",
      get:
        'One talent-hunt entry for review: the signed, expiring URL of its audio or video, its status, note ' +
        'and version',
    },
    answer: toEntry,
    stationOf: (row) => row.entry.stationId,
  });

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
