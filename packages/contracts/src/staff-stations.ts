import { z } from 'zod';
import { emailProblem } from './auth';
import { mobileProblem } from './forms';
import { inputDecimal, inputString } from './input';
import { STREAM_TYPES } from './live';
import { boolParam, enumParam } from './query';
import { toSlug } from './slug';
import { bodyId, optionalTextField, staffListQuery, textField, updateBodyOf } from './staff';

/**
 * The console's stations (station service, network admins): what the station form sends and what the console
 * reads back, the brand-colour contrast rule (the console's live check and the server use this one), and the
 * Indian phone-number rule of the contact fields.
 */

export const STATION_TEXT = {
  name: 60,
  frequency: 20,
  tagline: 120,
  address: 300,
  email: 200,
  url: 500,
  phone: 30,
  socialLinks: 20,
  sortOrder: 9999,
} as const;

// ---------------------------------------------------------------- brand colour

/**
 * The site writes white text on the station colour (the home page's hero: frequency and tagline, 13 to 18 px,
 * on a gradient that starts at the colour itself), so the colour needs WCAG AA for normal text against white.
 */
export const BRAND_TEXT_COLOR = '#ffffff';
export const BRAND_MIN_CONTRAST = 4.5;
export const BRAND_COLOR_PATTERN = /^#[0-9a-fA-F]{6}$/;

/** WCAG 2 relative luminance of a #rrggbb colour. */
function luminance(hex: string): number {
  const value = Number.parseInt(hex.slice(1), 16);
  const [r = 0, g = 0, b = 0] = [(value >> 16) & 255, (value >> 8) & 255, value & 255].map((channel) => {
    const s = channel / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** The WCAG 2 contrast ratio of two #rrggbb colours, from 1 (same) to 21 (black on white). */
export function contrastRatio(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

/** A ratio to two decimals, as people read it ("2.63:1"). */
export const formatContrast = (ratio: number) => `${ratio.toFixed(2)}:1`;

/** Why white text cannot go on this colour, or null when it can (WCAG AA, 4.5:1). */
export function brandColorProblem(color: string): string | null {
  if (!BRAND_COLOR_PATTERN.test(color)) return 'Colour must be written #rrggbb, e.g. #b3202c';
  const ratio = contrastRatio(color, BRAND_TEXT_COLOR);
  if (ratio >= BRAND_MIN_CONTRAST) return null;
  // A failing ratio is never rounded up to the minimum (4.496 is shown as 4.49, not 4.50).
  const shown = Math.round(ratio * 100) / 100 >= BRAND_MIN_CONTRAST ? Math.floor(ratio * 100) / 100 : ratio;
  return (
    `White text on this colour has a contrast of ${formatContrast(shown)}; it needs at least ` +
    `${BRAND_MIN_CONTRAST}:1 (WCAG AA). Choose a darker colour.`
  );
}

const colorFormat = inputString('Colour', { error: 'Colour is required' })
  .trim()
  .max(7, 'Colour must be written #rrggbb, e.g. #b3202c')
  .regex(BRAND_COLOR_PATTERN, 'Colour must be written #rrggbb, e.g. #b3202c');

// ---------------------------------------------------------------- Indian phone numbers

/**
 * The ten national digits of an Indian number as people write it ("+91 98100 94300", "098100-94300",
 * "9810094300"), or null when it is not one.
 */
export function nationalDigits(value: string): string | null {
  if (!/^\+?[\d\s-]+$/.test(value.trim())) return null;
  const digits = value.replace(/[\s-]/g, '');
  if (digits.startsWith('+')) return digits.startsWith('+91') ? digits.slice(3) : null;
  if (digits.length === 11 && digits.startsWith('0')) return digits.slice(1);
  if (digits.length === 12 && digits.startsWith('91')) return digits.slice(2);
  return digits;
}

/**
 * Why `value` is not a usable number, or null. A WhatsApp number is a mobile (the listeners' mobile rule: ten
 * digits from 6 to 9); the phone may also be a landline with its area code (011 4094 3000).
 */
export function indianNumberProblem(value: string, label: string, kind: 'mobile' | 'any'): string | null {
  const national = nationalDigits(value);
  if (national === null) return `${label} must be an Indian number: digits, spaces or hyphens, +91 in front`;
  if (kind === 'mobile') {
    const problem = mobileProblem(national, label);
    return problem && `${label} ${problem.charAt(0).toLowerCase()}${problem.slice(1)}`;
  }
  if (!/^\d{10}$/.test(national)) return `${label} should be 10 digits with the area code (or a mobile)`;
  if (national.startsWith('0')) return `${label} should not start with 0 after +91`;
  return null;
}

/**
 * The number as the site shows and links it: "+91" and the national digits (the site's WhatsApp link and
 * tel: link need the country code); a mobile grouped 5 + 5, a landline in the groups it was typed in.
 */
export function formatIndianNumber(value: string): string {
  const national = nationalDigits(value);
  if (national === null) return value.trim();
  if (/^[6-9]\d{9}$/.test(national)) return `+91 ${national.slice(0, 5)} ${national.slice(5)}`;
  const groups = value
    .trim()
    .replace(/^(\+91|0)/, '')
    .replace(/[\s-]+/g, ' ')
    .trim();
  return `+91 ${groups.replaceAll(' ', '') === national ? groups : national}`;
}

const indianNumberField = (label: string, kind: 'mobile' | 'any') =>
  inputString(label)
    .trim()
    .max(STATION_TEXT.phone, `${label} must be at most ${STATION_TEXT.phone} characters`)
    .superRefine((value, context) => {
      const problem = value && indianNumberProblem(value, label, kind);
      if (problem) context.addIssue({ code: 'custom', message: problem });
    })
    .transform((value) => (value ? formatIndianNumber(value) : ''))
    .default('');

// ---------------------------------------------------------------- the form's fields

export const STATION_MESSAGES = {
  nameTaken: 'A station with this name already exists',
  cityNotFound: 'City not found',
  stateNotFound: 'State not found',
  cityNotInState: 'This city is not in the chosen state',
  stateNeeded: 'Choose the state of the city',
  platformNotFound: 'Platform not found',
  lastActive: 'At least one station must stay active: the site needs a station to show',
  inUse: (parts: string[]) => `This station has ${parts.join(', ')}: deactivate it instead`,
} as const;

const httpsLink = (label: string) =>
  inputString(label)
    .trim()
    .max(STATION_TEXT.url, `${label} must be at most ${STATION_TEXT.url} characters`)
    .regex(/^https:\/\/[^\s/?#]+\.[^\s]+$/, `${label} must be a link starting with https://`);

/** One social profile of the station: a platform (master/v1/platform) and its link. */
export const stationSocialLinkInput = z.object({
  platformId: bodyId('platformId'),
  url: httpsLink('Link'),
});

const socialLinks = z
  .array(stationSocialLinkInput, { error: 'socialLinks must be a list of links' })
  .max(STATION_TEXT.socialLinks, `At most ${STATION_TEXT.socialLinks} social links`)
  .superRefine((links, context) => {
    const seen = new Set<number>();
    links.forEach((link, index) => {
      if (seen.has(link.platformId)) {
        context.addIssue({
          code: 'custom',
          message: 'Only one link per platform',
          path: [index, 'platformId'],
        });
      }
      seen.add(link.platformId);
    });
  })
  .default([]);

const coordinate = (label: string, limit: number) => inputDecimal(label, -limit, limit);

const stationFields = {
  name: textField('Name', STATION_TEXT.name).refine(
    (name) => toSlug(name) !== '',
    'Name must contain letters or digits (it makes the station address)',
  ),
  frequency: textField('Frequency', STATION_TEXT.frequency),
  tagline: optionalTextField('Tagline', STATION_TEXT.tagline),
  color: colorFormat.transform((color) => color.toLowerCase()),
  logoFileId: bodyId('logoFileId').nullable().default(null),
  address: optionalTextField('Address', STATION_TEXT.address),
  cityId: bodyId('cityId').nullable().default(null),
  stateId: bodyId('stateId').nullable().default(null),
  pin: inputString('PIN code')
    .trim()
    .max(6, 'PIN code must be 6 digits')
    .regex(/^(\d{6})?$/, 'PIN code must be 6 digits')
    .default(''),
  phoneNumber: indianNumberField('Phone number', 'any'),
  whatsappNumber: indianNumberField('WhatsApp number', 'mobile'),
  email: inputString('E-mail')
    .trim()
    .toLowerCase()
    .max(STATION_TEXT.email, `E-mail must be at most ${STATION_TEXT.email} characters`)
    .refine((email) => !email || !emailProblem(email), 'E-mail must be an address like studio@tarang.in')
    .default(''),
  whatsappChannelUrl: inputString('WhatsApp channel')
    .trim()
    .max(STATION_TEXT.url, `WhatsApp channel must be at most ${STATION_TEXT.url} characters`)
    .regex(
      /^(https:\/\/(www\.)?whatsapp\.com\/channel\/[A-Za-z0-9_-]+\/?)?$/,
      'WhatsApp channel must be a link like https://whatsapp.com/channel/…',
    )
    .default(''),
  socialLinks,
  latitude: coordinate('Latitude', 90),
  longitude: coordinate('Longitude', 180),
  /** Where the station comes in the site's station list; a new station goes last when left out. */
  sortOrder: z
    .number({ error: 'Sort order must be a number' })
    .int('Sort order must be a whole number')
    .min(0, 'Sort order must be at least 0')
    .max(STATION_TEXT.sortOrder, `Sort order must be at most ${STATION_TEXT.sortOrder}`)
    .optional(),
  /** An inactive station is kept with its content but left out of every listener read. */
  isActive: z.boolean({ error: 'Active must be true or false' }).default(true),
  /**
   * The station's external live stream (an Icecast/SHOUTcast mount or an HLS playlist); '' (the default): the
   * server's built-in playout of the station's schedule.
   */
  streamUrl: inputString('Stream address')
    .trim()
    .max(STATION_TEXT.url, `Stream address must be at most ${STATION_TEXT.url} characters`)
    .regex(
      /^(https?:\/\/[^\s/?#]+[^\s]*)?$/,
      'Stream address must be a link starting with https:// or http://',
    )
    .default(''),
  /** What the external stream is: mp3 or aac (a mount) or hls (a playlist). */
  streamType: z.enum(STREAM_TYPES, { error: 'Stream type must be one of hls, mp3, aac' }).default('mp3'),
};

/**
 * POST station/v1/station. A new colour must pass the contrast rule; on PATCH the server checks it only when the
 * colour changes (stations saved before the rule keep theirs until someone picks a new one).
 */
export const stationCreateBody = z.object({
  ...stationFields,
  color: stationFields.color.superRefine((color, context) => {
    const problem = brandColorProblem(color);
    if (problem) context.addIssue({ code: 'custom', message: problem });
  }),
});
export type StationCreateBody = z.input<typeof stationCreateBody>;

/** PATCH station/v1/station/{id}: any of the fields (socialLinks replaces all of them), and the version. */
export const stationUpdateBody = updateBodyOf(stationFields);
export type StationUpdateBody = z.input<typeof stationUpdateBody>;

// ---------------------------------------------------------------- what the console reads

/** GET station/v1/staff/stations: every station, inactive ones too (an editor sees their own). */
export const staffStationListQuery = staffListQuery.extend({
  isActive: boolParam('isActive').optional(),
  sort: enumParam('sort', ['sortOrder', 'name'] as const).default('sortOrder'),
});

export const staffStationRow = z.object({
  id: z.number().int(),
  version: z.number().int(),
  name: z.string(),
  urlName: z.string(),
  frequency: z.string(),
  tagline: z.string(),
  color: z.string(),
  logoFileId: z.number().int().nullable(),
  logo: z.string().nullable(),
  cityName: z.string().nullable(),
  stateName: z.string().nullable(),
  sortOrder: z.number().int(),
  isActive: z.boolean(),
});
export type StaffStationRow = z.infer<typeof staffStationRow>;

/** What still belongs to a station (a station with any of it cannot be deleted, only deactivated). */
export const STATION_USAGE = [
  ['shows', 'show', 'shows'],
  ['rjs', 'RJ', 'RJs'],
  ['events', 'event', 'events'],
  ['redLines', 'red line', 'red lines'],
  ['banners', 'banner', 'banners'],
  ['contests', 'contest', 'contests'],
  ['polls', 'poll', 'polls'],
  ['pages', 'page', 'pages'],
  ['requests', 'request', 'requests'],
  ['talentHuntEntries', 'talent-hunt entry', 'talent-hunt entries'],
  ['listeners', 'listener', 'listeners'],
  ['editors', 'editor', 'editors'],
] as const;
export type StationUsageKey = (typeof STATION_USAGE)[number][0];

export const stationUsage = z.object(
  Object.fromEntries(STATION_USAGE.map(([key]) => [key, z.number().int()])) as Record<
    StationUsageKey,
    z.ZodNumber
  >,
);
export type StationUsage = z.infer<typeof stationUsage>;

/** "12 shows, 4 RJs, 1 page": the non-zero counts, in the order of STATION_USAGE. */
export function describeStationUsage(usage: StationUsage): string[] {
  return STATION_USAGE.filter(([key]) => usage[key] > 0).map(
    ([key, one, many]) => `${usage[key]} ${usage[key] === 1 ? one : many}`,
  );
}

/** GET station/v1/staff/stations/{id}: the station form's data. Empty text fields are ''. */
export const staffStationDetail = staffStationRow.extend({
  address: z.string(),
  cityId: z.number().int().nullable(),
  stateId: z.number().int().nullable(),
  pin: z.string(),
  phoneNumber: z.string(),
  whatsappNumber: z.string(),
  email: z.string(),
  whatsappChannelUrl: z.string(),
  socialLinks: z.array(z.object({ platformId: z.number().int(), platformName: z.string(), url: z.string() })),
  latitude: z.number(),
  longitude: z.number(),
  /** The external live stream; '': the built-in playout (streamType is then unused). */
  streamUrl: z.string(),
  streamType: z.enum(STREAM_TYPES),
  usage: stationUsage,
});
export type StaffStationDetail = z.infer<typeof staffStationDetail>;
