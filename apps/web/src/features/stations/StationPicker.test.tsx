import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { Station } from '@tarang/contracts';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { stationsQuery } from '../../shared/station/api';
import { StationContext } from '../../shared/station/context';
import { StationPicker } from './StationPicker';

const station = (id: number, city: string, color: string): Station => ({
  id,
  name: `Tarang ${city}`,
  urlName: `tarang-${city.toLowerCase()}-${id}`,
  tagline: '',
  frequency: `9${id}.1 FM`,
  color,
  latitude: 0,
  longitude: 0,
  logoUrl: null,
  logo: null,
  logoAlt: `Tarang ${city}`,
  socialMediaLink: [],
  whatsappChannelUrl: null,
  address: '',
  cityDetail: { cityId: id, cityName: city },
  stateDetail: null,
  pin: '',
  phoneNumber: '',
  whatsappNumber: '',
  email: '',
});

const STATIONS = [
  station(1, 'Delhi', '#E63946'),
  station(2, 'Mumbai', '#F77F00'),
  station(3, 'Bengaluru', '#2A9D8F'),
];

function Where() {
  const location = useLocation();
  return <output aria-label="location">{location.pathname}</output>;
}

function renderAt(path: string) {
  const client = new QueryClient();
  client.setQueryData(stationsQuery().queryKey, STATIONS);
  const shell = (
    <StationContext.Provider value={STATIONS[0] as Station}>
      <StationPicker />
      <Where />
    </StationContext.Provider>
  );
  const router = createMemoryRouter([{ path: '/:station/*', element: shell }], { initialEntries: [path] });
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

afterEach(() => {
  cleanup();
  localStorage.clear();
});

describe('station picker', () => {
  it('searches stations, says when nothing matches and limits the search to 20 characters', async () => {
    const user = userEvent.setup();
    renderAt('/tarang-delhi-1/audio');
    await user.click(screen.getByRole('button', { name: 'Station: Tarang Delhi' }));
    const search = await screen.findByRole('combobox', { name: 'Search stations' });
    expect(document.activeElement).toBe(search);
    expect(search.getAttribute('maxlength')).toBe('20');
    expect(screen.getAllByRole('option')).toHaveLength(3);
    await user.type(search, 'zzz');
    expect(screen.queryAllByRole('option')).toHaveLength(0);
    expect(screen.getByText('No matching for zzz')).toBeTruthy();
    await user.clear(search);
    await user.type(search, 'x'.repeat(30));
    expect((search as HTMLInputElement).value).toHaveLength(20);
  });

  it('keeps the section when the station changes, by keyboard, and stores the choice', async () => {
    const user = userEvent.setup();
    renderAt('/tarang-delhi-1/audio/some-show-4');
    await user.click(screen.getByRole('button', { name: 'Station: Tarang Delhi' }));
    const search = await screen.findByRole('combobox', { name: 'Search stations' });
    await user.type(search, 'mum');
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['Tarang Mumbai92.1 FM']);
    await user.keyboard('{Enter}');
    await waitFor(() =>
      expect(screen.getByRole('status', { name: 'location' }).textContent).toBe('/tarang-mumbai-2/audio'),
    );
    expect(JSON.parse(localStorage.getItem('tarang.station') ?? '{}')).toMatchObject({ id: 2 });
    expect(screen.queryByRole('combobox')).toBeNull();
  });

  it('goes to the new station home from an RJ page, and moves through options with the arrow keys', async () => {
    const user = userEvent.setup();
    renderAt('/tarang-delhi-1/rjs/simran-kaur-rj1001');
    await user.click(screen.getByRole('button', { name: 'Station: Tarang Delhi' }));
    const search = await screen.findByRole('combobox', { name: 'Search stations' });
    await user.keyboard('{ArrowDown}{ArrowDown}');
    const active = document.getElementById(search.getAttribute('aria-activedescendant') ?? '');
    expect(active?.textContent).toContain('Tarang Bengaluru');
    await user.keyboard('{Enter}');
    await waitFor(() =>
      expect(screen.getByRole('status', { name: 'location' }).textContent).toBe('/tarang-bengaluru-3/home'),
    );
  });

  it('closes on Escape and gives the focus back to its button', async () => {
    const user = userEvent.setup();
    renderAt('/tarang-delhi-1/home');
    const button = screen.getByRole('button', { name: 'Station: Tarang Delhi' });
    await user.click(button);
    await screen.findByRole('combobox', { name: 'Search stations' });
    expect(button.getAttribute('aria-expanded')).toBe('true');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('combobox')).toBeNull());
    expect(document.activeElement).toBe(button);
    expect(button.getAttribute('aria-expanded')).toBe('false');
  });
});
