import { z } from 'zod';
import { MAX_ID } from './constants';
import { inputString, wellFormed } from './input';
import { enumParam, idParam, pagingQuery, searchParam, stationIdQuery } from './query';

/**
 * The staff console's common contracts: roles, the signed-in staff member, Team, Activity, and the pieces every
 * editable item shares (version, publication status, station). Each content area adds its own module beside
 * this one (`staff-*.ts`).
 */

export const STAFF_ROLES = ['listener', 'editor', 'admin'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

export const STAFF_MESSAGES = {
  conflict: 'Someone else saved this in the meantime. Reload to see their changes, then make yours again.',
  notYourStation: 'You can only change the content of your own stations',
  networkWide: 'Only a network admin can change what every station shows',
  adminsOnly: 'Network admins only',
  editorNeedsStation: 'Give an editor at least one station',
  ownRole: 'You cannot change your own role',
} as const;

/** A whole number id in a JSON body (a station, a genre, a file…). */
export const bodyId = (name: string) =>
  z
    .number({ error: `${name} must be an id` })
    .int(`${name} must be an id`)
    .min(1, `${name} must be an id`)
    .max(MAX_ID, `${name} must be an id`);

/** The version a console form was loaded with; a save naming an older one is refused with 409. */
export const versionField = z
  .number({ error: 'version is required (reload the item)' })
  .int('version must be a whole number')
  .min(1, 'version must be at least 1')
  .max(MAX_ID, 'version is too large');

type Unwrapped<F> = F extends z.ZodDefault<infer Inner> ? Inner : F;
type UpdateShape<T extends z.ZodRawShape> = { [K in keyof T]: z.ZodOptional<Unwrapped<T[K]>> };

/**
 * The PATCH body of a console item from its create body's fields: every field optional and without its default
 * (a field left out is left as it is, never reset), plus the version the form was loaded with.
 */
export function updateBodyOf<T extends z.ZodRawShape>(shape: T) {
  const fields = Object.fromEntries(
    Object.entries(shape).map(([key, field]) => [
      key,
      ((field instanceof z.ZodDefault ? field.unwrap() : field) as z.ZodType).optional(),
    ]),
  ) as unknown as UpdateShape<T>;
  return z.object(fields).extend({ version: versionField });
}

/** A required line of text, trimmed, with a maximum length; messages name the field. */
export const textField = (label: string, max: number) =>
  inputString(label, { error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} must be at most ${max} characters`);

/** An optional line of text ('' when left empty). */
export const optionalTextField = (label: string, max: number) =>
  inputString(label).trim().max(max, `${label} must be at most ${max} characters`).default('');

/** Rich text (HTML); the server sanitises it before storing it. */
export const htmlField = (label: string, max = 50_000) =>
  inputString(label).max(max, `${label} is too long (at most ${max} characters of HTML)`).default('');

/** Years a console date may have: 0000 (which PostgreSQL refuses) or 0001–0099 (read as 20xx) are typing slips. */
export const DATE_YEARS = { from: 2000, to: 2100 } as const;

/** A date and time with its offset, as the console sends it (ISO 8601), in DATE_YEARS. */
export const dateTimeField = (label: string) =>
  z.iso
    .datetime({ offset: true, error: `${label} must be a date and time` })
    .check(wellFormed(label))
    // 2026-03-01T10:00:00.000000+05:30 is 32 characters; the format allows any number of fractional digits.
    .max(40, `${label} must be a date and time`)
    .refine((value) => {
      const year = new Date(value).getUTCFullYear();
      return year >= DATE_YEARS.from && year <= DATE_YEARS.to;
    }, `${label} must be between the years ${DATE_YEARS.from} and ${DATE_YEARS.to}`);

/** draft | published; with a publish time in the future, a published item is Scheduled. */
export const PUBLISH_STATUSES = ['draft', 'published'] as const;
export type PublishStatus = (typeof PUBLISH_STATUSES)[number];
export const publishStatusField = z.enum(PUBLISH_STATUSES, { error: 'status must be draft or published' });
/** What the console shows: a published item whose time has not come is Scheduled. */
export const PUBLICATION_STATES = ['draft', 'scheduled', 'published'] as const;
export type PublicationState = (typeof PUBLICATION_STATES)[number];

export function publicationState(
  status: string,
  publishedAt: string | Date,
  now = new Date(),
): PublicationState {
  if (status !== 'published') return 'draft';
  return new Date(publishedAt).getTime() > now.getTime() ? 'scheduled' : 'published';
}

/** Every staff list: paging, a search and a station filter (an editor only ever sees their own stations). */
export const staffListQuery = pagingQuery.extend({
  search: searchParam.optional(),
  stationId: stationIdQuery.optional(),
});
export type StaffListQuery = z.output<typeof staffListQuery>;

// ---------------------------------------------------------------- the signed-in staff member

export const staffStation = z.object({ id: z.number().int(), name: z.string() });

/** GET customer/v1/staff/me */
export const staffMe = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  role: z.enum(STAFF_ROLES),
  /** The stations this member manages: every station for an admin. */
  stations: z.array(staffStation),
});
export type StaffMe = z.infer<typeof staffMe>;

// ---------------------------------------------------------------- Team

/** `staff`: editors and admins together (the Team page's default). */
export const teamQuery = pagingQuery.extend({
  search: searchParam.optional(),
  role: enumParam('role', [...STAFF_ROLES, 'staff'] as const).optional(),
});

export const teamMember = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  /** The listener's own station (sign-up). */
  stationId: z.number().int().nullable(),
  role: z.enum(STAFF_ROLES),
  stationIds: z.array(z.number().int()),
  createdAt: z.string(),
});
export type TeamMember = z.infer<typeof teamMember>;

/** PATCH customer/v1/staff/subscribers/{id}: a network admin gives an account its role and stations. */
export const teamUpdateBody = z
  .object({
    role: z.enum(STAFF_ROLES, { error: 'role must be listener, editor or admin' }),
    stationIds: z
      .array(bodyId('stationIds'), { error: 'stationIds must be a list of station ids' })
      .max(100)
      .default([]),
  })
  .refine((body) => body.role !== 'editor' || body.stationIds.length > 0, {
    message: STAFF_MESSAGES.editorNeedsStation,
    path: ['stationIds'],
  });
export type TeamUpdateBody = z.input<typeof teamUpdateBody>;

// ---------------------------------------------------------------- Activity

export const ACTIVITY_ACTIONS = ['create', 'update', 'delete'] as const;

export const activityQuery = pagingQuery.extend({
  stationId: stationIdQuery.optional(),
  entity: inputString('entity')
    .max(30, 'entity must be a kind of item, e.g. show')
    .regex(/^[a-z-]{1,30}$/, 'entity must be a kind of item, e.g. show')
    .optional(),
  action: enumParam('action', ACTIVITY_ACTIONS).optional(),
  actorId: idParam('actorId').optional(),
});

/**
 * The fields of Activity's changes that hold ids of other things, and what those are: the answer names them
 * (`names`), so Activity reads "RJs: Asha, Veer" rather than "rjIds: [1, 2]". A social link's platformId is
 * named too.
 */
export const ACTIVITY_REFERENCES = {
  stationId: 'station',
  stationIds: 'station',
  rjIds: 'rj',
  mediaId: 'show',
  genreId: 'genre',
  categoryId: 'category',
  cityId: 'city',
  stateId: 'state',
  platformId: 'platform',
  fileId: 'file',
  imageFileId: 'file',
  imageFileIds: 'file',
  thumbnailFileId: 'file',
  profileImageFileId: 'file',
  logoFileId: 'file',
  posterFileId: 'file',
  videoFileId: 'file',
} as const satisfies Record<string, string>;
export type ActivityReferenceKind = (typeof ACTIVITY_REFERENCES)[keyof typeof ACTIVITY_REFERENCES];

/** The key of a named id in an Activity entry's `names`: "rj:12". */
export const activityNameKey = (kind: ActivityReferenceKind, id: number) => `${kind}:${id}`;

export const activityEntry = z.object({
  id: z.number().int(),
  createdAt: z.string(),
  actor: z.object({ id: z.number().int().nullable(), name: z.string() }),
  action: z.enum(ACTIVITY_ACTIONS),
  entity: z.string(),
  entityId: z.number().int().nullable(),
  label: z.string(),
  stationId: z.number().int().nullable(),
  /** The fields set, with their new values (long text shortened). */
  changes: z.record(z.string(), z.unknown()),
  /** An update's changed fields as they were before it; null for a create, a delete, or an older entry. */
  before: z.record(z.string(), z.unknown()).nullable(),
  /** What the ids in `changes` and `before` name now, by `activityNameKey` ("rj:12": "RJ Asha"); a deleted one is absent. */
  names: z.record(z.string(), z.string()),
});
export type ActivityEntry = z.infer<typeof activityEntry>;
