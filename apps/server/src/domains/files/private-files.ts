import { copyFile, mkdir, rename, rm, stat } from 'node:fs/promises';
import { dirname } from 'node:path';
import { type AuthUser, isStaff } from '../../plugins/auth';
import type { App } from '../../types';
import { type FileRow, hasPublicCopy, privateFileKeys } from './repository';

/**
 * Listeners' uploads (talent-hunt auditions) are private: their rows are shown only to the uploader and staff,
 * and their bytes live outside /media, sent only for a signed URL that expires. Published content stays public.
 */

/** A signed URL works for at least this long (and less than twice it: expiry is rounded up, so it caches). */
export const PRIVATE_URL_SECONDS = 3600;

export const contentPath = (id: number) => `/api/file/v1/file/${id}/content`;

export function canSee(user: AuthUser | undefined, row: Pick<FileRow, 'private' | 'uploadedBy'>): boolean {
  if (!row.private) return true;
  return Boolean(user && (isStaff(user) || user.id === row.uploadedBy));
}

/** The bytes' URL for someone allowed to see the file: public media, or a signed, expiring one. */
export function urlOf(
  app: App,
  row: Pick<FileRow, 'id' | 'private' | 'storageKey'>,
  now = Date.now(),
): string {
  if (!row.private) return app.fileUrl(row.storageKey);
  const expires = Math.ceil(now / 1000 / PRIVATE_URL_SECONDS + 1) * PRIVATE_URL_SECONDS;
  const path = contentPath(row.id);
  return `${path}?expires=${expires}&signature=${app.urlSignature.sign(path, expires)}`;
}

/** Where a file's bytes are kept. */
export const storageOf = (app: App, row: Pick<FileRow, 'private'>) =>
  row.private ? app.privateStorage : app.storage;

const exists = (path: string) =>
  stat(path).then(
    () => true,
    () => false,
  );

/** A rename, or a copy where the two folders are on different file systems. */
async function moveFile(from: string, to: string) {
  try {
    await rename(from, to);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EXDEV') throw error;
    await copyFile(from, `${to}.part`);
    await rename(`${to}.part`, to);
    await rm(from);
  }
}

/**
 * At start: bytes of private files still in the public folder (uploaded before uploads were private) move to
 * the private one, unless a public file has the same bytes. Returns how many moved.
 */
export async function movePrivateBytes(app: App): Promise<number> {
  const rows = await privateFileKeys(app.db);
  let moved = 0;
  for (const row of rows) {
    const from = app.storage.pathOf(row.storageKey);
    const to = app.privateStorage.pathOf(row.storageKey);
    if (!(await exists(from)) || (await exists(to))) continue;
    if (await hasPublicCopy(app.db, row.storageKey)) continue;
    await mkdir(dirname(to), { recursive: true });
    await moveFile(from, to);
    moved++;
  }
  if (moved > 0) app.log.info({ moved }, 'private uploads moved out of the public media folder');
  return moved;
}
