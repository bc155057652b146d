import { useMessages } from '../../shared/i18n';
import { scheduleMessages } from './messages';
import styles from './OnAirBadge.module.css';

/** The "On air now" mark, its dot pulsing unless the listener prefers less motion. */
export function OnAirBadge({ className }: { className?: string }) {
  const t = useMessages(scheduleMessages);
  return (
    <span className={[styles.badge, className].filter(Boolean).join(' ')}>
      <span className={styles.pulse} aria-hidden="true" />
      {t.onAirNow}
    </span>
  );
}
