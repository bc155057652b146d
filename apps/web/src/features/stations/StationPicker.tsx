import { lazy, Suspense, useRef, useState } from 'react';
import { useMessages } from '../../shared/i18n';
import { useStation } from '../../shared/station/context';
import { ChevronDownIcon } from '../../shared/ui/icons';
import { stationsMessages } from './messages';
import styles from './StationPicker.module.css';

/** The popover and its search are their own chunk, fetched when the button is first approached. */
const loadPopover = () => import('./StationPickerPopover');
const StationPickerPopover = lazy(loadPopover);

type Props = {
  className?: string;
  /**
   * Where the list is rendered; the page's body when not given. Inside a modal dialog (the phone's menu) it must
   * be the dialog: a list portalled to the body would sit under the dialog and out of its reach.
   */
  container?: HTMLElement | null;
};

/** The station dropdown with search. */
export function StationPicker({ className, container }: Props) {
  const station = useStation();
  const t = useMessages(stationsMessages);
  const [open, setOpen] = useState(false);
  const [used, setUsed] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  return (
    <>
      <button
        ref={button}
        type="button"
        className={`${styles.trigger} ${className ?? ''}`}
        aria-label={t.pickerLabel({ station: station.name })}
        aria-haspopup="dialog"
        aria-expanded={open}
        onPointerEnter={loadPopover}
        onFocus={loadPopover}
        onClick={() => {
          setUsed(true);
          setOpen((was) => !was);
        }}
      >
        <span className={styles.dot} aria-hidden="true" />
        <span className={styles.triggerText}>
          <span className={styles.triggerName}>{station.name}</span>
          <span className={styles.triggerFrequency}>{station.frequency}</span>
        </span>
        <ChevronDownIcon size={18} />
      </button>
      {used && (
        <Suspense fallback={null}>
          <StationPickerPopover open={open} onOpenChange={setOpen} button={button} container={container} />
        </Suspense>
      )}
    </>
  );
}
