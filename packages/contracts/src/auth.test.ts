import { describe, expect, it } from 'vitest';
import {
  AUTH_MESSAGES,
  changePasswordBody,
  emailProblem,
  passwordProblem,
  resetPasswordForm,
  signupBody,
  signupForm,
  usernameProblem,
} from './auth';

describe('password rule (its checks in order)', () => {
  it.each([
    ['', 'Password required'],
    ['abcdefgh', 'Add uppercase'],
    ['ABCDEFGH', 'Add lowercase'],
    ['Abcdefgh', 'Add number'],
    ['Abcdefg1', 'Add special char'],
    ['Abc1!', 'Min 8 chars'],
    ['  Ab1!   ', 'Min 8 chars'],
    ['Abcdefgh1!abcdefghijk', 'Max 20 chars'],
    ['Abcdef1!', null],
    ['Abcdef1`', null],
    ['Abcdef1~', null],
    ['Abcdef1^', 'Add special char'],
  ])('%j → %s', (password, message) => {
    expect(passwordProblem(password)).toBe(message);
  });
});

describe('email and username', () => {
  it.each([
    ['', 'Email is required'],
    ['   ', 'Email is required'],
    ['listener', 'Invalid email address'],
    ['a@b', 'Invalid email address'],
    [`${'a'.repeat(195)}@x.com`, 'Invalid email address'],
    ['asha@example.in', null],
  ])('email %j → %s', (email, message) => expect(emailProblem(email)).toBe(message));

  it.each([
    ['', 'Username is required'],
    ['  ', 'Username is required'],
    ['Al', 'Username must be at least 3 characters'],
    ['A'.repeat(21), 'Username must be at most 20 characters'],
    ['Asha', null],
  ])('username %j → %s', (name, message) => expect(usernameProblem(name)).toBe(message));
});

describe('payloads', () => {
  it('trims the sign-up name and password and lower-cases the e-mail', () => {
    const body = signupBody.parse({
      name: '  Asha  ',
      email: ' Asha@Example.IN ',
      password: 'Abcdef1!',
      stationDetail: { stationId: 1, stationName: 'Tarang Delhi' },
    });
    expect(body).toMatchObject({ name: 'Asha', email: 'asha@example.in', password: 'Abcdef1!' });
  });

  it('reports only the first failing rule of a field, and a missing field as required', () => {
    const result = signupBody.safeParse({ email: 'x', password: 'abc' });
    expect(result.success).toBe(false);
    const messages = result.error?.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    expect(messages).toEqual([
      'name: Username is required',
      'email: Invalid email address',
      'password: Add uppercase',
      'stationDetail: stationDetail is required',
    ]);
  });

  it('refuses a new password equal to the old one', () => {
    const result = changePasswordBody.safeParse({ oldPassword: 'Abcdef1!', newPassword: 'Abcdef1!' });
    expect(result.error?.issues[0]?.message).toBe(AUTH_MESSAGES.sameNewPassword);
  });
});

describe('sign-up and reset forms', () => {
  const valid = {
    name: 'Asha',
    email: 'a@b.in',
    password: 'Radio#2025',
    confirmPassword: 'Radio#2025',
    terms: true,
  };
  const messages = (input: unknown) =>
    (signupForm.safeParse(input).error?.issues ?? []).map(
      (issue) => `${issue.path.join('.')}: ${issue.message}`,
    );

  it('accepts a complete form', () => {
    expect(messages(valid)).toEqual([]);
  });

  it('checks confirm and terms in order', () => {
    expect(messages({ ...valid, confirmPassword: '' })).toEqual([
      'confirmPassword: Confirm Password is required',
    ]);
    expect(messages({ ...valid, confirmPassword: 'Radio#2026', terms: false })).toEqual([
      'terms: Please agree to the terms and conditions',
      'confirmPassword: Passwords do not match',
    ]);
    expect(messages({ ...valid, terms: false })).toEqual(['terms: Please agree to the terms and conditions']);
  });

  it('does not compare passwords while the password itself fails', () => {
    expect(messages({ ...valid, password: 'radio', confirmPassword: 'other' })).toEqual([
      'password: Add uppercase',
    ]);
  });

  it('reset form: password rule, then match', () => {
    const reset = (input: unknown) =>
      resetPasswordForm.safeParse(input).error?.issues.map((i) => i.message) ?? [];
    expect(reset({ newPassword: '', confirmPassword: '' })).toEqual([
      'Password required',
      'Confirm Password is required',
    ]);
    expect(reset({ newPassword: 'Radio#2025', confirmPassword: 'Radio#2024' })).toEqual([
      'Passwords do not match',
    ]);
    expect(reset({ newPassword: 'Radio#2025', confirmPassword: 'Radio#2025' })).toEqual([]);
  });
});
