import type { LightMyRequestResponse } from 'fastify';
import type { App } from '../src/types';
import { type Account, editorOf, freshAddress, signUp } from './sections-helper';

/**
 * The one way the server tests call the app: `client(app)` makes requests anonymously, `.as(account)` with an
 * account's bearer token, `.as('admin')`, `.as('editor', stationId, …)` and `.as('listener')` as a signed-in
 * account of that role (made once per app and kept). Each request comes from an address of its own, so the
 * per-address rate limits never mix tests up; `remoteAddress` in the options sets one.
 *
 * The answer is app.inject's, so tests assert on `res.statusCode` and `res.json()` as before.
 */
export type Response = LightMyRequestResponse;
export type Method = 'GET' | 'HEAD' | 'POST' | 'PUT' | 'PATCH' | 'DELETE' | 'OPTIONS';
export type Role = 'admin' | 'editor' | 'listener';
export type RequestOptions = {
  query?: Record<string, string>;
  headers?: Record<string, string>;
  remoteAddress?: string;
};

export type Caller = {
  request(method: Method, url: string, body?: unknown, options?: RequestOptions): Promise<Response>;
  get(url: string, options?: RequestOptions): Promise<Response>;
  delete(url: string, options?: RequestOptions): Promise<Response>;
  post(url: string, body?: unknown, options?: RequestOptions): Promise<Response>;
  put(url: string, body?: unknown, options?: RequestOptions): Promise<Response>;
  patch(url: string, body?: unknown, options?: RequestOptions): Promise<Response>;
};

export type Client = Caller & {
  /** Requests as `who`: an account, a role's account (an editor of `stationIds`), or anonymous (undefined). */
  as(who?: Pick<Account, 'authorization'> | Role, ...stationIds: number[]): Caller;
  /** Requests with this session token as the bearer (anonymous without one): for tokens that are no Account. */
  withToken(token?: string): Caller;
};

/**
 * A client of `app` (or of the app a function returns when called, for apps made in beforeAll); `prefix` comes
 * before every URL, e.g. '/api/content/v1'.
 */
export function client(app: App | (() => App), { prefix = '' }: { prefix?: string } = {}): Client {
  const appOf = typeof app === 'function' ? app : () => app;
  const caller = (who?: Pick<Account, 'authorization'> | Role, stationIds: number[] = []): Caller => {
    const request = async (method: Method, url: string, body?: unknown, options: RequestOptions = {}) => {
      const target = appOf();
      const account = typeof who === 'string' ? await roleAccount(target, who, stationIds) : who;
      return target.inject({
        method,
        url: `${prefix}${url}`,
        ...(body === undefined ? {} : { payload: body as object }),
        ...(options.query ? { query: options.query } : {}),
        remoteAddress: options.remoteAddress ?? freshAddress(),
        headers: { ...(account ? { authorization: account.authorization } : {}), ...options.headers },
      });
    };
    return {
      request,
      get: (url, options) => request('GET', url, undefined, options),
      delete: (url, options) => request('DELETE', url, undefined, options),
      post: (url, body, options) => request('POST', url, body, options),
      put: (url, body, options) => request('PUT', url, body, options),
      patch: (url, body, options) => request('PATCH', url, body, options),
    };
  };
  return {
    ...caller(),
    as: (who, ...stationIds) => caller(who, stationIds),
    withToken: (token) => caller(token ? { authorization: `Bearer ${token}` } : undefined),
  };
}

const accounts = new WeakMap<App, Map<string, Promise<Account>>>();

/**
 * The signed-in account of `role` on `app` (for an editor: of `stationIds`), made on first use and the same
 * account after: a network admin, a station editor, a listener.
 */
export function roleAccount(app: App, role: Role, stationIds: number[] = []): Promise<Account> {
  if (role === 'editor' && stationIds.length === 0) throw new Error("as('editor', …) needs the station ids");
  const key = `${role} ${[...stationIds].sort((a, b) => a - b).join(',')}`;
  const ofApp = accounts.get(app) ?? new Map<string, Promise<Account>>();
  accounts.set(app, ofApp);
  let account = ofApp.get(key);
  if (!account) {
    account =
      role === 'admin'
        ? signUp(app, { staff: true, name: 'Network Admin' })
        : role === 'editor'
          ? editorOf(app, stationIds)
          : signUp(app);
    ofApp.set(key, account);
  }
  return account;
}
