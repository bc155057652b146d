import type { Episode, MediaItem } from '@tarang/contracts';
import type { ReactNode } from 'react';
import { formatDay, formatLength } from '../../shared/format';
import { useMessages } from '../../shared/i18n';
import { SafeHtml } from '../../shared/ui/SafeHtml';
import styles from './EpisodeList.module.css';
import { audioMessages } from './messages';

/**
 * What a route puts in each episode row: the player's play button and the favourites' heart. The audio feature
 * lays the rows out; the app composes them with the player and favourites features (app/episodes).
 */
export type EpisodeButtons = {
  /** Plays episode `index` of `episodes`, which become the playlist. */
  play: (media: MediaItem, episodes: Episode[], index: number) => ReactNode;
  favourite: (episode: Episode) => ReactNode;
};

/** The episodes of one show or podcast: play, title, date and length, description (sanitised), favourite. */
export function EpisodeList({
  media,
  episodes,
  label,
  busy,
  buttons,
}: {
  media: MediaItem;
  episodes: Episode[];
  label: string;
  busy?: boolean;
  buttons: EpisodeButtons;
}) {
  const t = useMessages(audioMessages);
  return (
    <ol className={styles.list} aria-label={label} aria-busy={busy || undefined}>
      {episodes.map((episode, index) => (
        <li key={episode.id} className={styles.row}>
          {buttons.play(media, episodes, index)}
          <div className={styles.text}>
            <h3 className={styles.title}>{episode.title}</h3>
            <p className={styles.meta}>
              {episode.episodeNumber !== null && `${t.episodeNumber({ number: episode.episodeNumber })} · `}
              <time dateTime={episode.publishedAt}>{formatDay(episode.publishedAt)}</time>
              {` · ${formatLength(episode.duration)}`}
            </p>
          </div>
          {buttons.favourite(episode)}
          {episode.description && <SafeHtml html={episode.description} className={styles.description} />}
        </li>
      ))}
    </ol>
  );
}
