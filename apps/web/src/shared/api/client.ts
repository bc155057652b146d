import type { ApiError } from '@tarang/contracts';

/** Where the API lives; a service can later move to its own host (VITE_API_BASE). */
export const API_BASE: string = import.meta.env.VITE_API_BASE ?? '';

export class ApiRequestError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly field?: string,
  ) {
    super(message);
    this.name = 'ApiRequestError';
  }
}

type Query = Record<string, string | number | boolean | undefined>;

export function apiUrl(path: string, query: Query = {}): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined) params.set(key, String(value));
  }
  const search = params.toString();
  return `${API_BASE}/api/${path}${search ? `?${search}` : ''}`;
}

/** GET a JSON document of the API; a non-2xx answer throws ApiRequestError with the server's message. */
export async function apiGet<T>(path: string, query?: Query, signal?: AbortSignal): Promise<T> {
  const response = await fetch(apiUrl(path, query), { signal, headers: { accept: 'application/json' } });
  if (!response.ok) {
    const body = (await response.json().catch(() => null)) as Partial<ApiError> | null;
    throw new ApiRequestError(response.status, body?.message ?? response.statusText, body?.field);
  }
  return (await response.json()) as T;
}

/** True when a request failed because the item does not exist (the page then shows not-found). */
export const isNotFound = (error: unknown) => error instanceof ApiRequestError && error.status === 404;
