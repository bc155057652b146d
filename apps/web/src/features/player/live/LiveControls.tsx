import { LIVE_TEXT } from '@tarang/contracts';
import { PLAYER_TEXT } from '../messages';
import { playerActions, usePlayerSelector } from '../store';
import styles from './LiveControls.module.css';
import { isBehindLive } from './timing';

/**
 * What the player shows for a live stream where an episode has its progress bar: the LIVE badge, "Go live"
 * once the listener has fallen more than two segments behind the edge, and "Station is off air, retrying…"
 * while the stream is being reconnected (a polite status, so a screen reader hears it come and go).
 */
export function LiveStatusBar({ variant = 'bar' }: { variant?: 'bar' | 'sheet' }) {
  const retrying = usePlayerSelector((s) => s.liveRetry > 0);
  const behind = usePlayerSelector((s) => s.isPlaying && isBehindLive(s.behindLive));
  return (
    <div className={variant === 'sheet' ? styles.sheetRow : styles.row}>
      <LiveBadge />
      <p className={styles.offAir} role="status" aria-live="polite">
        {retrying ? LIVE_TEXT.offAir : ''}
      </p>
      {behind && !retrying && (
        <button type="button" className={styles.goLive} onClick={() => playerActions.goLive()}>
          {LIVE_TEXT.goLive}
        </button>
      )}
    </div>
  );
}

/** "LIVE", named "Live" for screen readers (the capitals are only the look). */
export function LiveBadge() {
  return (
    <span className={styles.badge} role="status" aria-label={PLAYER_TEXT.live}>
      <span className={styles.badgeDot} aria-hidden="true" />
      {LIVE_TEXT.live}
    </span>
  );
}

/** The compact mobile bar's second line while retrying (in place of the RJs). */
export function useLiveOffAir(): string | null {
  return usePlayerSelector((s) =>
    s.currentTrack?.kind === 'live' && s.liveRetry > 0 ? LIVE_TEXT.offAir : null,
  );
}
