import type { PollSeed } from './data';

/**
 * The listeners who voted in the demo network's polls, so that a poll's results (a closed one's above all) are
 * not empty. Made-up names, addresses of the reserved .example domain and no password: nobody can sign in as
 * one, and they are not addresses of anyone.
 */
const FIRST_NAMES = [
  'Aarav',
  'Ishaan',
  'Kavya',
  'Pallavi',
  'Rahul',
  'Yusuf',
  'Arjun',
  'Nandini',
  'Farhan',
  'Lakshmi',
  'Vivek',
  'Tanvi',
  'Sandeep',
  'Ritika',
  'Imran',
  'Gayatri',
];
const INITIALS = ['A', 'B', 'D', 'G', 'K', 'M', 'N', 'P', 'R', 'S', 'T', 'V'];

export type DemoListener = { name: string; email: string; station: number };

export function demoListeners(count: number, stations: number): DemoListener[] {
  return Array.from({ length: count }, (_, i) => ({
    name: `${FIRST_NAMES[i % FIRST_NAMES.length]} ${INITIALS[(i * 5) % INITIALS.length]}.`,
    email: `voter${String(i + 1).padStart(3, '0')}@demo-voters.example`,
    station: (i % stations) + 1,
  }));
}

/** One vote: the poll, option and listener, each an index into its list. */
export type DemoVote = { poll: number; option: number; listener: number };

/** Each poll's votes as its data counts them, cast by a different run of the listeners for each poll. */
export function demoVotes(polls: readonly PollSeed[], listeners: number): DemoVote[] {
  const votes: DemoVote[] = [];
  polls.forEach((poll, p) => {
    const total = poll.votes.reduce((sum, n) => sum + n, 0);
    if (poll.votes.length !== poll.options.length || total > listeners)
      throw new Error(`the poll "${poll.question}" has votes for other options, or more than ${listeners}`);
    let next = (p * 7) % listeners;
    poll.votes.forEach((count, option) => {
      for (let n = 0; n < count; n++) {
        votes.push({ poll: p, option, listener: next });
        next = (next + 1) % listeners;
      }
    });
  });
  return votes;
}
