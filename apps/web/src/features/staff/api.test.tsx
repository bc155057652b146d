import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { staffEpisodes, staffEvents } from '@tarang/contracts/staff-endpoints';
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { staffKey, useStaffItem, useStaffList } from './api';
import { useItemForm } from './ui/useItemForm';

const json = (body: unknown) =>
  new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });

function setup(answer: (url: string, init?: RequestInit) => Response) {
  const fetchMock = vi.fn(async (url: string, init?: RequestInit) => answer(url, init));
  vi.stubGlobal('fetch', fetchMock);
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>
      <MemoryRouter>{children}</MemoryRouter>
    </QueryClientProvider>
  );
  const calls = () => fetchMock.mock.calls.map(([url, init]) => `${init?.method ?? 'GET'} ${url}`);
  return { client, wrapper, calls };
}

describe('the console calls', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('a list reads its route with its path parameters and query', async () => {
    const { wrapper, calls } = setup(() => json({ data: [{ id: 7 }], total: 1 }));
    const { result } = renderHook(
      () => useStaffList(staffEpisodes.list, { params: { id: 3 }, query: { pageNumber: 2, search: 'rain' } }),
      { wrapper },
    );
    await waitFor(() => expect(result.current.data?.total).toBe(1));
    expect(calls()).toEqual(['GET /api/media/v1/staff/media/3/episodes?pageNumber=2&search=rain']);
  });

  it('a delete forgets the item (no 404 read) and drops it from the lists kept', async () => {
    const event = { id: 5, version: 2, title: 'Monsoon night' };
    const { client, wrapper, calls } = setup((url, init) => {
      if (init?.method === 'DELETE') return new Response(null, { status: 204 });
      return url.includes('/staff/events/5')
        ? json({ data: event })
        : json({ data: [event, { id: 6, version: 1, title: 'Other' }], total: 2 });
    });
    const { result } = renderHook(
      () => ({
        list: useStaffList(staffEvents.list, { query: { pageNumber: 1 } }),
        item: useStaffItem(staffEvents.item, { id: 5 }),
        form: useItemForm({ routes: staffEvents, listPath: '/staff/events', noun: 'event' }),
      }),
      { wrapper },
    );
    // A list page not on screen, kept from before.
    const kept = staffKey(staffEvents.list, { query: { pageNumber: 2 } });
    client.setQueryData(kept, { data: [{ id: 4 }, { id: 5 }], total: 22 });
    await waitFor(() => expect(result.current.item.data?.title).toBe('Monsoon night'));
    await waitFor(() => expect(result.current.list.data?.total).toBe(2));
    await act(() => result.current.form.remove(event as never));
    await waitFor(() => expect(calls().filter((call) => call.startsWith('GET')).length).toBe(3));
    expect(calls()).toEqual([
      'GET /api/event/v1/staff/events?pageNumber=1',
      'GET /api/event/v1/staff/events/5',
      'DELETE /api/event/v1/event/5',
      'GET /api/event/v1/staff/events?pageNumber=1',
    ]);
    expect(client.getQueryData(kept)).toEqual({ data: [{ id: 4 }], total: 21 });
  });
});
