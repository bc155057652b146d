import * as Dialog from '@radix-ui/react-dialog';
import { useMessages } from '../../../shared/i18n';
import { Img } from '../../../shared/ui/Img';
import { ChevronDownIcon, CloseIcon } from '../../../shared/ui/icons';
import prose from '../../../shared/ui/Prose.module.css';
import { SafeHtml } from '../../../shared/ui/SafeHtml';
import { usePlayer } from '../context';
import { LiveBadge, LiveStatusBar, useLiveOffAir } from '../live/LiveControls';
import { playerMessages } from '../messages';
import { usePlayerSelector } from '../store';
import type { Track } from '../track';
import { PlayPauseButton, TransportControls } from './Controls';
import styles from './Player.module.css';
import { PlaylistItems } from './Playlist';
import type { Panels } from './panels';
import { ShareButton } from './Share';
import sheet from './Sheet.module.css';
import { SleepMenu } from './SleepMenu';
import { ProgressSlider } from './Sliders';
import { SpeedMenu } from './SpeedMenu';
import { useBackClosesSheet, useSwipeDown } from './sheetGestures';
import { PlayerFavorite } from './TrackInfo';

/**
 * Mobile: a compact bar with track info, play/pause and close; tapping the track info opens a
 * full-screen sheet (cover, title, description, favourite, speed, share, progress, controls, playlist) that
 * a chevron closes. The sheet is a modal dialog: focus stays in it and returns to the track info. A live
 * stream's sheet has the LIVE row instead of the progress bar, play/pause only, and no speed, share or list.
 */
export function MobilePlayer({
  track,
  panels,
  onMessage,
}: {
  track: Track;
  panels: Panels;
  onMessage: (message: string) => void;
}) {
  const { close, setExpanded } = usePlayer();
  const t = useMessages(playerMessages);
  const expanded = usePlayerSelector((s) => s.expanded);
  const progress = usePlayerSelector((s) =>
    s.duration > 0 ? Math.min(100, (s.currentTime / s.duration) * 100) : 0,
  );
  const error = usePlayerSelector((s) => s.error);
  const offAir = useLiveOffAir();
  const isLive = track.kind === 'live';
  const closeSheet = () => setExpanded(false);
  useBackClosesSheet(expanded, closeSheet);
  const swipe = useSwipeDown(closeSheet);
  return (
    <Dialog.Root open={expanded} onOpenChange={(open) => setExpanded(open)}>
      <div className={styles.compact}>
        {!isLive && (
          <span className={styles.compactProgress} style={{ width: `${progress}%` }} aria-hidden="true" />
        )}
        <Dialog.Trigger
          className={styles.compactInfo}
          aria-label={t.openSheet({ title: track.title, artist: track.artist })}
        >
          <Img
            className={styles.compactCover}
            src={track.artwork}
            alt=""
            width={44}
            height={44}
            sizes="44px"
          />
          <span className={styles.text}>
            <span className={styles.title}>{track.title}</span>
            {error ? (
              <span className={styles.compactError} role="alert">
                {error}
              </span>
            ) : offAir ? (
              <span className={styles.compactError}>{offAir}</span>
            ) : (
              <span className={styles.artist}>{track.artist}</span>
            )}
          </span>
        </Dialog.Trigger>
        {isLive && (
          <>
            <LiveBadge />
            {/* The line in the button above shows it; this says it (a button's label hides its content). */}
            <span className={styles.status} role="status" aria-live="polite">
              {offAir ?? ''}
            </span>
          </>
        )}
        <PlayPauseButton />
        <button
          type="button"
          className={styles.icon}
          aria-label={t.close}
          title={t.close}
          onClick={() => close()}
        >
          <CloseIcon size={22} />
        </button>
      </div>
      <Dialog.Portal>
        <Dialog.Content ref={swipe.sheet} className={sheet.sheet} aria-describedby={undefined}>
          <div className={sheet.head} {...swipe.handle}>
            <span className={sheet.grabber} aria-hidden="true" />
            <Dialog.Close className={sheet.chevron} aria-label={t.closeSheet}>
              <ChevronDownIcon size={26} />
            </Dialog.Close>
            <p className={sheet.eyebrow}>
              <span>{t.nowPlaying}</span>
              <span className={sheet.album}>{track.album}</span>
            </p>
          </div>
          <div className={sheet.scroll}>
            <Img
              className={sheet.cover}
              src={track.artwork}
              alt={track.artworkAlt}
              width={320}
              height={320}
              sizes="(max-width: 639px) 80vw, 320px"
              priority
            />
            <div className={sheet.titleRow}>
              <div className={sheet.titles}>
                <Dialog.Title className={sheet.title}>{track.title}</Dialog.Title>
                <p className={sheet.artist}>{track.artist}</p>
              </div>
              <PlayerFavorite track={track} className={sheet.favorite} />
            </div>
            {isLive ? (
              <>
                <LiveStatusBar variant="sheet" />
                <div className={sheet.liveControls}>
                  <PlayPauseButton size="l" />
                </div>
                <div className={sheet.actions}>
                  <SleepMenu
                    open={panels.panel === 'sleep'}
                    onOpenChange={(open) => panels.setPanel('sleep', open)}
                    onMessage={onMessage}
                  />
                </div>
              </>
            ) : (
              <>
                {error ? (
                  <p className={sheet.error} role="alert">
                    {error}
                  </p>
                ) : (
                  <ProgressSlider variant="sheet" />
                )}
                <TransportControls size="l" />
                <div className={sheet.actions}>
                  <SpeedMenu
                    open={panels.panel === 'speed'}
                    onOpenChange={(open) => panels.setPanel('speed', open)}
                  />
                  <SleepMenu
                    open={panels.panel === 'sleep'}
                    onOpenChange={(open) => panels.setPanel('sleep', open)}
                    onMessage={onMessage}
                  />
                  <ShareButton onMessage={onMessage} />
                </div>
              </>
            )}
            {track.description && (
              <section className={sheet.section} aria-labelledby="player-sheet-about">
                <h3 id="player-sheet-about" className={sheet.sectionTitle}>
                  {t.about}
                </h3>
                <SafeHtml html={track.description} className={`${prose.prose} ${sheet.description}`} />
              </section>
            )}
            {!isLive && (
              <section className={sheet.section} aria-labelledby="player-sheet-playlist">
                <h3 id="player-sheet-playlist" className={sheet.sectionTitle}>
                  {t.playlist}
                </h3>
                <PlaylistItems variant="sheet" />
              </section>
            )}
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
