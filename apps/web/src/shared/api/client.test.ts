import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiRequestError, apiGet, apiSend } from './client';
import { getUser, type StoredUser, setUser } from './session';

const user = (token: string, refreshToken = `refresh-${token}-0123456789abcdef`): StoredUser => ({
  id: 7,
  name: 'Asha Rao',
  email: 'asha@example.in',
  stationId: 1,
  token,
  refreshToken,
  tokenExpiresAt: new Date(Date.now() + 60_000).toISOString(),
});

type Call = { url: string; method: string; auth: string | null; body: unknown };

/** A fetch that answers from a script and records what it was asked. */
function fakeFetch(answer: (call: Call) => Response) {
  const calls: Call[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const headers = new Headers(init?.headers);
    const call = {
      url: String(input),
      method: init?.method ?? 'GET',
      auth: headers.get('authorization'),
      body: init?.body ? JSON.parse(String(init.body)) : undefined,
    };
    calls.push(call);
    return answer(call);
  });
  vi.stubGlobal('fetch', fetchMock);
  return calls;
}

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

describe('API client: bearer token and one refresh on 401', () => {
  beforeEach(() => setUser(null));
  afterEach(() => {
    vi.unstubAllGlobals();
    setUser(null);
  });

  it('sends the stored user’s bearer token, and none when signed out', async () => {
    const calls = fakeFetch(() => json(200, { data: [] }));
    await apiGet('media/v1/media');
    setUser(user('t1'));
    await apiGet('media/v1/media', { pageSize: 5 });
    expect(calls.map((call) => call.auth)).toEqual([null, 'Bearer t1']);
    expect(calls[1]?.url).toBe('/api/media/v1/media?pageSize=5');
  });

  it('refreshes once on a 401, stores the new tokens and retries the call', async () => {
    setUser(user('old'));
    const calls = fakeFetch((call) => {
      if (call.url.endsWith('/refresh')) return json(200, { data: user('new') });
      return call.auth === 'Bearer new'
        ? json(201, { data: { ok: true } })
        : json(401, { message: 'expired' });
    });
    const answer = await apiSend('POST', 'user-preference/v1/favorite', {
      contentId: 1,
      contentType: 'Episode',
    });
    expect(answer).toEqual({ data: { ok: true } });
    expect(calls.map((call) => `${call.method} ${call.url} ${call.auth}`)).toEqual([
      'POST /api/user-preference/v1/favorite Bearer old',
      'POST /api/customer/v1/refresh null',
      'POST /api/user-preference/v1/favorite Bearer new',
    ]);
    expect(calls[1]?.body).toEqual({ refreshToken: user('old').refreshToken });
    expect(getUser()?.token).toBe('new');
  });

  it('calls that fail together share one refresh', async () => {
    setUser(user('old'));
    const calls = fakeFetch((call) => {
      if (call.url.endsWith('/refresh')) return json(200, { data: user('new') });
      return call.auth === 'Bearer new' ? json(200, { data: 1 }) : json(401, { message: 'expired' });
    });
    await Promise.all([apiGet('a'), apiGet('b'), apiGet('c')]);
    expect(calls.filter((call) => call.url.endsWith('/refresh'))).toHaveLength(1);
  });

  it('a refused refresh removes the stored user and the call fails with the server’s message', async () => {
    setUser(user('old'));
    fakeFetch((call) =>
      call.url.endsWith('/refresh')
        ? json(401, { message: 'Your session has expired. Please log in again.' })
        : json(401, { message: 'Please log in to continue' }),
    );
    const failure = apiSend('DELETE', 'user-preference/v1/favorite/Episode/3');
    await expect(failure).rejects.toBeInstanceOf(ApiRequestError);
    await expect(failure).rejects.toMatchObject({ status: 401, message: 'Please log in to continue' });
    expect(getUser()).toBeNull();
  });

  it('a 401 without a token is not refreshed', async () => {
    const calls = fakeFetch(() => json(401, { message: 'Please log in to continue' }));
    await expect(apiGet('customer/v1/subscriber/me')).rejects.toMatchObject({ status: 401 });
    expect(calls).toHaveLength(1);
  });

  it('a stored user with broken JSON counts as signed out', async () => {
    localStorage.setItem('tarang.user', '{not json');
    window.dispatchEvent(new StorageEvent('storage', { key: 'tarang.user' }));
    expect(getUser()).toBeNull();
  });
});
