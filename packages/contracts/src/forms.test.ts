import { describe, expect, it } from 'vitest';
import { AUTH_MESSAGES } from './auth';
import {
  digitsOnly,
  FORM_MESSAGES,
  MOBILE_DIGITS,
  mobileField,
  mobileProblem,
  REASON_MAX,
  requestBody,
  requestForm,
} from './forms';

/** Every issue as `path: message`, in zod's order (the schema's field order). */
const issues = (result: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  (result.error?.issues ?? []).map((issue) => `${issue.path.join('.')}: ${issue.message}`);

describe('mobile rule (required, starts 6 to 9, 10 digits)', () => {
  it.each([
    [undefined, 'Mobile is required'],
    ['', 'Mobile is required'],
    ['   ', 'Mobile is required'],
    ['5876543210', 'Should start with 6, 7, 8, or 9'],
    ['0987654321', 'Should start with 6, 7, 8, or 9'],
    ['98765', 'Should be 10 digits'],
    ['98765432101', 'Should be 10 digits'],
    ['98765 43210', 'Should be 10 digits'],
    ['6000000000', null],
    ['7000000000', null],
    ['8000000000', null],
    [' 9876543210 ', null],
  ])('%j → %s', (value, message) => {
    expect(mobileProblem(value)).toBe(message);
  });

  it('puts its label into the required message', () => {
    expect(mobileProblem('', 'Contact number')).toBe('Contact number is required');
    expect(mobileField('WhatsApp number').safeParse(undefined).error?.issues[0]?.message).toBe(
      'WhatsApp number is required',
    );
  });

  it('as a field: trims, and gives only the first failing message', () => {
    expect(mobileField().parse(' 9876543210 ')).toBe('9876543210');
    expect(issues(mobileField().safeParse('1234'))).toEqual([': Should start with 6, 7, 8, or 9']);
    expect(issues(mobileField().safeParse(9876543210))).toEqual([': Mobile is required']);
  });
});

describe('digitsOnly (number-type text fields)', () => {
  it.each([
    ['98a76-54 32(10)', '9876543210'],
    ['+91 98765 43210', '9198765432'],
    ['abc', ''],
    ['', ''],
    ['123456789012345', '1234567890'],
  ])('%j → %j', (typed, kept) => {
    expect(digitsOnly(typed)).toBe(kept);
  });

  it('keeps at most the given number of digits', () => {
    expect(MOBILE_DIGITS).toBe(10);
    expect(digitsOnly('1234567', 4)).toBe('1234');
  });
});

describe('request payload', () => {
  const studioVisit = {
    requestType: 'studio_visit',
    name: '  Asha Rao ',
    contactNumber: '9876543210',
    stationDetail: { stationId: 1, stationName: 'Tarang Delhi' },
    reason: '  A live show, please.  ',
  };
  const rjDetail = { profileId: 'rj1001', profileName: 'Simran Kaur' };

  it('accepts a studio visit and trims name and reason', () => {
    expect(requestBody.parse(studioVisit)).toEqual({
      ...studioVisit,
      name: 'Asha Rao',
      reason: 'A live show, please.',
    });
  });

  it("accepts a let's collab with or without an RJ; rjDetail only there", () => {
    expect(requestBody.safeParse({ ...studioVisit, requestType: 'lets_collab' }).success).toBe(true);
    expect(requestBody.parse({ ...studioVisit, requestType: 'lets_collab', rjDetail }).rjDetail).toEqual(
      rjDetail,
    );
    expect(issues(requestBody.safeParse({ ...studioVisit, rjDetail }))).toEqual([
      'rjDetail: rjDetail is only for lets_collab requests',
    ]);
  });

  it('names the failing field with its message, fields in order', () => {
    expect(issues(requestBody.safeParse({}))).toEqual([
      'requestType: requestType must be studio_visit or lets_collab',
      `name: ${AUTH_MESSAGES.usernameRequired}`,
      'contactNumber: Mobile is required',
      `stationDetail: ${FORM_MESSAGES.stationRequired}`,
      `reason: ${FORM_MESSAGES.reasonRequired}`,
    ]);
    expect(issues(requestBody.safeParse({ ...studioVisit, requestType: 'visit' }))).toEqual([
      'requestType: requestType must be studio_visit or lets_collab',
    ]);
    expect(issues(requestBody.safeParse({ ...studioVisit, stationDetail: { stationId: 0 } }))).toEqual([
      'stationDetail.stationId: stationId must be an id',
    ]);
    expect(issues(requestBody.safeParse({ ...studioVisit, reason: '   ' }))).toEqual([
      `reason: ${FORM_MESSAGES.reasonRequired}`,
    ]);
    expect(issues(requestBody.safeParse({ ...studioVisit, reason: 'r'.repeat(REASON_MAX + 1) }))).toEqual([
      `reason: ${FORM_MESSAGES.reasonTooLong}`,
    ]);
    expect(
      issues(
        requestBody.safeParse({ ...studioVisit, requestType: 'lets_collab', rjDetail: { profileId: ' ' } }),
      ),
    ).toEqual(['rjDetail.profileId: Too small: expected string to have >=1 characters']);
  });

  it('counts the reason after trimming: 250 characters with spaces around is fine', () => {
    expect(REASON_MAX).toBe(250);
    expect(requestBody.safeParse({ ...studioVisit, reason: `  ${'r'.repeat(250)}  ` }).success).toBe(true);
  });
});

describe('request form (the site)', () => {
  const valid = { name: 'Asha', contactNumber: '9876543210', stationId: 3, reason: 'Hello' };

  it('accepts a complete form', () => {
    expect(issues(requestForm.safeParse(valid))).toEqual([]);
  });

  it('gives the product messages, in the order of the fields', () => {
    expect(
      issues(requestForm.safeParse({ name: '', contactNumber: '', stationId: undefined, reason: '' })),
    ).toEqual([
      `name: ${AUTH_MESSAGES.usernameRequired}`,
      'contactNumber: Mobile is required',
      `stationId: ${FORM_MESSAGES.stationRequired}`,
      `reason: ${FORM_MESSAGES.reasonRequired}`,
    ]);
    expect(issues(requestForm.safeParse({ ...valid, name: 'As' }))).toEqual([
      'name: Username must be at least 3 characters',
    ]);
    expect(issues(requestForm.safeParse({ ...valid, stationId: 0 }))).toEqual([
      `stationId: ${FORM_MESSAGES.stationRequired}`,
    ]);
    expect(issues(requestForm.safeParse({ ...valid, contactNumber: '5555555555' }))).toEqual([
      'contactNumber: Should start with 6, 7, 8, or 9',
    ]);
  });

  it('has the product texts for the outcome', () => {
    expect(FORM_MESSAGES.requestSubmitted).toBe('Request submitted successfully');
    expect(FORM_MESSAGES.requestFailed).toBe('Something went wrong! Please try again later.');
  });
});
