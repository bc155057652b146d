import { z } from 'zod';
import { inputString } from './input';
import { enumParam } from './query';
import {
  bodyId,
  dateTimeField,
  htmlField,
  optionalTextField,
  PUBLICATION_STATES,
  PUBLISH_STATUSES,
  publishStatusField,
  staffListQuery,
  textField,
  updateBodyOf,
} from './staff';

/**
 * The console's events (event service): what a form sends and what the console reads back. An event is a draft
 * or published, and listeners see a published one from its publish time, like news and shows.
 */

export const EVENT_TEXT = { title: 120, summary: 300, venue: 120, address: 300, url: 500 } as const;

const registrationUrl = inputString('Registration link', { error: 'registrationUrl must be text' })
  .trim()
  .max(EVENT_TEXT.url, `Registration link must be at most ${EVENT_TEXT.url} characters`)
  .refine(
    (value) => value === '' || /^https:\/\/[^\s]+$/.test(value),
    'Registration link must start with https://',
  )
  .default('');

const eventFields = {
  stationId: bodyId('stationId'),
  title: textField('Title', EVENT_TEXT.title),
  summary: optionalTextField('Summary', EVENT_TEXT.summary),
  description: htmlField('Description'),
  venue: optionalTextField('Venue', EVENT_TEXT.venue),
  address: optionalTextField('Address', EVENT_TEXT.address),
  startsAt: dateTimeField('Start'),
  endsAt: dateTimeField('End'),
  imageFileId: bodyId('imageFileId').nullable().default(null),
  registrationUrl,
  /** A new event is a draft unless the form says otherwise: nothing reaches listeners by accident. */
  status: publishStatusField.default('draft'),
  /**
   * When listeners see it (a future time schedules it). Left out: now, and when a draft is published later
   * without one, the time it is published.
   */
  publishedAt: dateTimeField('Publish time').optional(),
};

const endsAfterStart = (body: { startsAt?: string; endsAt?: string }) =>
  !body.startsAt || !body.endsAt || Date.parse(body.endsAt) > Date.parse(body.startsAt);
const ENDS_AFTER_START = { message: 'The end must be after the start', path: ['endsAt'] };

/** POST event/v1/event */
export const eventCreateBody = z.object(eventFields).refine(endsAfterStart, ENDS_AFTER_START);
export type EventCreateBody = z.input<typeof eventCreateBody>;

/** PATCH event/v1/event/{id}: any of the fields, and the version the form was loaded with. */
export const eventUpdateBody = updateBodyOf(eventFields).refine(endsAfterStart, ENDS_AFTER_START);
export type EventUpdateBody = z.input<typeof eventUpdateBody>;

/** GET event/v1/staff/events */
export const staffEventQuery = staffListQuery.extend({
  when: enumParam('when', ['upcoming', 'past'] as const).optional(),
  status: enumParam('status', PUBLICATION_STATES).optional(),
  sort: enumParam('sort', ['startsAt', '-startsAt', 'title'] as const).default('-startsAt'),
});

export const staffEvent = z.object({
  id: z.number().int(),
  version: z.number().int(),
  stationId: z.number().int(),
  title: z.string(),
  urlName: z.string(),
  summary: z.string(),
  description: z.string(),
  venue: z.string(),
  address: z.string(),
  startsAt: z.string(),
  endsAt: z.string(),
  registrationUrl: z.string(),
  imageFileId: z.number().int().nullable(),
  image: z.string().nullable(),
  status: z.enum(PUBLISH_STATUSES),
  publishedAt: z.string(),
  /** What the console shows: Draft, Scheduled (published, time not yet come) or Published. */
  state: z.enum(PUBLICATION_STATES),
});
export type StaffEvent = z.infer<typeof staffEvent>;
