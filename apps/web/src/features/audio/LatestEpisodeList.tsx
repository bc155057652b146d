import type { EpisodeWithMedia } from '@tarang/contracts';
import { Link } from 'react-router';
import { formatDay, formatLength } from '../../shared/format';
import { useMessages } from '../../shared/i18n';
import { href } from '../../shared/paths';
import { Img } from '../../shared/ui/Img';
import { VideoIcon } from '../../shared/ui/icons';
import { mediaOfEpisode } from './api';
import type { EpisodeButtons } from './EpisodeList';
import styles from './EpisodeList.module.css';
import { audioMessages } from './messages';

// Apart from EpisodeList so the home page does not load the HTML sanitiser: these rows show no description.

/**
 * The newest episodes across a station, each with its show's cover and a link to the show. Audio plays in the
 * player (the listed episodes become the playlist); a video episode leads to the video section.
 */
export function LatestEpisodeList({
  stationUrlName,
  episodes,
  label,
  busy,
  buttons,
}: {
  stationUrlName: string;
  episodes: EpisodeWithMedia[];
  label: string;
  busy?: boolean;
  /** The player's play button and the favourites' heart, given by the route. */
  buttons: EpisodeButtons;
}) {
  const t = useMessages(audioMessages);
  const playable = episodes.filter((episode) => episode.media.mediaType !== 'Video');
  return (
    <ol className={styles.list} aria-label={label} aria-busy={busy || undefined}>
      {episodes.map((episode) => {
        const isVideo = episode.media.mediaType === 'Video';
        return (
          <li key={episode.id} className={`${styles.row} ${styles.feedRow}`}>
            <span className={styles.thumb}>
              <Img
                src={episode.thumbnail ?? episode.media.image}
                alt=""
                width={64}
                height={64}
                sizes="64px"
              />
            </span>
            <div className={styles.text}>
              <Link to={href.audio(stationUrlName, episode.media.urlName)} className={styles.show}>
                {episode.media.title}
              </Link>
              <h3 className={styles.title}>{episode.title}</h3>
              <p className={styles.meta}>
                <time dateTime={episode.publishedAt}>{formatDay(episode.publishedAt)}</time>
                {` · ${isVideo ? `${t.video}, ` : ''}${formatLength(episode.duration)}`}
              </p>
            </div>
            <div className={styles.actions}>
              {isVideo ? (
                <Link
                  to={href.section(stationUrlName, 'video')}
                  className={styles.watch}
                  aria-label={t.watch({ title: episode.title })}
                >
                  <VideoIcon size={20} />
                </Link>
              ) : (
                buttons.play(mediaOfEpisode(episode), playable, playable.indexOf(episode))
              )}
              {!isVideo && buttons.favourite(episode)}
            </div>
          </li>
        );
      })}
    </ol>
  );
}
