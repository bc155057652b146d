import type { Episode, MediaItem } from '@tarang/contracts';
import { shows } from '@tarang/contracts/endpoints';
import { useState } from 'react';
import { call } from '../../shared/api/call';
import { useMessages } from '../../shared/i18n';
import { PauseIcon, PlayIcon } from '../../shared/ui/icons';
import { preloadPlayerUI } from './chunks';
import { playerMessages } from './messages';
import styles from './PlayButtons.module.css';
import { getPlayerState, playerActions, playMedia, usePlayerTrack } from './store';

/**
 * Plays a show or podcast: its episodes (newest first, as the list shows them) become the playlist and the
 * first one plays. Shows "Pause" while one of its episodes is playing.
 */
export function PlayMediaButton({ media, className }: { media: MediaItem; className?: string }) {
  const t = useMessages(playerMessages);
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
      const page = await call(shows.episodes, { params: { id: media.id }, query: { pageSize: 100 } });
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
      {playing ? <PauseIcon size={20} /> : <PlayIcon size={20} />}
      {playing ? t.pause : t.play}
      <span className={styles.visuallyHidden}> {media.title}</span>
    </button>
  );
}

/** Plays one episode of a list; the list becomes the playlist. Pauses it when it is the one playing. */
export function EpisodePlayButton({
  media,
  episodes,
  index,
  startAt,
  className,
}: {
  media: MediaItem;
  episodes: Episode[];
  index: number;
  /** Seconds to start at (a saved "continue listening" position). */
  startAt?: number;
  className?: string;
}) {
  const t = useMessages(playerMessages);
  const { episodeId, isPlaying } = usePlayerTrack();
  const episode = episodes[index];
  if (!episode) return null;
  const current = episodeId === episode.id;
  const playing = current && isPlaying;
  return (
    <button
      type="button"
      className={[styles.episode, className].filter(Boolean).join(' ')}
      aria-label={playing ? t.pauseTitle({ title: episode.title }) : t.playTitle({ title: episode.title })}
      aria-pressed={current ? playing : undefined}
      onPointerEnter={preloadPlayerUI}
      onFocus={preloadPlayerUI}
      onClick={() => (current ? playerActions.toggle() : playMedia(media, episodes, index, { startAt }))}
    >
      {playing ? <PauseIcon size={20} /> : <PlayIcon size={20} />}
    </button>
  );
}
