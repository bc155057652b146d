import { skipToken, useQuery } from '@tanstack/react-query';
import type { StaffPoll } from '@tarang/contracts';
import { staffPolls } from '@tarang/contracts/staff-endpoints';
import { call } from '../../../shared/api/call';
import { staffKey } from '../api';
import styles from './Polls.module.css';

/** How often an open poll's results are read again while its page is visible. */
const REFRESH_MS = 10_000;

/** A whole-number share of the votes. */
const percentOf = (votes: number, total: number) => (total > 0 ? Math.round((votes / total) * 100) : 0);

/**
 * A poll's results as they come in, read again every 10 s while the poll is open and the page is visible (a
 * save refreshes them at once). Kept apart from the item the form edits, so a refresh never resets the form.
 * Nothing is read for a new poll, or while `paused` (the poll is being deleted).
 */
export function useLiveResults(poll: StaffPoll | undefined, loadedAt: number, paused: boolean) {
  const query = useQuery({
    queryKey: [...staffKey(staffPolls.item, { id: poll?.id }), 'results'],
    queryFn: poll
      ? ({ signal }) => call(staffPolls.item, { params: { id: poll.id }, signal }).then((r) => r.data)
      : skipToken,
    initialData: poll,
    initialDataUpdatedAt: loadedAt,
    staleTime: REFRESH_MS / 2,
    refetchInterval: (current) => (current.state.data?.state === 'open' ? REFRESH_MS : false),
    refetchIntervalInBackground: false,
    enabled: !paused,
    retry: false,
  });
  return poll ? (query.data ?? poll) : undefined;
}

const votesText = (n: number) => `${n} ${n === 1 ? 'vote' : 'votes'}`;

/** Votes per option with a bar and a percentage, and the total. */
export function PollResults({ poll }: { poll: StaffPoll }) {
  const total = poll.totalVotes;
  return (
    <section className={styles.results} aria-labelledby="results-title">
      <div className={styles.resultsHead}>
        <h2 id="results-title" className={styles.resultsTitle}>
          {poll.state === 'closed' ? 'Final results' : 'Live results'}
        </h2>
        <p className={styles.total}>{votesText(total)} in all</p>
      </div>
      <ul className={styles.bars} aria-label="Votes per option">
        {poll.options.map((option) => {
          const percent = percentOf(option.votes, total);
          return (
            <li key={option.id} className={styles.bar}>
              <span className={styles.barText}>{option.text}</span>
              <span className={styles.barCount}>
                {votesText(option.votes)} · {percent}%
              </span>
              <span className={styles.track} aria-hidden="true">
                <span className={styles.fill} style={{ inlineSize: `${percent}%` }} />
              </span>
            </li>
          );
        })}
      </ul>
      <p className={styles.note}>
        {poll.state === 'open'
          ? 'Listeners are voting now: these numbers refresh every 10 seconds.'
          : poll.state === 'upcoming'
            ? 'Voting starts when the poll opens.'
            : 'Voting has closed.'}
      </p>
    </section>
  );
}
