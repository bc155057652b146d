import type { Page } from 'playwright-core';
import { createAccount, randomAddress, STAFF_EMAIL, STAFF_PASSWORD, staffToken } from './api';
import { baseURL } from './browser';

/** The staff console in browser tests: accounts with a role, and signing in to /staff. */

export type StaffAccount = { id: number; name: string; email: string; password: string };

let made = 0;

/** A call to the API as a signed-in member of staff (the admin unless a token is given). */
export async function staffCall<T>(method: string, path: string, body?: unknown, token?: string): Promise<T> {
  const response = await fetch(new URL(path, baseURL), {
    method,
    headers: {
      authorization: `Bearer ${token ?? (await staffToken())}`,
      'x-forwarded-for': randomAddress(),
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
  return (response.status === 204 ? undefined : await response.json()) as T;
}

/** A new account made a station editor of `stationIds` by the network admin (through Team's API). */
export async function createEditor(stationIds: number[], name = 'Station Editor'): Promise<StaffAccount> {
  made += 1;
  const email = `editor-${Date.now()}-${made}@tarang.test`;
  const password = 'Editor#2026x';
  const account = await createAccount(name, email, password);
  await staffCall('PATCH', `/api/customer/v1/staff/subscribers/${account.id}`, {
    role: 'editor',
    stationIds,
  });
  return { id: account.id, name, email, password };
}

/** The network admin the e2e server starts with. */
export const ADMIN: StaffAccount = { id: 0, name: 'staff', email: STAFF_EMAIL, password: STAFF_PASSWORD };

/** Opens /staff{path}, signs in with the console's form and waits for the console. */
export async function signInToConsole(page: Page, account: StaffAccount, path = '') {
  await page.goto(`/staff${path}`);
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Log In' }).click();
  await page.getByRole('button', { name: 'Log out' }).waitFor();
}

/** The console's section navigation: the side rail on a desktop, the Menu sheet on a phone. */
export async function openSection(page: Page, name: string) {
  const menu = page.getByRole('button', { name: 'Menu' });
  if (await menu.isVisible()) {
    await menu.click();
    await page.getByRole('dialog').getByRole('link', { name, exact: true }).click();
    await page.getByRole('dialog').waitFor({ state: 'detached' });
  } else {
    await page.getByRole('navigation', { name: 'Console' }).getByRole('link', { name, exact: true }).click();
  }
  await page.getByRole('heading', { level: 1, name }).waitFor();
}

/**
 * Sets a list's filter: in view on a desktop; on a phone in the sheet that the Filters button opens, which is
 * closed again once the list has been asked for.
 */
export async function chooseFilter(page: Page, label: string, option: string | { label: string }) {
  const filters = page.getByRole('search').getByRole('button', { name: /^Filters\b/ });
  if (!(await filters.isVisible())) {
    await page.getByLabel(label).selectOption(option);
    return;
  }
  await filters.click();
  const sheet = page.getByRole('dialog', { name: 'Filters' });
  await sheet.getByLabel(label).selectOption(option);
  await sheet.getByRole('button', { name: /^Show (\d+ )?results?$/ }).click();
  await sheet.waitFor({ state: 'detached' });
}

/**
 * The text the focused rich-text editor (Tiptap) has selected. A selection made with the keyboard reaches the
 * editor on `selectionchange`, a task that a busy browser may run after the next click: a toolbar button pressed
 * too soon would format less than what was selected. Poll this before pressing it.
 */
export function editorSelection(page: Page): Promise<string> {
  return page.evaluate(() => {
    type Editor = {
      state: {
        selection: { from: number; to: number };
        doc: { textBetween(from: number, to: number): string };
      };
    };
    const editor = (document.activeElement as (Element & { editor?: Editor }) | null)?.editor;
    if (!editor) return '';
    const { from, to } = editor.state.selection;
    return editor.state.doc.textBetween(from, to);
  });
}
