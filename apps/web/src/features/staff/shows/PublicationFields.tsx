import { publicationState } from '@tarang/contracts';
import {
  type Control,
  Controller,
  type ControllerRenderProps,
  type FieldValues,
  type Path,
  type UseFormRegister,
  type UseFormRegisterReturn,
  type UseFormWatch,
} from 'react-hook-form';
import styles from '../ui/console.module.css';
import { DateTimeInput, Select } from '../ui/fields';
import { istDateTime } from '../ui/format';
import { StatusBadge } from '../ui/StatusBadge';

const STATUS_CHOICES = [
  { value: 'draft', label: 'Draft' },
  { value: 'published', label: 'Published' },
] as const;

type Props = {
  /** "show" or "episode", for the sentences. */
  noun: string;
  status: string | undefined;
  statusField: UseFormRegisterReturn;
  statusError?: string;
  /** The publish time's controller field (an ISO time, or undefined for "now"). */
  time: Pick<ControllerRenderProps, 'name' | 'onBlur' | 'ref'> & {
    value: string | undefined;
    onChange: (value: string | undefined) => void;
  };
  timeError?: string;
};

/** Who sees the item, in words, with its Draft / Scheduled / Published badge. */
function audience(noun: string, status: string, publishedAt: string | undefined) {
  const state = publicationState(status, publishedAt || new Date());
  if (state === 'draft') return `Only staff see this ${noun}. Choose Published to put it on the site.`;
  if (state === 'scheduled' && publishedAt) {
    return `Listeners see this ${noun} from ${istDateTime(publishedAt)} (India time).`;
  }
  return publishedAt ? `Listeners see this ${noun} now.` : `Listeners see this ${noun} as soon as you save.`;
}

/**
 * Status and publish time, shared by shows and episodes: Published with a time still to come is Scheduled, and
 * the sentence under the fields says so as the editor changes them.
 */
export function PublicationFields({
  noun,
  status = 'draft',
  statusField,
  statusError,
  time,
  timeError,
}: Props) {
  return (
    <>
      <Select label="Status" choices={STATUS_CHOICES} error={statusError} {...statusField} />
      <DateTimeInput
        label="Publish time"
        hint="India time (IST). Published with a time still to come = Scheduled: listeners see it from then. Empty: now."
        error={timeError}
        value={time.value ?? ''}
        onChange={(iso) => time.onChange(iso || undefined)}
        name={time.name}
        ref={time.ref}
        onBlur={time.onBlur}
      />
      <p className={`${styles.wide} ${styles.hint}`} role="status">
        <StatusBadge status={status} publishedAt={time.value || new Date().toISOString()} />{' '}
        {audience(noun, status, time.value)}
      </p>
    </>
  );
}

/** A form's status and publish time (its `status` and `publishedAt` fields), with the sentence on who sees it. */
export function PublicationControl<T extends FieldValues>({
  noun,
  form,
}: {
  noun: string;
  form: {
    control: Control<T>;
    register: UseFormRegister<T>;
    watch: UseFormWatch<T>;
    messageFor: (name: Path<T>) => string | undefined;
  };
}) {
  const status = 'status' as Path<T>;
  const publishedAt = 'publishedAt' as Path<T>;
  return (
    <Controller
      control={form.control}
      name={publishedAt}
      render={({ field }) => (
        <PublicationFields
          noun={noun}
          status={form.watch(status)}
          statusField={form.register(status)}
          statusError={form.messageFor(status)}
          time={field}
          timeError={form.messageFor(publishedAt)}
        />
      )}
    />
  );
}
