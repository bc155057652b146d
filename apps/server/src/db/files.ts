import type { StoredObject } from '../storage';
import type { Db } from './client';
import { files } from './schema';

/**
 * The one insert into the files table, here in db/ rather than in the files domain's repository (which
 * re-exports it) because the demo seed stores files too, and db/ imports no domain.
 */

export type FileRow = typeof files.$inferSelect;

export type NewFileMeta = {
  originalName: string;
  mimeType: string;
  altName?: string | null;
  width?: number | null;
  height?: number | null;
  durationSeconds?: number | null;
  uploadedBy?: number | null;
  /** A listener's upload, kept in the private storage. */
  private?: boolean;
};

/** Records a stored object in the files table and returns the row. */
export async function insertFile(db: Db, stored: StoredObject, meta: NewFileMeta): Promise<FileRow> {
  const [row] = await db
    .insert(files)
    .values({
      storageKey: stored.key,
      checksum: stored.checksum,
      size: stored.size,
      originalName: meta.originalName,
      mimeType: meta.mimeType,
      altName: meta.altName ?? null,
      width: meta.width ?? null,
      height: meta.height ?? null,
      durationSeconds: meta.durationSeconds ?? null,
      uploadedBy: meta.uploadedBy ?? null,
      private: meta.private ?? false,
    })
    .returning();
  if (!row) throw new Error('insert into files returned no row');
  return row;
}
