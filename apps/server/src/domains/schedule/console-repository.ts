import {
  clockOf,
  minutesOf,
  overlapMessage,
  SCHEDULE_MESSAGES,
  type StaffScheduleSlot,
  slotLabel,
} from '@tarang/contracts';
import { and, asc, eq, gte, inArray, isNull, ne, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { media, profiles, scheduleSlotProfiles, scheduleSlots, stations } from '../../db/schema';
import { HttpError } from '../../errors';
import type { Tx } from '../../shared/console';

/**
 * The queries and checks of the console's schedule (staff.ts has the routes): the slots as the console lists
 * them, and the rules a slot must keep: its show and RJs belong to its station, and it overlaps no other slot of
 * its kind on its day.
 */

/** The shows a slot may air: the station's own audio shows and podcasts, or the network's. */
const SCHEDULED_TYPES = ['AudioShow', 'Podcast'];

/** A slot as the rules read it: its day (a weekday or a date) and its times ('HH:MM'). */
export type SlotTimes = { weekday: number | null; date: string | null; start: string; end: string };

type SlotRecord = typeof scheduleSlots.$inferSelect;

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
 * turns, so the overlap check of one sees the other's slot. 400 on stationId when there is no such station.
 */
export async function lockStation(tx: Tx, stationId: number): Promise<void> {
  const [row] = await tx
    .select({ id: stations.id })
    .from(stations)
    .where(eq(stations.id, stationId))
    .for('update');
  if (!row) throw new HttpError(400, 'Station not found', 'stationId');
}

/** The show's title; 400 on mediaId unless it is an audio show or podcast of the station or the network. */
export async function showTitleFor(tx: Tx, mediaId: number, stationId: number): Promise<string> {
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
  if (!show) throw new HttpError(400, SCHEDULE_MESSAGES.showNotOfStation, 'mediaId');
  return show.title;
}

/** 400 on rjIds unless every one is an RJ of the station. */
export async function assertRjsOfStation(tx: Tx, rjIds: readonly number[], stationId: number): Promise<void> {
  if (rjIds.length === 0) return;
  const found = await tx
    .select({ id: profiles.id })
    .from(profiles)
    .where(and(inArray(profiles.id, [...rjIds]), eq(profiles.stationId, stationId)));
  if (found.length !== new Set(rjIds).size) throw new HttpError(400, SCHEDULE_MESSAGES.rjNotFound, 'rjIds');
}

/** Minutes since midnight of a checked 'HH:MM' (the body's schema refused any other). */
export const minuteOf = (clock: string) => minutesOf(clock) ?? 0;

/**
 * 409 on start, naming both slots, when the slot overlaps another of its kind on its day: a weekly slot another
 * weekly slot of that weekday, an override another override of that date. (An override may overlap weekly slots:
 * on its date it takes those minutes from them.)
 */
export async function assertNoOverlap(
  tx: Tx,
  slot: SlotTimes & { stationId: number; id?: number },
  title: string,
): Promise<void> {
  const start = minuteOf(slot.start);
  const end = minuteOf(slot.end);
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
  if (other) {
    throw new HttpError(
      409,
      overlapMessage(slotLabel(slot, title), slotLabel(timesOf(other.slot), other.title)),
      'start',
    );
  }
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
