import { useMessages } from '../../../shared/i18n';
import { CloseIcon } from '../../../shared/ui/icons';
import { usePlayer } from '../context';
import { LiveStatusBar } from '../live/LiveControls';
import live from '../live/LiveControls.module.css';
import { playerMessages } from '../messages';
import { usePlayerSelector } from '../store';
import type { Track } from '../track';
import { PlayPauseButton, TransportControls } from './Controls';
import styles from './Player.module.css';
import { PlaylistPopup } from './Playlist';
import type { Panels } from './panels';
import { ShareButton } from './Share';
import { SleepMenu } from './SleepMenu';
import { ProgressSlider, VolumeControl } from './Sliders';
import { SpeedMenu } from './SpeedMenu';
import { PlayerFavorite, TrackInfo } from './TrackInfo';

/**
 * Progress, previous, back 15 s, play/pause, forward 15 s, next, times, volume, speed, playlist, close.
 * A live stream has play/pause, the LIVE row (badge, "Go live", off-air), volume and close only.
 */
export function DesktopBar({
  track,
  panels,
  onMessage,
}: {
  track: Track;
  panels: Panels;
  onMessage: (message: string) => void;
}) {
  const { close } = usePlayer();
  const error = usePlayerSelector((s) => s.error);
  return (
    <div className={styles.bar}>
      <div className={styles.left}>
        <TrackInfo track={track} />
        <PlayerFavorite track={track} className={styles.favorite} />
      </div>
      {track.kind === 'live' ? (
        <>
          <div className={styles.center}>
            <div className={live.desktopCenter}>
              <PlayPauseButton />
              <LiveStatusBar />
            </div>
          </div>
          <div className={styles.right}>
            <VolumeControl />
            <SleepMenu
              open={panels.panel === 'sleep'}
              onOpenChange={(open) => panels.setPanel('sleep', open)}
              onMessage={onMessage}
            />
            <CloseButton onClose={close} />
          </div>
        </>
      ) : (
        <EpisodeControls panels={panels} onMessage={onMessage} error={error} onClose={close} />
      )}
    </div>
  );
}

function CloseButton({ onClose }: { onClose: () => void }) {
  const t = useMessages(playerMessages);
  return (
    <button
      type="button"
      className={styles.icon}
      aria-label={t.close}
      title={t.close}
      onClick={() => onClose()}
    >
      <CloseIcon size={22} />
    </button>
  );
}

function EpisodeControls({
  panels,
  onMessage,
  error,
  onClose,
}: {
  panels: Panels;
  onMessage: (message: string) => void;
  error: string | null;
  onClose: () => void;
}) {
  return (
    <>
      <div className={styles.center}>
        <TransportControls />
        {error ? (
          <p className={styles.error} role="alert">
            {error}
          </p>
        ) : (
          <ProgressSlider />
        )}
      </div>
      <div className={styles.right}>
        <VolumeControl />
        <SpeedMenu open={panels.panel === 'speed'} onOpenChange={(open) => panels.setPanel('speed', open)} />
        <SleepMenu
          open={panels.panel === 'sleep'}
          onOpenChange={(open) => panels.setPanel('sleep', open)}
          onMessage={onMessage}
        />
        <PlaylistPopup
          open={panels.panel === 'playlist'}
          onOpenChange={(open) => panels.setPanel('playlist', open)}
        />
        <ShareButton onMessage={onMessage} />
        <CloseButton onClose={onClose} />
      </div>
    </>
  );
}
