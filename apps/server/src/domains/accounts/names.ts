import { NAME_MAX, NAME_MIN } from '@tarang/contracts';
import { HttpError } from '../../errors';
import type { App } from '../../types';
import { activeStationId } from './repository';

/** The id of the sign-up's station, which must exist and be on air (400 on stationDetail.stationId otherwise). */
export async function existingStationId(app: App, stationId: number): Promise<number> {
  const id = await activeStationId(app.db, stationId);
  if (id === undefined) throw new HttpError(400, 'Station not found', 'stationDetail.stationId');
  return id;
}

/**
 * A display name within the allowed 3 to 20 characters: the first candidate that still has three characters
 * once whitespace is tidied and it is cut to twenty; 'Listener' when none does.
 */
export function displayName(candidates: (string | undefined)[]): string {
  for (const candidate of candidates) {
    const name = (candidate ?? '').replace(/\s+/g, ' ').trim().slice(0, NAME_MAX).trim();
    if (name.length >= NAME_MIN) return name;
  }
  return 'Listener';
}
