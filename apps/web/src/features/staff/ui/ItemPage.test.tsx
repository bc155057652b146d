import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { StaffMe } from '@tarang/contracts';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BannerForm } from '../banners/BannerForm';
import { ContestForm } from '../contests/ContestForm';
import { StaffContext } from '../context';
import { PollForm } from '../polls/PollForm';

const me: StaffMe = {
  id: 1,
  name: 'Asha',
  email: 'a@b.in',
  role: 'admin',
  stations: [{ id: 1, name: 'Tarang Pune' }],
};
const common = { id: 5, version: 1, stationId: 1, title: 'Monsoon night', image: null, imageFileId: null };
const banner = {
  ...common,
  image: 'https://cdn.example/banner.jpg',
  imageFileId: 9,
  page: 'home',
  subtitle: '',
  linkUrl: '',
  sortOrder: 0,
  startsAt: null,
  endsAt: null,
  state: 'live',
};
const contest = {
  ...common,
  image: 'https://cdn.example/contest.jpg',
  imageFileId: 9,
  urlName: 'monsoon-night',
  description: '',
  howToParticipate: '',
  prize: '',
  startsAt: '2026-07-01T10:00:00+05:30',
  endsAt: '2026-07-02T10:00:00+05:30',
  state: 'open',
};

const poll = {
  id: 5,
  version: 1,
  stationId: 1,
  question: 'Best monsoon song?',
  startsAt: '2026-07-01T10:00:00+05:30',
  endsAt: '2026-07-02T10:00:00+05:30',
  state: 'closed',
  totalVotes: 3,
  options: [
    { id: 1, text: 'Rim jhim', votes: 2 },
    { id: 2, text: 'Barso re', votes: 1 },
  ],
};

function open(path: string, item: object, element: React.ReactNode) {
  vi.stubGlobal(
    'fetch',
    vi.fn(
      async () =>
        new Response(JSON.stringify({ data: item }), { headers: { 'content-type': 'application/json' } }),
    ),
  );
  render(
    <QueryClientProvider client={new QueryClient()}>
      <StaffContext.Provider value={me}>
        <MemoryRouter initialEntries={[path]}>
          <Routes>
            <Route path="/staff/:section/:id" element={element} />
          </Routes>
        </MemoryRouter>
      </StaffContext.Provider>
    </QueryClientProvider>,
  );
}

describe('the item pages built from the shared pieces', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('a banner: its station, its required image, and Delete asked again by name', async () => {
    open('/staff/banners/5', banner, <BannerForm />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Monsoon night' })).toBeTruthy();
    expect(screen.getByRole('combobox', { name: 'Station' })).toBeTruthy();
    expect(screen.getByText('Banner image')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Remove' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Delete banner' }));
    const dialog = screen.getByRole('alertdialog');
    expect(within(dialog).getByRole('heading', { name: 'Delete “Monsoon night”?' })).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Delete banner' })).toBeTruthy();
    expect(within(dialog).getByText('Listeners will no longer see it. This cannot be undone.')).toBeTruthy();
  });

  it('a contest: one of my stations, and its image, which may be removed', async () => {
    open('/staff/contests/5', contest, <ContestForm />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Monsoon night' })).toBeTruthy();
    const station = screen.getByRole('combobox', { name: 'Station' });
    expect(
      within(station)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Tarang Pune']);
    expect(screen.getByText('Contest image')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Remove' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Delete contest' })).toBeTruthy();
  });

  it('a poll: one of my stations, and Delete warns that its votes go with it', async () => {
    open('/staff/polls/5', poll, <PollForm />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Best monsoon song?' })).toBeTruthy();
    expect(screen.getByRole('combobox', { name: 'Station' })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Delete poll' }));
    const dialog = screen.getByRole('alertdialog');
    expect(within(dialog).getByRole('heading', { name: 'Delete “Best monsoon song?”?' })).toBeTruthy();
    expect(within(dialog).getByText(/^Its 3 votes go with it: listeners lose the results/)).toBeTruthy();
  });
});
