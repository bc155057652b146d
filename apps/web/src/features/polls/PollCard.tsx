import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Poll } from '@tarang/contracts';
import { type FormEvent, useId, useRef, useState } from 'react';
import { ApiRequestError } from '../../shared/api/client';
import { formatDay } from '../../shared/format';
import { useAuthDialog } from '../auth/context';
import { useUser } from '../auth/useUser';
import { sendVote, shareOf, storePoll } from './api';
import styles from './Poll.module.css';

export const POLL_TEXT = {
  vote: 'Vote',
  chooseFirst: 'Choose an answer first',
  signInToVote: 'Log in to vote. One vote per listener.',
  thanks: 'Thanks for voting!',
  failed: 'Your vote could not be sent. Please try again.',
  yourVote: 'Your vote',
} as const;

/**
 * One poll. Open and not yet voted: its answers to choose from and a Vote button (an anonymous listener gets
 * the login dialog). Voted, or closed: the results, with the listener's own answer marked.
 */
export function PollCard({ poll, onChanged }: { poll: Poll; onChanged?: () => void }) {
  const user = useUser();
  const { openAuth } = useAuthDialog();
  const queryClient = useQueryClient();
  const id = useId();
  const [choice, setChoice] = useState<number | null>(null);
  const [message, setMessage] = useState<string | null>(null);
  const [thanked, setThanked] = useState(false);
  const results = useRef<HTMLDivElement>(null);

  const vote = useMutation({
    mutationFn: (optionId: number) => sendVote(poll.id, optionId),
    onSuccess: (updated) => {
      storePoll(queryClient, updated);
      setMessage(null);
      setThanked(true);
      requestAnimationFrame(() => results.current?.focus());
    },
    onError: (error) => {
      if (error instanceof ApiRequestError && error.status === 401) {
        openAuth('signIn');
        return;
      }
      if (error instanceof ApiRequestError && (error.status === 409 || error.status === 400)) {
        // Already voted (another tab) or closed meanwhile: say so and show the poll as it is now.
        setMessage(error.message);
        onChanged?.();
        return;
      }
      console.error('Failed to vote', error);
      setMessage(POLL_TEXT.failed);
    },
  });

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!user) {
      openAuth('signIn');
      return;
    }
    if (choice === null) {
      setMessage(POLL_TEXT.chooseFirst);
      return;
    }
    if (!vote.isPending) vote.mutate(choice);
  };

  const showResults = !poll.isOpen || poll.myVote !== null;
  const status = poll.isOpen ? `Closes ${formatDay(poll.endsAt)}` : `Closed ${formatDay(poll.endsAt)}`;

  if (showResults) {
    return (
      // biome-ignore lint/a11y/useSemanticElements: results to read, not form controls; the group carries the question as its name
      <div className={styles.poll} ref={results} tabIndex={-1} role="group" aria-labelledby={`${id}-q`}>
        <p className={styles.status}>
          {poll.isOpen ? `Results so far · ${status}` : `Final results · ${status}`}
        </p>
        <h3 id={`${id}-q`} className={styles.question}>
          {poll.question}
        </h3>
        {message && (
          <p className={styles.notice} role="status">
            {message}
          </p>
        )}
        <ul className={styles.results} aria-label="Results">
          {poll.options.map((option) => {
            const share = shareOf(option.votes, poll.totalVotes);
            const mine = poll.myVote === option.id;
            return (
              <li key={option.id} className={styles.result} data-mine={mine || undefined}>
                <span className={styles.bar} style={{ inlineSize: `${share}%` }} aria-hidden="true" />
                <span className={styles.resultText}>
                  {option.text}
                  {mine && <span className={styles.mine}>{POLL_TEXT.yourVote}</span>}
                </span>
                <span className={styles.share}>{share}%</span>
              </li>
            );
          })}
        </ul>
        <p className={styles.total} role="status">
          {poll.totalVotes} {poll.totalVotes === 1 ? 'vote' : 'votes'}
          {thanked && ` · ${POLL_TEXT.thanks}`}
        </p>
      </div>
    );
  }

  return (
    <form className={styles.poll} onSubmit={onSubmit} aria-labelledby={`${id}-q`} noValidate>
      <p className={styles.status}>{status}</p>
      <fieldset className={styles.fieldset} aria-describedby={message ? `${id}-message` : undefined}>
        <legend id={`${id}-q`} className={styles.question}>
          {poll.question}
        </legend>
        <div className={styles.options}>
          {poll.options.map((option) => (
            <label key={option.id} className={styles.option}>
              <input
                type="radio"
                name={`poll-${poll.id}`}
                value={option.id}
                checked={choice === option.id}
                onChange={() => {
                  setChoice(option.id);
                  setMessage(null);
                }}
              />
              <span>{option.text}</span>
            </label>
          ))}
        </div>
      </fieldset>
      <div className={styles.footer}>
        <button type="submit" className={styles.vote} aria-busy={vote.isPending || undefined}>
          {POLL_TEXT.vote}
        </button>
        <p id={`${id}-message`} className={styles.message} role="alert">
          {message}
        </p>
        {!user && !message && <p className={styles.hint}>{POLL_TEXT.signInToVote}</p>}
      </div>
    </form>
  );
}
