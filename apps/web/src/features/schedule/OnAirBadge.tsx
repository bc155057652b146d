import { SCHEDULE_TEXT } from './messages';
import styles from './OnAirBadge.module.css';

/** The "On air now" mark, its dot pulsing unless the listener prefers less motion. */
export function OnAirBadge({ className }: { className?: string }) {
  return (
    <span className={[styles.badge, className].filter(Boolean).join(' ')}>
      <span className={styles.pulse} aria-hidden="true" />
      {SCHEDULE_TEXT.onAirNow}
    </span>
  );
}
