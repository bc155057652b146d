import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { MediaItem } from '@tarang/contracts';
import { toUrlName } from '@tarang/contracts/slug';
import { type ReactNode, useEffect, useRef } from 'react';
import { Link, useLocation, useNavigate, useParams, useSearchParams } from 'react-router';
import { isNotFound } from '../../shared/api/client';
import { formatDay, formatLength } from '../../shared/format';
import { useMessages } from '../../shared/i18n';
import { scrollToTop } from '../../shared/lib/scroll';
import { useUrlId } from '../../shared/lib/useUrlId';
import { href } from '../../shared/paths';
import { useStation } from '../../shared/station/context';
import { Img } from '../../shared/ui/Img';
import { NotFound } from '../../shared/ui/NotFound';
import page from '../../shared/ui/Page.module.css';
import { PageHead } from '../../shared/ui/PageHead';
import { Pager } from '../../shared/ui/Pager';
import prose from '../../shared/ui/Prose.module.css';
import { SafeHtml } from '../../shared/ui/SafeHtml';
import { EmptyState, LoadError, TextSkeleton } from '../../shared/ui/states';
import { VideoGrid, VideoSkeletons, VideoTile } from '../../shared/ui/video/VideoTile';
import styles from './AudioDetail.module.css';
import { EPISODE_PAGE_SIZE, episodePageQuery, mediaQuery, pageParam, type SortOrder } from './api';
import { type EpisodeButtons, EpisodeList } from './EpisodeList';
import { EpisodeSkeletons } from './EpisodeSkeletons';
import { FeedLink } from './feed/FeedLink';
import { audioMessages } from './messages';

const TYPE_LABEL = {
  AudioShow: 'typeShow',
  Podcast: 'typePodcast',
  Video: 'typeVideo',
} as const satisfies Record<MediaItem['mediaType'], keyof ReturnType<typeof audioMessages.get>>;

/**
 * `audio/{audioUrlName}`: a show, podcast or video series with its cover, description, RJs and episodes
 * (newest or oldest first, paged; ?sort=oldest&page=n), each playable and, for audio, a favourite.
 */
export default function AudioDetailPage({
  showActions,
  episodeButtons,
}: {
  /**
   * The show's buttons (the player's Play, My Tarang's Follow), composed by the route: features do not import
   * each other.
   */
  showActions: (media: MediaItem) => ReactNode;
  /** The play and favourite buttons of each episode row, composed by the route. */
  episodeButtons: EpisodeButtons;
}) {
  const t = useMessages(audioMessages);
  const station = useStation();
  const id = useUrlId('audioUrlName');
  const urlName = useParams().audioUrlName;
  const location = useLocation();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const sortOrder: SortOrder = params.get('sort') === 'oldest' ? 'asc' : 'desc';
  const pageNumber = pageParam(params.get('page'));
  const episodesRef = useRef<HTMLElement>(null);

  const media = useQuery({ ...mediaQuery(id ?? 0), enabled: id !== null });
  const episodes = useQuery({
    ...episodePageQuery(id ?? 0, sortOrder, pageNumber),
    enabled: media.isSuccess,
    placeholderData: keepPreviousData,
  });
  const item = media.data;

  // One address per show: a changed or mistyped title part is replaced by the current one.
  useEffect(() => {
    if (item && urlName !== item.urlName) {
      navigate(`${href.audio(station.urlName, item.urlName)}${location.search}`, { replace: true });
    }
  }, [item, urlName, station.urlName, location.search, navigate]);

  const total = episodes.data?.total;
  const pages = total === undefined ? 1 : Math.max(1, Math.ceil(total / EPISODE_PAGE_SIZE));
  const setQuery = (next: { sort?: SortOrder; page?: number }, replace = false) =>
    setParams(
      (current) => {
        const merged = new URLSearchParams(current);
        if (next.sort) {
          if (next.sort === 'asc') merged.set('sort', 'oldest');
          else merged.delete('sort');
          merged.delete('page');
        }
        if (next.page !== undefined) {
          if (next.page > 1) merged.set('page', String(next.page));
          else merged.delete('page');
        }
        return merged;
      },
      { replace, preventScrollReset: true },
    );

  // A page past the end (an old link): the last page there is.
  useEffect(() => {
    if (!episodes.isPlaceholderData && total !== undefined && pageNumber > pages) {
      setQuery({ page: pages }, true);
    }
  });

  if (id === null || isNotFound(media.error)) return <NotFound />;
  // The tab's title until the page's own arrives, and if it fails to: never none.
  const interimHead = <PageHead title={t.pageTitle({ station: station.name })} />;
  if (media.isError) {
    return (
      <section className={page.page}>
        {interimHead}
        <LoadError what={t.thisShow} onRetry={() => media.refetch()} />
      </section>
    );
  }

  const isVideo = item?.mediaType === 'Video';
  const texts = isVideo
    ? {
        count: t.videoCount,
        heading: t.videos,
        failed: t.theVideos,
        none: t.noVideos,
        soon: t.videosSoon,
      }
    : {
        count: t.episodeCount,
        heading: t.episodes,
        failed: t.theEpisodes,
        none: t.noEpisodes,
        soon: t.episodesSoon,
      };
  return (
    <article className={page.page}>
      {item ? (
        <PageHead
          title={t.showTitle({ title: item.title, station: station.name })}
          description={t.showDescription({
            title: item.title,
            count: texts.count(item.episodeCount),
            station: station.name,
          })}
        />
      ) : (
        interimHead
      )}
      <div className={styles.hero}>
        <div className={styles.cover}>
          {item ? (
            <Img
              src={item.images[0]}
              alt={item.imageAlts[0] ?? item.title}
              width={480}
              height={480}
              sizes="(min-width: 640px) 22rem, 100vw"
              priority
            />
          ) : null}
        </div>
        <div className={styles.intro}>
          <p className={page.eyebrow}>
            {item
              ? [t[TYPE_LABEL[item.mediaType]], item.genre?.name, item.language].filter(Boolean).join(' · ')
              : ' '}
          </p>
          <h1 className={styles.title}>{item?.title ?? ' '}</h1>
          {item && item.rjs.length > 0 && (
            <ul className={styles.hosts} aria-label={t.rjs}>
              {item.rjs.map((rj) => (
                <li key={rj.id}>
                  <Link
                    to={href.rj(station.urlName, toUrlName(rj.name, rj.profileId))}
                    className={styles.host}
                  >
                    <Img
                      src={rj.image}
                      alt=""
                      width={44}
                      height={44}
                      sizes="44px"
                      className={styles.hostImage}
                    />
                    {rj.name}
                  </Link>
                </li>
              ))}
            </ul>
          )}
          {item ? (
            <>
              <div className={styles.actions}>
                {showActions(item)}
                <p className={styles.count}>{texts.count(item.episodeCount)}</p>
              </div>
              <SafeHtml html={item.description} className={`${prose.prose} ${styles.description}`} />
              <FeedLink media={item} />
            </>
          ) : (
            <TextSkeleton lines={5} />
          )}
        </div>
      </div>

      <section ref={episodesRef} className={styles.episodes} aria-labelledby="episodes-title">
        <div className={styles.episodesHead}>
          <h2 id="episodes-title" className={styles.sectionTitle}>
            {texts.heading}
          </h2>
          <fieldset className={styles.sort}>
            <legend className="visually-hidden">{t.order}</legend>
            <button
              type="button"
              aria-pressed={sortOrder === 'desc'}
              onClick={() => sortOrder !== 'desc' && setQuery({ sort: 'desc' })}
            >
              {t.newestFirst}
            </button>
            <button
              type="button"
              aria-pressed={sortOrder === 'asc'}
              onClick={() => sortOrder !== 'asc' && setQuery({ sort: 'asc' })}
            >
              {t.oldestFirst}
            </button>
          </fieldset>
        </div>
        {!item || episodes.isPending ? (
          isVideo ? (
            <VideoSkeletons count={3} label={t.loadingVideos} />
          ) : (
            <EpisodeSkeletons
              count={Math.min(EPISODE_PAGE_SIZE, item?.episodeCount || 5)}
              label={t.loadingEpisodes}
            />
          )
        ) : episodes.isError ? (
          <LoadError what={texts.failed} onRetry={() => episodes.refetch()} />
        ) : episodes.data.data.length === 0 ? (
          <EmptyState title={texts.none}>
            <p>{texts.soon}</p>
          </EmptyState>
        ) : (
          <>
            {isVideo ? (
              <VideoGrid label={t.videos} busy={episodes.isPlaceholderData}>
                {episodes.data.data.map((episode) => (
                  <VideoTile
                    key={episode.id}
                    src={episode.src}
                    mimeType={episode.mimeType}
                    poster={episode.thumbnail}
                    title={episode.title}
                  >
                    <time dateTime={episode.publishedAt}>{formatDay(episode.publishedAt)}</time>
                    <span>{formatLength(episode.duration)}</span>
                  </VideoTile>
                ))}
              </VideoGrid>
            ) : (
              <EpisodeList
                media={item}
                episodes={episodes.data.data}
                label={t.episodes}
                busy={episodes.isPlaceholderData}
                buttons={episodeButtons}
              />
            )}
            <Pager
              page={Math.min(pageNumber, pages)}
              total={episodes.data.total}
              pageSize={EPISODE_PAGE_SIZE}
              label={texts.heading}
              onPage={(next) => {
                setQuery({ page: next });
                scrollToTop(episodesRef.current);
              }}
            />
          </>
        )}
      </section>
    </article>
  );
}
