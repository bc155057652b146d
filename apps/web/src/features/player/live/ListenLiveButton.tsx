import type { Station } from '@tarang/contracts';
import { useMessages } from '../../../shared/i18n';
import { PauseIcon, PlayIcon } from '../../../shared/ui/icons';
import { preloadLiveEngine, preloadPlayerUI } from '../chunks';
import { playLive, useLiveStationPlaying } from '../store';
import styles from './Live.module.css';
import { liveMessages } from './messages';

/** The player's controls and the engine's live half, fetched while the pointer is on the way to a click. */
function preload() {
  preloadPlayerUI();
  preloadLiveEngine();
}

export type ListenLiveVariant = 'header' | 'hero' | 'bar';

/**
 * "Listen live": plays the station's live stream in the persistent player, or pauses it when it is the one
 * playing (aria-pressed says which). The dot pulses while the stream plays.
 */
export function ListenLiveButton({
  station,
  variant,
  className,
}: {
  station: Station;
  variant: ListenLiveVariant;
  className?: string;
}) {
  const t = useMessages(liveMessages);
  const playing = useLiveStationPlaying(station.id);
  return (
    <button
      type="button"
      className={[styles.listen, styles[variant], className].filter(Boolean).join(' ')}
      aria-pressed={playing}
      data-variant={variant}
      onPointerEnter={preload}
      onFocus={preload}
      onClick={() => playLive(station)}
    >
      <span className={styles.dot} data-on={playing || undefined} aria-hidden="true" />
      <span>{t.listenLive}</span>
      {playing ? <PauseIcon size={18} /> : <PlayIcon size={18} />}
    </button>
  );
}
