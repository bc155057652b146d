import { z } from 'zod';
import { usernameField } from './auth';
import { MAX_ID, REQUEST_TYPES } from './constants';
import { inputString } from './input';

/**
 * The request form and the other listener forms: the mobile rule, the request payload and the
 * talent-hunt entry, written once for the site's forms and the server.
 */
export const MOBILE_DIGITS = 10;
export const REASON_MAX = 250;
export const ENTRY_TEXT_MAX = 500;

export const FORM_MESSAGES = {
  stationRequired: 'Station is required',
  reasonRequired: 'Reason is required',
  reasonTooLong: `Reason must be at most ${REASON_MAX} characters`,
  categoryRequired: 'Category is required',
  entryTextRequired: 'Tell us about your entry',
  entryTextTooLong: `Keep it under ${ENTRY_TEXT_MAX} characters`,
  fileRequired: 'Add an audio or video file',
  requestSubmitted: 'Request submitted successfully',
  requestFailed: 'Something went wrong! Please try again later.',
  entrySubmitted: 'Entry submitted successfully',
} as const;

/** Number-type text fields strip non-digits; the mobile input keeps at most 10. */
export const digitsOnly = (value: string, max = MOBILE_DIGITS) => value.replace(/\D/g, '').slice(0, max);

/** The mobile rule: '{label} is required'; 'Should start with 6, 7, 8, or 9'; 'Should be 10 digits'. */
export function mobileProblem(value: string | undefined, label = 'Mobile'): string | null {
  const digits = (value ?? '').trim();
  if (!digits) return `${label} is required`;
  if (!/^[6-9]/.test(digits)) return 'Should start with 6, 7, 8, or 9';
  if (!/^\d{10}$/.test(digits)) return 'Should be 10 digits';
  return null;
}

export const mobileField = (label = 'Mobile') =>
  inputString(label, { error: `${label} is required` })
    .trim()
    .superRefine((value, ctx) => {
      const message = mobileProblem(value, label);
      if (message) ctx.addIssue({ code: 'custom', message });
    })
    .max(20, 'Should be 10 digits');

const id = (name: string) =>
  z
    .number({ error: `${name} must be an id` })
    .int(`${name} must be an id`)
    .min(1, `${name} must be an id`)
    .max(MAX_ID, `${name} must be an id`);

/** The request payload. Name and reason are trimmed; rjDetail only for lets_collab with an RJ. */
export const requestBody = z
  .object({
    requestType: z.enum(REQUEST_TYPES, { error: 'requestType must be studio_visit or lets_collab' }),
    name: usernameField,
    contactNumber: mobileField(),
    stationDetail: z.object(
      {
        stationId: id('stationId'),
        stationName: inputString('stationName').trim().max(100).optional(),
      },
      { error: FORM_MESSAGES.stationRequired },
    ),
    reason: inputString('Reason', { error: FORM_MESSAGES.reasonRequired })
      .trim()
      .min(1, FORM_MESSAGES.reasonRequired)
      .max(REASON_MAX, FORM_MESSAGES.reasonTooLong),
    rjDetail: z
      .object({
        profileId: inputString('profileId').trim().min(1).max(64),
        profileName: inputString('profileName').trim().max(100).optional(),
      })
      .optional(),
  })
  .refine((body) => body.requestType === 'lets_collab' || body.rjDetail === undefined, {
    message: 'rjDetail is only for lets_collab requests',
    path: ['rjDetail'],
  });
export type RequestBody = z.input<typeof requestBody>;

/** The request form on the site (station chosen in a dropdown; the payload is built from it). */
export const requestForm = z.object({
  name: usernameField,
  contactNumber: mobileField(),
  stationId: z.number({ error: FORM_MESSAGES.stationRequired }).int().min(1, FORM_MESSAGES.stationRequired),
  reason: z.string().trim().min(1, FORM_MESSAGES.reasonRequired).max(REASON_MAX, FORM_MESSAGES.reasonTooLong),
});
export type RequestForm = z.input<typeof requestForm>;

/** A talent-hunt entry: the file is uploaded first (POST file/upload) and referred to by its id. */
export const talentEntryBody = z.object({
  stationId: id('stationId'),
  categoryId: z
    .number({ error: FORM_MESSAGES.categoryRequired })
    .int(FORM_MESSAGES.categoryRequired)
    .min(1, FORM_MESSAGES.categoryRequired)
    .max(MAX_ID, FORM_MESSAGES.categoryRequired),
  name: usernameField,
  mobile: mobileField(),
  description: inputString('description', { error: FORM_MESSAGES.entryTextRequired })
    .trim()
    .min(1, FORM_MESSAGES.entryTextRequired)
    .max(ENTRY_TEXT_MAX, FORM_MESSAGES.entryTextTooLong),
  fileId: z
    .number({ error: FORM_MESSAGES.fileRequired })
    .int()
    .min(1, FORM_MESSAGES.fileRequired)
    .max(MAX_ID),
});
export type TalentEntryBody = z.input<typeof talentEntryBody>;

/** Voting in a poll: one option, once per listener. */
export const pollVoteBody = z.object({ optionId: id('optionId') });
