import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { NowPlaying } from '@tarang/contracts';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { OnAirStrip } from './OnAirStrip';
import { fakeApi, nowPlaying, rj, STATION, slot } from './test-fixtures';

const DAY = '2026-11-27';
const asha = rj(1, 'RJ Asha');
const kabir = rj(2, 'RJ Kabir');
const breakfast = slot(1, DAY, '07:00', '10:00', 'Dilli Breakfast Club', [asha, kabir]);
const midday = slot(2, DAY, '10:00', '13:00', 'Midday Masala', [kabir]);
const lateNight = slot(3, DAY, '21:00', '24:00', 'Raat Ki Baat', [asha]);

function renderStrip(answer: Parameters<typeof fakeApi>[0]) {
  const api = fakeApi(answer);
  vi.stubGlobal('fetch', api.fetch);
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter(
    [
      {
        path: '/:station/home',
        element: <OnAirStrip station={STATION} listenLive={<button type="button">Listen live</button>} />,
      },
    ],
    { initialEntries: ['/tarang-delhi-1/home'] },
  );
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return api;
}

const answering = (data: NowPlaying) => () => ({ status: 200, body: { data } });

const strip = () => screen.getByRole('region', { name: 'On air now · Up next' });

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('on-air strip', () => {
  it('names the show on air with its RJs and IST times, a way to listen, and what is up next', async () => {
    const api = renderStrip(answering(nowPlaying(breakfast, midday)));
    const show = await screen.findByRole('link', { name: 'Dilli Breakfast Club' });
    expect(api.asked.map((url) => url.pathname)).toEqual(['/api/station/v1/station/1/now-playing']);
    const region = strip();
    expect(within(region).getByText('On air now')).toBeTruthy();
    expect(show.getAttribute('href')).toBe('/tarang-delhi-1/audio/dilli-breakfast-club-10');
    expect(within(region).getByRole('link', { name: 'RJ Asha' }).getAttribute('href')).toBe(
      '/tarang-delhi-1/rjs/rj-asha-1',
    );
    expect(within(region).getByRole('link', { name: 'RJ Kabir' }).getAttribute('href')).toBe(
      '/tarang-delhi-1/rjs/rj-kabir-2',
    );
    expect(within(region).getByText('07:00–10:00 IST')).toBeTruthy();
    expect(within(region).getByRole('button', { name: 'Listen live' })).toBeTruthy();

    expect(within(region).getByText('Up next')).toBeTruthy();
    expect(within(region).getByRole('link', { name: 'Midday Masala' }).getAttribute('href')).toBe(
      '/tarang-delhi-1/audio/midday-masala-20',
    );
    expect(within(region).getByText('from 10:00 IST')).toBeTruthy();
    expect(within(region).getByRole('link', { name: 'Full schedule' }).getAttribute('href')).toBe(
      '/tarang-delhi-1/schedule',
    );
  });

  it('writes a show that ends at midnight as ending at 24:00, like the schedule', async () => {
    renderStrip(answering(nowPlaying(lateNight, null)));
    await screen.findByRole('link', { name: 'Raat Ki Baat' });
    expect(within(strip()).getByText('21:00–24:00 IST')).toBeTruthy();
    // Nothing after it today: no "Up next", still the way to the full schedule.
    expect(within(strip()).queryByText('Up next')).toBeNull();
    expect(within(strip()).getByRole('link', { name: 'Full schedule' })).toBeTruthy();
  });

  it('says the station plays on when nothing is scheduled, still with a way to listen', async () => {
    renderStrip(answering(nowPlaying(null, midday)));
    await screen.findByText('Music and shows from the station, non-stop');
    const region = strip();
    // No time range for the gap between shows.
    expect(within(region).queryByText(/–.*IST$/)).toBeNull();
    expect(within(region).getByText('from 10:00 IST')).toBeTruthy();
    expect(within(region).getByRole('button', { name: 'Listen live' })).toBeTruthy();
  });

  it('shows what an external stream says it plays when nothing is scheduled', async () => {
    renderStrip(answering({ ...nowPlaying(null, null), title: 'Lata Mangeshkar – Lag Jaa Gale' }));
    await screen.findByText('Lata Mangeshkar – Lag Jaa Gale');
  });

  it('waits politely while loading and offers to try again when now-playing fails', async () => {
    const user = userEvent.setup();
    let fail = true;
    renderStrip(() =>
      fail
        ? { status: 503, body: { statusCode: 503, error: 'Service Unavailable', message: 'down' } }
        : { status: 200, body: { data: nowPlaying(breakfast, midday) } },
    );
    expect(screen.getByRole('status', { name: 'Loading what is on air' })).toBeTruthy();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('What is on air could not be loaded');
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    await screen.findByRole('link', { name: 'Dilli Breakfast Club' });
  });
});
