import {
  AUTH_MESSAGES,
  digitsOnly,
  ENTRY_TEXT_MAX,
  FORM_MESSAGES,
  MOBILE_DIGITS,
  type Station,
  talentEntryBody,
} from '@tarang/contracts';
import { type ChangeEvent, type ClipboardEvent, useEffect, useId, useRef, useState } from 'react';
import { useController } from 'react-hook-form';
import { z } from 'zod';
import { ApiRequestError } from '../../shared/api/client';
import { getUser } from '../../shared/api/session';
import { tooManyMessage } from '../../shared/api/tooMany';
import { useMessages } from '../../shared/i18n';
import { FormMessage, TextField } from '../../shared/ui/form/Field';
import fieldStyles from '../../shared/ui/form/Field.module.css';
import { focusField, useOrderedForm } from '../../shared/ui/form/useOrderedForm';
import { CheckIcon } from '../../shared/ui/pageIcons';
import { type Category, type Progress, submitEntry, UploadAborted, uploadFile } from './api';
import { fileProblem, formatSize } from './fileCheck';
import { talentMessages, UPLOAD_MAX_MB } from './messages';
import styles from './TalentHunt.module.css';

/** The form as the listener fills it: the entry's fields and the chosen file (uploaded on submit). */
const entryForm = talentEntryBody
  .pick({ name: true, mobile: true, categoryId: true, description: true })
  .extend({
    file: z.custom<File | null>().superRefine((file, ctx) => {
      const message = fileProblem(file);
      if (message) ctx.addIssue({ code: 'custom', message });
    }),
  });
type EntryFormValues = z.input<typeof entryForm>;
type FieldName = keyof EntryFormValues;

const ORDER = ['name', 'mobile', 'categoryId', 'description', 'file'] as const;

/** Which form field a server answer's `field` belongs to. */
const FIELD_OF: Record<string, FieldName> = {
  name: 'name',
  mobile: 'mobile',
  categoryId: 'categoryId',
  description: 'description',
  fileId: 'file',
  file: 'file',
};

type Phase =
  | { step: 'idle' }
  | { step: 'uploading'; progress: Progress; fileName: string }
  | { step: 'sending' };

export type Sent = { message: string; category: string; mobile: string };

type Props = {
  station: Station;
  categories: Category[];
  /** A category chosen from its card ("Enter Singing"): selected here and the field focused. */
  chosen: { id: number; at: number } | null;
  onSent: (sent: Sent) => void;
};

/** "+91 98765 43210" or "098765 43210" pasted or typed: the ten digits of the number. */
function mobileDigits(raw: string): string {
  let digits = raw.replace(/\D/g, '');
  if (digits.length === MOBILE_DIGITS + 2 && digits.startsWith('91')) digits = digits.slice(2);
  if (digits.length === MOBILE_DIGITS + 1 && digits.startsWith('0')) digits = digits.slice(1);
  return digitsOnly(digits);
}

/**
 * A signed-in listener's talent-hunt entry: name, mobile, category, a short text and an audio or video file.
 * On submit (after the form's checks: only the first failing field's message, focused and scrolled) the
 * file is uploaded with a progress bar, then the entry is sent; the server's answers land under their fields.
 */
export function EntryForm({ station, categories, chosen, onSent }: Props) {
  const t = useMessages(talentMessages);
  const ids = useId();
  const form = useOrderedForm(entryForm, ORDER, {
    // The account's name is a good start; the listener can change it (a stage name, say).
    name: (getUser()?.name ?? '').trim().slice(0, 20),
    mobile: '',
    categoryId: undefined as unknown as number,
    description: '',
    file: null,
  });
  const { register, messageFor, control, setError, clearErrors, setValue, formState } = form;
  const mobile = register('mobile');
  const fileField = useController({ name: 'file', control });
  const descriptionLength = (form.watch('description') ?? '').length;
  const [phase, setPhase] = useState<Phase>({ step: 'idle' });
  const [formError, setFormError] = useState<string | null>(null);
  const [note, setNote] = useState<string | null>(null);
  const abort = useRef<AbortController | null>(null);
  /** The file already uploaded for this form, so a retry after a field error does not upload it again. */
  const uploaded = useRef<{ file: File; id: number } | null>(null);
  const busy = phase.step !== 'idle';

  // A category chosen from its card.
  // biome-ignore lint/correctness/useExhaustiveDependencies: only when another card is pressed
  useEffect(() => {
    if (!chosen) return;
    setValue('categoryId', chosen.id, { shouldValidate: formState.isSubmitted });
    focusField(form.setFocus, 'categoryId');
  }, [chosen]);

  // Leaving the page stops an upload in progress.
  useEffect(() => () => abort.current?.abort(), []);

  const fieldError = (field: FieldName, message: string) => {
    setError(field, { type: 'server', message });
    focusField(form.setFocus, field);
  };

  const onSubmit = form.submit(async ({ name, mobile: number, categoryId, description, file }) => {
    if (busy || !file) return;
    setFormError(null);
    setNote(null);
    let fileId = uploaded.current?.file === file ? uploaded.current.id : null;
    try {
      if (fileId === null) {
        const controller = new AbortController();
        abort.current = controller;
        setPhase({ step: 'uploading', progress: { loaded: 0, total: file.size }, fileName: file.name });
        const meta = await uploadFile(
          file,
          (progress) => setPhase({ step: 'uploading', progress, fileName: file.name }),
          controller.signal,
        );
        fileId = meta.id;
        uploaded.current = { file, id: meta.id };
      }
      setPhase({ step: 'sending' });
      const answer = await submitEntry({
        stationId: station.id,
        categoryId,
        name,
        mobile: number,
        description: description.trim(),
        fileId,
      });
      onSent({
        message: answer.message || FORM_MESSAGES.entrySubmitted,
        category: categories.find((c) => c.id === categoryId)?.name ?? '',
        mobile: number,
      });
    } catch (error) {
      setPhase({ step: 'idle' });
      if (error instanceof UploadAborted) {
        setNote(t.uploadCancelled);
        return;
      }
      if (!(error instanceof ApiRequestError)) {
        console.error('talent-hunt entry failed', error);
        setFormError(FORM_MESSAGES.requestFailed);
        return;
      }
      const field = error.field ? FIELD_OF[error.field] : undefined;
      if (field === 'file') uploaded.current = null; // upload it again next time
      const tooMany = tooManyMessage(error);
      if (tooMany) setFormError(tooMany);
      else if (error.status === 0) setFormError(t.uploadFailed);
      else if (error.status === 401) setFormError(getUser() ? error.message : t.signedOut);
      else if (error.status === 413 || error.status === 415) fieldError('file', error.message);
      else if (error.status === 409) fieldError('categoryId', error.message);
      else if (error.status === 400 && field) fieldError(field, error.message);
      else if (error.status >= 400 && error.status < 500 && error.message)
        setFormError(error.message === AUTH_MESSAGES.sessionExpired ? t.signedOut : error.message);
      else setFormError(FORM_MESSAGES.requestFailed);
    } finally {
      abort.current = null;
    }
  });

  /** Pasting "+91 98765 43210" keeps the ten digits of the number (the input's 10-character limit would cut it). */
  const pasteMobile = (event: ClipboardEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const start = input.selectionStart ?? input.value.length;
    const end = input.selectionEnd ?? start;
    const text = `${input.value.slice(0, start)}${event.clipboardData.getData('text')}${input.value.slice(end)}`;
    event.preventDefault();
    setValue('mobile', mobileDigits(text), { shouldDirty: true, shouldValidate: formState.isSubmitted });
  };

  const onFile = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0] ?? null;
    // Stored without react-hook-form's own re-check after a submit, which would hide this message behind an
    // earlier field's.
    setValue('file', file, { shouldDirty: true, shouldTouch: true });
    // Said at once, whatever else the form lacks (wrong type, empty, too large), rather than after a submit and
    // a pointless upload; shown like a server's answer, so no earlier field's message hides it.
    const problem = file ? fileProblem(file) : null;
    if (problem) setError('file', { type: 'server', message: problem });
    else clearErrors('file');
  };

  const chosenFile = fileField.field.value;
  const percent =
    phase.step === 'uploading' && phase.progress.total > 0
      ? Math.min(100, Math.round((phase.progress.loaded / phase.progress.total) * 100))
      : null;
  const fileMessage = messageFor('file');
  const remaining = ENTRY_TEXT_MAX - descriptionLength;

  return (
    <form
      className={styles.form}
      onSubmit={(event) => (busy ? event.preventDefault() : void onSubmit(event))}
      noValidate
    >
      <TextField
        label={t.name}
        autoComplete="name"
        maxLength={20}
        error={messageFor('name')}
        {...register('name')}
      />
      <TextField
        label={t.mobile}
        inputMode="numeric"
        autoComplete="tel-national"
        maxLength={MOBILE_DIGITS}
        error={messageFor('mobile')}
        {...mobile}
        onChange={(event) => {
          // Number-type fields keep digits only, at most 10.
          event.target.value = digitsOnly(event.target.value);
          return mobile.onChange(event);
        }}
        onPaste={pasteMobile}
      />

      <div className={fieldStyles.field}>
        <label htmlFor={`${ids}-category`} className={fieldStyles.label}>
          {t.category}
        </label>
        <div
          className={`${fieldStyles.box} ${styles.selectBox}`}
          data-invalid={messageFor('categoryId') ? '' : undefined}
        >
          <select
            id={`${ids}-category`}
            className={styles.select}
            aria-invalid={messageFor('categoryId') ? true : undefined}
            aria-describedby={`${ids}-category-message`}
            defaultValue=""
            {...register('categoryId', {
              setValueAs: (value: string) => (value ? Number(value) : undefined),
            })}
          >
            <option value="" disabled>
              {t.chooseCategory}
            </option>
            {categories.map((category) => (
              <option key={category.id} value={category.id}>
                {category.name}
              </option>
            ))}
          </select>
        </div>
        <p id={`${ids}-category-message`} className={fieldStyles.message} aria-live="polite">
          {messageFor('categoryId')}
        </p>
      </div>

      <div className={fieldStyles.field}>
        <label htmlFor={`${ids}-description`} className={fieldStyles.label}>
          {t.description}
        </label>
        <div
          className={`${fieldStyles.box} ${styles.textBox}`}
          data-invalid={messageFor('description') ? '' : undefined}
        >
          <textarea
            id={`${ids}-description`}
            className={styles.textarea}
            rows={4}
            maxLength={ENTRY_TEXT_MAX}
            placeholder={t.descriptionPlaceholder}
            aria-invalid={messageFor('description') ? true : undefined}
            aria-describedby={`${ids}-description-message ${ids}-counter`}
            {...register('description')}
          />
        </div>
        <div className={styles.foot}>
          <p id={`${ids}-description-message`} className={fieldStyles.message} aria-live="polite">
            {messageFor('description')}
          </p>
          <p id={`${ids}-counter`} className={styles.counter} data-full={remaining <= 0 || undefined}>
            {descriptionLength} / {ENTRY_TEXT_MAX}
          </p>
        </div>
        {/* Announced only near the limit, not on every key. */}
        <p className="visually-hidden" aria-live="polite">
          {remaining <= 50 ? t.charactersLeft(Math.max(0, remaining)) : ''}
        </p>
      </div>

      <div className={fieldStyles.field}>
        <label htmlFor={`${ids}-file`} className={fieldStyles.label}>
          {t.file}
        </label>
        <div className={styles.fileBox} data-invalid={fileMessage ? '' : undefined}>
          <input
            id={`${ids}-file`}
            type="file"
            accept="audio/*,video/*"
            className={styles.file}
            name={fileField.field.name}
            ref={fileField.field.ref}
            onBlur={fileField.field.onBlur}
            onChange={onFile}
            disabled={busy}
            aria-invalid={fileMessage ? true : undefined}
            aria-describedby={`${ids}-file-hint ${ids}-file-message`}
          />
          {chosenFile && !fileMessage && (
            <p className={styles.fileChosen}>
              <CheckIcon size={16} />
              {formatSize(chosenFile.size)}
            </p>
          )}
        </div>
        <p id={`${ids}-file-hint`} className={fieldStyles.hint}>
          {t.fileHint({ mb: UPLOAD_MAX_MB })}
        </p>
        <p id={`${ids}-file-message`} className={fieldStyles.message} aria-live="polite">
          {fileMessage}
        </p>
      </div>

      {phase.step === 'uploading' && (
        <div className={styles.progress}>
          <div className={styles.progressHead}>
            <label htmlFor={`${ids}-progress`} className={styles.progressLabel}>
              {t.uploading({ name: phase.fileName })}
            </label>
            <span className={styles.percent} aria-hidden="true">
              {percent === null ? '' : `${percent}%`}
            </span>
          </div>
          <progress
            id={`${ids}-progress`}
            className={styles.bar}
            max={100}
            value={percent ?? undefined}
            aria-valuetext={percent === null ? undefined : `${percent}%`}
          >
            {percent === null ? '' : `${percent}%`}
          </progress>
          <button type="button" className={styles.cancel} onClick={() => abort.current?.abort()}>
            {t.cancelUpload}
          </button>
        </div>
      )}

      <FormMessage tone="error">{formError}</FormMessage>
      {note && (
        <p className={styles.note} role="status">
          {note}
        </p>
      )}
      <button type="submit" className={styles.submit} aria-disabled={busy || undefined}>
        {phase.step === 'uploading' ? t.uploadingButton : phase.step === 'sending' ? t.sending : t.submit}
      </button>
    </form>
  );
}
