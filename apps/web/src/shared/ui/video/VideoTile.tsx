import { type ReactNode, useRef, useState } from 'react';
import { useMessages } from '../../i18n';
import { onSoundStarted, soundStarted } from '../../lib/oneSound';
import { Img } from '../Img';
import { videoTileMessages } from './messages';
import styles from './VideoTile.module.css';

/** The video playing now, so starting another pauses it: one plays at a time. */
let playing: HTMLVideoElement | null = null;

let listening = false;

function onPlay(video: HTMLVideoElement) {
  if (playing && playing !== video) playing.pause();
  playing = video;
  // The audio player and a video do not talk over each other: a video pauses the player, the player a video.
  soundStarted('video');
  if (!listening) {
    listening = true;
    onSoundStarted((source) => {
      if (source === 'player' && playing && !playing.paused) playing.pause();
    });
  }
}

const PlayGlyph = () => (
  <svg width="28" height="28" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
    <path fill="currentColor" d="M8 5.5v13a1 1 0 001.5.9l10.4-6.5a1 1 0 000-1.8L9.5 4.6A1 1 0 008 5.5z" />
  </svg>
);

/**
 * A video from our file service, played inline: the poster with a play button until it starts, then the
 * browser's own controls. Nothing of the video is fetched before the listener asks (preload none), and the
 * poster only as it nears the screen.
 */
export function VideoTile({
  src,
  mimeType,
  poster,
  title,
  children,
  headingLevel = 3,
}: {
  src: string;
  mimeType: string;
  poster: string | null;
  title: string;
  /** Lines under the title (series, RJ, date, length). */
  children?: ReactNode;
  headingLevel?: 2 | 3;
}) {
  const t = useMessages(videoTileMessages);
  const video = useRef<HTMLVideoElement>(null);
  const [started, setStarted] = useState(false);
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const start = () => {
    const element = video.current;
    if (!element) return;
    setStarted(true);
    element.focus();
    element.play().catch((error: unknown) => {
      console.error('The video could not be played', error);
      setStarted(false);
    });
  };
  return (
    <li className={styles.tile}>
      <div className={styles.frame}>
        {/* biome-ignore lint/a11y/useMediaCaption: the media store holds no caption files yet (see the issue report) */}
        <video
          ref={video}
          className={styles.video}
          controls={started}
          preload="none"
          width={640}
          height={360}
          playsInline
          aria-label={title}
          tabIndex={started ? 0 : -1}
          onPlay={(event) => {
            setStarted(true);
            onPlay(event.currentTarget);
          }}
        >
          <source src={src} type={mimeType} />
        </video>
        {/* The poster as an image, not the video's poster attribute: a browser fetches that at once, in full,
            wherever the video is on the page (three of them were 42 kB ahead of an RJ page's first paint on a
            slow link); an image is lazy and comes in the width the tile needs. */}
        {!started && poster && (
          <Img
            src={poster}
            alt=""
            width={640}
            height={360}
            sizes="(min-width: 640px) 30rem, 100vw"
            className={styles.poster}
          />
        )}
        {!started && (
          <button type="button" className={styles.cover} onClick={start} aria-label={t.play({ title })}>
            <span className={styles.play}>
              <PlayGlyph />
            </span>
          </button>
        )}
      </div>
      <Heading className={styles.title}>{title}</Heading>
      {children && <div className={styles.meta}>{children}</div>}
    </li>
  );
}

/** Placeholders shaped like the tiles that will replace them. */
export function VideoSkeletons({ count, label }: { count: number; label: string }) {
  return (
    <div role="status" aria-label={label}>
      <ul className={styles.grid} aria-hidden="true">
        {Array.from({ length: count }, (_, n) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: static placeholders
          <li key={n} className={styles.tile}>
            <span className={`${styles.frame} ${styles.shimmer}`} />
            <span className={`${styles.line} ${styles.shimmer}`} />
          </li>
        ))}
      </ul>
    </div>
  );
}

export function VideoGrid({ label, children, busy }: { label: string; children: ReactNode; busy?: boolean }) {
  return (
    <ul className={styles.grid} aria-label={label} aria-busy={busy || undefined}>
      {children}
    </ul>
  );
}
