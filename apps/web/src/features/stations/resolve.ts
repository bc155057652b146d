import { idFromUrlName } from '@tarang/contracts';

type StationParam = { kind: 'nearest' } | { kind: 'id'; id: number } | { kind: 'invalid' };

/** Id 0 means the nearest station; a positive number is fetched; anything else is a 404. */
export function parseStationParam(urlName: string | undefined): StationParam {
  const id = idFromUrlName(urlName ?? '');
  if (id === '0') return { kind: 'nearest' };
  if (/^[1-9]\d{0,9}$/.test(id) && Number(id) <= 2_147_483_647) return { kind: 'id', id: Number(id) };
  return { kind: 'invalid' };
}
