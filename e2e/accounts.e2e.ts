import { randomBytes } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Episode, MediaItem } from '@tarang/contracts';
import type { Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect } from 'vitest';
import { createAccount as createUser, getJson } from './api';
import {
  baseURL,
  dataDir,
  expectNoAxeViolations,
  expectNoIssues,
  type Session,
  test,
  waitFor,
  waitForPath,
} from './browser';

// Accounts in the browser: the authentication dialog and each of its
// messages, the header's user menu, password reset through the e-mailed link, the local social sign-in, the
// API client's refresh-once-on-401, and favourites, against the real server and database.

const DELHI = '/tarang-delhi-1';
const PASSWORD = 'Radio#2025';
const USER_KEY = 'tarang.user';

let show: MediaItem;
let firstEpisode: Episode;

beforeAll(async () => {
  const shows = await getJson<{ data: MediaItem[] }>(
    '/api/media/v1/media?stationId=1&mediaType=AudioShow&pageSize=1',
  );
  show = shows.data[0] as MediaItem;
  const episodes = await getJson<{ data: Episode[] }>(`/api/media/v1/media/${show.id}/episodes?pageSize=50`);
  firstEpisode = episodes.data[0] as Episode;
});

/** waitFor with a default description. */
const until = <T>(read: () => Promise<T> | T, check: (value: T) => boolean, what = 'the expected state') =>
  waitFor(read, check, what);

const uniqueEmail = (label: string) => `${label}-${randomBytes(4).toString('hex')}@example.in`;

const createAccount = (name: string, email: string, password = PASSWORD) => createUser(name, email, password);

const dialogNamed = (page: Page, name: string | RegExp) => page.getByRole('dialog', { name });
const LOGIN_TITLE = 'Log In and Listen with Tarang';
const SIGNUP_TITLE = 'Sign Up and Listen with Tarang';

async function openLogin(page: Page): Promise<Locator> {
  await page.getByRole('button', { name: 'Log In', exact: true }).click();
  const dialog = dialogNamed(page, LOGIN_TITLE);
  await shown(dialog);
  return dialog;
}

/** Waits until the element is visible (one match). */
const shown = (locator: Locator) => locator.waitFor({ state: 'visible' });

/**
 * Resolves once the page's CSS animations (the dialog's entrance) have finished; an endless one (the on-air
 * dot's pulse) never does, and is not what the test waits for.
 */
async function animationsDone(page: Page) {
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (animation) =>
          animation.playState !== 'running' ||
          animation.effect?.getTiming().iterations === Number.POSITIVE_INFINITY,
      ),
  );
}

/** The text of the messages an input is described by (its error and hint). */
async function descriptionOf(input: Locator): Promise<string> {
  return input.evaluate((element) =>
    (element.getAttribute('aria-describedby') ?? '')
      .split(' ')
      .map((id) => document.getElementById(id)?.textContent ?? '')
      .join(' ')
      .trim(),
  );
}

/** The accessible label of the focused element. */
async function focusedLabel(page: Page): Promise<string | null> {
  return page.evaluate(() => {
    const active = document.activeElement as HTMLInputElement | null;
    return active?.labels?.[0]?.textContent ?? active?.getAttribute('aria-label') ?? null;
  });
}

/** The messages shown in the dialog (each field's message element). */
async function shownMessages(dialog: Locator): Promise<string[]> {
  return dialog
    .locator('[aria-live="polite"]')
    .evaluateAll((nodes) => nodes.map((node) => node.textContent?.trim() ?? '').filter(Boolean));
}

async function submitAndExpect(dialog: Locator, button: string, field: string, message: string) {
  await dialog.getByRole('button', { name: button, exact: true }).click();
  await until(
    async () => (await shownMessages(dialog)).join('|'),
    (shown) => shown === message,
    `only "${message}" under ${field}`,
  );
  const input = dialog.getByLabel(field, { exact: true });
  expect(await descriptionOf(input)).toContain(message);
  // The form moves focus to the field once it has rendered the message (react-hook-form tries again a task
  // later when the first attempt comes too early): on a loaded machine that task can follow the message.
  await until(
    () => focusedLabel(dialog.page()),
    (label) => label === field,
    `focus on ${field}`,
  );
}

async function expectSignedIn(page: Page, name: string, email: string) {
  await shown(page.getByRole('button', { name: `Account menu for ${name}` }));
  const stored = await page.evaluate((key) => localStorage.getItem(key), USER_KEY);
  expect(JSON.parse(stored ?? 'null')).toMatchObject({ name, email });
  const viewport = page.viewportSize();
  if (viewport && viewport.width >= 640) {
    await shown(page.getByRole('banner').getByText(email, { exact: true }));
  }
}

async function logOut(page: Page, name: string) {
  await page.getByRole('button', { name: `Account menu for ${name}` }).click();
  await page.getByRole('menuitem', { name: 'Log Out' }).click();
  await shown(page.getByRole('button', { name: 'Log In', exact: true }));
  expect(await page.evaluate((key) => localStorage.getItem(key), USER_KEY)).toBeNull();
}

async function checkA11y(session: Session, label: string) {
  await session.settle();
  await expectNoAxeViolations(session.page, { label });
}

describe.concurrent('authentication dialog', () => {
  test('sign up, log out and log in again (desktop)', async ({ openPage }) => {
    const session = await openPage({ viewport: 'desktop' });
    const { page } = session;
    const email = uniqueEmail('asha');
    await page.goto(`${DELHI}/home`);
    let dialog = await openLogin(page);
    await shown(dialog.getByRole('img', { name: /Tarang Delhi/ }));
    await shown(dialog.getByText('OR', { exact: true }));
    for (const provider of ['Google', 'Facebook', 'Twitter']) {
      await shown(dialog.getByRole('button', { name: `Continue with ${provider}` }));
    }
    await animationsDone(page);
    const box = await dialog.boundingBox();
    expect(box?.width).toBe(400);
    await checkA11y(session, 'sign-in dialog');

    await dialog.getByText("Don't have an account?").getByRole('button', { name: 'Create' }).click();
    dialog = dialogNamed(page, SIGNUP_TITLE);
    await shown(dialog);
    await dialog.getByLabel('Name', { exact: true }).fill('  Asha Rao  ');
    await dialog.getByLabel('Email', { exact: true }).fill(email);
    await dialog.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await dialog.getByLabel('Confirm password', { exact: true }).fill(PASSWORD);
    await dialog.getByLabel(/I agree to the/).check();
    await checkA11y(session, 'sign-up dialog');
    await dialog.getByRole('button', { name: 'Create Account' }).click();
    await dialog.waitFor({ state: 'detached' });
    await expectSignedIn(page, 'Asha Rao', email);
    await shown(page.getByRole('banner').getByText('AR', { exact: true }));
    // A new account is welcomed, by the name it was given (trimmed), as a status message.
    await shown(page.getByRole('status').filter({ hasText: 'Welcome to Tarang, Asha Rao' }));

    // Reload: still signed in (the stored user).
    await page.reload();
    await expectSignedIn(page, 'Asha Rao', email);

    await logOut(page, 'Asha Rao');
    dialog = await openLogin(page);
    await dialog.getByLabel('Email', { exact: true }).fill(email.toUpperCase());
    await dialog.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await dialog.getByRole('button', { name: 'Log In', exact: true }).click();
    await dialog.waitFor({ state: 'detached' });
    await expectSignedIn(page, 'Asha Rao', email);
    expectNoIssues(session);
  });

  test('the password field shows and hides; closing the dialog goes back to sign-in', async ({
    openPage,
  }) => {
    const session = await openPage({ viewport: 'mobile' });
    const { page } = session;
    await page.goto(`${DELHI}/home`);
    let dialog = await openLogin(page);
    const password = dialog.getByLabel('Password', { exact: true });
    await password.fill('Secret#123');
    expect(await password.getAttribute('type')).toBe('password');
    await dialog.getByRole('button', { name: 'Show password' }).click();
    expect(await password.getAttribute('type')).toBe('text');
    expect(await dialog.getByRole('button', { name: 'Show password' }).getAttribute('aria-pressed')).toBe(
      'true',
    );
    await dialog.getByRole('button', { name: 'Show password' }).click();
    expect(await password.getAttribute('type')).toBe('password');

    // Full screen under 640 px.
    await animationsDone(page);
    const box = await dialog.boundingBox();
    expect(box?.width).toBe(390);

    await dialog.getByRole('button', { name: 'Forgot password?' }).click();
    dialog = dialogNamed(page, 'Change Password');
    await shown(dialog.getByRole('button', { name: 'Reset Password' }));
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    // The focus is back on the button that opened the dialog (Radix moves it a task after the dialog unmounts).
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent?.trim())).toBe('Log In');
    dialog = await openLogin(page);
    await shown(dialog.getByRole('button', { name: 'Forgot password?' }));
    await checkA11y(session, 'sign-in dialog at 390 px');
    expectNoIssues(session);
  });

  test('sign-up messages, one at a time, each field focused', async ({ openPage }) => {
    const session = await openPage({ viewport: 'desktop' });
    const { page } = session;
    const taken = uniqueEmail('taken');
    await createAccount('Taken User', taken);
    await page.goto(`${DELHI}/home`);
    await openLogin(page);
    await page.getByRole('button', { name: 'Create', exact: true }).click();
    const dialog = dialogNamed(page, SIGNUP_TITLE);
    const submit = 'Create Account';
    const fill = (label: string, value: string) => dialog.getByLabel(label, { exact: true }).fill(value);

    await submitAndExpect(dialog, submit, 'Name', 'Username is required');
    await fill('Name', 'Al');
    await submitAndExpect(dialog, submit, 'Name', 'Username must be at least 3 characters');
    await fill('Name', 'Alka');
    await submitAndExpect(dialog, submit, 'Email', 'Email is required');
    await fill('Email', 'alka@');
    await submitAndExpect(dialog, submit, 'Email', 'Invalid email address');
    await fill('Email', taken);
    await submitAndExpect(dialog, submit, 'Password', 'Password required');
    for (const [value, message] of [
      ['radio', 'Add uppercase'],
      ['RADIO', 'Add lowercase'],
      ['Radio', 'Add number'],
      ['Radio1', 'Add special char'],
      ['Rad#1', 'Min 8 chars'],
    ]) {
      await fill('Password', value as string);
      await submitAndExpect(dialog, submit, 'Password', message as string);
    }
    await fill('Password', PASSWORD);
    await submitAndExpect(dialog, submit, 'Confirm password', 'Confirm Password is required');
    await fill('Confirm password', 'Radio#2026');
    await submitAndExpect(dialog, submit, 'Confirm password', 'Passwords do not match');
    await fill('Confirm password', PASSWORD);
    await dialog.getByRole('button', { name: submit }).click();
    await until(
      () => shownMessages(dialog),
      (shown) => shown.join() === 'Please agree to the terms and conditions',
    );
    await dialog.getByLabel(/I agree to the/).check();
    // The server: the e-mail has an account.
    await submitAndExpect(dialog, submit, 'Email', 'Email already exists');
    // Inputs stop at their maximum lengths (name 20, e-mail 200).
    expect(await dialog.getByLabel('Name', { exact: true }).getAttribute('maxlength')).toBe('20');
    expect(await dialog.getByLabel('Email', { exact: true }).getAttribute('maxlength')).toBe('200');
    expectNoIssues(session, [/409 POST .*\/subscriber\/signup/, /status of 409/]);
  });

  test('sign-in messages, the server’s answer on both fields, and an unknown account', async ({
    openPage,
  }) => {
    const session = await openPage({ viewport: 'desktop' });
    const { page } = session;
    const email = uniqueEmail('ravi');
    await createAccount('Ravi', email);
    await page.goto(`${DELHI}/home`);
    const dialog = await openLogin(page);
    const fill = (label: string, value: string) => dialog.getByLabel(label, { exact: true }).fill(value);

    // The log-in e-mail is checked on submit (and blur) but its message is not shown; the field is marked
    // invalid and focused ('Email is required' and 'Invalid email address' must not show here).
    for (const typed of ['', 'ravi.example.in']) {
      await fill('Email', typed);
      await dialog.getByRole('button', { name: 'Log In', exact: true }).click();
      await until(
        () => focusedLabel(page),
        (label) => label === 'Email',
        'focus on Email',
      );
      expect(await dialog.getByLabel('Email', { exact: true }).getAttribute('aria-invalid')).toBe('true');
      expect(await shownMessages(dialog)).toEqual([]);
    }
    await fill('Email', email);
    await submitAndExpect(dialog, 'Log In', 'Password', 'Password is required');
    await fill('Password', 'short');
    await submitAndExpect(dialog, 'Log In', 'Password', 'Min 8 chars');
    await fill('Password', 'Wrong#pass1');
    await dialog.getByRole('button', { name: 'Log In', exact: true }).click();
    await until(
      () => shownMessages(dialog),
      (shown) => shown.join('|') === 'Invalid email|Invalid password',
    );
    expect(await descriptionOf(dialog.getByLabel('Email', { exact: true }))).toBe('Invalid email');
    expect(await descriptionOf(dialog.getByLabel('Password', { exact: true }))).toBe('Invalid password');
    await checkA11y(session, 'sign-in errors');
    expectNoIssues(session, [/401 POST .*\/subscriber\/login/, /status of 401/]);
  });

  test('change password: the rules, the server’s message under the old password, success closes', async ({
    openPage,
  }) => {
    const session = await openPage({ viewport: 'desktop' });
    const { page } = session;
    const email = uniqueEmail('meera');
    const user = await createAccount('Meera Iyer', email);
    await page.addInitScript(
      ([key, value]) => {
        if (!sessionStorage.getItem('seeded')) {
          localStorage.setItem(key as string, value as string);
          sessionStorage.setItem('seeded', '1');
        }
      },
      [USER_KEY, JSON.stringify(user)],
    );
    await page.goto(`${DELHI}/home`);
    await page.getByRole('button', { name: 'Account menu for Meera Iyer' }).click();
    await page.getByRole('menuitem', { name: 'Change Password' }).click();
    const dialog = dialogNamed(page, 'Change Password');
    await shown(dialog);
    const fill = (label: string, value: string) => dialog.getByLabel(label, { exact: true }).fill(value);
    await submitAndExpect(dialog, 'Save Password', 'Old password', 'Password required');
    await fill('Old password', PASSWORD);
    await submitAndExpect(dialog, 'Save Password', 'New password', 'Password required');
    await fill('New password', 'newpass');
    await submitAndExpect(dialog, 'Save Password', 'New password', 'Add uppercase');
    await fill('New password', PASSWORD);
    await submitAndExpect(
      dialog,
      'Save Password',
      'New password',
      'New password should not be same as old password',
    );
    await fill('Old password', 'Wrong#pass1');
    await fill('New password', 'Better#2026');
    await dialog.getByRole('button', { name: 'Save Password' }).click();
    await until(
      () => descriptionOf(dialog.getByLabel('Old password', { exact: true })),
      (text) => text.includes('Old password is incorrect'),
    );
    await fill('Old password', PASSWORD);
    await dialog.getByRole('button', { name: 'Save Password' }).click();
    await dialog.waitFor({ state: 'detached' });
    await expectSignedIn(page, 'Meera Iyer', email);
    await logOut(page, 'Meera Iyer');
    const login = await openLogin(page);
    await login.getByLabel('Email', { exact: true }).fill(email);
    await login.getByLabel('Password', { exact: true }).fill('Better#2026');
    await login.getByRole('button', { name: 'Log In', exact: true }).click();
    await login.waitFor({ state: 'detached' });
    await expectSignedIn(page, 'Meera Iyer', email);
    expectNoIssues(session, [/400 POST .*\/change-password/, /status of 400/]);
  });
});

describe('password reset through the e-mailed link', () => {
  test('forgot password → outbox e-mail → reset page → signed in with the new password', async ({
    openPage,
  }) => {
    const session = await openPage({ viewport: 'mobile' });
    const { page } = session;
    const email = uniqueEmail('kabir');
    await createAccount('Kabir', email);
    await page.goto(`${DELHI}/home`);
    let dialog = await openLogin(page);
    await dialog.getByRole('button', { name: 'Forgot password?' }).click();
    dialog = dialogNamed(page, 'Change Password');
    await submitAndExpect(dialog, 'Reset Password', 'Email', 'Email is required');
    await dialog.getByLabel('Email', { exact: true }).fill('kabir@');
    await submitAndExpect(dialog, 'Reset Password', 'Email', 'Invalid email address');
    // Editing clears the message.
    await dialog.getByLabel('Email', { exact: true }).fill(email);
    await until(
      () => shownMessages(dialog),
      (shown) => shown.length === 0,
    );
    await dialog.getByRole('button', { name: 'Reset Password' }).click();
    dialog = dialogNamed(page, LOGIN_TITLE);
    await shown(dialog.getByText(/we have sent it a link to reset the password/));

    const outbox = join(dataDir, 'outbox');
    const mail = await until(
      () => {
        const files = readdirSync(outbox).filter((file) => file.endsWith('.json'));
        return files
          .map((file) => JSON.parse(readFileSync(join(outbox, file), 'utf8')) as { to: string; link: string })
          .find((entry) => entry.to.includes(email));
      },
      (entry) => entry !== undefined,
      `an e-mail to ${email} in ${outbox}`,
    );
    const link = new URL((mail as { link: string }).link);
    expect(link.origin).toBe(baseURL);
    await page.keyboard.press('Escape');

    await page.goto(`${link.pathname}${link.hash}`);
    await waitForPath(page, `${DELHI}/reset-password`);
    const heading = page.getByRole('heading', { name: 'Choose a new password' });
    await shown(heading);
    await page.getByLabel('New password', { exact: true }).fill('radio');
    await page.getByRole('button', { name: 'Set New Password' }).click();
    await until(
      () => focusedLabel(page),
      (label) => label === 'New password',
    );
    expect(await descriptionOf(page.getByLabel('New password', { exact: true }))).toContain('Add uppercase');
    await page.getByLabel('New password', { exact: true }).fill('Fresh#2026');
    await page.getByLabel('Confirm password', { exact: true }).fill('Fresh#2026');
    await page.getByRole('button', { name: 'Set New Password' }).click();
    await shown(page.getByText('Your password has been reset. You are logged in.'));
    await expectSignedIn(page, 'Kabir', email);
    await checkA11y(session, 'reset page done');

    // The link works once.
    await logOut(page, 'Kabir');
    await page.goto(`${link.pathname}${link.hash}`);
    await page.getByLabel('New password', { exact: true }).fill('Again#2026');
    await page.getByLabel('Confirm password', { exact: true }).fill('Again#2026');
    await page.getByRole('button', { name: 'Set New Password' }).click();
    await shown(page.getByText(/This reset link is invalid or has expired/));

    // The new password signs in.
    dialog = await openLogin(page);
    await dialog.getByLabel('Email', { exact: true }).fill(email);
    await dialog.getByLabel('Password', { exact: true }).fill('Fresh#2026');
    await dialog.getByRole('button', { name: 'Log In', exact: true }).click();
    await dialog.waitFor({ state: 'detached' });
    await expectSignedIn(page, 'Kabir', email);
    expectNoIssues(session, [/400 POST .*\/reset-password/, /status of 400/]);
  });
});

describe('social sign-in (the local development provider, through the same server path)', () => {
  test('Google: unknown account → sign-up screen → signed up; a closed popup stops silently', async ({
    openPage,
  }) => {
    const session = await openPage({ viewport: 'desktop' });
    const { page } = session;
    const email = uniqueEmail('google');
    await page.goto(`${DELHI}/home`);
    let dialog = await openLogin(page);

    // Closing the popup without signing in: nothing happens.
    let popupPromise = page.waitForEvent('popup');
    await dialog.getByRole('button', { name: 'Continue with Google' }).click();
    let popup = await popupPromise;
    await popup.waitForLoadState();
    await popup.close();
    await until(
      () => dialog.getByRole('button', { name: 'Continue with Google' }).isEnabled(),
      (enabled) => enabled,
    );
    await shown(dialog);

    const signInThroughPopup = async (button: string) => {
      popupPromise = page.waitForEvent('popup');
      await dialog.getByRole('button', { name: button }).click();
      popup = await popupPromise;
      await popup.getByLabel('Name').fill('Gita Sharma');
      await popup.getByLabel('Email').fill(email);
      // The popup closes itself once it has handed the token over: listen before clicking.
      const closed = popup.waitForEvent('close', { timeout: 20_000 });
      await popup.getByRole('button', { name: 'Continue' }).click({ noWaitAfter: true });
      await closed;
    };
    await signInThroughPopup('Continue with Google');
    dialog = dialogNamed(page, SIGNUP_TITLE);
    await shown(dialog.getByText(/No account is linked to that Google sign-in yet/));
    await signInThroughPopup('Sign up with Google');
    await dialog.waitFor({ state: 'detached' });
    await expectSignedIn(page, 'Gita Sharma', email);

    // Next time, log in goes straight through.
    await logOut(page, 'Gita Sharma');
    dialog = await openLogin(page);
    await signInThroughPopup('Continue with Google');
    await dialog.waitFor({ state: 'detached' });
    await expectSignedIn(page, 'Gita Sharma', email);
    expectNoIssues(session, [/404 POST .*\/social-login/, /status of 404/]);
  });
});

describe('social sign-in with Twitter (OAuth 2.0 code with PKCE, no e-mail from the provider)', () => {
  test('the e-mail typed in the sign-up form goes with the social sign-up', async ({ openPage }) => {
    const session = await openPage({ viewport: 'mobile' });
    const { page } = session;
    const email = uniqueEmail('twitter');
    await page.goto(`${DELHI}/home`);
    let dialog = await openLogin(page);
    const throughPopup = async (button: string) => {
      const popupPromise = page.waitForEvent('popup');
      await dialog.getByRole('button', { name: button }).click();
      const popup = await popupPromise;
      await popup.getByLabel('Name').fill('Tara Twitterwala');
      await popup.getByLabel('Email').fill(`someone-else-${email}`);
      const closed = popup.waitForEvent('close', { timeout: 20_000 });
      await popup.getByRole('button', { name: 'Continue' }).click({ noWaitAfter: true });
      await closed;
    };
    await throughPopup('Continue with Twitter');
    dialog = dialogNamed(page, SIGNUP_TITLE);
    await shown(dialog.getByText(/No account is linked to that Twitter sign-in yet/));
    // Twitter gives no e-mail: without one typed, the server asks for it.
    await throughPopup('Sign up with Twitter');
    await shown(dialog.getByText(/Type it in the Email field above/));
    await dialog.getByLabel('Email', { exact: true }).fill(email);
    await throughPopup('Sign up with Twitter');
    await dialog.waitFor({ state: 'detached' });
    // The account carries the typed e-mail, not the one the provider page was given.
    await expectSignedIn(page, 'Tara Twitterwala', email);
    expectNoIssues(session, [
      /404 POST .*\/social-login/,
      /400 POST .*\/social-signup/,
      /status of 404/,
      /status of 400/,
    ]);
  });
});

describe('header user menu and the API client', () => {
  test('the menu works with arrow keys, Escape and an outside click', async ({ openPage }) => {
    const session = await openPage({ viewport: 'desktop' });
    const { page } = session;
    const email = uniqueEmail('dev');
    const user = await createAccount('Dev Patel', email);
    await page.addInitScript(
      ([key, value]) => localStorage.setItem(key as string, value as string),
      [USER_KEY, JSON.stringify(user)],
    );
    await page.goto(`${DELHI}/home`);
    const trigger = page.getByRole('button', { name: 'Account menu for Dev Patel' });
    await trigger.focus();
    await page.keyboard.press('Enter');
    const menu = page.getByRole('menu');
    await shown(menu);
    await shown(menu.getByText(email));
    await until(
      () => focusedLabel(page),
      () => true,
    );
    const focusedText = () => page.evaluate(() => document.activeElement?.textContent?.trim());
    // My Tarang leads the menu; the arrows go round its three items.
    await until(focusedText, (text) => text === 'My Tarang');
    await page.keyboard.press('ArrowDown');
    await until(focusedText, (text) => text === 'Change Password');
    await page.keyboard.press('ArrowDown');
    await until(focusedText, (text) => text === 'Log Out');
    await page.keyboard.press('ArrowDown');
    await until(focusedText, (text) => text === 'My Tarang');
    await checkA11y(session, 'user menu open');
    await page.keyboard.press('Escape');
    await menu.waitFor({ state: 'detached' });
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-label')))
      .toBe('Account menu for Dev Patel');
    await trigger.click();
    await shown(menu);
    await page.mouse.click(640, 600);
    await menu.waitFor({ state: 'detached' });
    expectNoIssues(session);
  });

  test('an expired access token is refreshed once and the call retried; a refused refresh signs out', async ({
    openPage,
  }) => {
    const session = await openPage({ viewport: 'desktop' });
    const { page } = session;
    const user = await createAccount('Nisha', uniqueEmail('nisha'));
    const stale = { ...user, token: 'not-a-valid-token' };
    await page.addInitScript(
      ([key, value]) => {
        if (!sessionStorage.getItem('seeded')) {
          localStorage.setItem(key as string, value as string);
          sessionStorage.setItem('seeded', '1');
        }
      },
      [USER_KEY, JSON.stringify(stale)],
    );
    await page.goto(`${DELHI}/audio/${show.urlName}`);
    const heart = page.getByRole('button', { name: `Favourite ${firstEpisode.title}` });
    await heart.click();
    await until(
      () => heart.getAttribute('aria-pressed'),
      (pressed) => pressed === 'true',
    );
    await session.settle();
    const stored = JSON.parse((await page.evaluate((key) => localStorage.getItem(key), USER_KEY)) ?? 'null');
    expect(stored.token).not.toBe('not-a-valid-token');
    expect(stored.refreshToken).not.toBe(user.refreshToken);
    await page.reload();
    await until(
      () => heart.getAttribute('aria-pressed'),
      (pressed) => pressed === 'true',
    );

    // A refresh token the server refuses (the old one was spent): the stored user is removed.
    await page.evaluate(
      ([key, value]) => localStorage.setItem(key as string, value as string),
      [USER_KEY, JSON.stringify({ ...stored, token: 'expired', refreshToken: user.refreshToken })],
    );
    await page.reload();
    await heart.click();
    await shown(page.getByRole('button', { name: 'Log In', exact: true }));
    expect(await page.evaluate((key) => localStorage.getItem(key), USER_KEY)).toBeNull();
    expectNoIssues(session, [
      /401 /,
      /status of 401/,
      /Failed to add to favorite/,
      /Failed to remove from favorite/,
    ]);
  });
});

describe('favourites', () => {
  test('anonymous → the login dialog; signed in → toggled at once and still there after a reload', async ({
    openPage,
  }) => {
    const session = await openPage({ viewport: 'mobile' });
    const { page } = session;
    const email = uniqueEmail('fav');
    await createAccount('Fatima', email);
    await page.goto(`${DELHI}/audio/${show.urlName}`);
    const heart = page.getByRole('button', { name: `Favourite ${firstEpisode.title}` });
    expect(await heart.getAttribute('aria-pressed')).toBe('false');
    await heart.click();
    const dialog = dialogNamed(page, LOGIN_TITLE);
    await shown(dialog);
    await dialog.getByLabel('Email', { exact: true }).fill(email);
    await dialog.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await dialog.getByRole('button', { name: 'Log In', exact: true }).click();
    await dialog.waitFor({ state: 'detached' });

    await heart.click();
    expect(await heart.getAttribute('aria-pressed')).toBe('true');
    await session.settle();
    await page.reload();
    await until(
      () => heart.getAttribute('aria-pressed'),
      (pressed) => pressed === 'true',
    );
    await checkA11y(session, 'show page with a favourite');

    await heart.click();
    await session.settle();
    await page.reload();
    await until(
      () => heart.getAttribute('aria-pressed'),
      (pressed) => pressed === 'false',
    );
    expectNoIssues(session);
  });
});
