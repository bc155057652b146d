import { idFromUrlName, MAX_ID } from '@tarang/contracts';

/**
 * The id in a `{slug}-{id}` URL name (or, with `fromUrlName` false, a bare id such as `?episode=`), as the
 * site reads it: digits without a leading zero, within the database's integer range; null otherwise.
 */
export function numericId(text: string, fromUrlName = true): number | null {
  const id = fromUrlName ? idFromUrlName(text) : text;
  return /^[1-9]\d{0,9}$/.test(id) && Number(id) <= MAX_ID ? Number(id) : null;
}

/** The profileId of an RJ's `{name-slug}-{profileId}`: letters and digits; null otherwise. */
export function profileIdOf(urlName: string): string | null {
  const id = idFromUrlName(urlName);
  return /^[A-Za-z0-9]{1,40}$/.test(id) ? id : null;
}

export type StationParam = { kind: 'nearest' } | { kind: 'id'; id: number } | { kind: 'invalid' };

/** A station URL name's id, as the site reads it: id 0 is the nearest station, a positive id that station. */
export function parseStationParam(urlName: string): StationParam {
  if (idFromUrlName(urlName) === '0') return { kind: 'nearest' };
  const id = numericId(urlName);
  return id === null ? { kind: 'invalid' } : { kind: 'id', id };
}
