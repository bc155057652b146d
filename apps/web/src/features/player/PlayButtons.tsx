import type { Episode, MediaItem } from '@tarang/contracts';
import { useState } from 'react';
import { apiGet } from '../../shared/api/client';
import styles from './PlayButtons.module.css';
import { preloadPlayerUI } from './PlayerProvider';
import { getPlayerState, playerActions, playMedia, usePlayerTrack } from './store';

/** The icons of the play buttons (filled, so they read at a glance). */
const PlayGlyph = () => (
  <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
    <path fill="currentColor" d="M8 5.5v13a1 1 0 001.5.9l10.4-6.5a1 1 0 000-1.8L9.5 4.6A1 1 0 008 5.5z" />
  </svg>
);
const PauseGlyph = () => (
  <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
    <path fill="currentColor" d="M7 5h3.5v14H7zM13.5 5H17v14h-3.5z" />
  </svg>
);

/**
 * Plays a show or podcast: its episodes (newest first, as the list shows them) become the playlist and the
 * first one plays (SPEC section 4). Shows "Pause" while one of its episodes is playing.
 */
export function PlayMediaButton({ media, className }: { media: MediaItem; className?: string }) {
  const { episodeId, isPlaying } = usePlayerTrack();
  const current = getPlayerState().media?.id === media.id && episodeId !== null;
  const [loading, setLoading] = useState(false);
  const playing = current && isPlaying;
  const onClick = async () => {
    if (current) {
      playerActions.toggle();
      return;
    }
    setLoading(true);
    try {
      const page = await apiGet<{ data: Episode[] }>(`media/v1/media/${media.id}/episodes`, {
        pageSize: 100,
      });
      playMedia(media, page.data, 0);
    } catch (error) {
      console.error('Failed to fetch media', error);
    } finally {
      setLoading(false);
    }
  };
  return (
    <button
      type="button"
      className={[styles.media, className].filter(Boolean).join(' ')}
      aria-busy={loading}
      onPointerEnter={preloadPlayerUI}
      onFocus={preloadPlayerUI}
      onClick={onClick}
    >
      {playing ? <PauseGlyph /> : <PlayGlyph />}
      {playing ? 'Pause' : 'Play'}
      <span className={styles.visuallyHidden}> {media.title}</span>
    </button>
  );
}

/** Plays one episode of a list; the list becomes the playlist. Pauses it when it is the one playing. */
export function EpisodePlayButton({
  media,
  episodes,
  index,
  className,
}: {
  media: MediaItem;
  episodes: Episode[];
  index: number;
  className?: string;
}) {
  const { episodeId, isPlaying } = usePlayerTrack();
  const episode = episodes[index];
  if (!episode) return null;
  const current = episodeId === episode.id;
  const playing = current && isPlaying;
  return (
    <button
      type="button"
      className={[styles.episode, className].filter(Boolean).join(' ')}
      aria-label={`${playing ? 'Pause' : 'Play'} ${episode.title}`}
      aria-pressed={current ? playing : undefined}
      onPointerEnter={preloadPlayerUI}
      onFocus={preloadPlayerUI}
      onClick={() => (current ? playerActions.toggle() : playMedia(media, episodes, index))}
    >
      {playing ? <PauseGlyph /> : <PlayGlyph />}
    </button>
  );
}
