import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Poll } from '@tarang/contracts';
import { type FormEvent, useId, useRef, useState } from 'react';
import { ApiRequestError } from '../../shared/api/client';
import { tooManyMessage } from '../../shared/api/tooMany';
import { formatDay } from '../../shared/format';
import { useMessages } from '../../shared/i18n';
import { useAuthDialog } from '../../shared/user/authDialog';
import { useUser } from '../../shared/user/useUser';
import { sendVote, shareOf, storePoll } from './api';
import { pollMessages } from './messages';
import styles from './Poll.module.css';

/**
 * One poll. Open and not yet voted: its answers to choose from and a Vote button (an anonymous listener gets
 * the login dialog). Voted, or closed: the results, with the listener's own answer marked. A poll that closed
 * with no votes says so and lists its answers without bars: "0 %" everywhere would read as a result.
 */
export function PollCard({ poll, onChanged }: { poll: Poll; onChanged?: () => void }) {
  const t = useMessages(pollMessages);
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
      // Rate-limited: when to try again, not a failure.
      const tooMany = tooManyMessage(error);
      if (tooMany) {
        setMessage(tooMany);
        return;
      }
      console.error('Failed to vote', error);
      setMessage(pollMessages.get().failed);
    },
  });

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!user) {
      openAuth('signIn');
      return;
    }
    if (choice === null) {
      setMessage(t.chooseFirst);
      return;
    }
    if (!vote.isPending) vote.mutate(choice);
  };

  const showResults = !poll.isOpen || poll.myVote !== null;
  const date = formatDay(poll.endsAt);
  const status = poll.isOpen ? t.closes({ date }) : t.closed({ date });
  const noVotes = !poll.isOpen && poll.totalVotes === 0;

  if (showResults) {
    return (
      // biome-ignore lint/a11y/useSemanticElements: results to read, not form controls; the group carries the question as its name
      <div className={styles.poll} ref={results} tabIndex={-1} role="group" aria-labelledby={`${id}-q`}>
        <p className={styles.status}>
          {poll.isOpen ? t.resultsSoFar({ status }) : t.finalResults({ status })}
        </p>
        <h3 id={`${id}-q`} className={styles.question}>
          {poll.question}
        </h3>
        {message && (
          <p className={styles.notice} role="status">
            {message}
          </p>
        )}
        {noVotes ? (
          <ul className={styles.results} aria-label={t.answers}>
            {poll.options.map((option) => (
              <li key={option.id} className={styles.result}>
                <span className={styles.resultText}>{option.text}</span>
              </li>
            ))}
          </ul>
        ) : (
          <ul className={styles.results} aria-label={t.results}>
            {poll.options.map((option) => {
              const share = shareOf(option.votes, poll.totalVotes);
              const mine = poll.myVote === option.id;
              return (
                <li key={option.id} className={styles.result} data-mine={mine || undefined}>
                  <span className={styles.bar} style={{ inlineSize: `${share}%` }} aria-hidden="true" />
                  <span className={styles.resultText}>
                    {option.text}
                    {mine && <span className={styles.mine}>{t.yourVote}</span>}
                  </span>
                  <span className={styles.share}>{share}%</span>
                </li>
              );
            })}
          </ul>
        )}
        <p className={styles.total} role="status">
          {noVotes ? t.noVotes : t.votes(poll.totalVotes)}
          {thanked && ` · ${t.thanks}`}
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
          {t.vote}
        </button>
        <p id={`${id}-message`} className={styles.message} role="alert">
          {message}
        </p>
        {!user && !message && <p className={styles.hint}>{t.signInToVote}</p>}
      </div>
    </form>
  );
}
