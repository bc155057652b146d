import { queryOptions } from '@tanstack/react-query';
import type { FileMeta, TalentEntryBody, talentHuntCategory } from '@tarang/contracts';
import { files, talentHunt } from '@tarang/contracts/endpoints';
import type { z } from 'zod';
import { call, endpointUrl } from '../../shared/api/call';
import { ApiRequestError, refreshAfter, retryUnlessAnswered } from '../../shared/api/client';
import { getUser } from '../../shared/api/session';

export type Category = z.infer<typeof talentHuntCategory>;

/** GET master/talent-hunt-category. */
export const categoriesQuery = () =>
  queryOptions({
    queryKey: ['talent-hunt-categories'],
    queryFn: ({ signal }) => call(talentHunt.categories, { signal }),
    staleTime: 60 * 60_000,
    retry: retryUnlessAnswered,
  });

/** POST customer/talent-hunt/entries: 201 { message, data: { id } }; 400 with `field`, 409 over the limit. */
export const submitEntry = (body: TalentEntryBody) => call(talentHunt.send, { body });

/** Uploaded fraction: `loaded` of `total` bytes (total 0 while the browser cannot tell). */
export type Progress = { loaded: number; total: number };

/** The upload was stopped by the listener (Cancel upload). */
export class UploadAborted extends Error {
  constructor() {
    super('Upload cancelled');
    this.name = 'UploadAborted';
  }
}

function sendOnce(
  file: File,
  token: string | undefined,
  onProgress: (progress: Progress) => void,
  signal?: AbortSignal,
): Promise<{ status: number; body: unknown }> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(new UploadAborted());
    const xhr = new XMLHttpRequest();
    xhr.open(files.upload.method, endpointUrl(files.upload));
    xhr.responseType = 'json';
    xhr.setRequestHeader('accept', 'application/json');
    if (token) xhr.setRequestHeader('authorization', `Bearer ${token}`);
    xhr.upload.onprogress = (event) =>
      onProgress({ loaded: event.loaded, total: event.lengthComputable ? event.total : 0 });
    xhr.onload = () => resolve({ status: xhr.status, body: xhr.response });
    // Status 0: the request never got an answer (offline, connection dropped).
    xhr.onerror = () => reject(new ApiRequestError(0, 'Network error'));
    xhr.onabort = () => reject(new UploadAborted());
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    const form = new FormData();
    form.append('file', file, file.name);
    xhr.send(form);
  });
}

/**
 * POST file/upload (multipart field `file`) through XMLHttpRequest, which reports upload progress (fetch does
 * not). Sends the signed-in listener's token; on a 401 the client's shared refresh runs once and the upload is
 * tried again, as apiRequest does. Resolves with the stored file's metadata; rejects with ApiRequestError
 * (413 too large, 415 not audio/video, 401 signed out) or UploadAborted.
 */
export async function uploadFile(
  file: File,
  onProgress: (progress: Progress) => void,
  signal?: AbortSignal,
): Promise<FileMeta> {
  const token = getUser()?.token;
  let answer = await sendOnce(file, token, onProgress, signal);
  if (answer.status === 401 && token) {
    const fresh = await refreshAfter(token);
    if (fresh) {
      onProgress({ loaded: 0, total: file.size });
      answer = await sendOnce(file, fresh, onProgress, signal);
    }
  }
  const body = answer.body as { data?: FileMeta; message?: string; field?: string } | null;
  if (answer.status < 200 || answer.status >= 300 || !body?.data) {
    throw new ApiRequestError(answer.status, body?.message ?? 'Upload failed', body?.field);
  }
  return body.data;
}
