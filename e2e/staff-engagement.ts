import { mkdtempSync, writeFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Locator, Page } from 'playwright-core';
import sharp from 'sharp';
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
 * Pages through a station home block (Contests, Polls: a Pager named "{label} pages", reading `apiPath`) until
 * `target` is shown: the console's new item may not be on the first page, since other items of the station may
 * close sooner. `heading` is the block's heading, scrolled to (blocks below the fold load when seen).
 */
export async function findOnPages(
  page: Page,
  { heading, label, apiPath }: { heading: string; label: string; apiPath: string },
  target: Locator,
) {
  await page.getByRole('heading', { name: heading, exact: true }).scrollIntoViewIfNeeded();
  const pager = page.getByRole('navigation', { name: `${label} pages` });
  await target.or(pager).first().waitFor();
  for (let n = 1; n <= 30; n++) {
    if (await target.isVisible()) return;
    const next = pager.getByRole('button', { name: 'Next' });
    if (!(await pager.isVisible()) || (await next.isDisabled())) break;
    // The next page's answer, then a moment to show it (the block keeps the previous page until then).
    const answer = page.waitForResponse(
      (response) =>
        response.url().includes(apiPath) &&
        new URL(response.url()).searchParams.get('pageNumber') === `${n + 1}`,
    );
    await next.click();
    await answer;
    if (
      await target.waitFor({ timeout: 2_000 }).then(
        () => true,
        () => false,
      )
    )
      return;
  }
  await target.waitFor({ timeout: 1_000 });
}

/** A 16:9 PNG to upload as a contest's image; its path. */
export async function contestImage() {
  const path = join(mkdtempSync(join(tmpdir(), 'tarang-contest-')), 'contest.png');
  const image = await sharp({ create: { width: 1280, height: 720, channels: 3, background: '#1f6f78' } })
    .png()
    .toBuffer();
  writeFileSync(path, image);
  return path;
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
