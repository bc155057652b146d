import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { StaffMe } from '@tarang/contracts';
import { cleanup, render, screen, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { StaffContext } from '../context';
import { EventsList } from '../events/EventsList';
import { TeamList } from '../team/TeamList';

const me: StaffMe = {
  id: 1,
  name: 'Asha',
  email: 'a@b.in',
  role: 'admin',
  stations: [
    { id: 1, name: 'Tarang Pune' },
    { id: 2, name: 'Tarang Goa' },
  ],
};
const event = {
  id: 5,
  version: 1,
  stationId: 1,
  title: 'Monsoon night',
  status: 'draft',
  state: 'draft',
  publishedAt: '2026-07-01T10:00:00+05:30',
  startsAt: '2026-07-01T10:00:00+05:30',
  venue: '',
};

/** Opens a list at `path`; answers every read with `rows`, and returns what was asked. */
function open(path: string, rows: object[], element: React.ReactNode) {
  const fetch = vi.fn(
    async (_url: unknown) =>
      new Response(JSON.stringify({ data: rows, total: rows.length }), {
        headers: { 'content-type': 'application/json' },
      }),
  );
  vi.stubGlobal('fetch', fetch);
  render(
    <QueryClientProvider client={new QueryClient()}>
      <StaffContext.Provider value={me}>
        <MemoryRouter initialEntries={[path]}>
          <Routes>
            <Route path="/staff/:section" element={element} />
          </Routes>
        </MemoryRouter>
      </StaffContext.Provider>
    </QueryClientProvider>,
  );
  return () =>
    fetch.mock.calls.map(([url]) => new URL(String(url), 'http://localhost').searchParams.toString());
}

describe('the list pages built from the shared table list', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('events: the page, search and filters from the address, then the table', async () => {
    const asked = open('/staff/events?search=rain&status=draft&stationId=2&page=2', [event], <EventsList />);
    expect(await screen.findByRole('link', { name: 'Monsoon night' })).toBeTruthy();
    expect(asked()).toEqual(['pageNumber=2&pageSize=20&search=rain&stationId=2&status=draft']);
    expect(screen.getByRole('heading', { level: 1, name: 'Events' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'New event' })).toBeTruthy();
    expect(
      (screen.getByRole('searchbox', { name: 'Search by title or venue' }) as HTMLInputElement).value,
    ).toBe('rain');
    expect((screen.getByRole('combobox', { name: 'Status' }) as HTMLSelectElement).value).toBe('draft');
    expect((screen.getByRole('combobox', { name: 'Station' }) as HTMLSelectElement).value).toBe('2');
    const table = screen.getByRole('table', { name: 'Events' });
    expect(within(table).getByRole('button', { name: /Starts/ })).toBeTruthy();
    expect(screen.getByText('1 event')).toBeTruthy();
  });

  it('team: its own query, and a table that does not sort', async () => {
    const member = { id: 3, name: 'Ravi', email: 'r@b.in', role: 'editor', stationIds: [1] };
    const asked = open('/staff/team', [member], <TeamList />);
    expect(await screen.findByRole('link', { name: 'Ravi' })).toBeTruthy();
    expect(asked()).toEqual(['pageNumber=1&pageSize=20&role=staff']);
    expect(within(screen.getByRole('table', { name: 'Team' })).queryByRole('button')).toBeNull();
    expect(screen.getByText('1 member')).toBeTruthy();
  });
});
