import { z } from 'zod';
import { MAX_ID } from './constants';
import { inputDecimal, inputString } from './input';

/**
 * The validation rules and messages of the account forms, written once and used by the site's forms and by
 * the server. Every check returns only the first failing message, checking in a fixed order.
 */
export const PASSWORD_SPECIAL_CHARS = '!@#$%&*`~';
export const EMAIL_MAX = 200;
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 20;
export const NAME_MIN = 3;
export const NAME_MAX = 20;

export const AUTH_MESSAGES = {
  emailRequired: 'Email is required',
  emailInvalid: 'Invalid email address',
  passwordRequired: 'Password required',
  addUppercase: 'Add uppercase',
  addLowercase: 'Add lowercase',
  addNumber: 'Add number',
  addSpecial: 'Add special char',
  minChars: 'Min 8 chars',
  maxChars: 'Max 20 chars',
  loginPasswordRequired: 'Password is required',
  confirmRequired: 'Confirm Password is required',
  passwordsDiffer: 'Passwords do not match',
  usernameRequired: 'Username is required',
  usernameShort: 'Username must be at least 3 characters',
  usernameLong: 'Username must be at most 20 characters',
  termsRequired: 'Please agree to the terms and conditions',
  sameNewPassword: 'New password should not be same as old password',
  // Server answers the site maps onto fields or turns into a change of screen.
  invalidCredentials: 'Invalid email or password',
  emailExists: 'Email already exists',
  accountExists: 'Account already exists',
  subscriberNotFound: 'Subscriber Not Found',
  oldPasswordWrong: 'Old password is incorrect',
  sessionExpired: 'Your session has expired. Please log in again.',
  tooManyAttempts: 'Too many attempts. Please wait a few minutes and try again.',
  resetLinkSent: 'If an account exists for that e-mail, we have sent it a link to reset the password.',
  resetLinkInvalid: 'This reset link is invalid or has expired. Please ask for a new one.',
  passwordReset: 'Your password has been reset.',
  socialTokenInvalid: 'We could not verify your sign-in with that provider. Please try again.',
  socialEmailRequired: 'Your account with that provider has no e-mail address; please share it to continue.',
} as const;

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function emailProblem(value: string | undefined): string | null {
  const email = (value ?? '').trim();
  if (!email) return AUTH_MESSAGES.emailRequired;
  if (email.length > EMAIL_MAX || !EMAIL_PATTERN.test(email)) return AUTH_MESSAGES.emailInvalid;
  return null;
}

/** The password rule: required, then uppercase, lowercase, a number, a special character, 8 characters. */
export function passwordProblem(value: string | undefined): string | null {
  const password = value ?? '';
  if (!password) return AUTH_MESSAGES.passwordRequired;
  if (!/[A-Z]/.test(password)) return AUTH_MESSAGES.addUppercase;
  if (!/[a-z]/.test(password)) return AUTH_MESSAGES.addLowercase;
  if (!/[0-9]/.test(password)) return AUTH_MESSAGES.addNumber;
  if (![...PASSWORD_SPECIAL_CHARS].some((c) => password.includes(c))) return AUTH_MESSAGES.addSpecial;
  if (password.trim().length < PASSWORD_MIN) return AUTH_MESSAGES.minChars;
  if (password.length > PASSWORD_MAX) return AUTH_MESSAGES.maxChars;
  return null;
}

/** The sign-in form's password: only required and the minimum length. */
export function loginPasswordProblem(value: string | undefined): string | null {
  const password = value ?? '';
  if (!password) return AUTH_MESSAGES.loginPasswordRequired;
  if (password.trim().length < PASSWORD_MIN) return AUTH_MESSAGES.minChars;
  return null;
}

export function usernameProblem(value: string | undefined): string | null {
  const name = (value ?? '').trim();
  if (!name) return AUTH_MESSAGES.usernameRequired;
  if (name.length < NAME_MIN) return AUTH_MESSAGES.usernameShort;
  if (name.length > NAME_MAX) return AUTH_MESSAGES.usernameLong;
  return null;
}

/** Past any rule's own maximum (the rule's message comes first): no field is read at any length. */
const RULED_MAX = 1000;

/** A zod string field checked by one of the rules above (required included). */
const ruled = (label: string, problem: (value: string | undefined) => string | null) =>
  inputString(label, {
    error: (issue) => problem(issue.input === undefined ? undefined : '') ?? 'Invalid value',
  })
    .superRefine((value, ctx) => {
      const message = problem(value);
      if (message) ctx.addIssue({ code: 'custom', message });
    })
    .max(RULED_MAX, `${label} is too long`);

export const emailField = ruled('Email', emailProblem).transform((value) => value.trim().toLowerCase());
export const passwordField = ruled('Password', passwordProblem);
export const loginPasswordField = ruled('Password', loginPasswordProblem);
export const usernameField = ruled('Name', usernameProblem).transform((value) => value.trim());

export const stationDetail = z.object(
  {
    stationId: z
      .number({ error: 'stationId must be a station id' })
      .int('stationId must be a station id')
      .min(1, 'stationId must be a station id')
      .max(MAX_ID, 'stationId must be a station id'),
    stationName: inputString('stationName', { error: 'stationName is required' })
      .trim()
      .min(1, 'stationName is required')
      .max(100),
  },
  { error: 'stationDetail is required' },
);

/** Passwords are trimmed everywhere (sign-up trims), so what signed up signs in, typed the same way. */
const trimmed = (value: string) => value.trim();

/** The sign-up payload: name (trimmed), email, password (trimmed), stationDetail of the current station. */
export const signupBody = z.object({
  name: usernameField,
  email: emailField,
  password: passwordField.transform(trimmed),
  stationDetail,
});
export type SignupBody = z.input<typeof signupBody>;

export const loginBody = z.object({ email: emailField, password: loginPasswordField.transform(trimmed) });
export type LoginBody = z.input<typeof loginBody>;

export const changePasswordBody = z
  .object({ oldPassword: passwordField.transform(trimmed), newPassword: passwordField.transform(trimmed) })
  .refine((body) => body.oldPassword !== body.newPassword, {
    message: AUTH_MESSAGES.sameNewPassword,
    path: ['newPassword'],
  });
export type ChangePasswordBody = z.input<typeof changePasswordBody>;

export const refreshBody = z.object({
  refreshToken: inputString('refreshToken', { error: 'refreshToken is required' })
    .min(20, 'refreshToken is not valid')
    .max(200, 'refreshToken is not valid'),
});

/** What sign-in, sign-up and refresh answer as `data`; the site stores it as the user. */
export const authUser = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  stationId: z.number().int().nullable(),
  token: z.string(),
  refreshToken: z.string(),
  tokenExpiresAt: z.string(),
});
export type AuthUser = z.infer<typeof authUser>;

export const favoriteBody = z.object({
  contentId: z
    .number({ error: 'contentId must be an episode id' })
    .int('contentId must be an episode id')
    .min(1, 'contentId must be an episode id')
    .max(MAX_ID, 'contentId must be an episode id'),
  contentType: z.enum(['Episode'], { error: 'contentType must be Episode' }),
});

/** The forgot-password payload is the e-mail. The answer never tells whether the account exists. */
export const forgotPasswordBody = z.object({ email: emailField });
export type ForgotPasswordBody = z.input<typeof forgotPasswordBody>;

/** The reset page: the one-time token from the e-mailed link and the new password (the password rule). */
export const resetPasswordBody = z.object({
  token: inputString('token', { error: AUTH_MESSAGES.resetLinkInvalid })
    .min(20, AUTH_MESSAGES.resetLinkInvalid)
    .max(200, AUTH_MESSAGES.resetLinkInvalid),
  newPassword: passwordField.transform(trimmed),
});
export type ResetPasswordBody = z.input<typeof resetPasswordBody>;

export const SOCIAL_PROVIDERS = ['Google', 'Facebook', 'Twitter'] as const;
export type SocialProvider = (typeof SOCIAL_PROVIDERS)[number];

/**
 * The social login payload: provider, stationDetail, geoCoordinates, optional email and name, token.
 * token: Google an ID token, Facebook an access token, Twitter an OAuth 2.0 authorization code, which the
 * server exchanges with the PKCE `codeVerifier` and the `redirectUri` it was issued for.
 */
export const socialLoginBody = z.object({
  provider: z.enum(SOCIAL_PROVIDERS, { error: 'provider must be Google, Facebook or Twitter' }),
  stationDetail,
  geoCoordinates: z.object(
    {
      latitude: inputDecimal('latitude', -90, 90),
      longitude: inputDecimal('longitude', -180, 180),
    },
    { error: 'geoCoordinates is required' },
  ),
  email: inputString('email').trim().toLowerCase().max(EMAIL_MAX).optional(),
  name: inputString('name').trim().max(100).optional(),
  token: inputString('token', { error: 'token is required' }).min(1, 'token is required').max(8192),
  codeVerifier: inputString('codeVerifier').min(43).max(128).optional(),
  redirectUri: inputString('redirectUri').max(2000).optional(),
});
export type SocialLoginBody = z.input<typeof socialLoginBody>;

/**
 * How the site starts each provider's sign-in (GET /api/customer/v1/social/providers). `mode: 'local'` is the
 * local development sign-in served by this server, used when the provider is not configured.
 */
export const socialProviderConfig = z.object({
  provider: z.enum(SOCIAL_PROVIDERS),
  mode: z.enum(['provider', 'local']),
  authorizeUrl: z.string(),
  clientId: z.string(),
  scope: z.string(),
  /** id_token (Google), token (Facebook) or code (Twitter, with PKCE S256). */
  responseType: z.enum(['id_token', 'token', 'code']),
});
export type SocialProviderConfig = z.infer<typeof socialProviderConfig>;

// ---------------------------------------------------------------- the site's forms

const confirmField = inputString('Confirm Password', { error: AUTH_MESSAGES.confirmRequired })
  .min(1, AUTH_MESSAGES.confirmRequired)
  .max(RULED_MAX, 'Confirm Password is too long');

/** Adds 'Passwords do not match' to `confirmPassword` once both password fields pass their own rules. */
const matching =
  <K extends string>(passwordKey: K) =>
  <T extends z.ZodObject<Record<K | 'confirmPassword', z.ZodType>>>(schema: T) =>
    schema.refine(
      (value) => {
        const record = value as Record<string, unknown>;
        return record[passwordKey] === record.confirmPassword;
      },
      {
        path: ['confirmPassword'],
        message: AUTH_MESSAGES.passwordsDiffer,
        when: (payload) =>
          !payload.issues.some(
            (issue) => issue.path?.[0] === passwordKey || issue.path?.[0] === 'confirmPassword',
          ),
      },
    );

/** Sign-up form, in the order its messages are checked: name, email, password, confirmPassword, terms. */
export const signupForm = matching('password')(
  z.object({
    name: usernameField,
    email: emailField,
    password: passwordField,
    confirmPassword: confirmField,
    terms: z.boolean().refine((agreed) => agreed, AUTH_MESSAGES.termsRequired),
  }),
);
export type SignupForm = z.input<typeof signupForm>;

/** The reset page: new password under the password rule, typed twice. */
export const resetPasswordForm = matching('newPassword')(
  z.object({ newPassword: passwordField, confirmPassword: confirmField }),
);
export type ResetPasswordForm = z.input<typeof resetPasswordForm>;
