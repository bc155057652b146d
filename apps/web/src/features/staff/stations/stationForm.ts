import {
  BRAND_COLOR_PATTERN,
  BRAND_MIN_CONTRAST,
  BRAND_TEXT_COLOR,
  brandColorProblem,
  contrastRatio,
  formatContrast,
  type StaffStationDetail,
  type StationCreateBody,
  stationCreateBody,
  stationUpdateBody,
} from '@tarang/contracts';
import type { useConsoleForm } from '../ui/useConsoleForm';

/**
 * The contracts' message for an address that is not a link. An external stream left without an address gets it
 * too: to the server '' means the built-in playout, so the form has to say an external one needs its address.
 */
export const STREAM_URL_MESSAGE =
  stationCreateBody.shape.streamUrl.safeParse('not a link').error?.issues[0]?.message ??
  'Stream address must be a link starting with https:// or http://';

/** The station form's fields in the order they appear (the first failing one is focused). */
export const STATION_ORDER = [
  'name',
  'frequency',
  'tagline',
  'color',
  'logoFileId',
  'address',
  'stateId',
  'cityId',
  'pin',
  'phoneNumber',
  'whatsappNumber',
  'email',
  'whatsappChannelUrl',
  'socialLinks',
  'latitude',
  'longitude',
  'sortOrder',
  'isActive',
  'streamUrl',
  'streamType',
] as const;

/** The form the station page's parts share (the contracts' create schema; see stationFormSchema). */
export type StationFormApi = ReturnType<typeof useConsoleForm<typeof stationCreateBody>>;

/** The form's values: a saved station's, or a new station's blanks (coordinates left empty, shown as such). */
export const valuesOf = (station: StaffStationDetail | undefined): StationCreateBody => ({
  name: station?.name ?? '',
  frequency: station?.frequency ?? '',
  tagline: station?.tagline ?? '',
  color: station?.color ?? '#1d4ed8',
  logoFileId: station?.logoFileId ?? null,
  address: station?.address ?? '',
  stateId: station?.stateId ?? null,
  cityId: station?.cityId ?? null,
  pin: station?.pin ?? '',
  phoneNumber: station?.phoneNumber ?? '',
  whatsappNumber: station?.whatsappNumber ?? '',
  email: station?.email ?? '',
  whatsappChannelUrl: station?.whatsappChannelUrl ?? '',
  socialLinks: station?.socialLinks.map(({ platformId, url }) => ({ platformId, url })) ?? [],
  latitude: station?.latitude as number,
  longitude: station?.longitude as number,
  sortOrder: station?.sortOrder,
  isActive: station?.isActive ?? true,
  streamUrl: station?.streamUrl ?? '',
  streamType: station?.streamType ?? 'mp3',
});

/**
 * The contracts' create schema; for a saved station its colour is checked like the server does on PATCH: only a
 * changed colour must pass the contrast rule (a station saved before the rule keeps its colour until then). An
 * external stream needs its address (`external` is read at each check: the choice is not a field of the body).
 */
export function stationFormSchema(savedColor: string | undefined, external: { current: boolean }) {
  const saved = savedColor?.toLowerCase();
  const schema =
    saved === undefined
      ? stationCreateBody
      : stationCreateBody.extend({
          // The PATCH body's colour: the #rrggbb format without the contrast rule, added back for a change.
          color: stationUpdateBody.shape.color.unwrap().superRefine((color, context) => {
            const problem = color === saved ? null : brandColorProblem(color);
            if (problem) context.addIssue({ code: 'custom', message: problem });
          }),
        });
  return schema.superRefine((station, context) => {
    if (external.current && !station.streamUrl) {
      context.addIssue({ code: 'custom', path: ['streamUrl'], message: STREAM_URL_MESSAGE });
    }
  });
}

type ContrastCheck = { valid: false } | { valid: true; passes: boolean; text: string };

/**
 * What the colour field says about white text on the colour, with the contracts' rule: "Contrast 5.13:1 —
 * passes" or "Contrast 3.03:1 — too low for white text, choose a darker colour". A failing ratio is never
 * rounded up to the minimum (4.496 reads 4.49), as in the server's message.
 */
export function contrastCheck(color: string): ContrastCheck {
  const hex = color.trim();
  if (!BRAND_COLOR_PATTERN.test(hex)) return { valid: false };
  const ratio = contrastRatio(hex, BRAND_TEXT_COLOR);
  const passes = ratio >= BRAND_MIN_CONTRAST;
  const shown =
    !passes && Math.round(ratio * 100) / 100 >= BRAND_MIN_CONTRAST ? Math.floor(ratio * 100) / 100 : ratio;
  return {
    valid: true,
    passes,
    text: passes
      ? `Contrast ${formatContrast(shown)} — passes`
      : `Contrast ${formatContrast(shown)} — too low for white text, choose a darker colour`,
  };
}

/** The OpenStreetMap page centred on a point, or undefined until both numbers make a place. */
export function mapLink(latitude: unknown, longitude: unknown): string | undefined {
  const lat = Number(latitude);
  const lon = Number(longitude);
  if (latitude === '' || longitude === '' || latitude == null || longitude == null) return undefined;
  if (!Number.isFinite(lat) || !Number.isFinite(lon) || Math.abs(lat) > 90 || Math.abs(lon) > 180) {
    return undefined;
  }
  return `https://www.openstreetmap.org/?mlat=${lat}&mlon=${lon}#map=15/${lat}/${lon}`;
}
