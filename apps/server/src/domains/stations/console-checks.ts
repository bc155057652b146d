import {
  describeStationUsage,
  STATION_MESSAGES,
  type StationCreateBody,
  type StationUsage,
} from '@tarang/contracts';
import { HttpError } from '../../errors';
import { inUse, type Tx } from '../../shared/console';
import {
  anotherActiveStation,
  countStationUsage,
  findCity,
  knownPlatforms,
  slugTaken,
  stateExists,
} from './console-repository';

/**
 * The checks of the console's station form: whether a name, a place and social platforms are valid, and what
 * still uses a station.
 */

/** How many of each kind of content a station has; 404 when there is no such station. */
export async function stationUsage(tx: Tx, id: number): Promise<StationUsage> {
  const usage = await countStationUsage(tx, id);
  if (!usage) throw new HttpError(404, 'Station not found');
  return usage;
}

/** 409 naming what a station still has ("This station has 12 shows, 4 RJs…: deactivate it instead"). */
export async function assertUnused(tx: Tx, id: number): Promise<void> {
  const parts = describeStationUsage(await stationUsage(tx, id));
  if (parts.length) throw inUse(STATION_MESSAGES.inUse(parts));
}

/** 409 on name when another station already has the address this name makes (`stations_slug_idx`). */
export async function assertNameFree(tx: Tx, slug: string, exceptId?: number): Promise<void> {
  if (await slugTaken(tx, slug, exceptId)) throw new HttpError(409, STATION_MESSAGES.nameTaken, 'name');
}

/** A save that lost the race for a name to another one (the unique index on the slug). */
export function isSlugClash(error: unknown): boolean {
  for (let cause = error, depth = 0; cause instanceof Error && depth < 5; depth++) {
    const { code, constraint } = cause as { code?: unknown; constraint?: unknown };
    if (code === '23505') return /stations_slug_idx/.test(`${constraint ?? ''} ${cause.message}`);
    cause = cause.cause;
  }
  return false;
}

/** 400 unless the state and city exist and the city is in the state (a city needs its state). */
export async function assertPlace(tx: Tx, cityId: number | null, stateId: number | null): Promise<void> {
  if (stateId !== null) {
    if (!(await stateExists(tx, stateId)))
      throw new HttpError(400, STATION_MESSAGES.stateNotFound, 'stateId');
  }
  if (cityId === null) return;
  const city = await findCity(tx, cityId);
  if (!city) throw new HttpError(400, STATION_MESSAGES.cityNotFound, 'cityId');
  if (stateId === null) throw new HttpError(400, STATION_MESSAGES.stateNeeded, 'stateId');
  if (city.stateId !== stateId) throw new HttpError(400, STATION_MESSAGES.cityNotInState, 'cityId');
}

type LinkInput = NonNullable<StationCreateBody['socialLinks']>;

/** 400 on `socialLinks.{i}.platformId` for a platform that does not exist. */
export async function assertPlatforms(tx: Tx, links: LinkInput): Promise<void> {
  if (!links.length) return;
  const ids = links.map((link) => link.platformId);
  const known = await knownPlatforms(tx, ids);
  const missing = ids.findIndex((id) => !known.has(id));
  if (missing !== -1) {
    throw new HttpError(400, STATION_MESSAGES.platformNotFound, `socialLinks.${missing}.platformId`);
  }
}

/**
 * 409 on isActive when `id` is the last active station: the listener site opens on the nearest active station
 * and cannot show none.
 */
export async function assertAnotherActive(tx: Tx, id: number): Promise<void> {
  if (!(await anotherActiveStation(tx, id)))
    throw new HttpError(409, STATION_MESSAGES.lastActive, 'isActive');
}
