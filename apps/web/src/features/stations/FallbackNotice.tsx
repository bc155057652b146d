import { lazy, Suspense, useRef, useState } from 'react';
import { useMessages } from '../../shared/i18n';
import { useStation } from '../../shared/station/context';
import { CloseIcon } from '../../shared/ui/icons';
import styles from './FallbackNotice.module.css';
import { clearFallbackStation, useFallbackStation } from './fallback';
import { stationsMessages } from './messages';

const loadPopover = () => import('./StationPickerPopover');
const StationPickerPopover = lazy(loadPopover);

/**
 * "Showing Tarang Delhi · Change": shown when the visitor's position was not known and the station is the one
 * nearest the fallback coordinates, so they know why and can pick theirs in one tap (Change opens the station
 * list right here). Never shown for a station the visitor chose or had remembered; goes when they pick one or
 * dismiss it.
 */
export function FallbackNotice() {
  const station = useStation();
  const fallbackId = useFallbackStation();
  const t = useMessages(stationsMessages);
  const [open, setOpen] = useState(false);
  const [used, setUsed] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  if (fallbackId === null || fallbackId !== station.id) return null;
  return (
    <section className={styles.notice} aria-label={t.fallbackRegion}>
      <p className={styles.text}>
        <span className={styles.dot} aria-hidden="true" />
        <span>{t.fallbackShowing({ station: station.name })}</span>
        <span aria-hidden="true">·</span>
        <button
          ref={button}
          type="button"
          className={styles.change}
          aria-haspopup="dialog"
          aria-expanded={open}
          onPointerEnter={loadPopover}
          onFocus={loadPopover}
          onClick={() => {
            setUsed(true);
            setOpen((was) => !was);
          }}
        >
          {t.fallbackChange}
        </button>
      </p>
      <button
        type="button"
        className={styles.dismiss}
        aria-label={t.fallbackDismiss}
        onClick={clearFallbackStation}
      >
        <CloseIcon size={18} />
      </button>
      {used && (
        <Suspense fallback={null}>
          <StationPickerPopover open={open} onOpenChange={setOpen} button={button} />
        </Suspense>
      )}
    </section>
  );
}
