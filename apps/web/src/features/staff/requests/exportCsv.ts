import type { Endpoint } from '@tarang/contracts/endpoints';
import { endpointUrl } from '../../../shared/api/call';
import { ApiRequestError, refreshAfter } from '../../../shared/api/client';
import { getUser } from '../../../shared/api/session';
import type { ListQuery } from '../api';

/** The file name a Content-Disposition header gives (`attachment; filename="requests-2026-02-14.csv"`). */
export function fileNameOf(disposition: string | null, fallback: string): string {
  const match = disposition?.match(/filename\*?=(?:UTF-8'')?"?([^";]+)"?/i);
  let name = match?.[1]?.trim() ?? '';
  try {
    name = decodeURIComponent(name);
  } catch {
    // a stray % : the name as sent
  }
  // Only a plain name: never a path.
  return name && !/[\\/]/.test(name) ? name : fallback;
}

const fetchWith = (url: string, token: string | undefined) =>
  fetch(url, {
    headers: { accept: 'text/csv', ...(token ? { authorization: `Bearer ${token}` } : {}) },
  });

/**
 * GET a file of the API that needs the bearer token (a plain link cannot send it), with the client's one refresh
 * on a 401, and saves it under the name the server gives. Resolves with that name.
 */
export async function downloadWithToken<E extends Endpoint>(
  endpoint: E,
  query: ListQuery<E>,
  fallbackName: string,
): Promise<string> {
  const url = endpointUrl(endpoint, undefined, query);
  const token = getUser()?.token;
  let response = await fetchWith(url, token);
  if (response.status === 401 && token) {
    const fresh = await refreshAfter(token);
    if (fresh) response = await fetchWith(url, fresh);
  }
  if (!response.ok) {
    const body = (await response.json().catch(() => null)) as { message?: string; field?: string } | null;
    throw new ApiRequestError(response.status, body?.message ?? 'The export failed', body?.field);
  }
  const name = fileNameOf(response.headers.get('content-disposition'), fallbackName);
  const href = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = href;
  link.download = name;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // The browser has started the download from the object URL by now; free it a little later.
  setTimeout(() => URL.revokeObjectURL(href), 30_000);
  return name;
}
