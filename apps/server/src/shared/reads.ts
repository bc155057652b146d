import type { Paging } from '@tarang/contracts';
import { CACHE_CONTROL } from '../cache/policy';
import type { App } from '../types';

/** What the API shows of a file (a row of `files`): a prepared read selects only these columns. */
type FileLinkRow = { id: number; storageKey: string; altName: string | null };

/** A search as a LIKE pattern: `%`, `_` and `\` stand for themselves. */
export const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export const pageOf = ({ pageNumber, pageSize }: Paging) => ({
  limit: pageSize,
  offset: (pageNumber - 1) * pageSize,
});

/** Alt text comes from the file's metadata, else falls back to the name or title of what it shows. */
export const altOf = (file: Pick<FileLinkRow, 'altName'> | null | undefined, fallback: string) =>
  file?.altName?.trim() || fallback;

/** An optional file as the API shows it: its id (the file reference), the URL of its bytes and its alt text. */
export function fileLink(app: App, file: FileLinkRow | null | undefined, fallbackAlt: string) {
  return {
    id: file?.id ?? null,
    url: file ? app.fileUrl(file.storageKey) : null,
    alt: altOf(file, fallbackAlt),
  };
}

/** `imageUrl` (file reference), `image` (URL of the bytes) and `imageAlt` of an optional image file. */
export function imageFields(app: App, file: FileLinkRow | null | undefined, fallbackAlt: string) {
  const { id, url, alt } = fileLink(app, file, fallbackAlt);
  return { imageUrl: id, image: url, imageAlt: alt };
}

export const iso = (date: Date) => date.toISOString();

/** Short public caching for catalogue reads (the lifetimes live in cache/policy.ts). */
export const PUBLIC_CACHE = CACHE_CONTROL.publicRead;
/** Shows and episodes, which scheduled publication changes with time alone (cache/policy.ts). */
export const SHOW_CACHE = CACHE_CONTROL.showRead;
export const EPISODE_CACHE = CACHE_CONTROL.episodeRead;

/** Staff reads (drafts, internal notes, e-mails) are never kept by a browser or a CDN. */
export const STAFF_CACHE = CACHE_CONTROL.staff;
export const isStaffRoute = (request: { routeOptions: { url?: string } }) =>
  Boolean(request.routeOptions.url?.includes('/staff/'));

/** Marks every successful public GET of a service as publicly cacheable (PUBLIC_CACHE); staff reads never. */
export function cachePublicReads(app: App) {
  app.addHook('onSend', async (request, reply) => {
    if (request.method === 'GET' && reply.statusCode === 200 && !isStaffRoute(request)) {
      reply.header('Cache-Control', PUBLIC_CACHE);
    }
  });
}
