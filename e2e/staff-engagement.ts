import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { createAccount, randomAddress } from './api';
import { baseURL } from './browser';
import { repoRoot } from './server.mjs';

/** Helpers of staff-engagement.e2e.ts: contests, polls and talent-hunt categories in the console. */

const IST_MS = 5.5 * 60 * 60 * 1000;

/** A moment `minutes` from now as a datetime-local input takes it, in India time (the console's zone). */
export function istInput(minutes: number) {
  return new Date(Date.now() + minutes * 60_000 + IST_MS).toISOString().slice(0, 16);
}

/**
 * Pages through a listener block (Contests, Polls: a Pager named "{label} pages") until `target` is shown; the
 * console's new item may not be on the first page, since other items of the station may close sooner.
 */
export async function findOnPages(page: Page, label: string, target: Locator) {
  const pager = page.getByRole('navigation', { name: `${label} pages` });
  for (let n = 1; n <= 30; n++) {
    await page
      .getByText(new RegExp(`^Page ${n} of \\d+$`))
      .or(target)
      .first()
      .waitFor();
    if (await target.isVisible()) return;
    if (!(await pager.isVisible())) break;
    const next = pager.getByRole('button', { name: 'Next' });
    if (await next.isDisabled()) break;
    await next.click();
    await pager.getByText(`Page ${n + 1} of`).waitFor();
  }
  await target.waitFor({ timeout: 1_000 });
}

/** The text of each element of a locator, trimmed. */
export async function texts(locator: Locator) {
  return (await locator.allInnerTexts()).map((text) => text.trim());
}

/** The values of the poll form's option fields, in order. */
export async function optionValues(page: Page) {
  const options = page.getByRole('list', { name: 'Options' }).getByRole('textbox');
  return Promise.all((await options.all()).map((option) => option.inputValue()));
}

/** A listener signs up, uploads a real MP3 and sends a talent-hunt entry at Delhi in `categoryId` (API). */
export async function sendEntry(categoryId: number, name: string) {
  const address = randomAddress();
  const email = `talent-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@tarang.test`;
  const listener = await createAccount(name, email, 'Listen#2026x');
  const auth = { authorization: `Bearer ${listener.token}`, 'x-forwarded-for': address };
  const mp3 = await readFile(join(repoRoot, 'apps/server/seed-media/audio/episode-01.mp3'));
  const form = new FormData();
  form.append('file', new Blob([mp3], { type: 'audio/mpeg' }), 'audition.mp3');
  const upload = await fetch(new URL('/api/file/v1/file/upload', baseURL), {
    method: 'POST',
    headers: auth,
    body: form,
  });
  if (upload.status !== 201) throw new Error(`upload: ${upload.status} ${await upload.text()}`);
  const file = ((await upload.json()) as { data: { id: number } }).data;
  const entry = await fetch(new URL('/api/customer/v1/talent-hunt/entries', baseURL), {
    method: 'POST',
    headers: { ...auth, 'content-type': 'application/json' },
    body: JSON.stringify({
      stationId: 1,
      categoryId,
      name,
      mobile: '9812345678',
      description: 'A raag on the harmonium.',
      fileId: file.id,
    }),
  });
  if (entry.status !== 201) throw new Error(`entry: ${entry.status} ${await entry.text()}`);
}
