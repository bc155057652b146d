import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { Poll } from '@tarang/contracts';
import { cleanup, render, screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AuthDialogContext } from '../../shared/user/authDialog';
import { PollCard } from './PollCard';

const closedPoll = (votes: number[]): Poll => ({
  id: 7,
  stationId: 2,
  question: 'Best monsoon snack?',
  startsAt: '2025-06-01T00:00:00.000Z',
  endsAt: '2025-06-08T00:00:00.000Z',
  isOpen: false,
  totalVotes: votes.reduce((sum, n) => sum + n, 0),
  options: ['Vada pav', 'Bhutta'].map((text, i) => ({ id: i + 1, text, votes: votes[i] ?? 0 })),
  myVote: null,
});

function renderPoll(poll: Poll) {
  const client = new QueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>
      <AuthDialogContext.Provider value={{ openAuth: vi.fn() }}>{children}</AuthDialogContext.Provider>
    </QueryClientProvider>
  );
  render(<PollCard poll={poll} />, { wrapper });
  return screen.getByRole('group', { name: 'Best monsoon snack?' });
}

describe('PollCard, closed', () => {
  afterEach(cleanup);

  it('with no votes says so and lists the answers without "0%" results', () => {
    const card = renderPoll(closedPoll([0, 0]));
    expect(within(card).getByText('No votes were cast')).toBeTruthy();
    expect(card.textContent).not.toMatch(/\d+\s*%/);
    expect(within(card).queryByRole('list', { name: 'Results' })).toBeNull();
    const answers = within(card).getByRole('list', { name: 'Answers' });
    expect(
      within(answers)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Vada pav', 'Bhutta']);
  });

  it('with votes shows each answer’s share and the total', () => {
    const card = renderPoll(closedPoll([3, 1]));
    const results = within(card).getByRole('list', { name: 'Results' });
    expect(
      within(results)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Vada pav75%', 'Bhutta25%']);
    expect(within(card).getByText('4 votes')).toBeTruthy();
    expect(within(card).queryByText('No votes were cast')).toBeNull();
  });
});
