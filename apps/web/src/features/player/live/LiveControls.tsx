import { useMessages } from '../../../shared/i18n';
import { playerActions, usePlayerSelector } from '../store';
import styles from './LiveControls.module.css';
import { liveMessages } from './messages';
import { isBehindLive } from './timing';

/**
 * What the player shows for a live stream where an episode has its progress bar: the LIVE badge, "Go live"
 * once the listener has fallen more than two segments behind the edge, and "Station is off air, retrying…"
 * while the stream is being reconnected (a polite status, so a screen reader hears it come and go).
 */
export function LiveStatusBar({ variant = 'bar' }: { variant?: 'bar' | 'sheet' }) {
  const t = useMessages(liveMessages);
  const retrying = usePlayerSelector((s) => s.liveRetry > 0);
  const behind = usePlayerSelector((s) => s.isPlaying && isBehindLive(s.behindLive));
  return (
    <div className={variant === 'sheet' ? styles.sheetRow : styles.row}>
      <LiveBadge />
      <p className={styles.offAir} role="status" aria-live="polite">
        {retrying ? t.offAir : ''}
      </p>
      {behind && !retrying && (
        <button type="button" className={styles.goLive} onClick={() => playerActions.goLive()}>
          {t.goLive}
        </button>
      )}
    </div>
  );
}

/** "LIVE", named "Live" for screen readers (the capitals are only the look). */
export function LiveBadge() {
  const t = useMessages(liveMessages);
  return (
    <span className={styles.badge} role="status" aria-label={t.badgeName}>
      <span className={styles.badgeDot} aria-hidden="true" />
      {t.badge}
    </span>
  );
}

/** The compact mobile bar's second line while retrying (in place of the RJs). */
export function useLiveOffAir(): string | null {
  const t = useMessages(liveMessages);
  const retrying = usePlayerSelector((s) => s.currentTrack?.kind === 'live' && s.liveRetry > 0);
  return retrying ? t.offAir : null;
}
