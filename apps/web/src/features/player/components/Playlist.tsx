import * as Popover from '@radix-ui/react-popover';
import { useRef } from 'react';
import { useMessages } from '../../../shared/i18n';
import { Img } from '../../../shared/ui/Img';
import { usePlayer } from '../context';
import { formatClock } from '../format';
import { playerMessages } from '../messages';
import { usePlayerSelector } from '../store';
import { focusMovedOn } from './focus';
import { PlaylistIcon } from './icons';
import menus from './Menus.module.css';
import styles from './Player.module.css';

/** The tracks of the playlist; a click makes one current and plays it. */
export function PlaylistItems({ variant = 'popup' }: { variant?: 'popup' | 'sheet' }) {
  const { selectTrack } = usePlayer();
  const t = useMessages(playerMessages);
  const tracks = usePlayerSelector((s) => s.tracks);
  const index = usePlayerSelector((s) => s.index);
  const isPlaying = usePlayerSelector((s) => s.isPlaying);
  return (
    <ol className={variant === 'sheet' ? menus.tracksSheet : menus.tracks}>
      {tracks.map((track, at) => {
        const current = at === index;
        return (
          <li key={track.key}>
            <button
              type="button"
              className={menus.track}
              aria-current={current ? 'true' : undefined}
              data-current={current || undefined}
              onClick={() => selectTrack(at)}
            >
              <span className={menus.trackArt} aria-hidden="true">
                <Img src={track.artwork} alt="" width={44} height={44} sizes="44px" />
                {current && (
                  <span className={menus.bars} data-playing={isPlaying || undefined}>
                    <span />
                    <span />
                    <span />
                  </span>
                )}
              </span>
              <span className={menus.trackText}>
                <span className={menus.trackTitle}>{track.title}</span>
                <span className={menus.trackMeta}>
                  {current && (
                    <span className={menus.nowPlaying}>
                      {isPlaying ? t.nowPlaying : t.paused}
                      {' · '}
                    </span>
                  )}
                  {track.duration !== null ? formatClock(track.duration) : t.live}
                </span>
              </span>
            </button>
          </li>
        );
      })}
    </ol>
  );
}

/** The playlist popup, 408 px wide, at most 480 px high (700 px on large screens). */
export function PlaylistPopup({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const t = useMessages(playerMessages);
  const media = usePlayerSelector((s) => s.media);
  const count = usePlayerSelector((s) => s.tracks.length);
  const content = useRef<HTMLDivElement>(null);
  /** Closed by a click elsewhere: the focus stays where the listener went. */
  const outside = useRef(false);
  return (
    <Popover.Root open={open} onOpenChange={onOpenChange}>
      <Popover.Trigger className={styles.icon} aria-label={t.playlist} title={t.playlist}>
        <PlaylistIcon size={22} />
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content
          ref={content}
          className={menus.playlist}
          side="top"
          align="end"
          sideOffset={14}
          collisionPadding={12}
          aria-labelledby="player-playlist-title"
          onInteractOutside={() => {
            outside.current = true;
          }}
          onCloseAutoFocus={(event) => {
            if (outside.current || focusMovedOn()) event.preventDefault();
            outside.current = false;
          }}
          onOpenAutoFocus={(event) => {
            // Focus the current track, scrolled into view, rather than the first one.
            event.preventDefault();
            const current = content.current?.querySelector<HTMLElement>('[aria-current="true"]');
            const first = content.current?.querySelector<HTMLElement>('button');
            (current ?? first)?.focus({ preventScroll: true });
            current?.scrollIntoView({ block: 'nearest' });
          }}
        >
          <div className={menus.playlistHead}>
            <h2 id="player-playlist-title" className={menus.playlistTitle}>
              {t.playlist}
            </h2>
            <p className={menus.playlistMeta}>
              {media ? `${media.title} · ` : ''}
              {t.playlistCount(count)}
            </p>
          </div>
          <div className={menus.playlistScroll}>
            <PlaylistItems />
          </div>
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
