import { REASON_MAX } from '@tarang/contracts';
import { type ComponentPropsWithRef, useId } from 'react';
import fieldStyles from '../../shared/ui/form/Field.module.css';
import styles from './RequestModal.module.css';

type Props = Omit<ComponentPropsWithRef<'textarea'>, 'id' | 'maxLength'> & {
  label: string;
  error?: string;
  /** The current text, for the live counter. */
  length: number;
};

/** The reason: at most 250 characters, with the live counter 'n / 250' (announced politely). */
export function ReasonField({ label, error, length, className, ...textarea }: Props) {
  const id = useId();
  const describedBy = [error ? `${id}-message` : null, `${id}-counter`].filter(Boolean).join(' ');
  return (
    <div className={[fieldStyles.field, className].filter(Boolean).join(' ')}>
      <label htmlFor={id} className={fieldStyles.label}>
        {label}
      </label>
      <div className={`${fieldStyles.box} ${styles.reasonBox}`} data-invalid={error ? '' : undefined}>
        <textarea
          id={id}
          className={styles.reason}
          rows={4}
          maxLength={REASON_MAX}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          {...textarea}
        />
      </div>
      <div className={styles.reasonFoot}>
        <p id={`${id}-message`} className={fieldStyles.message} aria-live="polite">
          {error}
        </p>
        <p
          id={`${id}-counter`}
          className={styles.counter}
          aria-live="polite"
          data-full={length >= REASON_MAX || undefined}
        >
          {length} / {REASON_MAX}
        </p>
      </div>
    </div>
  );
}
