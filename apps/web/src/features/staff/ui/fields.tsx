import { type ComponentPropsWithRef, type ReactNode, useId } from 'react';
import { type Control, Controller, type FieldValues, type Path } from 'react-hook-form';
import styles from './console.module.css';

/** What every console field shares: a visible label, an optional hint, the message under it. */
type Frame = { label: string; hint?: ReactNode; error?: string };

function FieldFrame({ id, label, hint, error, children }: Frame & { id: string; children: ReactNode }) {
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      {children}
      {hint && (
        <p id={`${id}-hint`} className={styles.hint}>
          {hint}
        </p>
      )}
      <p id={`${id}-message`} className={styles.message} aria-live="polite">
        {error}
      </p>
    </div>
  );
}

const described = (id: string, { hint, error }: Frame) =>
  [error ? `${id}-message` : null, hint ? `${id}-hint` : null].filter(Boolean).join(' ') || undefined;

export function TextInput({
  label,
  hint,
  error,
  ...input
}: Frame & Omit<ComponentPropsWithRef<'input'>, 'id'>) {
  const id = useId();
  return (
    <FieldFrame id={id} label={label} hint={hint} error={error}>
      <input
        id={id}
        className={styles.control}
        aria-invalid={error ? true : undefined}
        aria-describedby={described(id, { label, hint, error })}
        {...input}
      />
    </FieldFrame>
  );
}

export function TextArea({
  label,
  hint,
  error,
  ...area
}: Frame & Omit<ComponentPropsWithRef<'textarea'>, 'id'>) {
  const id = useId();
  return (
    <FieldFrame id={id} label={label} hint={hint} error={error}>
      <textarea
        id={id}
        className={styles.control}
        rows={4}
        aria-invalid={error ? true : undefined}
        aria-describedby={described(id, { label, hint, error })}
        {...area}
      />
    </FieldFrame>
  );
}

export function Select({
  label,
  hint,
  error,
  choices,
  placeholder,
  ...select
}: Frame & {
  choices: readonly { value: string | number; label: string }[];
  placeholder?: string;
} & Omit<ComponentPropsWithRef<'select'>, 'id'>) {
  const id = useId();
  return (
    <FieldFrame id={id} label={label} hint={hint} error={error}>
      <select
        id={id}
        className={styles.control}
        aria-invalid={error ? true : undefined}
        aria-describedby={described(id, { label, hint, error })}
        {...select}
      >
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {choices.map((choice) => (
          <option key={choice.value} value={choice.value}>
            {choice.label}
          </option>
        ))}
      </select>
    </FieldFrame>
  );
}

export function Checkbox({
  label,
  hint,
  error,
  ...input
}: Frame & Omit<ComponentPropsWithRef<'input'>, 'id' | 'type'>) {
  const id = useId();
  return (
    <div className={styles.field}>
      <div className={styles.check}>
        <input
          id={id}
          type="checkbox"
          aria-invalid={error ? true : undefined}
          aria-describedby={described(id, { label, hint, error })}
          {...input}
        />
        <label htmlFor={id}>{label}</label>
      </div>
      {hint && (
        <p id={`${id}-hint`} className={styles.hint}>
          {hint}
        </p>
      )}
      <p id={`${id}-message`} className={styles.message} aria-live="polite">
        {error}
      </p>
    </div>
  );
}

// India keeps one offset all year (no daylight saving), so IST is +05:30 for every date.
const IST_MS = 330 * 60_000;

/** An ISO time as a datetime-local value in IST ("2027-07-10T18:30"; "…T18:30:20" when it has seconds). */
function toIstInput(iso: string | null | undefined): string {
  if (!iso) return '';
  const local = new Date(Date.parse(iso) + IST_MS).toISOString();
  return local.slice(17, 19) === '00' ? local.slice(0, 16) : local.slice(0, 19);
}
/** A datetime-local value ("…T18:30" or, to the second, "…T18:30:20"), read as IST, as an ISO time with its offset. */
const fromIstInput = (local: string) =>
  local ? `${local.length === 16 ? `${local}:00` : local.slice(0, 19)}+05:30` : '';

/** A date and time picked in India time (the form keeps the ISO value with +05:30). */
export function DateTimeInput({
  label,
  hint,
  error,
  value,
  onChange,
  ...input
}: Frame & { value: string; onChange: (iso: string) => void } & Omit<
    ComponentPropsWithRef<'input'>,
    'id' | 'type' | 'value' | 'onChange'
  >) {
  const id = useId();
  return (
    <FieldFrame id={id} label={label} hint={hint ?? 'India time (IST)'} error={error}>
      <input
        id={id}
        type="datetime-local"
        className={styles.control}
        value={toIstInput(value)}
        onChange={(event) => onChange(fromIstInput(event.target.value))}
        aria-invalid={error ? true : undefined}
        aria-describedby={described(id, { label, hint: hint ?? 'India time (IST)', error })}
        {...input}
      />
    </FieldFrame>
  );
}

/** A required date and time of a react-hook-form form (ISO in the form, IST on screen). */
export function DateTimeField<T extends FieldValues>({
  control,
  name,
  ...frame
}: Frame & { control: Control<T>; name: Path<T> }) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <DateTimeInput
          {...frame}
          value={field.value}
          onChange={field.onChange}
          name={field.name}
          ref={field.ref}
          onBlur={field.onBlur}
        />
      )}
    />
  );
}
