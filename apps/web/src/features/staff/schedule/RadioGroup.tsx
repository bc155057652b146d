import { useId } from 'react';
import ui from '../ui/console.module.css';
import styles from './Schedule.module.css';

type Props<V extends string> = {
  legend: string;
  value: V;
  choices: readonly { value: V; label: string }[];
  onChange: (value: V) => void;
  hint?: string;
};

/**
 * One of a few choices that change which fields follow (a weekly slot or a date; built-in playout or an
 * external stream): a fieldset of radio buttons, so the arrow keys move between them and the legend names them.
 */
export function RadioGroup<V extends string>({ legend, value, choices, onChange, hint }: Props<V>) {
  const name = useId();
  return (
    <fieldset className={styles.radios} aria-describedby={hint ? `${name}-hint` : undefined}>
      <legend>{legend}</legend>
      {choices.map((choice) => (
        <label key={choice.value} className={styles.radio}>
          <input
            type="radio"
            name={name}
            value={choice.value}
            checked={value === choice.value}
            onChange={() => onChange(choice.value)}
          />
          {choice.label}
        </label>
      ))}
      {hint && (
        <p id={`${name}-hint`} className={`${ui.hint} ${ui.wide}`}>
          {hint}
        </p>
      )}
    </fieldset>
  );
}
