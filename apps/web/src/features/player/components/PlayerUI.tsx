import { useEffect, useLayoutEffect, useState } from 'react';
import { useMessages } from '../../../shared/i18n';
import { useMediaQuery } from '../../../shared/lib/useMediaQuery';
import { PLAYER_REGION_ID } from '../constants';
import { playerMessages } from '../messages';
import { getPlayerState, playerActions, usePlayerSelector } from '../store';
import { DesktopBar } from './DesktopBar';
import { MobilePlayer } from './MobilePlayer';
import styles from './Player.module.css';
import type { Panel } from './panels';
import { useFlash } from './Share';

const MOBILE = '(max-width: 639px)';

/**
 * The fixed player: the desktop bar from 640 px, else the compact bar above the bottom
 * navigation with its full-screen sheet. While it shows, <html data-player> gives the page the bottom padding
 * and scroll padding that keep content and focused elements clear of it, in the same frame as it appears.
 */
export default function PlayerUI() {
  const mobile = useMediaQuery(MOBILE);
  const t = useMessages(playerMessages);
  const track = usePlayerSelector((s) => s.currentTrack);
  const buffering = usePlayerSelector((s) => s.buffering);
  const error = usePlayerSelector((s) => s.error);
  /** A reconnecting live stream says "off air, retrying" itself; "Loading…" would only repeat it. */
  const retrying = usePlayerSelector((s) => s.liveRetry > 0);
  const [message, flash] = useFlash();
  /** The playlist popup and the speed menu (and the sleep timer) are mutually exclusive: one state. */
  const [panel, setPanel] = useState<Panel | null>(null);

  useLayoutEffect(() => {
    document.documentElement.dataset.player = '';
    return () => {
      delete document.documentElement.dataset.player;
    };
  }, []);

  useEffect(() => {
    if (!mobile && getPlayerState().expanded) playerActions.setExpanded(false);
    setPanel(null);
  }, [mobile]);

  if (!track) return null;
  const panels = {
    panel,
    setPanel: (next: Panel, open: boolean) =>
      setPanel((current) => (open ? next : current === next ? null : current)),
  };
  return (
    <section
      id={PLAYER_REGION_ID}
      // Focused by "Skip to player" (SkipToPlayer.tsx), never by Tab.
      tabIndex={-1}
      className={styles.region}
      aria-label={t.region}
      aria-busy={buffering}
    >
      {mobile ? (
        <MobilePlayer track={track} panels={panels} onMessage={flash} />
      ) : (
        <DesktopBar track={track} panels={panels} onMessage={flash} />
      )}
      <p className={styles.status} role="status">
        {buffering && !error && !retrying ? t.loading : ''}
      </p>
      <p className={message ? styles.toast : styles.status} role="status">
        {message}
      </p>
    </section>
  );
}
