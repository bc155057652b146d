import { useQuery } from '@tanstack/react-query';
import { toUrlName } from '@tarang/contracts';
import { Link } from 'react-router';
import { isNotFound } from '../../shared/api/client';
import { href } from '../../shared/paths';
import page from '../../shared/ui/Page.module.css';
import { PageHead } from '../../shared/ui/PageHead';
import prose from '../../shared/ui/Prose.module.css';
import { SafeHtml } from '../../shared/ui/SafeHtml';
import { LoadError, TextSkeleton } from '../../shared/ui/states';
import { FavoriteButton } from '../favourites/FavoriteButton';
import { EpisodePlayButton, PlayMediaButton } from '../player/PlayButtons';
import { useStation } from '../stations/context';
import { NotFound } from '../stations/NotFound';
import { episodesQuery, formatDate, formatDuration, mediaQuery } from './api';
import styles from './Detail.module.css';
import { useUrlId } from './useUrlId';

export default function AudioDetailPage() {
  const station = useStation();
  const id = useUrlId('audioUrlName');
  const media = useQuery({ ...mediaQuery(id ?? 0), enabled: id !== null });
  const episodes = useQuery({ ...episodesQuery(id ?? 0), enabled: media.isSuccess });
  if (id === null || isNotFound(media.error)) return <NotFound />;
  if (media.isError) {
    return (
      <section className={page.page}>
        <LoadError what="This show" onRetry={() => media.refetch()} />
      </section>
    );
  }
  const item = media.data;
  return (
    <article className={page.page}>
      {item && (
        <PageHead
          title={`${item.title} · ${station.name}`}
          description={`${item.title}: ${item.episodeCount} episodes on ${station.name}.`}
        />
      )}
      <div className={styles.hero}>
        <div className={styles.cover}>
          {item?.images[0] && (
            <img src={item.images[0]} alt={item.imageAlts[0] ?? item.title} width={480} height={480} />
          )}
        </div>
        <div>
          <p className={page.eyebrow}>
            {item?.mediaType === 'Podcast' ? 'Podcast' : item?.mediaType === 'Video' ? 'Video' : 'Show'}
          </p>
          <h1 className={page.title}>{item?.title ?? ' '}</h1>
          {item && item.rjs.length > 0 && (
            <p className={styles.hosts}>
              With{' '}
              {item.rjs.map((rj, index) => (
                <span key={rj.id}>
                  {index > 0 && ' & '}
                  <Link to={href.rj(station.urlName, toUrlName(rj.name, rj.profileId))}>{rj.name}</Link>
                </span>
              ))}
            </p>
          )}
          {item ? <SafeHtml html={item.description} className={prose.prose} /> : <TextSkeleton />}
          {item && item.mediaType !== 'Video' && <PlayMediaButton media={item} />}
        </div>
      </div>
      <h2 className={styles.sectionTitle}>Episodes</h2>
      {episodes.isPending ? (
        <TextSkeleton />
      ) : episodes.isError ? (
        <LoadError what="The episodes" onRetry={() => episodes.refetch()} />
      ) : (
        <ol className={styles.episodes}>
          {episodes.data.data.map((episode, index) => (
            <li key={episode.id} className={styles.episode}>
              {item && <EpisodePlayButton media={item} episodes={episodes.data.data} index={index} />}
              <div className={styles.episodeText}>
                <span className={styles.episodeTitle}>{episode.title}</span>
                <span className={styles.episodeMeta}>
                  {formatDate(episode.publishedAt)} · {formatDuration(episode.duration)}
                </span>
              </div>
              <FavoriteButton episode={episode} />
            </li>
          ))}
        </ol>
      )}
    </article>
  );
}
