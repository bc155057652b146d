import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setUser } from '../../shared/api/session';
import { AuthDialogContext } from '../../shared/user/authDialog';
import { FavoriteButton } from './FavoriteButton';

const episode = { id: 42, title: 'Monsoon Mix', isFavorite: false };

function renderButton(openAuth = vi.fn()) {
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>
      <AuthDialogContext.Provider value={{ openAuth }}>{children}</AuthDialogContext.Provider>
    </QueryClientProvider>
  );
  render(<FavoriteButton episode={episode} />, { wrapper });
  return { openAuth, button: screen.getByRole('button', { name: 'Favourite Monsoon Mix' }) };
}

describe('FavoriteButton / useFavorite', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    setUser(null);
  });

  it('an anonymous click opens the login dialog and sends nothing', async () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    const { openAuth, button } = renderButton();
    await userEvent.click(button);
    expect(openAuth).toHaveBeenCalledWith('signIn');
    expect(fetchMock).not.toHaveBeenCalled();
    expect(button.getAttribute('aria-pressed')).toBe('false');
  });

  it('signed in: pressed at once, rolled back when the server refuses', async () => {
    setUser({
      id: 1,
      name: 'Asha',
      email: 'a@b.in',
      stationId: 1,
      token: 't',
      refreshToken: 'r'.repeat(40),
      tokenExpiresAt: '',
    });
    let fail: (response: Response) => void = () => undefined;
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise<Response>((resolve) => (fail = resolve))),
    );
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { button } = renderButton();
    await userEvent.click(button);
    expect(button.getAttribute('aria-pressed')).toBe('true');
    fail(new Response(JSON.stringify({ message: 'boom' }), { status: 500 }));
    await waitFor(() => expect(button.getAttribute('aria-pressed')).toBe('false'));
    expect(logged).toHaveBeenCalledWith('Failed to add to favorite', expect.anything());
  });
});
