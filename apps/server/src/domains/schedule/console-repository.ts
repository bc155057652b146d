import { clockOf, type StaffScheduleSlot } from '@tarang/contracts';
import { and, asc, eq, gte, inArray, isNull, ne, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { media, profiles, scheduleSlotProfiles, scheduleSlots, stations } from '../../db/schema';
import { type Tx, updateVersioned } from '../../shared/console';

/**
 * The queries of the console's schedule: the slots as the console lists them, what the rules a slot must keep
 * read (console-checks.ts), and the writes. Routes: console.ts.
 */

/** The shows a slot may air: the station's own audio shows and podcasts, or the network's. */
const SCHEDULED_TYPES = ['AudioShow', 'Podcast'];

/** A slot as the rules read it: its day (a weekday or a date) and its times ('HH:MM'). */
export type SlotTimes = { weekday: number | null; date: string | null; start: string; end: string };

/** A slot row as stored. */
export type SlotRecord = typeof scheduleSlots.$inferSelect;

export const timesOf = (row: SlotRecord): SlotTimes => ({
  weekday: row.weekday,
  date: row.date,
  start: clockOf(row.startMinute),
  end: clockOf(row.endMinute),
});

/** The console's slots matching `where`, each with its show's title and its RJs in order. */
async function staffSlotsWhere(db: Tx, where: ReturnType<typeof and>): Promise<StaffScheduleSlot[]> {
  const rows = await db
    .select({ slot: scheduleSlots, showTitle: media.title })
    .from(scheduleSlots)
    .innerJoin(media, eq(media.id, scheduleSlots.mediaId))
    .where(where)
    .orderBy(
      // The week first (Sunday to Saturday), then the one-off overrides by date.
      sql`${scheduleSlots.date} is not null`,
      asc(scheduleSlots.weekday),
      asc(scheduleSlots.date),
      asc(scheduleSlots.startMinute),
      asc(scheduleSlots.id),
    );
  const ids = rows.map((row) => row.slot.id);
  const rjs = ids.length
    ? await db
        .select({ slotId: scheduleSlotProfiles.slotId, id: profiles.id, name: profiles.name })
        .from(scheduleSlotProfiles)
        .innerJoin(profiles, eq(profiles.id, scheduleSlotProfiles.profileId))
        .where(inArray(scheduleSlotProfiles.slotId, ids))
        .orderBy(asc(scheduleSlotProfiles.sortOrder), asc(profiles.id))
    : [];
  return rows.map(({ slot, showTitle }) => {
    const own = rjs.filter((rj) => rj.slotId === slot.id);
    return {
      id: slot.id,
      stationId: slot.stationId,
      ...timesOf(slot),
      mediaId: slot.mediaId,
      showTitle,
      rjIds: own.map((rj) => rj.id),
      rjNames: own.map((rj) => rj.name),
      version: slot.version,
    };
  });
}

/** A station's weekly slots and its overrides dated `from` or later. */
export const listStaffSlots = (db: Db, stationId: number, from: string) =>
  staffSlotsWhere(
    db,
    and(
      eq(scheduleSlots.stationId, stationId),
      or(isNull(scheduleSlots.date), gte(scheduleSlots.date, from)),
    ),
  );

export async function findStaffSlot(db: Tx, id: number): Promise<StaffScheduleSlot | undefined> {
  const [slot] = await staffSlotsWhere(db, and(eq(scheduleSlots.id, id)));
  return slot;
}

export async function findSlotRecord(tx: Tx, id: number): Promise<SlotRecord | undefined> {
  const [row] = await tx.select().from(scheduleSlots).where(eq(scheduleSlots.id, id));
  return row;
}

/**
 * Locks the station's row for the rest of the transaction: two editors saving slots of one station at once take
 * turns, so the overlap check of one sees the other's slot. False when there is no such station.
 */
export async function lockStationRow(tx: Tx, stationId: number): Promise<boolean> {
  const [row] = await tx
    .select({ id: stations.id })
    .from(stations)
    .where(eq(stations.id, stationId))
    .for('update');
  return row !== undefined;
}

/** The show's title if it is an audio show or podcast of the station or the network. */
export async function scheduledShowTitle(tx: Tx, mediaId: number, stationId: number) {
  const [show] = await tx
    .select({ title: media.title })
    .from(media)
    .where(
      and(
        eq(media.id, mediaId),
        inArray(media.mediaType, SCHEDULED_TYPES),
        or(eq(media.stationId, stationId), isNull(media.stationId)),
      ),
    );
  return show?.title;
}

/** Those of these RJs that are the station's. */
export function rjsOfStation(tx: Tx, rjIds: readonly number[], stationId: number) {
  return tx
    .select({ id: profiles.id })
    .from(profiles)
    .where(and(inArray(profiles.id, [...rjIds]), eq(profiles.stationId, stationId)));
}

/**
 * The earliest other slot of the same kind on the slot's day whose minutes meet `start`..`end`: a weekly slot of
 * that weekday for a weekly slot, an override of that date for an override. With its show's title.
 */
export async function overlappingSlot(
  tx: Tx,
  slot: SlotTimes & { stationId: number; id?: number },
  start: number,
  end: number,
) {
  const [other] = await tx
    .select({ slot: scheduleSlots, title: media.title })
    .from(scheduleSlots)
    .innerJoin(media, eq(media.id, scheduleSlots.mediaId))
    .where(
      and(
        eq(scheduleSlots.stationId, slot.stationId),
        slot.date === null
          ? and(isNull(scheduleSlots.date), eq(scheduleSlots.weekday, slot.weekday ?? -1))
          : eq(scheduleSlots.date, slot.date),
        sql`${scheduleSlots.startMinute} < ${end} and ${scheduleSlots.endMinute} > ${start}`,
        slot.id === undefined ? undefined : ne(scheduleSlots.id, slot.id),
      ),
    )
    .orderBy(asc(scheduleSlots.startMinute))
    .limit(1);
  return other;
}

/** Sets the slot's RJs, in this order (a repeated id counts once). */
export async function replaceSlotRjs(tx: Tx, slotId: number, rjIds: readonly number[]): Promise<void> {
  await tx.delete(scheduleSlotProfiles).where(eq(scheduleSlotProfiles.slotId, slotId));
  const unique = [...new Set(rjIds)];
  if (unique.length) {
    await tx
      .insert(scheduleSlotProfiles)
      .values(unique.map((profileId, index) => ({ slotId, profileId, sortOrder: index + 1 })));
  }
}

/** Adds the slot; its id. */
export async function insertSlot(tx: Tx, values: typeof scheduleSlots.$inferInsert): Promise<number> {
  const [created] = await tx.insert(scheduleSlots).values(values).returning({ id: scheduleSlots.id });
  if (!created) throw new Error('insert into schedule_slots returned no row');
  return created.id;
}

/** Saves the slot if it still has `version` (409 when someone saved it since). */
export const updateSlot = (tx: Tx, id: number, version: number, values: Record<string, unknown>) =>
  updateVersioned(tx, scheduleSlots, id, version, values, 'Slot');

/** Deletes the slot (its RJs go with it). */
export async function deleteSlot(tx: Tx, id: number): Promise<void> {
  await tx.delete(scheduleSlots).where(eq(scheduleSlots.id, id));
}
