import { minutesOf, overlapMessage, SCHEDULE_MESSAGES, slotLabel, slotProblem } from '@tarang/contracts';
import { HttpError } from '../../errors';
import type { Tx } from '../../shared/console';
import {
  lockStationRow,
  overlappingSlot,
  rjsOfStation,
  type SlotRecord,
  type SlotTimes,
  scheduledShowTitle,
  timesOf,
} from './console-repository';

/**
 * The rules a slot must keep, checked before the console saves it: its show and RJs belong to its station, and
 * it overlaps no other slot of its kind on its day.
 */

/**
 * Locks the station's row for the rest of the transaction: two editors saving slots of one station at once take
 * turns, so the overlap check of one sees the other's slot. 400 on stationId when there is no such station.
 */
async function lockStation(tx: Tx, stationId: number): Promise<void> {
  if (!(await lockStationRow(tx, stationId))) throw new HttpError(400, 'Station not found', 'stationId');
}

/** The show's title; 400 on mediaId unless it is an audio show or podcast of the station or the network. */
async function showTitleFor(tx: Tx, mediaId: number, stationId: number): Promise<string> {
  const title = await scheduledShowTitle(tx, mediaId, stationId);
  if (title === undefined) throw new HttpError(400, SCHEDULE_MESSAGES.showNotOfStation, 'mediaId');
  return title;
}

/** 400 on rjIds unless every one is an RJ of the station. */
async function assertRjsOfStation(tx: Tx, rjIds: readonly number[], stationId: number): Promise<void> {
  if (rjIds.length === 0) return;
  const found = await rjsOfStation(tx, rjIds, stationId);
  if (found.length !== new Set(rjIds).size) throw new HttpError(400, SCHEDULE_MESSAGES.rjNotFound, 'rjIds');
}

/** Minutes since midnight of a checked 'HH:MM' (the body's schema refused any other). */
export const minuteOf = (clock: string) => minutesOf(clock) ?? 0;

/**
 * 409 on start, naming both slots, when the slot overlaps another of its kind on its day: a weekly slot another
 * weekly slot of that weekday, an override another override of that date. (An override may overlap weekly slots:
 * on its date it takes those minutes from them.)
 */
async function assertNoOverlap(
  tx: Tx,
  slot: SlotTimes & { stationId: number; id?: number },
  title: string,
): Promise<void> {
  const other = await overlappingSlot(tx, slot, minuteOf(slot.start), minuteOf(slot.end));
  if (other) {
    throw new HttpError(
      409,
      overlapMessage(slotLabel(slot, title), slotLabel(timesOf(other.slot), other.title)),
      'start',
    );
  }
}

/**
 * Every rule a slot as it will be saved keeps, in one transaction: its station is locked (see lockStation), its
 * show and RJs are the station's, and it overlaps no other slot of its kind. Returns the show's title.
 */
export async function assertSlotRules(
  tx: Tx,
  slot: SlotTimes & { stationId: number; mediaId: number; id?: number },
  rjIds: readonly number[],
): Promise<string> {
  await lockStation(tx, slot.stationId);
  const title = await showTitleFor(tx, slot.mediaId, slot.stationId);
  await assertRjsOfStation(tx, rjIds, slot.stationId);
  await assertNoOverlap(tx, slot, title);
  return title;
}

type SlotFields = Partial<SlotTimes & { stationId: number; mediaId: number }>;

/** The whole slot after an edit: the fields sent over the stored ones; 400 unless it keeps the slot rules. */
export function slotAfter(stored: SlotRecord, fields: SlotFields) {
  const stays = timesOf(stored);
  const merged = {
    stationId: fields.stationId ?? stored.stationId,
    mediaId: fields.mediaId ?? stored.mediaId,
    weekday: fields.weekday === undefined ? stays.weekday : fields.weekday,
    date: fields.date === undefined ? stays.date : fields.date,
    start: fields.start ?? stays.start,
    end: fields.end ?? stays.end,
  };
  const problem = slotProblem(merged);
  if (problem) throw new HttpError(400, problem.message, problem.field);
  return merged;
}
