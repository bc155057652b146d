import { CloseIcon } from '../../../shared/ui/icons';
import { usePlayer } from '../context';
import { PLAYER_TEXT } from '../messages';
import { usePlayerSelector } from '../store';
import type { Track } from '../track';
import { TransportControls } from './Controls';
import styles from './Player.module.css';
import type { Panels } from './PlayerUI';
import { PlaylistPopup } from './Playlist';
import { ShareButton } from './Share';
import { ProgressSlider, VolumeControl } from './Sliders';
import { SpeedMenu } from './SpeedMenu';
import { PlayerFavorite, TrackInfo } from './TrackInfo';

/** SPEC: progress, previous, back 15 s, play/pause, forward 15 s, next, times, volume, speed, playlist, close. */
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
        <PlaylistPopup
          open={panels.panel === 'playlist'}
          onOpenChange={(open) => panels.setPanel('playlist', open)}
        />
        <ShareButton onMessage={onMessage} />
        <button
          type="button"
          className={styles.icon}
          aria-label={PLAYER_TEXT.close}
          title={PLAYER_TEXT.close}
          onClick={() => close()}
        >
          <CloseIcon size={22} />
        </button>
      </div>
    </div>
  );
}
