import type { StaffMe } from '@tarang/contracts';
import { MEDIA_TYPE_LABELS, MEDIA_TYPES, type MediaType, toUrlName } from '@tarang/contracts';
import { stationName } from '../context';

/** What the console calls a show's type, and the choices of its Type fields. */
export const TYPE_CHOICES = MEDIA_TYPES.map((value) => ({ value, label: MEDIA_TYPE_LABELS[value] }));
export const typeLabel = (type: MediaType) => MEDIA_TYPE_LABELS[type];

export const STATE_CHOICES = [
  { value: 'draft', label: 'Draft' },
  { value: 'scheduled', label: 'Scheduled' },
  { value: 'published', label: 'Published' },
] as const;

/** "Network-wide" for a show of every station, else its station's name. */
export const showStation = (me: StaffMe, stationId: number | null) =>
  stationName(me, stationId, 'Network-wide');

/**
 * The listener's page of a show: under its own station, or (network-wide) under the first station this member
 * works with, where it is listed too.
 */
export function listenerShowPath(me: StaffMe, show: { stationId: number | null; urlName: string }) {
  const stationId = show.stationId ?? me.stations[0]?.id;
  if (stationId === undefined) return undefined;
  return `/${toUrlName(stationName(me, stationId), stationId)}/audio/${show.urlName}`;
}

/** A length as a clock reads it: "4:05", "1:02:03". */
export function clockLength(seconds: number): string {
  const total = Math.max(0, Math.round(seconds));
  const [h, m, s] = [Math.floor(total / 3600), Math.floor((total % 3600) / 60), total % 60];
  const two = (n: number) => String(n).padStart(2, '0');
  return h ? `${h}:${two(m)}:${two(s)}` : `${m}:${two(s)}`;
}
