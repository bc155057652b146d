import * as Dialog from '@radix-ui/react-dialog';
import { useQuery } from '@tanstack/react-query';
import {
  digitsOnly,
  FORM_MESSAGES,
  MOBILE_DIGITS,
  type RequestForm as RequestFormValues,
  requestForm,
  type Station,
} from '@tarang/contracts';
import { type ClipboardEvent, type RefObject, useEffect, useRef, useState } from 'react';
import { useController } from 'react-hook-form';
import { tooManyMessage } from '../../shared/api/tooMany';
import { useMessages } from '../../shared/i18n';
import { stationsQuery } from '../../shared/station/api';
import { useStation } from '../../shared/station/context';
import { FormMessage, TextField } from '../../shared/ui/form/Field';
import { focusFormStart } from '../../shared/ui/form/formStart';
import { useOrderedForm } from '../../shared/ui/form/useOrderedForm';
import { CloseIcon } from '../../shared/ui/icons';
import { useUser } from '../../shared/user/useUser';
import { submitRequest } from './api';
import type { RequestTarget } from './context';
import { leadOf, requestMessages, spacedMobile, titleOf } from './messages';
import { ReasonField } from './ReasonField';
import styles from './RequestModal.module.css';
import { StationField } from './StationField';

type Props = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  target: RequestTarget;
  /** Gets the focus back when the modal closes (the button that opened it). */
  returnFocus?: RefObject<HTMLElement | null>;
};

/**
 * The request modal, studio visit or let's collab (optionally with an RJ). Two states:
 * the form, and success (a banner with the server's message and a Close button). Escape, a backdrop click,
 * the close button and Close all close it; the form starts fresh each time it opens.
 */
export default function RequestModal({ open, onOpenChange, target, returnFocus }: Props) {
  const station = useStation();
  const [dialog, setDialog] = useState<HTMLDivElement | null>(null);
  const content = useRef<HTMLDivElement | null>(null);
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className={styles.overlay} />
        <Dialog.Content
          ref={(element) => {
            content.current = element;
            setDialog(element);
          }}
          className={styles.dialog}
          onOpenAutoFocus={(event) => {
            // Name with a keyboard, the dialog itself on a touch screen (see focusFormStart).
            if (focusFormStart(content.current)) event.preventDefault();
          }}
          onCloseAutoFocus={(event) => {
            // Opened without a Dialog.Trigger: Radix would focus nothing; the opening button gets it back.
            const opener = returnFocus?.current;
            if (opener?.isConnected) {
              event.preventDefault();
              opener.focus();
            }
          }}
        >
          <RequestPanel
            target={target}
            defaultStationId={station.id}
            current={station}
            popoverContainer={dialog}
            onClose={() => onOpenChange(false)}
          />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

type PanelProps = {
  target: RequestTarget;
  /** The station preselected in the form (the current one); null leaves the field empty. */
  defaultStationId: number | null;
  /** The current station, shown until the list of stations has loaded. */
  current: Station;
  popoverContainer: HTMLElement | null;
  onClose: () => void;
};

/** The dialog's inside: mounted while the dialog is open, so closing it resets the form and the state. */
export function RequestPanel({ target, defaultStationId, current, popoverContainer, onClose }: PanelProps) {
  const t = useMessages(requestMessages);
  const [done, setDone] = useState<{ message: string; mobile: string } | null>(null);
  const closeButton = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (done) closeButton.current?.focus();
  }, [done]);
  return (
    <div className={styles.scroll}>
      {!done && (
        <Dialog.Close className={styles.close} aria-label={t.close}>
          <CloseIcon size={20} />
        </Dialog.Close>
      )}
      <header className={styles.head}>
        <p className={styles.eyebrow}>{target.type === 'studio_visit' ? t.meetRjs : current.name}</p>
        <Dialog.Title className={styles.title}>{titleOf(target, t)}</Dialog.Title>
        <Dialog.Description className={styles.lead}>{leadOf(target, t)}</Dialog.Description>
      </header>
      {done ? (
        <div className={styles.done}>
          <div className={styles.banner} role="status">
            <svg className={styles.bannerIcon} viewBox="0 0 24 24" width={28} height={28} aria-hidden="true">
              <circle cx="12" cy="12" r="11" fill="currentColor" />
              <path
                d="M7 12.5l3.2 3.2L17 9"
                fill="none"
                stroke="#fff"
                strokeWidth={2.4}
                strokeLinecap="round"
                strokeLinejoin="round"
              />
            </svg>
            <div>
              <p className={styles.bannerTitle}>{done.message}</p>
              <p className={styles.bannerText}>{t.followUp({ mobile: spacedMobile(done.mobile) })}</p>
            </div>
          </div>
          <button ref={closeButton} type="button" className={styles.submit} onClick={onClose}>
            {t.close}
          </button>
        </div>
      ) : (
        <RequestFormView
          target={target}
          defaultStationId={defaultStationId}
          current={current}
          popoverContainer={popoverContainer}
          onDone={setDone}
        />
      )}
    </div>
  );
}

const ORDER = ['name', 'contactNumber', 'stationId', 'reason'] as const;

function RequestFormView({
  target,
  defaultStationId,
  current,
  popoverContainer,
  onDone,
}: Omit<PanelProps, 'onClose'> & { onDone: (done: { message: string; mobile: string }) => void }) {
  const t = useMessages(requestMessages);
  const user = useUser();
  const stationsResult = useQuery(stationsQuery());
  const loaded = stationsResult.data ?? [];
  // The current station is there before the list arrives (and if it never does).
  const stations = loaded.some((s) => s.id === current.id) ? loaded : [current, ...loaded];
  /** What the listener is told when the request was not taken; the form stays as it was. */
  const [failure, setFailure] = useState<string | null>(null);
  const form = useOrderedForm(requestForm, ORDER, {
    // A signed-in listener's name is a good start; they can change it.
    name: user?.name ?? '',
    contactNumber: '',
    stationId: (defaultStationId ?? undefined) as RequestFormValues['stationId'],
    reason: '',
  });
  const { register, messageFor, formState, control } = form;
  const station = useController({ name: 'stationId', control });
  const mobile = register('contactNumber');
  const reasonLength = (form.watch('reason') ?? '').length;

  /** Pasting "+91 98765 43210" keeps the ten digits of the number. */
  function pasteMobile(event: ClipboardEvent<HTMLInputElement>) {
    const input = event.currentTarget;
    const start = input.selectionStart ?? input.value.length;
    const end = input.selectionEnd ?? start;
    let digits =
      `${input.value.slice(0, start)}${event.clipboardData.getData('text')}${input.value.slice(end)}`.replace(
        /\D/g,
        '',
      );
    if (digits.length === MOBILE_DIGITS + 2 && digits.startsWith('91')) digits = digits.slice(2);
    if (digits.length === MOBILE_DIGITS + 1 && digits.startsWith('0')) digits = digits.slice(1);
    event.preventDefault();
    form.setValue('contactNumber', digitsOnly(digits), {
      shouldDirty: true,
      shouldValidate: formState.isSubmitted,
    });
  }

  const onSubmit = form.submit(async ({ name, contactNumber, stationId, reason }) => {
    setFailure(null);
    const chosen = stations.find((s) => s.id === stationId);
    try {
      const answer = await submitRequest({
        requestType: target.type,
        name: name.trim(),
        contactNumber,
        stationDetail: { stationId, stationName: chosen?.name },
        reason: reason.trim(),
        ...(target.type === 'lets_collab' && target.rj
          ? { rjDetail: { profileId: target.rj.profileId, profileName: target.rj.name } }
          : {}),
      });
      onDone({ message: answer?.message || FORM_MESSAGES.requestSubmitted, mobile: contactNumber });
    } catch (error) {
      // A failure shows the listener one general message; a rate limit says instead when to try again.
      console.warn('The request was not submitted', error);
      setFailure(tooManyMessage(error) ?? FORM_MESSAGES.requestFailed);
    }
  });

  return (
    <form
      className={styles.form}
      onSubmit={(event) => {
        // One request per press, however often the button is pressed while it is sent.
        if (formState.isSubmitting) event.preventDefault();
        else void onSubmit(event);
      }}
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
        error={messageFor('contactNumber')}
        {...mobile}
        onChange={(event) => {
          // Number-type fields strip non-digits.
          event.target.value = digitsOnly(event.target.value);
          return mobile.onChange(event);
        }}
        onPaste={pasteMobile}
      />
      <StationField
        value={station.field.value}
        onChange={station.field.onChange}
        onBlur={station.field.onBlur}
        fieldRef={station.field.ref}
        error={messageFor('stationId')}
        stations={stations}
        failed={stationsResult.isError && loaded.length === 0}
        onRetry={() => stationsResult.refetch()}
        container={popoverContainer}
      />
      <ReasonField
        label={t.reason}
        placeholder={t.reasonPlaceholder}
        length={reasonLength}
        error={messageFor('reason')}
        {...register('reason')}
      />
      <FormMessage tone="error">{failure}</FormMessage>
      <button type="submit" className={styles.submit} aria-disabled={formState.isSubmitting || undefined}>
        {formState.isSubmitting ? t.submitting : t.submit}
      </button>
    </form>
  );
}
