import type { ApiError, AuthUser } from '@tarang/contracts';
import { accounts } from '@tarang/contracts/endpoints';
import { getUser, rereadUser, setUser } from './session';

/** Where the API lives; a service can later move to its own host (VITE_API_BASE). */
export const API_BASE: string = import.meta.env.VITE_API_BASE ?? '';

export class ApiRequestError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly field?: string,
    /** A 429's or 503's Retry-After, in seconds: when the listener may try again. */
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
    this.name = 'ApiRequestError';
  }
}

/** Retry-After as seconds (it is either a number of seconds or an HTTP date); undefined when absent or unreadable. */
export function retryAfterSeconds(header: string | null, now = Date.now()): number | undefined {
  if (!header) return undefined;
  const seconds = /^\d+$/.test(header.trim()) ? Number(header) : (Date.parse(header) - now) / 1000;
  return Number.isFinite(seconds) ? Math.max(1, Math.ceil(seconds)) : undefined;
}

export type Query = Record<string, string | number | boolean | undefined>;

/** An address on the API: `path` is absolute (`/api/...`); query values left undefined are left out. */
export function withQuery(path: string, query: Query = {}): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined) params.set(key, String(value));
  }
  const search = params.toString();
  return `${API_BASE}${path}${search ? `?${search}` : ''}`;
}

export function apiUrl(path: string, query: Query = {}): string {
  return withQuery(`/api/${path}`, query);
}

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** How a request reaches the API: the browser's fetch; the server, rendering a page, answers in-process. */
let transport: typeof fetch = (input, init) => fetch(input, init);

/** Server rendering only: API requests go to `send` (an in-process call into the same server). */
export function setApiTransport(send: typeof fetch) {
  transport = send;
}
type RequestOptions = { query?: Query; body?: unknown; signal?: AbortSignal };
type Sent = { body?: unknown; signal?: AbortSignal };

function send(method: Method, url: string, { body, signal }: Sent, token?: string) {
  const headers: Record<string, string> = { accept: 'application/json' };
  if (body !== undefined) headers['content-type'] = 'application/json';
  if (token) headers.authorization = `Bearer ${token}`;
  return transport(url, {
    method,
    signal,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

async function failure(response: Response): Promise<ApiRequestError> {
  const body = (await response.json().catch(() => null)) as Partial<ApiError> | null;
  return new ApiRequestError(
    response.status,
    body?.message ?? response.statusText,
    body?.field,
    retryAfterSeconds(response.headers.get('retry-after')),
  );
}

let refreshing: Promise<string | null> | null = null;

/**
 * On a 401 the tokens are refreshed once and the request retried; with no refresh token, or when the
 * server refuses the refresh, the stored user is removed. A refresh token works once, so tabs take turns
 * (Web Locks) and a tab whose stored tokens were already rotated by another tab uses those instead.
 * Exported for requests that cannot go through apiRequest (an upload with progress uses XMLHttpRequest): the
 * fresh token, or null when the listener is now signed out.
 */
export function refreshAfter(rejectedToken: string): Promise<string | null> {
  refreshing ??= (async () => {
    const run = async () => {
      const user = rereadUser();
      if (!user) return null;
      if (user.token !== rejectedToken) return user.token; // another tab refreshed meanwhile
      if (!user.refreshToken) {
        setUser(null);
        return null;
      }
      const response = await send(accounts.refresh.method, withQuery(accounts.refresh.path), {
        body: { refreshToken: user.refreshToken },
      });
      if (!response.ok) {
        setUser(null);
        return null;
      }
      const { data } = (await response.json()) as { data: AuthUser };
      setUser(data);
      return data.token;
    };
    try {
      return navigator.locks ? await navigator.locks.request('tarang-refresh', run) : await run();
    } finally {
      refreshing = null;
    }
  })();
  return refreshing;
}

/** Sends to `url` (from withQuery) with the stored user's bearer token; a non-2xx answer throws ApiRequestError. */
export async function requestUrl<T>(method: Method, url: string, options: Sent = {}): Promise<T> {
  const token = getUser()?.token;
  let response = await send(method, url, options, token);
  if (response.status === 401 && token) {
    // The refused answer is read to its end before the retry: left unread, the browser keeps that request open.
    await response.text().catch(() => undefined);
    const fresh = await refreshAfter(token);
    response = await send(method, url, options, fresh ?? undefined);
  }
  if (!response.ok) throw await failure(response);
  if (response.status === 204) return undefined as T;
  const text = await response.text();
  return (text ? JSON.parse(text) : undefined) as T;
}

/** Calls the API at a path below /api/; the app calls through the route table instead (call.ts). */
export function apiRequest<T>(
  method: Method,
  path: string,
  { query, ...options }: RequestOptions = {},
): Promise<T> {
  return requestUrl<T>(method, apiUrl(path, query), options);
}

/** GET a JSON document of the API. */
export function apiGet<T>(path: string, query?: Query, signal?: AbortSignal): Promise<T> {
  return apiRequest<T>('GET', path, { query, signal });
}

/** POST (or another method) a JSON body. */
export function apiSend<T>(method: Exclude<Method, 'GET'>, path: string, body?: unknown): Promise<T> {
  return apiRequest<T>(method, path, { body });
}

/** TanStack Query `retry`: a network or server failure is tried once more (as the app's default); an answer like 404 is final. */
export const retryUnlessAnswered = (failures: number, error: unknown) =>
  failures < 1 && !(error instanceof ApiRequestError && error.status < 500);

/** True when a request failed because the item does not exist (the page then shows not-found). */
export const isNotFound = (error: unknown) => error instanceof ApiRequestError && error.status === 404;
