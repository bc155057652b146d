import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ScheduleSlot } from '@tarang/contracts';
import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setLocale } from '../../shared/i18n';
import { SchedulePage } from './SchedulePage';
import { fakeApi, rj, STATION, slot } from './test-fixtures';

// Friday 27 Nov 2026, 12:30 in India (07:00 UTC).
const NOW = new Date('2026-11-27T07:00:00Z');
const TODAY = '2026-11-27';
const TOMORROW = '2026-11-28';

const asha = rj(1, 'RJ Asha');
const kabir = rj(2, 'RJ Kabir');
const DAYS: Record<string, ScheduleSlot[]> = {
  [TODAY]: [
    slot(1, TODAY, '07:00', '10:00', 'Dilli Breakfast Club', [asha, kabir]),
    slot(2, TODAY, '10:00', '13:00', 'Midday Masala', [kabir]),
    slot(3, TODAY, '13:00', '24:00', 'Retro Raat'),
  ],
  [TOMORROW]: [slot(4, TOMORROW, '08:00', '11:00', 'Weekend Chai', [asha], true)],
};

function Where() {
  const location = useLocation();
  return <output aria-label="location">{`${location.pathname}${location.search}`}</output>;
}

function renderAt(path: string, answer: Parameters<typeof fakeApi>[0] = scheduleApi) {
  const api = fakeApi(answer);
  vi.stubGlobal('fetch', api.fetch);
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter(
    [
      {
        path: '/:station/schedule',
        element: (
          <>
            <SchedulePage station={STATION} listenLive={<button type="button">Listen live</button>} />
            <Where />
          </>
        ),
      },
    ],
    { initialEntries: [path] },
  );
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return api;
}

function scheduleApi(url: URL) {
  const date = url.searchParams.get('date') ?? '';
  return { status: 200, body: { data: DAYS[date] ?? [] } };
}

/** The tabs, in order, by their accessible names. */
function expectTabs(names: string[]) {
  const tabs = within(screen.getByRole('tablist', { name: 'Days' })).getAllByRole('tab');
  expect(tabs).toHaveLength(names.length);
  names.forEach((name, n) => {
    expect(screen.getByRole('tab', { name }), name).toBe(tabs[n]);
  });
}

const dateAsked = (api: { asked: URL[] }) => api.asked.map((url) => url.searchParams.get('date'));

beforeEach(() => {
  // Only the clock is faked: timers and promises run as usual.
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('schedule page', () => {
  it('offers today and the next six days as tabs, today chosen', async () => {
    const api = renderAt('/tarang-delhi-1/schedule');
    expect(screen.getByRole('heading', { level: 1, name: 'Schedule' })).toBeTruthy();
    expectTabs(['Today', 'Tomorrow', 'Sun 29 Nov', 'Mon 30 Nov', 'Tue 1 Dec', 'Wed 2 Dec', 'Thu 3 Dec']);
    // Today and tomorrow also show their date.
    expect(screen.getByRole('tab', { name: 'Today' }).textContent).toBe('TodayFri 27 Nov');
    expect(screen.getByRole('tab', { name: 'Today' }).getAttribute('aria-selected')).toBe('true');
    await screen.findByRole('list', { name: 'Shows today' });
    expect(dateAsked(api)).toEqual([TODAY]);
    expect(screen.getByRole('tabpanel', { name: 'Today' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Listen live' })).toBeTruthy();
  });

  it("lists the day's shows with IST times, links to the show and its RJs, and marks the one on air", async () => {
    renderAt('/tarang-delhi-1/schedule');
    const list = await screen.findByRole('list', { name: 'Shows today' });
    const rows = within(list).getAllByRole('listitem');
    expect(rows).toHaveLength(3);
    const [breakfast, midday, retro] = rows as [HTMLElement, HTMLElement, HTMLElement];

    expect(within(breakfast).getByText('07:00–10:00 IST')).toBeTruthy();
    const show = within(breakfast).getByRole('link', { name: 'Dilli Breakfast Club' });
    expect(show.getAttribute('href')).toBe('/tarang-delhi-1/audio/dilli-breakfast-club-10');
    expect(within(breakfast).getByRole('link', { name: 'RJ Asha' }).getAttribute('href')).toBe(
      '/tarang-delhi-1/rjs/rj-asha-1',
    );
    expect(within(breakfast).getByRole('link', { name: 'RJ Kabir' }).getAttribute('href')).toBe(
      '/tarang-delhi-1/rjs/rj-kabir-2',
    );
    expect(breakfast.textContent).toContain('with RJ Asha & RJ Kabir');

    // 12:30 IST: Midday Masala (10:00–13:00) is on air, and only it.
    expect(midday.getAttribute('aria-current')).toBe('true');
    expect(within(midday).getByText('On air now')).toBeTruthy();
    for (const other of [breakfast, retro]) {
      expect(other.getAttribute('aria-current')).toBeNull();
      expect(within(other).queryByText('On air now')).toBeNull();
    }
    expect(within(retro).getByText('13:00–24:00 IST')).toBeTruthy();
  });

  it('moves between days with the arrow keys, Home and End; another day marks nothing as on air', async () => {
    const user = userEvent.setup();
    const api = renderAt('/tarang-delhi-1/schedule');
    await screen.findByRole('list', { name: 'Shows today' });
    screen.getByRole('tab', { name: 'Today' }).focus();

    await user.keyboard('{ArrowRight}');
    const tomorrow = screen.getByRole('tab', { name: 'Tomorrow' });
    expect(document.activeElement).toBe(tomorrow);
    expect(tomorrow.getAttribute('aria-selected')).toBe('true');
    expect(tomorrow.tabIndex).toBe(0);
    expect(screen.getByRole('tab', { name: 'Today' }).tabIndex).toBe(-1);
    const list = await screen.findByRole('list', { name: 'Shows tomorrow' });
    const [chai] = within(list).getAllByRole('listitem') as [HTMLElement];
    expect(within(chai).getByText('08:00–11:00 IST')).toBeTruthy();
    expect(within(chai).getByText('Special')).toBeTruthy();
    expect(chai.getAttribute('aria-current')).toBeNull();
    expect(screen.getByLabelText('location').textContent).toBe(`/tarang-delhi-1/schedule?day=${TOMORROW}`);

    await user.keyboard('{End}');
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'Thu 3 Dec' }));
    await screen.findByText('Nothing scheduled on Thu 3 Dec');
    await user.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'Today' }));
    await user.keyboard('{ArrowLeft}');
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'Thu 3 Dec' }));
    await user.keyboard('{Home}');
    expect(screen.getByRole('tab', { name: 'Today' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByLabelText('location').textContent).toBe('/tarang-delhi-1/schedule');
    expect(dateAsked(api)).toEqual([TODAY, TOMORROW, '2026-12-03']);
  });

  it('opens the day of a shared link, and today for a day outside the week', async () => {
    const api = renderAt(`/tarang-delhi-1/schedule?day=${TOMORROW}`);
    await screen.findByRole('list', { name: 'Shows tomorrow' });
    expect(screen.getByRole('tab', { name: 'Tomorrow' }).getAttribute('aria-selected')).toBe('true');
    cleanup();
    const old = renderAt('/tarang-delhi-1/schedule?day=2026-01-01');
    await screen.findByRole('list', { name: 'Shows today' });
    expect(dateAsked(api)).toEqual([TOMORROW]);
    expect(dateAsked(old)).toEqual([TODAY]);
  });

  it('counts days in India time whatever the device says', async () => {
    // 01:30 on Saturday 28 Nov in India is still Friday afternoon in New York.
    vi.setSystemTime(new Date('2026-11-27T20:00:00Z'));
    const zone = process.env.TZ;
    process.env.TZ = 'America/New_York';
    try {
      expect(new Date().getDate()).toBe(27);
      const api = renderAt('/tarang-delhi-1/schedule');
      await screen.findByRole('list', { name: 'Shows today' });
      expect(dateAsked(api)).toEqual([TOMORROW]);
      expectTabs(['Today', 'Tomorrow', 'Mon 30 Nov', 'Tue 1 Dec', 'Wed 2 Dec', 'Thu 3 Dec', 'Fri 4 Dec']);
      expect(screen.getByRole('tab', { name: 'Today' }).textContent).toBe('TodaySat 28 Nov');
    } finally {
      process.env.TZ = zone;
    }
  });

  it('says so when a day has no shows, and shows a skeleton while it loads', async () => {
    let release: () => void = () => {};
    const api = renderAt('/tarang-delhi-1/schedule', (url) =>
      url.searchParams.get('date') === TODAY
        ? new Promise<never>((_, reject) => {
            release = () => reject(new Error('held'));
          })
        : { status: 200, body: { data: [] } },
    );
    expect(screen.getByRole('status', { name: 'Loading the schedule' })).toBeTruthy();
    release();
    await screen.findByText('The schedule could not be loaded. Check your connection and try again.');
    await userEvent.setup().click(screen.getByRole('tab', { name: 'Sun 29 Nov' }));
    await screen.findByText('Nothing scheduled on Sun 29 Nov');
    expect(dateAsked(api)).toEqual([TODAY, '2026-11-29']);
  });

  it('offers to try again when the schedule cannot be loaded', async () => {
    const user = userEvent.setup();
    let fail = true;
    renderAt('/tarang-delhi-1/schedule', (url) =>
      fail
        ? { status: 500, body: { statusCode: 500, error: 'Internal Server Error', message: 'boom' } }
        : scheduleApi(url),
    );
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('The schedule could not be loaded');
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(screen.getByRole('list', { name: 'Shows today' })).toBeTruthy());
  });

  it('reads in Hindi once the listener switches, dates and sentences included, and back in English', async () => {
    renderAt('/tarang-delhi-1/schedule');
    await screen.findByRole('list', { name: 'Shows today' });
    await act(() => setLocale('hi'));
    try {
      expect(screen.getByRole('heading', { level: 1, name: 'कार्यक्रम सूची' })).toBeTruthy();
      const tabs = within(screen.getByRole('tablist', { name: 'दिन' })).getAllByRole('tab');
      expect(tabs.map((tab) => tab.textContent)).toEqual([
        'आजशुक्र, 27 नव॰',
        'कलशनि, 28 नव॰',
        'रवि, 29 नव॰',
        'सोम, 30 नव॰',
        'मंगल, 1 दिस॰',
        'बुध, 2 दिस॰',
        'गुरु, 3 दिस॰',
      ]);
      const today = screen.getByRole('list', { name: 'आज के शो' });
      const [breakfast, midday] = within(today).getAllByRole('listitem');
      expect(breakfast?.textContent).toContain('होस्ट: RJ Asha और RJ Kabir');
      expect(within(midday as HTMLElement).getByText('अभी ऑन एयर')).toBeTruthy();
      await userEvent.setup().click(screen.getByRole('tab', { name: 'कल' }));
      const tomorrow = await screen.findByRole('list', { name: 'कल के शो' });
      expect(within(tomorrow).getByText('स्पेशल')).toBeTruthy();
      await userEvent.setup().click(screen.getByRole('tab', { name: 'गुरु, 3 दिस॰' }));
      await screen.findByText('गुरु, 3 दिस॰ को कोई कार्यक्रम तय नहीं है');
    } finally {
      await act(() => setLocale('en'));
    }
    expect(screen.getByRole('heading', { level: 1, name: 'Schedule' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Thu 3 Dec' }).getAttribute('aria-selected')).toBe('true');
  });
});
