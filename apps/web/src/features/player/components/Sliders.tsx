import { type CSSProperties, type KeyboardEvent, useEffect, useRef, useState } from 'react';
import { useMessages } from '../../../shared/i18n';
import {
  SEEK_KEY_STEP,
  SEEK_PAGE_STEP,
  SEEK_STEP,
  VOLUME_KEY_STEP,
  VOLUME_MAX,
  VOLUME_MIN,
  VOLUME_PAGE_STEP,
} from '../constants';
import { usePlayer } from '../context';
import { formatClock, spokenDuration } from '../format';
import { playerMessages } from '../messages';
import { usePlayerSelector, volumeIcon } from '../store';
import { isLive } from '../track';
import { VolumeDownIcon, VolumeOffIcon, VolumeUpIcon } from './icons';
import styles from './Player.module.css';

/** Arrow, Page Up/Down, Home and End keys of a slider: the new value, or null for any other key. */
function keyedValue(
  event: KeyboardEvent<HTMLInputElement>,
  value: number,
  { min, max, step, page }: { min: number; max: number; step: number; page: number },
): number | null {
  const moves: Record<string, number> = {
    ArrowRight: value + step,
    ArrowUp: value + step,
    ArrowLeft: value - step,
    ArrowDown: value - step,
    PageUp: value + page,
    PageDown: value - page,
    Home: min,
    End: max,
  };
  const target = moves[event.key];
  if (target === undefined || event.altKey || event.ctrlKey || event.metaKey) return null;
  event.preventDefault();
  return Math.min(max, Math.max(min, target));
}

const fill = (value: number, max: number) =>
  ({ '--fill': `${max > 0 ? Math.min(100, (value / max) * 100) : 0}%` }) as CSSProperties;

/**
 * The progress bar (seeking by dragging, step 0.01, applies on release or when the pointer leaves).
 * While dragging, the bar and the elapsed time follow the pointer; the audio moves when the pointer leaves the
 * bar and on release. Keys seek at once:
 * arrows 5 s, Page Up/Down 15 s, Home and End; the value is announced as '4 minutes, 3 seconds'.
 */
export function ProgressSlider({ variant = 'bar' }: { variant?: 'bar' | 'sheet' }) {
  const { seek } = usePlayer();
  const t = useMessages(playerMessages);
  const currentTime = usePlayerSelector((s) => s.currentTime);
  const duration = usePlayerSelector((s) => s.duration);
  const live = usePlayerSelector((s) => isLive(s.currentTrack));
  const [dragged, setDragged] = useState<number | null>(null);
  const pending = useRef<number | null>(null);
  /** The pointer left the bar during this drag (the position was applied then). */
  const left = useRef(false);
  const input = useRef<HTMLInputElement>(null);

  const max = duration > 0 ? duration : 0;
  const value = Math.min(dragged ?? currentTime, max || (dragged ?? currentTime));
  const apply = () => {
    if (pending.current === null) return;
    seek(pending.current);
    pending.current = null;
    setDragged(null);
  };
  const applyRef = useRef(apply);
  applyRef.current = apply;

  // React's onChange is the input event (each move); the native change event is the release, which also
  // arrives when the pointer was let go outside the bar.
  useEffect(() => {
    const element = input.current;
    if (!element) return;
    const onRelease = () => applyRef.current();
    element.addEventListener('change', onRelease);
    return () => element.removeEventListener('change', onRelease);
  }, []);

  return (
    <div className={variant === 'sheet' ? styles.progressSheet : styles.progress}>
      <span className={styles.time}>
        <span className="visually-hidden">{t.elapsed} </span>
        {formatClock(value)}
      </span>
      <input
        ref={input}
        type="range"
        className={styles.slider}
        style={fill(value, max)}
        min={0}
        max={max || 1}
        step={SEEK_STEP}
        value={max ? value : 0}
        disabled={live || max === 0}
        aria-label={t.position}
        aria-valuetext={spokenDuration(value, t)}
        onChange={(event) => {
          const next = Number(event.currentTarget.value);
          pending.current = next;
          setDragged(next);
        }}
        onPointerDown={() => {
          left.current = false;
        }}
        onPointerMove={(event) => {
          // Chromium captures the pointer while a range is dragged, so pointerleave only comes after the
          // release: leaving the bar is seen here, once per drag.
          if (pending.current === null || left.current) return;
          const box = event.currentTarget.getBoundingClientRect();
          const outside =
            event.clientX < box.left ||
            event.clientX > box.right ||
            event.clientY < box.top ||
            event.clientY > box.bottom;
          if (!outside) return;
          left.current = true;
          apply();
        }}
        onPointerUp={apply}
        onPointerLeave={apply}
        onBlur={apply}
        onKeyDown={(event) => {
          const next = keyedValue(event, value, {
            min: 0,
            max,
            step: SEEK_KEY_STEP,
            page: SEEK_PAGE_STEP,
          });
          if (next === null) return;
          pending.current = null;
          setDragged(null);
          seek(next);
        }}
      />
      <span className={styles.time}>
        <span className="visually-hidden">{t.total} </span>
        {live ? t.live : max ? formatClock(max) : '–:––'}
      </span>
    </div>
  );
}

const VOLUME_ICONS = { off: VolumeOffIcon, down: VolumeDownIcon, up: VolumeUpIcon };

/** Mute and the volume slider (the volume rules of state.ts; icon off / down under 40 / up). */
export function VolumeControl() {
  const { setVolume, toggleMute } = usePlayer();
  const t = useMessages(playerMessages);
  const volume = usePlayerSelector((s) => s.volume);
  const muted = usePlayerSelector((s) => s.muted);
  const Icon = VOLUME_ICONS[volumeIcon({ volume, muted })];
  return (
    <div className={styles.volume}>
      <button
        type="button"
        className={styles.icon}
        aria-label={t.mute}
        aria-pressed={muted}
        title={muted ? t.unmute : t.mute}
        onClick={() => toggleMute()}
      >
        <Icon size={22} />
      </button>
      <input
        type="range"
        className={`${styles.slider} ${styles.volumeSlider}`}
        style={fill(volume, VOLUME_MAX)}
        min={VOLUME_MIN}
        max={VOLUME_MAX}
        step={1}
        value={volume}
        aria-label={t.volume}
        aria-valuetext={t.volumeValue({ volume })}
        onChange={(event) => setVolume(Number(event.currentTarget.value))}
        onKeyDown={(event) => {
          const next = keyedValue(event, volume, {
            min: VOLUME_MIN,
            max: VOLUME_MAX,
            step: VOLUME_KEY_STEP,
            page: VOLUME_PAGE_STEP,
          });
          if (next !== null) setVolume(next);
        }}
      />
    </div>
  );
}
