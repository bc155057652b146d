import { type ComponentPropsWithRef, type ReactNode, useId, useState } from 'react';
import { useMessages } from '../../i18n';
import { uiMessages } from '../messages';
import { EyeIcon, EyeOffIcon } from '../pageIcons';
import styles from './Field.module.css';

type InputProps = Omit<ComponentPropsWithRef<'input'>, 'id'> & {
  label: string;
  /** The message under the field; also marks the input invalid for assistive technology. */
  error?: string;
  /** Marks the input invalid without a message (the log-in e-mail is checked, its message not shown). */
  invalid?: boolean;
  hint?: ReactNode;
  /** Something inside the field's box after the input (e.g. the show/hide button). */
  trailing?: ReactNode;
};

/** A labelled input with its message. */
export function TextField({ label, error, invalid, hint, trailing, className, ...input }: InputProps) {
  const id = useId();
  const messageId = `${id}-message`;
  const hintId = `${id}-hint`;
  const describedBy = [error ? messageId : null, hint ? hintId : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className={[styles.field, className].filter(Boolean).join(' ')}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      <div className={styles.box} data-invalid={error || invalid ? '' : undefined}>
        <input
          id={id}
          className={styles.input}
          aria-invalid={error || invalid ? true : undefined}
          aria-describedby={describedBy}
          {...input}
        />
        {trailing}
      </div>
      {hint && (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      )}
      <p id={messageId} className={styles.message} aria-live="polite">
        {error}
      </p>
    </div>
  );
}

/** A password input with a show/hide toggle. */
export function PasswordField(props: Omit<InputProps, 'type' | 'trailing'>) {
  const [visible, setVisible] = useState(false);
  const t = useMessages(uiMessages);
  return (
    <TextField
      {...props}
      type={visible ? 'text' : 'password'}
      trailing={
        <button
          type="button"
          className={styles.reveal}
          aria-label={t.showField({ field: props.label.toLowerCase() })}
          aria-pressed={visible}
          onClick={() => setVisible((was) => !was)}
        >
          {visible ? <EyeOffIcon size={20} /> : <EyeIcon size={20} />}
        </button>
      }
    />
  );
}

type CheckboxProps = Omit<ComponentPropsWithRef<'input'>, 'id' | 'type'> & {
  label: ReactNode;
  error?: string;
};

export function CheckboxField({ label, error, ...input }: CheckboxProps) {
  const id = useId();
  const messageId = `${id}-message`;
  return (
    <div className={styles.field}>
      <div className={styles.check}>
        <input
          id={id}
          type="checkbox"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? messageId : undefined}
          {...input}
        />
        <label htmlFor={id}>{label}</label>
      </div>
      <p id={messageId} className={styles.message} aria-live="polite">
        {error}
      </p>
    </div>
  );
}

/** A form-level message: the server's answer when it belongs to no field, or a success note. */
export function FormMessage({ tone, children }: { tone: 'error' | 'success'; children: ReactNode }) {
  if (!children) return null;
  return (
    <p className={styles.formMessage} data-tone={tone} role={tone === 'error' ? 'alert' : 'status'}>
      {children}
    </p>
  );
}
