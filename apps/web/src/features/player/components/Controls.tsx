import { useMessages } from '../../../shared/i18n';
import { SKIP_SECONDS } from '../constants';
import { usePlayer } from '../context';
import { playerMessages } from '../messages';
import { usePlayerSelector } from '../store';
import { isLive } from '../track';
import {
  BackIcon,
  ForwardIcon,
  NextIcon,
  PauseIcon,
  PlayIcon,
  PreviousIcon,
  RepeatIcon,
  ShuffleIcon,
} from './icons';
import styles from './Player.module.css';

/** Play/pause, with a ring while the player waits for data (toggled by the main button). */
export function PlayPauseButton({ size = 'm' }: { size?: 'm' | 'l' }) {
  const { toggle } = usePlayer();
  const t = useMessages(playerMessages);
  const isPlaying = usePlayerSelector((s) => s.isPlaying);
  const buffering = usePlayerSelector((s) => s.buffering);
  return (
    <button
      type="button"
      className={size === 'l' ? styles.playLarge : styles.play}
      aria-label={isPlaying ? t.pause : t.play}
      data-buffering={buffering || undefined}
      onClick={() => toggle()}
    >
      {isPlaying ? <PauseIcon size={size === 'l' ? 32 : 22} /> : <PlayIcon size={size === 'l' ? 32 : 22} />}
      {buffering && <span className={styles.spinner} aria-hidden="true" />}
    </button>
  );
}

/** Shuffle, previous, back 15 s, play/pause, forward 15 s, next, repeat. */
export function TransportControls({ size = 'm' }: { size?: 'm' | 'l' }) {
  const player = usePlayer();
  const t = useMessages(playerMessages);
  const shuffle = usePlayerSelector((s) => s.shuffle);
  const repeat = usePlayerSelector((s) => s.repeat);
  const live = usePlayerSelector((s) => isLive(s.currentTrack));
  const icon = size === 'l' ? 28 : 22;
  return (
    <div className={size === 'l' ? styles.controlsLarge : styles.controls}>
      <button
        type="button"
        className={`${styles.icon} ${styles.toggle}`}
        aria-label={t.shuffle}
        aria-pressed={shuffle}
        title={t.shuffle}
        onClick={() => player.toggleShuffle()}
      >
        <ShuffleIcon size={size === 'l' ? 22 : 18} />
      </button>
      <button
        type="button"
        className={styles.icon}
        aria-label={t.previous}
        title={t.previous}
        onClick={() => player.previous()}
      >
        <PreviousIcon size={icon} />
      </button>
      <button
        type="button"
        className={styles.icon}
        aria-label={t.back}
        title={t.back}
        disabled={live}
        onClick={() => player.skip(-SKIP_SECONDS)}
      >
        <BackIcon size={icon} />
      </button>
      <PlayPauseButton size={size} />
      <button
        type="button"
        className={styles.icon}
        aria-label={t.forward}
        title={t.forward}
        disabled={live}
        onClick={() => player.skip(SKIP_SECONDS)}
      >
        <ForwardIcon size={icon} />
      </button>
      <button
        type="button"
        className={styles.icon}
        aria-label={t.next}
        title={t.next}
        onClick={() => player.next()}
      >
        <NextIcon size={icon} />
      </button>
      <button
        type="button"
        className={`${styles.icon} ${styles.toggle}`}
        aria-label={t.repeat}
        aria-pressed={repeat}
        title={t.repeat}
        onClick={() => player.toggleRepeat()}
      >
        <RepeatIcon size={size === 'l' ? 22 : 18} />
      </button>
    </div>
  );
}
