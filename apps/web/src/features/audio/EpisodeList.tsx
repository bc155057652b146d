import type { Episode, MediaItem } from '@tarang/contracts';
import { formatDay, formatLength } from '../../shared/format';
import { useMessages } from '../../shared/i18n';
import { SafeHtml } from '../../shared/ui/SafeHtml';
import { FavoriteButton } from '../favourites/FavoriteButton';
import { EpisodePlayButton } from '../player/PlayButtons';
import styles from './EpisodeList.module.css';
import { audioMessages } from './messages';

/** The episodes of one show or podcast: play, title, date and length, description (sanitised), favourite. */
export function EpisodeList({
  media,
  episodes,
  label,
  busy,
}: {
  media: MediaItem;
  episodes: Episode[];
  label: string;
  busy?: boolean;
}) {
  const t = useMessages(audioMessages);
  return (
    <ol className={styles.list} aria-label={label} aria-busy={busy || undefined}>
      {episodes.map((episode, index) => (
        <li key={episode.id} className={styles.row}>
          <EpisodePlayButton media={media} episodes={episodes} index={index} />
          <div className={styles.text}>
            <h3 className={styles.title}>{episode.title}</h3>
            <p className={styles.meta}>
              {episode.episodeNumber !== null && `${t.episodeNumber({ number: episode.episodeNumber })} · `}
              <time dateTime={episode.publishedAt}>{formatDay(episode.publishedAt)}</time>
              {` · ${formatLength(episode.duration)}`}
            </p>
          </div>
          <FavoriteButton episode={episode} />
          {episode.description && <SafeHtml html={episode.description} className={styles.description} />}
        </li>
      ))}
    </ol>
  );
}
