import { z } from 'zod';
import { REQUEST_TYPES } from './constants';
import { enumParam, idParam, searchParam, stationIdQuery } from './query';
import { optionalTextField, staffListQuery, updateBodyOf } from './staff';

/**
 * The console's inbox (customer service): studio-visit and let's-collab requests, and talent-hunt entries.
 * Listeners send them (forms.ts); staff read them, set a status and keep an internal note, which listeners never
 * see. An editor sees their stations' items only.
 */

/** Staff's internal note on a request or an entry: plain text. */
export const INBOX_NOTE_MAX = 2000;
const noteField = optionalTextField('Note', INBOX_NOTE_MAX);

/** Newest first (the default) or oldest first. */
const inboxSort = enumParam('sort', ['-createdAt', 'createdAt'] as const).default('-createdAt');

// ---------------------------------------------------------------- requests

export const REQUEST_STATUSES = ['new', 'contacted', 'closed'] as const;
export type RequestStatus = (typeof REQUEST_STATUSES)[number];
/** How the console (and the CSV export) names each status and request type. */
export const REQUEST_STATUS_LABELS: Record<RequestStatus, string> = {
  new: 'New',
  contacted: 'Contacted',
  closed: 'Closed',
};
export const REQUEST_TYPE_LABELS: Record<(typeof REQUEST_TYPES)[number], string> = {
  studio_visit: 'Studio visit',
  lets_collab: "Let's collab",
};

/**
 * The filters of the requests inbox, shared by the list and the CSV export. stationId: the requests sent to that
 * station and the let's-collab requests naming one of its RJs; search: name, contact number or reason.
 */
export const staffRequestFilters = z.object({
  search: searchParam.optional(),
  stationId: stationIdQuery.optional(),
  requestType: enumParam('requestType', REQUEST_TYPES).optional(),
  status: enumParam('status', REQUEST_STATUSES).optional(),
  sort: inboxSort,
});

/** GET customer/v1/staff/requests */
export const staffRequestQuery = staffListQuery.extend(staffRequestFilters.shape);
export type StaffRequestQuery = z.input<typeof staffRequestQuery>;

/** GET customer/v1/staff/requests.csv: the same filters, every matching row (no paging). */
export const staffRequestExportQuery = staffRequestFilters;

/** A request as staff see it in the inbox (GET staff/requests, staff/requests/{id}). */
export const staffRequest = z.object({
  id: z.number().int(),
  version: z.number().int(),
  requestType: z.enum(REQUEST_TYPES),
  name: z.string(),
  contactNumber: z.string(),
  stationDetail: z.object({ stationId: z.number().int(), stationName: z.string() }),
  /** The RJ of a let's-collab request with an RJ, with the RJ's own station. */
  rjDetail: z
    .object({ profileId: z.string(), profileName: z.string(), stationId: z.number().int() })
    .nullable(),
  reason: z.string(),
  status: z.enum(REQUEST_STATUSES),
  /** Staff's internal note (plain text). */
  note: z.string(),
  /** The signed-in listener who sent it, if any. */
  subscriberId: z.number().int().nullable(),
  createdAt: z.string(),
  /** When and by whom it left New (none while it is New). */
  handledAt: z.string().nullable(),
  handledBy: z.number().int().nullable(),
  handledByName: z.string().nullable(),
});
export type StaffRequest = z.infer<typeof staffRequest>;

const requestFields = {
  status: z.enum(REQUEST_STATUSES, { error: 'Status must be New, Contacted or Closed' }),
  note: noteField,
};

/** PATCH customer/v1/staff/requests/{id}: a status, a note, or both, with the version the form loaded. */
export const requestUpdateBody = updateBodyOf(requestFields);
export type RequestUpdateBody = z.input<typeof requestUpdateBody>;

// ---------------------------------------------------------------- talent-hunt entries

export const TALENT_ENTRY_STATUSES = ['new', 'shortlisted', 'rejected'] as const;
export type TalentEntryStatus = (typeof TALENT_ENTRY_STATUSES)[number];
export const TALENT_ENTRY_STATUS_LABELS: Record<TalentEntryStatus, string> = {
  new: 'New',
  shortlisted: 'Shortlisted',
  rejected: 'Rejected',
};

/** GET customer/v1/staff/talent-hunt/entries. search: the entrant's name, mobile or description. */
export const staffTalentEntryQuery = staffListQuery.extend({
  categoryId: idParam('categoryId').optional(),
  status: enumParam('status', TALENT_ENTRY_STATUSES).optional(),
  sort: inboxSort,
});
export type StaffTalentEntryQuery = z.input<typeof staffTalentEntryQuery>;

/** An entry as staff review it (GET staff/talent-hunt/entries, …/entries/{id}). */
export const staffTalentEntry = z.object({
  id: z.number().int(),
  version: z.number().int(),
  stationId: z.number().int(),
  categoryId: z.number().int(),
  categoryName: z.string(),
  name: z.string(),
  mobile: z.string(),
  /** Plain text as the listener wrote it: show it as text, never as HTML. */
  description: z.string(),
  file: z.object({
    id: z.number().int(),
    /** The audition is private: a signed URL of its bytes that expires (about an hour), for an audio or video player. */
    url: z.string(),
    mimeType: z.string(),
    size: z.number().int(),
    durationSeconds: z.number().nullable(),
  }),
  subscriber: z.object({ id: z.number().int(), name: z.string(), email: z.string() }),
  status: z.enum(TALENT_ENTRY_STATUSES),
  /** Staff's internal note (plain text). */
  note: z.string(),
  createdAt: z.string(),
});
export type StaffTalentEntry = z.infer<typeof staffTalentEntry>;

const talentEntryFields = {
  status: z.enum(TALENT_ENTRY_STATUSES, { error: 'Status must be New, Shortlisted or Rejected' }),
  note: noteField,
};

/** PATCH customer/v1/staff/talent-hunt/entries/{id}: a status, a note, or both, with the version loaded. */
export const talentEntryUpdateBody = updateBodyOf(talentEntryFields);
export type TalentEntryUpdateBody = z.input<typeof talentEntryUpdateBody>;
