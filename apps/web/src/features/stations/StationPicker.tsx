import { lazy, Suspense, useRef, useState } from 'react';
import { ChevronDownIcon } from '../../shared/ui/icons';
import { useStation } from './context';
import styles from './StationPicker.module.css';

/** The popover and its search are their own chunk, fetched when the button is first approached. */
const loadPopover = () => import('./StationPickerPopover');
const StationPickerPopover = lazy(loadPopover);

/** SPEC: the station dropdown with search. */
export function StationPicker({ className }: { className?: string }) {
  const station = useStation();
  const [open, setOpen] = useState(false);
  const [used, setUsed] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  return (
    <>
      <button
        ref={button}
        type="button"
        className={`${styles.trigger} ${className ?? ''}`}
        aria-label={`Station: ${station.name}`}
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
          <StationPickerPopover open={open} onOpenChange={setOpen} button={button} />
        </Suspense>
      )}
    </>
  );
}
