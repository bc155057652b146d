import { and, asc, eq, gt, like } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { type FileRow, insertFile, type NewFileMeta } from '../../db/files';
import { files } from '../../db/schema';

// The insert is shared with the demo seed, so it lives in db/ (which imports no domain).
export { type FileRow, insertFile, type NewFileMeta };

export async function findFile(db: Db, id: number): Promise<FileRow | undefined> {
  const [row] = await db.select().from(files).where(eq(files.id, id));
  return row;
}

/** A batch of public image files after `afterId`, in id order (private images have no public widths). */
export function imageFilesAfter(db: Db, afterId: number, batch: number) {
  return (
    db
      .select({ id: files.id, key: files.storageKey, width: files.width, height: files.height })
      .from(files)
      // Private images (listeners' uploads) have no public widths.
      .where(and(like(files.mimeType, 'image/%'), eq(files.private, false), gt(files.id, afterId)))
      .orderBy(asc(files.id))
      .limit(batch)
  );
}

/** The width and height of an image measured after its upload. */
export async function setImageSize(db: Db, id: number, size: { width: number; height: number }) {
  await db.update(files).set({ width: size.width, height: size.height }).where(eq(files.id, id));
}

/** Every private file's id and storage key. */
export function privateFileKeys(db: Db) {
  return db.select({ id: files.id, storageKey: files.storageKey }).from(files).where(eq(files.private, true));
}

/** Whether a public file has the same bytes (the same storage key). */
export async function hasPublicCopy(db: Db, storageKey: string): Promise<boolean> {
  const [shared] = await db
    .select({ id: files.id })
    .from(files)
    .where(and(eq(files.storageKey, storageKey), eq(files.private, false)));
  return shared !== undefined;
}
