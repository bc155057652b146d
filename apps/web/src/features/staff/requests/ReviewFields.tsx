import { INBOX_NOTE_MAX } from '@tarang/contracts';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { FormSection } from '../ui/FormPage';
import { Select, TextArea } from '../ui/fields';
import inbox from './inbox.module.css';

/**
 * What staff change on something a listener sent (a request, a talent-hunt entry): where it stands, and a note
 * only staff read.
 */
export function ReviewFields({
  title,
  choices,
  statusHint,
  status,
  statusError,
  note,
  noteError,
}: {
  title: string;
  choices: { value: string; label: string }[];
  /** What the statuses mean. */
  statusHint: string;
  status: UseFormRegisterReturn;
  statusError?: string;
  note: UseFormRegisterReturn;
  noteError?: string;
}) {
  return (
    <FormSection title={title}>
      <Select label="Status" choices={choices} hint={statusHint} error={statusError} {...status} />
      <div className={inbox.wide}>
        <TextArea
          label="Internal note"
          maxLength={INBOX_NOTE_MAX}
          rows={5}
          hint={`Only staff see this note (at most ${INBOX_NOTE_MAX} characters).`}
          error={noteError}
          {...note}
        />
      </div>
    </FormSection>
  );
}

/** Saves only what changed; with nothing changed, says so instead of asking the server. */
export async function saveReview<T>(
  item: T,
  body: Record<string, unknown>,
  page: {
    save: (item: T, body: Record<string, unknown>, describe: (error: unknown) => string) => Promise<unknown>;
    setNotice: (notice: { tone: 'success'; text: string }) => void;
  },
  describe: (error: unknown) => string,
) {
  if (Object.keys(body).length === 0) {
    page.setNotice({ tone: 'success', text: 'Nothing changed.' });
    return;
  }
  await page.save(item, body, describe);
}
