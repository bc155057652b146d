import { minutesOf, overlapMessage, SCHEDULE_MESSAGES, slotLabel } from '@tarang/contracts';
import { HttpError } from '../../errors';
import type { Tx } from '../../shared/console';
import {
  lockStationRow,
  overlappingSlot,
  rjsOfStation,
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
export async function lockStation(tx: Tx, stationId: number): Promise<void> {
  if (!(await lockStationRow(tx, stationId))) throw new HttpError(400, 'Station not found', 'stationId');
}

/** The show's title; 400 on mediaId unless it is an audio show or podcast of the station or the network. */
export async function showTitleFor(tx: Tx, mediaId: number, stationId: number): Promise<string> {
  const title = await scheduledShowTitle(tx, mediaId, stationId);
  if (title === undefined) throw new HttpError(400, SCHEDULE_MESSAGES.showNotOfStation, 'mediaId');
  return title;
}

/** 400 on rjIds unless every one is an RJ of the station. */
export async function assertRjsOfStation(tx: Tx, rjIds: readonly number[], stationId: number): Promise<void> {
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
export async function assertNoOverlap(
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
