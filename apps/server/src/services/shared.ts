import type { Paging } from '@tarang/contracts';
import { count, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client';
import type { files } from '../db/schema';
import type { App } from '../types';

type FileRow = typeof files.$inferSelect;

export const pageOf = ({ pageNumber, pageSize }: Paging) => ({
  limit: pageSize,
  offset: (pageNumber - 1) * pageSize,
});

export async function countWhere(db: Db, table: PgTable, where: SQL | undefined): Promise<number> {
  const [row] = await db.select({ total: count() }).from(table).where(where);
  return row?.total ?? 0;
}

/** SPEC: alt text comes from the file's metadata, else falls back to the name or title of what it shows. */
export const altOf = (file: Pick<FileRow, 'altName'> | null | undefined, fallback: string) =>
  file?.altName?.trim() || fallback;

/** `imageUrl` (file reference), `image` (URL of the bytes) and `imageAlt` of an optional image file. */
export function imageFields(app: App, file: FileRow | null | undefined, fallbackAlt: string) {
  return {
    imageUrl: file?.id ?? null,
    image: file ? app.fileUrl(file.storageKey) : null,
    imageAlt: altOf(file, fallbackAlt),
  };
}

export const iso = (date: Date) => date.toISOString();

/** Short public caching for catalogue reads: a burst of listeners on one station costs one query per minute. */
export const PUBLIC_CACHE = 'public, max-age=60, stale-while-revalidate=300';
