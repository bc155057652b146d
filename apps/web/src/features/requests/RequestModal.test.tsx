import * as Dialog from '@radix-ui/react-dialog';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { Station } from '@tarang/contracts';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stationsQuery } from '../../shared/station/api';
import { StationContext } from '../../shared/station/context';
import { type RequestTarget, useRequestModal } from './context';
import RequestModal, { RequestPanel } from './RequestModal';
import { RequestProvider } from './RequestProvider';

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

const DELHI = station(1, 'Delhi', '#E63946');
const MUMBAI = station(2, 'Mumbai', '#F77F00');
const STATIONS = [DELHI, MUMBAI, station(3, 'Bengaluru', '#2A9D8F')];

type Sent = { url: string; body: Record<string, unknown> };
let sent: Sent[];
let answer: () => Response;

beforeEach(() => {
  sent = [];
  answer = () =>
    new Response(JSON.stringify({ message: 'Request submitted successfully', data: { id: 7 } }), {
      status: 201,
      headers: { 'content-type': 'application/json' },
    });
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      sent.push({ url: String(url), body: JSON.parse(String(init.body)) });
      return answer();
    }),
  );
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
});

function wrap(children: ReactNode) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  client.setQueryData(stationsQuery().queryKey, STATIONS);
  return (
    <QueryClientProvider client={client}>
      <StationContext.Provider value={DELHI}>{children}</StationContext.Provider>
    </QueryClientProvider>
  );
}

function openModal(target: RequestTarget) {
  const onOpenChange = vi.fn();
  render(wrap(<RequestModal open onOpenChange={onOpenChange} target={target} />));
  return { onOpenChange, dialog: screen.getByRole('dialog') };
}

/** The message shown for a field: the text of the elements it is described by. */
function described(element: HTMLElement): string {
  return (element.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ')
    .trim();
}

const stationButton = () => screen.getByRole('button', { name: /^Station / });

describe('request modal', () => {
  it('titles each kind of request and preselects the current station', () => {
    openModal({ type: 'studio_visit' });
    expect(screen.getByRole('dialog', { name: 'Studio Visit' })).toBeTruthy();
    expect(stationButton().textContent).toContain('Tarang Delhi');
    cleanup();
    openModal({ type: 'lets_collab' });
    expect(screen.getByRole('dialog', { name: "Let's Collab" })).toBeTruthy();
    cleanup();
    openModal({ type: 'lets_collab', rj: { profileId: 'rj1001', name: 'Simran Kaur' } });
    expect(screen.getByRole('dialog', { name: 'Collab with Simran Kaur' })).toBeTruthy();
  });

  it('shows only the first failing message on submit, in order, and focuses that field', async () => {
    const user = userEvent.setup();
    openModal({ type: 'studio_visit' });
    const name = screen.getByLabelText('Name');
    const mobile = screen.getByLabelText('Mobile');
    const reason = screen.getByLabelText('Reason');
    const submit = screen.getByRole('button', { name: 'Submit' });
    const alerts = () =>
      [...document.querySelectorAll('[aria-live="polite"]')]
        .map((node) => node.textContent?.trim())
        .filter((text) => text && !/\d+ \/ 250/.test(text));

    const expectOnly = async (field: HTMLElement, message: string) => {
      await user.click(submit);
      await waitFor(() => expect(alerts()).toEqual([message]));
      expect(described(field)).toContain(message);
      expect(document.activeElement).toBe(field);
    };

    await expectOnly(name, 'Username is required');
    await user.type(name, 'As');
    await expectOnly(name, 'Username must be at least 3 characters');
    await user.type(name, 'ha');
    await expectOnly(mobile, 'Mobile is required');
    await user.type(mobile, 'a5b');
    expect((mobile as HTMLInputElement).value).toBe('5');
    await expectOnly(mobile, 'Should start with 6, 7, 8, or 9');
    await user.clear(mobile);
    await user.type(mobile, '98765');
    await expectOnly(mobile, 'Should be 10 digits');
    await user.type(mobile, '43210999');
    expect((mobile as HTMLInputElement).value).toBe('9876543210');
    await expectOnly(reason, 'Reason is required');
    await user.type(reason, '   ');
    await expectOnly(reason, 'Reason is required');
    expect(sent).toHaveLength(0);
  });

  it('counts the reason live, up to 250', async () => {
    const user = userEvent.setup();
    openModal({ type: 'studio_visit' });
    const reason = screen.getByLabelText('Reason');
    expect(described(reason)).toBe('0 / 250');
    await user.type(reason, 'Hello');
    expect(described(reason)).toBe('5 / 250');
    expect(reason.getAttribute('maxlength')).toBe('250');
    fireEvent.input(reason, { target: { value: 'r'.repeat(250) } });
    expect(described(reason)).toBe('250 / 250');
  });

  it("sends a trimmed let's collab with the RJ, then shows the server's message and closes on Close", async () => {
    const user = userEvent.setup();
    const { onOpenChange } = openModal({
      type: 'lets_collab',
      rj: { profileId: 'rj1001', name: 'Simran Kaur' },
    });
    await user.type(screen.getByLabelText('Name'), '  Asha Rao  ');
    await user.type(screen.getByLabelText('Mobile'), '9876543210');
    await user.type(screen.getByLabelText('Reason'), '  A food podcast.  ');
    await user.click(stationButton());
    const search = await screen.findByRole('combobox', { name: 'Search stations' });
    await user.type(search, 'mum');
    await user.keyboard('{Enter}');
    await waitFor(() => expect(stationButton().textContent).toContain('Tarang Mumbai'));
    await user.click(screen.getByRole('button', { name: 'Submit' }));

    const banner = await screen.findByRole('status');
    expect(within(banner).getByText('Request submitted successfully')).toBeTruthy();
    expect(banner.textContent).toContain('98765 43210');
    expect(sent).toEqual([
      {
        url: '/api/customer/v1/request',
        body: {
          requestType: 'lets_collab',
          name: 'Asha Rao',
          contactNumber: '9876543210',
          stationDetail: { stationId: 2, stationName: 'Tarang Mumbai' },
          reason: 'A food podcast.',
          rjDetail: { profileId: 'rj1001', profileName: 'Simran Kaur' },
        },
      },
    ]);
    // Success: the form is gone, one Close button (it has the focus) closes the modal.
    expect(screen.queryByRole('button', { name: 'Submit' })).toBeNull();
    const close = screen.getByRole('button', { name: 'Close' });
    expect(document.activeElement).toBe(close);
    await user.click(close);
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });

  it('keeps the form and says so when the server refuses', async () => {
    const user = userEvent.setup();
    answer = () => new Response(JSON.stringify({ statusCode: 500, message: 'Boom' }), { status: 500 });
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    openModal({ type: 'studio_visit' });
    await user.type(screen.getByLabelText('Name'), 'Asha');
    await user.type(screen.getByLabelText('Mobile'), '9876543210');
    await user.type(screen.getByLabelText('Reason'), 'A visit');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('Something went wrong! Please try again later.');
    expect(sent[0]?.body).not.toHaveProperty('rjDetail');
    expect((screen.getByLabelText('Name') as HTMLInputElement).value).toBe('Asha');
    expect((screen.getByLabelText('Reason') as HTMLTextAreaElement).value).toBe('A visit');
    expect(screen.getByRole('button', { name: 'Submit' })).toBeTruthy();
    expect(warn).toHaveBeenCalledOnce();
  });

  it('says when to try again when the server asks it to wait (429 with Retry-After)', async () => {
    const user = userEvent.setup();
    answer = () =>
      new Response(JSON.stringify({ statusCode: 429, message: 'Too many' }), {
        status: 429,
        headers: { 'retry-after': '300' },
      });
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    openModal({ type: 'studio_visit' });
    await user.type(screen.getByLabelText('Name'), 'Asha');
    await user.type(screen.getByLabelText('Mobile'), '9876543210');
    await user.type(screen.getByLabelText('Reason'), 'A visit');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('Too many attempts. Try again in 5 minutes.');
    expect((screen.getByLabelText('Reason') as HTMLTextAreaElement).value).toBe('A visit');
  });

  it('keeps the ten digits of a pasted number with its country code', async () => {
    const user = userEvent.setup();
    openModal({ type: 'studio_visit' });
    const mobile = screen.getByLabelText('Mobile') as HTMLInputElement;
    await user.click(mobile);
    await user.paste('+91 98765 43210');
    expect(mobile.value).toBe('9876543210');
    await user.clear(mobile);
    await user.paste('098765-43210');
    expect(mobile.value).toBe('9876543210');
  });

  it("says 'Station is required' when no station is chosen, on the station field", async () => {
    const user = userEvent.setup();
    render(
      wrap(
        <Dialog.Root open>
          <Dialog.Content aria-describedby={undefined}>
            <RequestPanel
              target={{ type: 'studio_visit' }}
              defaultStationId={null}
              current={DELHI}
              popoverContainer={null}
              onClose={() => undefined}
            />
          </Dialog.Content>
        </Dialog.Root>,
      ),
    );
    expect(stationButton().textContent).toContain('Choose a station');
    await user.type(screen.getByLabelText('Name'), 'Asha');
    await user.type(screen.getByLabelText('Mobile'), '9876543210');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(described(stationButton())).toBe('Station is required'));
    expect(document.activeElement).toBe(stationButton());
    expect(stationButton().getAttribute('aria-invalid')).toBe('true');
    await user.click(stationButton());
    await user.click(await screen.findByRole('option', { name: 'Tarang Bengaluru' }));
    await waitFor(() => expect(described(stationButton())).toBe(''));
    expect(stationButton().textContent).toContain('Tarang Bengaluru');
  });
});

describe('request provider', () => {
  function Opener() {
    const { openRequest } = useRequestModal();
    return (
      <button type="button" onClick={() => openRequest({ type: 'lets_collab' })}>
        Open
      </button>
    );
  }

  it('opens the modal lazily on its first field and gives the focus back to the button that opened it', async () => {
    const user = userEvent.setup();
    render(
      wrap(
        <RequestProvider>
          <Opener />
        </RequestProvider>,
      ),
    );
    const opener = screen.getByRole('button', { name: 'Open' });
    await user.click(opener);
    await screen.findByRole('dialog', { name: "Let's Collab" });
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('Name')));
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(document.activeElement).toBe(opener);
  });

  it('is a developer error outside the provider', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => render(<Opener />)).toThrow('useRequestModal() must be used inside <RequestProvider>');
  });
});
