import { randomBytes } from 'node:crypto';
import type { AuthUser } from '@tarang/contracts';
import type { Locator, Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import { createAccount } from './api';
import {
  expectNoAxeViolations,
  expectNoIssues,
  type Session,
  test,
  type ViewportName,
  waitFor,
} from './browser';

// The listener's account and form journeys: every form dialog starts on its first field; a rate-limited form
// says when to try again; "Password changed" and "You are logged out" are confirmed; the talent-hunt file is
// checked when chosen; log-in and forgot-password (their screen changes, field messages and server errors);
// the log-in dialog in Hindi.

const DELHI = '/tarang-delhi-1';
const PASSWORD = 'Radio#2025';
const USER_KEY = 'tarang.user';
const LOGIN_TITLE = 'Log In and Listen with Tarang';
const SIGNUP_TITLE = 'Sign Up and Listen with Tarang';
const VIEWPORT_NAMES: ViewportName[] = ['mobile', 'desktop'];

const uniqueEmail = (label: string) => `${label}-${randomBytes(4).toString('hex')}@example.in`;
const shown = (locator: Locator) => locator.waitFor({ state: 'visible' });
const until = <T>(read: () => Promise<T> | T, check: (value: T) => boolean, what = 'the expected state') =>
  waitFor(read, check, what);

/** Local storage that signs the listener in before the first page loads. */
const signedIn = (user: AuthUser) => ({ [USER_KEY]: JSON.stringify(user) });

/** The accessible label of the focused element. */
const focusedLabel = (page: Page) =>
  page.evaluate(() => {
    const active = document.activeElement as HTMLInputElement | null;
    return active?.labels?.[0]?.textContent?.trim() ?? active?.getAttribute('aria-label') ?? null;
  });

const expectFocusOn = (page: Page, label: string) =>
  until(
    () => focusedLabel(page),
    (focused) => focused === label,
    `the focus on "${label}"`,
  );

/** The focus on the dialog itself (its name read out; no text field focused, so no on-screen keyboard). */
const expectFocusOnDialog = (page: Page, name: string) =>
  until(
    () =>
      page.evaluate(() => {
        const active = document.activeElement;
        if (active?.getAttribute('role') !== 'dialog') return `not a dialog: ${active?.tagName ?? 'nothing'}`;
        const title = document.getElementById(active.getAttribute('aria-labelledby') ?? '');
        return title?.textContent?.trim() ?? '';
      }),
    (focused) => focused === name,
    `the focus on the dialog "${name}"`,
  );

/**
 * Where a form dialog starts: its first field with a mouse and keyboard (type straight away); the dialog itself
 * on a touch screen (the phone's keyboard does not jump up over a form the listener has not read yet).
 */
const expectFormStart = (page: Page, viewport: ViewportName, dialog: string, field: string) =>
  viewport === 'mobile' ? expectFocusOnDialog(page, dialog) : expectFocusOn(page, field);

/** The field messages shown in a dialog or form (each field's polite message element). */
const shownMessages = (scope: Locator) =>
  scope
    .locator('[aria-live="polite"]')
    .evaluateAll((nodes) => nodes.map((node) => node.textContent?.trim() ?? '').filter(Boolean));

async function checkA11y(session: Session, label: string) {
  await session.settle();
  await expectNoAxeViolations(session.page, { label });
}

async function openLogin(page: Page): Promise<Locator> {
  await page.getByRole('button', { name: 'Log In', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: LOGIN_TITLE });
  await shown(dialog);
  return dialog;
}

/** Answers one API path with a 429 and Retry-After, as the server's rate limits do. */
async function rateLimit(page: Page, path: string, retryAfter = '300') {
  await page.route(`**/api/${path}`, (route) =>
    route.request().method() === 'POST'
      ? route.fulfill({
          status: 429,
          contentType: 'application/json',
          headers: { 'retry-after': retryAfter },
          body: JSON.stringify({
            statusCode: 429,
            error: 'Too Many Requests',
            message: 'Too many attempts. Please wait a few minutes and try again.',
          }),
        })
      : route.continue(),
  );
}

const RATE_LIMITED = [/429 POST/, /status of 429/];

describe('form dialogs start on their first field, or on a touch screen on the dialog (WCAG 2.4.3)', () => {
  for (const viewport of VIEWPORT_NAMES) {
    test(`log-in, sign-up, forgot-password and the request dialog at ${viewport}`, async ({ openPage }) => {
      const session = await openPage({ viewport });
      const { page } = session;
      await page.goto(`${DELHI}/home`);
      const login = await openLogin(page);
      await expectFormStart(page, viewport, LOGIN_TITLE, 'Email');
      await checkA11y(session, `log-in dialog focused, ${viewport}`);
      // Switching screens starts the new screen the same way, not on the page.
      await login.getByRole('button', { name: 'Create', exact: true }).click();
      await shown(page.getByRole('dialog', { name: SIGNUP_TITLE }));
      await expectFormStart(page, viewport, SIGNUP_TITLE, 'Name');
      await page
        .getByRole('dialog', { name: SIGNUP_TITLE })
        .getByRole('button', { name: 'Log in', exact: true })
        .click();
      await shown(page.getByRole('dialog', { name: LOGIN_TITLE }));
      await expectFormStart(page, viewport, LOGIN_TITLE, 'Email');
      await page.getByRole('button', { name: 'Forgot password?' }).click();
      await shown(page.getByRole('dialog', { name: 'Change Password' }));
      await expectFormStart(page, viewport, 'Change Password', 'Email');
      await page.keyboard.press('Escape');
      await page.getByRole('dialog').waitFor({ state: 'detached' });

      await page.getByRole('button', { name: 'SEND US REQUEST' }).click();
      const request = page.getByRole('dialog', { name: 'Studio Visit' });
      await shown(request);
      await expectFormStart(page, viewport, 'Studio Visit', 'Name');
      await checkA11y(session, `request dialog focused, ${viewport}`);
      expectNoIssues(session);
    });
  }

  test('change password opens on the old password', async ({ openPage }) => {
    const user = await createAccount('Nisha Rao', uniqueEmail('nisha'), PASSWORD);
    const session = await openPage({ viewport: 'desktop', storage: signedIn(user) });
    const { page } = session;
    await page.goto(`${DELHI}/home`);
    await page.getByRole('button', { name: 'Account menu for Nisha Rao' }).click();
    await page.getByRole('menuitem', { name: 'Change Password' }).click();
    await shown(page.getByRole('dialog', { name: 'Change Password' }));
    await expectFocusOn(page, 'Old password');
    expectNoIssues(session);
  });
});

describe('log-in and forgot-password: screen changes and field messages', () => {
  test("an unknown e-mail answers 'Subscriber Not Found' and moves to sign-up with the e-mail", async ({
    openPage,
  }) => {
    const session = await openPage({ viewport: 'desktop' });
    const { page } = session;
    const email = uniqueEmail('newcomer');
    await page.goto(`${DELHI}/home`);
    const login = await openLogin(page);
    await login.getByLabel('Email', { exact: true }).fill(email);
    await login.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await login.getByRole('button', { name: 'Log In', exact: true }).click();
    const signup = page.getByRole('dialog', { name: SIGNUP_TITLE });
    await shown(signup);
    await shown(
      signup.getByRole('status').filter({ hasText: 'Subscriber Not Found. Create your account below.' }),
    );
    expect(await signup.getByLabel('Email', { exact: true }).inputValue()).toBe(email);
    await expectFocusOn(page, 'Name');
    await checkA11y(session, 'sign-up after Subscriber Not Found');
    // The account is then one name, a password and the terms away.
    await signup.getByLabel('Name', { exact: true }).fill('Newcomer');
    await signup.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await signup.getByLabel('Confirm password', { exact: true }).fill(PASSWORD);
    await signup.getByLabel(/I agree to the/).check();
    await signup.getByRole('button', { name: 'Create Account' }).click();
    await signup.waitFor({ state: 'detached' });
    await shown(page.getByRole('button', { name: 'Account menu for Newcomer' }));
    expectNoIssues(session, [/404 POST .*\/subscriber\/login/, /status of 404/]);
  });

  test('the e-mail is checked on blur and on submit, its message not shown', async ({ openPage }) => {
    const session = await openPage({ viewport: 'mobile' });
    const { page } = session;
    const logins: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/subscriber/login')) logins.push(request.url());
    });
    await page.goto(`${DELHI}/home`);
    const login = await openLogin(page);
    const email = login.getByLabel('Email', { exact: true });
    await email.fill('ravi.example.in');
    expect(await email.getAttribute('aria-invalid')).toBeNull();
    // Blur: checked, marked invalid, no message.
    await page.keyboard.press('Tab');
    await until(
      () => email.getAttribute('aria-invalid'),
      (invalid) => invalid === 'true',
      'the e-mail marked invalid on blur',
    );
    expect(await shownMessages(login)).toEqual([]);
    // Submit: the e-mail is focused, still no message, nothing is sent.
    await login.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await login.getByRole('button', { name: 'Log In', exact: true }).click();
    await expectFocusOn(page, 'Email');
    expect(await shownMessages(login)).toEqual([]);
    expect(await email.getAttribute('aria-invalid')).toBe('true');
    await email.fill('');
    await login.getByRole('button', { name: 'Log In', exact: true }).click();
    await expectFocusOn(page, 'Email');
    expect(await shownMessages(login)).toEqual([]);
    expect(logins).toEqual([]);
    await checkA11y(session, 'log-in with an invalid e-mail');
    // A right address clears the mark as it is typed.
    await email.fill('ravi@example.in');
    await until(
      () => email.getAttribute('aria-invalid'),
      (invalid) => invalid === null,
      'the mark gone',
    );
    expectNoIssues(session);
  });

  test('forgot password: editing clears the message; it is checked again only on submit', async ({
    openPage,
  }) => {
    const session = await openPage({ viewport: 'desktop' });
    const { page } = session;
    await page.goto(`${DELHI}/home`);
    const login = await openLogin(page);
    await login.getByRole('button', { name: 'Forgot password?' }).click();
    const dialog = page.getByRole('dialog', { name: 'Change Password' });
    await dialog.getByRole('button', { name: 'Reset Password' }).click();
    await until(
      () => shownMessages(dialog),
      (messages) => messages.join('|') === 'Email is required',
      'Email is required',
    );
    const email = dialog.getByLabel('Email', { exact: true });
    // Typing a still-invalid address: the message goes and no other comes while typing.
    await email.pressSequentially('kabir');
    await until(
      () => shownMessages(dialog),
      (messages) => messages.length === 0,
      'no message while typing',
    );
    await page.waitForTimeout(300);
    expect(await shownMessages(dialog)).toEqual([]);
    expect(await email.getAttribute('aria-invalid')).toBeNull();
    await dialog.getByRole('button', { name: 'Reset Password' }).click();
    await until(
      () => shownMessages(dialog),
      (messages) => messages.join('|') === 'Invalid email address',
      'Invalid email address on submit',
    );
    await checkA11y(session, 'forgot password with a message');
    expectNoIssues(session);
  });
});

describe('a rate-limited form says when to try again (429 with Retry-After)', () => {
  test('log-in and forgot-password', async ({ openPage }) => {
    const session = await openPage({ viewport: 'desktop' });
    const { page } = session;
    await rateLimit(page, 'customer/v1/subscriber/login');
    await rateLimit(page, 'customer/v1/subscriber/forgot-password', '45');
    await page.goto(`${DELHI}/home`);
    const login = await openLogin(page);
    await login.getByLabel('Email', { exact: true }).fill(uniqueEmail('busy'));
    await login.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await login.getByRole('button', { name: 'Log In', exact: true }).click();
    await shown(login.getByRole('alert').filter({ hasText: 'Too many attempts. Try again in 5 minutes.' }));
    await checkA11y(session, 'log-in rate-limited');

    await login.getByRole('button', { name: 'Forgot password?' }).click();
    const forgot = page.getByRole('dialog', { name: 'Change Password' });
    await forgot.getByLabel('Email', { exact: true }).fill(uniqueEmail('busy'));
    await forgot.getByRole('button', { name: 'Reset Password' }).click();
    await until(
      () => shownMessages(forgot),
      (messages) => messages.join('|') === 'Too many attempts. Try again in 45 seconds.',
      'the wait under the e-mail',
    );
    expectNoIssues(session, RATE_LIMITED);
  });

  test('the request form at 390 px', async ({ openPage }) => {
    const session = await openPage({ viewport: 'mobile' });
    const { page } = session;
    await rateLimit(page, 'customer/v1/request');
    await page.goto(`${DELHI}/home`);
    await page.getByRole('button', { name: 'SEND US REQUEST' }).click();
    const dialog = page.getByRole('dialog', { name: 'Studio Visit' });
    await shown(dialog);
    await dialog.getByLabel('Name', { exact: true }).fill('Asha Rao');
    await dialog.getByLabel('Mobile', { exact: true }).fill('9876543210');
    await dialog.getByLabel('Reason', { exact: true }).fill('A studio visit with my class.');
    await dialog.getByRole('button', { name: 'Submit' }).click();
    const alert = dialog.getByRole('alert');
    await shown(alert);
    expect(await alert.textContent()).toBe('Too many attempts. Try again in 5 minutes.');
    await checkA11y(session, 'request rate-limited');
    expectNoIssues(session, RATE_LIMITED);
  });
});

describe('account actions are confirmed briefly (role=status)', () => {
  test('"Password changed" after a change of password, "You are logged out" after logging out', async ({
    openPage,
  }) => {
    const user = await createAccount('Tara Sen', uniqueEmail('tara'), PASSWORD);
    const session = await openPage({ viewport: 'desktop', storage: signedIn(user) });
    const { page } = session;
    await page.goto(`${DELHI}/home`);
    await page.getByRole('button', { name: 'Account menu for Tara Sen' }).click();
    await page.getByRole('menuitem', { name: 'Change Password' }).click();
    const dialog = page.getByRole('dialog', { name: 'Change Password' });
    await dialog.getByLabel('Old password', { exact: true }).fill(PASSWORD);
    await dialog.getByLabel('New password', { exact: true }).fill('Better#2026');
    await dialog.getByRole('button', { name: 'Save Password' }).click();
    await dialog.waitFor({ state: 'detached' });
    const changed = page.getByRole('status').filter({ hasText: 'Password changed' });
    await shown(changed);
    await checkA11y(session, 'password changed notice');
    // It goes by itself after a few seconds.
    await changed.waitFor({ state: 'detached', timeout: 8000 });

    await page.getByRole('button', { name: 'Account menu for Tara Sen' }).click();
    await page.getByRole('menuitem', { name: 'Log Out' }).click();
    const out = page.getByRole('status').filter({ hasText: 'You are logged out' });
    await shown(out);
    await shown(page.getByRole('button', { name: 'Log In', exact: true }));
    await out.waitFor({ state: 'detached', timeout: 8000 });
    expectNoIssues(session);
  });

  test('a new account is welcomed by name: at 390 px in English, at 1280 px in Hindi', async ({
    openPage,
  }) => {
    for (const [viewport, language, welcome] of [
      ['mobile', 'en', 'Welcome to Tarang, Meera Iyer'],
      ['desktop', 'hi', 'Tarang में आपका स्वागत है, Meera Iyer'],
    ] as const) {
      const session = await openPage({ viewport, storage: { 'tarang.language': language } });
      const { page } = session;
      await page.goto(`${DELHI}/home`);
      await page
        .getByRole('banner')
        .getByRole('button', { name: language === 'en' ? 'Log In' : 'लॉग इन', exact: true })
        .click();
      await page
        .getByRole('dialog')
        .getByRole('button', { name: language === 'en' ? 'Create' : 'बनाएँ', exact: true })
        .click();
      const signup = page.getByRole('dialog');
      await signup.getByLabel(language === 'en' ? 'Name' : 'नाम', { exact: true }).fill('Meera Iyer');
      await signup
        .getByLabel(language === 'en' ? 'Email' : 'ईमेल', { exact: true })
        .fill(uniqueEmail('meera'));
      await signup.getByLabel(language === 'en' ? 'Password' : 'पासवर्ड', { exact: true }).fill(PASSWORD);
      await signup
        .getByLabel(language === 'en' ? 'Confirm password' : 'पासवर्ड दोबारा लिखें', { exact: true })
        .fill(PASSWORD);
      await signup.getByRole('checkbox').check();
      await signup.getByRole('button', { name: language === 'en' ? 'Create Account' : 'अकाउंट बनाएँ' }).click();
      await signup.waitFor({ state: 'detached' });
      // Said politely to a screen reader (a status message) and shown for a few seconds.
      const welcomed = page.getByRole('status').filter({ hasText: welcome });
      await shown(welcomed);
      expect((await welcomed.textContent())?.trim()).toBe(welcome);
      await checkA11y(session, `welcome notice, ${viewport}, ${language}`);
      expectNoIssues(session);
    }
  });

  test('"You are logged out" at 390 px, from the account menu', async ({ openPage }) => {
    const user = await createAccount('Dev Shah', uniqueEmail('dev'), PASSWORD);
    const session = await openPage({ viewport: 'mobile', storage: signedIn(user) });
    const { page } = session;
    await page.goto(`${DELHI}/home`);
    await page.getByRole('button', { name: 'Account menu for Dev Shah' }).click();
    await page.getByRole('menuitem', { name: 'Log Out' }).click();
    await shown(page.getByRole('status').filter({ hasText: 'You are logged out' }));
    await checkA11y(session, 'logged out notice at 390 px');
    expectNoIssues(session);
  });
});

describe('the talent-hunt file is checked when chosen', () => {
  for (const viewport of VIEWPORT_NAMES) {
    test(`a wrong or empty file is named the moment it is chosen, before or after a submit (${viewport})`, async ({
      openPage,
    }) => {
      const user = await createAccount('Meera Iyer', uniqueEmail('meera'), PASSWORD);
      const session = await openPage({ viewport, storage: signedIn(user) });
      const { page } = session;
      const uploads: string[] = [];
      page.on('request', (request) => {
        if (request.url().includes('/file/upload')) uploads.push(request.url());
      });
      await page.goto(`${DELHI}/talent-hunt`);
      const form = page.getByRole('region', { name: 'Send your entry' });
      const file = form.getByLabel('Audio or video file');
      await shown(file);
      await file.setInputFiles({
        name: 'lyrics.pdf',
        mimeType: 'application/pdf',
        buffer: Buffer.from('%PDF'),
      });
      await until(
        () => shownMessages(form),
        (messages) => messages.join('|') === 'Choose an audio or video file',
        'the type message on choosing',
      );
      expect(await file.getAttribute('aria-invalid')).toBe('true');
      await checkA11y(session, `talent-hunt wrong file, ${viewport}`);
      await file.setInputFiles({ name: 'silence.mp3', mimeType: 'audio/mpeg', buffer: Buffer.alloc(0) });
      await until(
        () => shownMessages(form),
        (messages) => messages.join('|') === 'The file is empty',
        'the empty-file message on choosing',
      );
      await file.setInputFiles({ name: 'take.mp3', mimeType: 'audio/mpeg', buffer: Buffer.alloc(2048, 1) });
      await until(
        () => shownMessages(form),
        (messages) => messages.length === 0,
        'no message for a good file',
      );
      expect(await file.getAttribute('aria-invalid')).toBeNull();
      // After a submit that named another field, a wrong file is still named the moment it is chosen (it used
      // to wait until every earlier field was right and the form was sent again).
      await form.getByRole('button', { name: 'Submit Entry' }).click();
      await until(
        () => shownMessages(form),
        (messages) => messages.join('|') === 'Mobile is required',
        'the first failing field on submit',
      );
      await file.setInputFiles({ name: 'cover.jpg', mimeType: 'image/jpeg', buffer: Buffer.alloc(2048, 1) });
      await until(
        () => shownMessages(form),
        (messages) => messages.join('|') === 'Mobile is required|Choose an audio or video file',
        'the type message on choosing, after a submit',
      );
      await checkA11y(session, `talent-hunt wrong file after a submit, ${viewport}`);
      expect(uploads).toEqual([]);
      expectNoIssues(session);
    });
  }
});

describe('in Hindi', () => {
  test('the log-in and sign-up dialogs at 390 px, the dialog focused (a touch screen), axe clean', async ({
    openPage,
  }) => {
    const session = await openPage({ viewport: 'mobile', storage: { 'tarang.language': 'hi' } });
    const { page } = session;
    await page.goto(`${DELHI}/talent-hunt`);
    await page.getByRole('button', { name: 'हिस्सा लेने के लिए लॉग इन करें' }).click();
    const login = page.getByRole('dialog', { name: 'लॉग इन करें और Tarang के साथ सुनें' });
    await shown(login);
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('hi');
    await expectFocusOnDialog(page, 'लॉग इन करें और Tarang के साथ सुनें');
    await shown(login.getByLabel('पासवर्ड', { exact: true }));
    await shown(login.getByRole('button', { name: 'पासवर्ड भूल गए?' }));
    await shown(login.getByRole('button', { name: 'Google से जारी रखें' }));
    await checkA11y(session, 'log-in dialog in Hindi');
    await login.getByRole('button', { name: 'बनाएँ', exact: true }).click();
    const signup = page.getByRole('dialog', { name: 'साइन अप करें और Tarang के साथ सुनें' });
    await shown(signup);
    await expectFocusOnDialog(page, 'साइन अप करें और Tarang के साथ सुनें');
    // The product's validation messages stay English.
    await signup.getByRole('button', { name: 'अकाउंट बनाएँ' }).click();
    await until(
      () => shownMessages(signup),
      (messages) => messages.join('|') === 'Username is required',
      'the English validation message',
    );
    await checkA11y(session, 'sign-up dialog in Hindi');
    expectNoIssues(session);
  });
});
