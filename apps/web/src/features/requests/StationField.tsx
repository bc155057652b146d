import type { Station } from '@tarang/contracts';
import { type Ref, useId, useRef, useState } from 'react';
import { useMessages } from '../../shared/i18n';
import { StationSearchList } from '../../shared/station/StationSearchList';
import { ButtonPopover } from '../../shared/ui/ButtonPopover';
import fieldStyles from '../../shared/ui/form/Field.module.css';
import { ChevronDownIcon } from '../../shared/ui/icons';
import { requestMessages } from './messages';
import styles from './RequestModal.module.css';

type Props = {
  /** The chosen station's id, if any. */
  value: number | undefined;
  onChange: (stationId: number) => void;
  onBlur: () => void;
  /** The form library's ref: the button takes the focus when the field's message shows. */
  fieldRef: Ref<HTMLButtonElement>;
  error?: string;
  stations: Station[];
  /** The stations could not be loaded: the popover says so and offers to try again. */
  failed: boolean;
  onRetry: () => void;
  /** The dialog the popover opens in (so it scrolls and stays inside the dialog's focus trap). */
  container: HTMLElement | null;
};

/** The station dropdown with search, as a form field (label, chosen station, message). */
export function StationField({
  value,
  onChange,
  onBlur,
  fieldRef,
  error,
  stations,
  failed,
  onRetry,
  container,
}: Props) {
  const t = useMessages(requestMessages);
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement | null>(null);
  const id = useId();
  const chosen = stations.find((s) => s.id === value);
  const setButton = (element: HTMLButtonElement | null) => {
    button.current = element;
    if (typeof fieldRef === 'function') fieldRef(element);
    else if (fieldRef) fieldRef.current = element;
  };
  return (
    <div className={fieldStyles.field}>
      <span id={`${id}-label`} className={fieldStyles.label}>
        {t.station}
      </span>
      <button
        ref={setButton}
        type="button"
        className={styles.stationButton}
        aria-labelledby={`${id}-label ${id}-value`}
        aria-describedby={error ? `${id}-message` : undefined}
        aria-invalid={error ? true : undefined}
        aria-haspopup="dialog"
        aria-expanded={open}
        data-invalid={error ? '' : undefined}
        onClick={() => setOpen((was) => !was)}
        onBlur={onBlur}
      >
        <span
          className={styles.stationSwatch}
          style={chosen ? { background: chosen.color } : undefined}
          aria-hidden="true"
        />
        <span id={`${id}-value`} className={styles.stationName}>
          {chosen?.name ?? t.chooseStation}
        </span>
        {chosen && <span className={styles.stationMeta}>{chosen.frequency}</span>}
        <ChevronDownIcon size={18} />
      </button>
      <p id={`${id}-message`} className={fieldStyles.message} aria-live="polite">
        {error}
      </p>
      <ButtonPopover
        open={open}
        onOpenChange={setOpen}
        button={button}
        container={container}
        className={styles.stationPopover}
        align="start"
        sideOffset={6}
        collisionPadding={12}
      >
        {failed ? (
          <div className={styles.stationsFailed} role="alert">
            <p>{t.stationsFailed}</p>
            <button type="button" className={styles.retry} onClick={onRetry}>
              {t.tryAgain}
            </button>
          </div>
        ) : (
          <StationSearchList
            stations={stations}
            selectedId={value ?? null}
            onChoose={(station) => {
              onChange(station.id);
              setOpen(false);
            }}
          />
        )}
      </ButtonPopover>
    </div>
  );
}
