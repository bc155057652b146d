import { SKIP_SECONDS } from '../constants';
import { usePlayer } from '../context';
import { PLAYER_TEXT } from '../messages';
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

/** Play/pause, with a ring while the player waits for data (SPEC: toggled by the main button). */
export function PlayPauseButton({ size = 'm' }: { size?: 'm' | 'l' }) {
  const { toggle } = usePlayer();
  const isPlaying = usePlayerSelector((s) => s.isPlaying);
  const buffering = usePlayerSelector((s) => s.buffering);
  return (
    <button
      type="button"
      className={size === 'l' ? styles.playLarge : styles.play}
      aria-label={isPlaying ? PLAYER_TEXT.pause : PLAYER_TEXT.play}
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
  const shuffle = usePlayerSelector((s) => s.shuffle);
  const repeat = usePlayerSelector((s) => s.repeat);
  const live = usePlayerSelector((s) => isLive(s.currentTrack));
  const icon = size === 'l' ? 28 : 22;
  return (
    <div className={size === 'l' ? styles.controlsLarge : styles.controls}>
      <button
        type="button"
        className={`${styles.icon} ${styles.toggle}`}
        aria-label={PLAYER_TEXT.shuffle}
        aria-pressed={shuffle}
        title={PLAYER_TEXT.shuffle}
        onClick={() => player.toggleShuffle()}
      >
        <ShuffleIcon size={size === 'l' ? 22 : 18} />
      </button>
      <button
        type="button"
        className={styles.icon}
        aria-label={PLAYER_TEXT.previous}
        title={PLAYER_TEXT.previous}
        onClick={() => player.previous()}
      >
        <PreviousIcon size={icon} />
      </button>
      <button
        type="button"
        className={styles.icon}
        aria-label={PLAYER_TEXT.back}
        title={PLAYER_TEXT.back}
        disabled={live}
        onClick={() => player.skip(-SKIP_SECONDS)}
      >
        <BackIcon size={icon} />
      </button>
      <PlayPauseButton size={size} />
      <button
        type="button"
        className={styles.icon}
        aria-label={PLAYER_TEXT.forward}
        title={PLAYER_TEXT.forward}
        disabled={live}
        onClick={() => player.skip(SKIP_SECONDS)}
      >
        <ForwardIcon size={icon} />
      </button>
      <button
        type="button"
        className={styles.icon}
        aria-label={PLAYER_TEXT.next}
        title={PLAYER_TEXT.next}
        onClick={() => player.next()}
      >
        <NextIcon size={icon} />
      </button>
      <button
        type="button"
        className={`${styles.icon} ${styles.toggle}`}
        aria-label={PLAYER_TEXT.repeat}
        aria-pressed={repeat}
        title={PLAYER_TEXT.repeat}
        onClick={() => player.toggleRepeat()}
      >
        <RepeatIcon size={size === 'l' ? 22 : 18} />
      </button>
    </div>
  );
}
