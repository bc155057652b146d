import {
  idPath,
  istDate,
  list,
  one,
  STAFF_MESSAGES,
  type StaffScheduleSlot,
  scheduleSlotBody,
  scheduleSlotUpdateBody,
  slotLabel,
  staffScheduleQuery,
  staffScheduleSlot,
} from '@tarang/contracts';
import { HttpError, notFound } from '../../errors';
import {
  assertCanManage,
  assertStation,
  changedFields,
  consoleWrite,
  recordActivity,
  staffUser,
} from '../../shared/console';
import type { App } from '../../types';
import { assertSlotRules, minuteOf, slotAfter } from './console-checks';
import {
  deleteSlot,
  findSlotRecord,
  findStaffSlot,
  insertSlot,
  listStaffSlots,
  replaceSlotRjs,
  updateSlot,
} from './console-repository';

const tags = ['station', 'schedule', 'staff'];
const security = [{ bearerAuth: [] }];
const ENTITY = 'slot';

/** The slot as a row: the day and times in minutes. */
const columnsOf = (slot: { weekday: number | null; date: string | null; start: string; end: string }) => ({
  weekday: slot.weekday,
  date: slot.date,
  startMinute: minuteOf(slot.start),
  endMinute: minuteOf(slot.end),
});

async function slotOr404(app: App, id: number): Promise<StaffScheduleSlot> {
  const slot = await findStaffSlot(app.db, id);
  if (!slot) throw notFound('Slot not found');
  return slot;
}

/**
 * The console's schedule (station service): a station's weekly slots and coming overrides (GET
 * staff/schedule), and its writes (POST staff/schedule, PATCH and DELETE staff/schedule/{id}). Editors of the
 * station and admins only; a slot's show and RJs must be the station's, it may not overlap another slot of its
 * kind on its day, and every write is in Activity with the change, in one transaction.
 */
export async function scheduleConsole(app: App) {
  app.get(
    '/staff/schedule',
    {
      onRequest: app.requireStaff,
      schema: {
        tags,
        summary: "A station's weekly slots and its overrides from a date (default today, India time)",
        security,
        querystring: staffScheduleQuery,
        response: { 200: list(staffScheduleSlot) },
      },
    },
    async (request) => {
      const { stationId, from } = request.query;
      assertCanManage(staffUser(request), stationId);
      await assertStation(app.db, stationId);
      const slots = await listStaffSlots(app.db, stationId, from ?? istDate());
      return { data: slots, total: slots.length };
    },
  );

  app.post(
    '/staff/schedule',
    {
      onRequest: app.requireStaff,
      schema: {
        tags,
        summary:
          'Add a weekly slot or a one-off override (editors of the station); 409 names an overlapped slot',
        security,
        body: scheduleSlotBody,
        response: { 201: one(staffScheduleSlot) },
      },
    },
    async (request, reply) => {
      const user = staffUser(request);
      const body = request.body;
      assertCanManage(user, body.stationId);
      const id = await consoleWrite(app, async (tx) => {
        const title = await assertSlotRules(tx, body, body.rjIds);
        const createdId = await insertSlot(tx, {
          stationId: body.stationId,
          mediaId: body.mediaId,
          ...columnsOf(body),
        });
        await replaceSlotRjs(tx, createdId, body.rjIds);
        await recordActivity(tx, user, {
          action: 'create',
          entity: ENTITY,
          entityId: createdId,
          label: slotLabel(body, title),
          stationId: body.stationId,
          changes: { ...body },
        });
        return createdId;
      });
      return reply.code(201).send({ data: await slotOr404(app, id) });
    },
  );

  app.patch(
    '/staff/schedule/:id',
    {
      onRequest: app.requireStaff,
      schema: {
        tags,
        summary: 'Edit a slot (editors of its station); 409 on a stale version or an overlapped slot',
        security,
        params: idPath,
        body: scheduleSlotUpdateBody,
        response: { 200: one(staffScheduleSlot) },
      },
    },
    async (request) => {
      const user = staffUser(request);
      const { id } = request.params;
      const { version, rjIds, ...fields } = request.body;
      await consoleWrite(app, async (tx) => {
        const stored = await findSlotRecord(tx, id);
        if (!stored) throw notFound('Slot not found');
        assertCanManage(user, stored.stationId);
        // A stale form is refused before anything else is checked (updateSlot checks again as it saves).
        if (stored.version !== version) throw new HttpError(409, STAFF_MESSAGES.conflict, 'version');
        if (fields.stationId !== undefined) assertCanManage(user, fields.stationId);
        const before = await findStaffSlot(tx, id);
        if (!before) throw notFound('Slot not found');
        // The whole slot after the change keeps the rules, not only the fields sent.
        const merged = slotAfter(stored, fields);
        const nextRjIds = rjIds ?? before.rjIds;
        const title = await assertSlotRules(tx, { ...merged, id }, nextRjIds);
        const values = { stationId: merged.stationId, mediaId: merged.mediaId, ...columnsOf(merged) };
        await updateSlot(tx, id, version, values);
        if (rjIds !== undefined) await replaceSlotRjs(tx, id, rjIds);
        const { id: _id, version: _version, showTitle: _title, rjNames: _names, ...old } = before;
        await recordActivity(tx, user, {
          action: 'update',
          entity: ENTITY,
          entityId: id,
          label: slotLabel(merged, title),
          stationId: merged.stationId,
          ...changedFields(old, { ...merged, rjIds: [...new Set(nextRjIds)] }),
        });
      });
      return { data: await slotOr404(app, id) };
    },
  );

  app.delete(
    '/staff/schedule/:id',
    {
      onRequest: app.requireStaff,
      schema: { tags, summary: 'Delete a slot (editors of its station)', security, params: idPath },
    },
    async (request, reply) => {
      const user = staffUser(request);
      const { id } = request.params;
      await consoleWrite(app, async (tx) => {
        const slot = await findStaffSlot(tx, id);
        if (!slot) throw notFound('Slot not found');
        assertCanManage(user, slot.stationId);
        await deleteSlot(tx, id);
        await recordActivity(tx, user, {
          action: 'delete',
          entity: ENTITY,
          entityId: id,
          label: slotLabel(slot, slot.showTitle),
          stationId: slot.stationId,
        });
      });
      return reply.code(204).send();
    },
  );
}
