import { POLL_TEXT, type PollFormBody } from '@tarang/contracts';
import { useId } from 'react';
import { type Control, get, type UseFormRegister, useFieldArray, useFormState } from 'react-hook-form';
import consoleStyles from '../ui/console.module.css';
import { TextInput } from '../ui/fields';
import styles from './Polls.module.css';

type Props = {
  control: Control<PollFormBody>;
  register: UseFormRegister<PollFormBody>;
  /** Votes so far by option id (live), so an editor sees which options listeners chose. */
  votes: Map<number, number>;
  /** Puts the options back as they were loaded (after the server refused a change to them). */
  onRestore?: () => void;
};

const votesText = (n: number) => `${n} ${n === 1 ? 'vote' : 'votes'}`;

/**
 * The answers listeners choose from, in their order: 2 to 10, each re-worded, moved, removed or added here. An
 * existing option keeps its id through all of it, so its votes stay with it; the server refuses (409) to remove
 * one that has votes, and that answer is shown here.
 */
export function PollOptionsField({ control, register, votes, onRestore }: Props) {
  const id = useId();
  const { fields, append, remove, move } = useFieldArray({ control, name: 'options', keyName: 'key' });
  const { errors } = useFormState({ control, name: 'options' });
  // The whole list's message: from the schema (too few, too many) at .root, from the server on the field itself.
  const listError = (get(errors, 'options.root.message') ?? get(errors, 'options.message')) as
    | string
    | undefined;
  const fromServer = get(errors, 'options.type') === 'server';

  const moveTo = (from: number, to: number, button: 'up' | 'down') => {
    move(from, to);
    // Keep the focus on the option that moved (on the same button, or the other one at either end).
    requestAnimationFrame(() => {
      const same = document.getElementById(`${id}-${button}-${to}`) as HTMLButtonElement | null;
      const other = document.getElementById(`${id}-${button === 'up' ? 'down' : 'up'}-${to}`);
      (same && !same.disabled ? same : other)?.focus();
    });
  };

  return (
    <>
      <ol className={styles.options} aria-label="Options">
        {fields.map((field, index) => {
          const optionId = (field as { id?: number }).id;
          const count = optionId === undefined ? undefined : (votes.get(optionId) ?? 0);
          const n = index + 1;
          return (
            <li key={field.key} className={styles.option}>
              <TextInput
                label={`Option ${n}`}
                maxLength={POLL_TEXT.option}
                hint={
                  count === undefined
                    ? 'New option'
                    : count > 0
                      ? `${votesText(count)}: keep it (you may re-word or move it).`
                      : 'No votes yet.'
                }
                error={get(errors, `options.${index}.text.message`) as string | undefined}
                {...register(`options.${index}.text`)}
              />
              <div className={styles.optionTools}>
                <button
                  type="button"
                  id={`${id}-up-${index}`}
                  className={styles.tool}
                  aria-label={`Move option ${n} up`}
                  disabled={index === 0}
                  onClick={() => moveTo(index, index - 1, 'up')}
                >
                  ↑
                </button>
                <button
                  type="button"
                  id={`${id}-down-${index}`}
                  className={styles.tool}
                  aria-label={`Move option ${n} down`}
                  disabled={index === fields.length - 1}
                  onClick={() => moveTo(index, index + 1, 'down')}
                >
                  ↓
                </button>
                <button
                  type="button"
                  className={styles.removeTool}
                  aria-label={`Remove option ${n}`}
                  disabled={fields.length <= POLL_TEXT.minOptions}
                  onClick={() => remove(index)}
                >
                  Remove
                </button>
              </div>
            </li>
          );
        })}
      </ol>
      <p id={`${id}-message`} className={styles.optionsError} role="alert">
        {listError}
      </p>
      <div className={styles.optionsFoot}>
        <button
          type="button"
          className={consoleStyles.secondary}
          disabled={fields.length >= POLL_TEXT.maxOptions}
          onClick={() => append({ text: '' })}
        >
          Add an option
        </button>
        {fromServer && onRestore && (
          <button type="button" className={consoleStyles.secondary} onClick={onRestore}>
            Put the options back as saved
          </button>
        )}
        <p className={consoleStyles.hint}>
          {POLL_TEXT.minOptions} to {POLL_TEXT.maxOptions} options, in the order listeners see them.
        </p>
      </div>
    </>
  );
}
