import { keepPreviousData, useQueries, useQuery } from '@tanstack/react-query';
import { useRef } from 'react';
import { Link, useSearchParams } from 'react-router';
import { latestEpisodesQuery, pageParam } from '../../../features/audio/api';
import { rjQuery, stationRjsQuery } from '../../../features/rjs/api';
import { formatDay, formatLength } from '../../../shared/format';
import { useMessages } from '../../../shared/i18n';
import { scrollToTop } from '../../../shared/lib/scroll';
import { href } from '../../../shared/paths';
import { useStation } from '../../../shared/station/context';
import page from '../../../shared/ui/Page.module.css';
import { PageHead } from '../../../shared/ui/PageHead';
import { Pager } from '../../../shared/ui/Pager';
import { EmptyState, LoadError } from '../../../shared/ui/states';
import { VideoGrid, VideoSkeletons, VideoTile } from '../../../shared/ui/video/VideoTile';
import { videoMessages } from './messages';
import styles from './VideoPage.module.css';

const SERIES_PAGE_SIZE = 6;
const RJ_PAGE_SIZE = 6;

/**
 * `video`: the station's video series (newest episodes first, paged by the API) and its RJs' own videos
 * (from their profiles, paged here), each playable inline, one at a time.
 */
export default function VideoPage() {
  const t = useMessages(videoMessages);
  const station = useStation();
  const [params, setParams] = useSearchParams();
  const seriesPage = pageParam(params.get('page'));
  const rjPage = pageParam(params.get('rjPage'));
  const seriesRef = useRef<HTMLElement>(null);
  const rjRef = useRef<HTMLElement>(null);

  const series = useQuery({
    ...latestEpisodesQuery(station.id, seriesPage, SERIES_PAGE_SIZE, 'Video'),
    placeholderData: keepPreviousData,
  });

  const rjs = useQuery(stationRjsQuery(station.id));
  const details = useQueries({
    queries: (rjs.data ?? []).map((rj) => rjQuery(rj.profileId)),
  });
  const rjError = rjs.isError || details.some((detail) => detail.isError);
  const rjPending = !rjError && (rjs.isPending || details.some((detail) => detail.isPending));
  const rjVideos = rjPending
    ? []
    : details.flatMap((detail) =>
        detail.data ? detail.data.videos.map((video) => ({ ...video, rj: detail.data })) : [],
      );
  const rjPages = Math.max(1, Math.ceil(rjVideos.length / RJ_PAGE_SIZE));
  const rjShown = Math.min(rjPage, rjPages);
  const rjSlice = rjVideos.slice((rjShown - 1) * RJ_PAGE_SIZE, rjShown * RJ_PAGE_SIZE);

  const setPage = (key: 'page' | 'rjPage', value: number) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value > 1) next.set(key, String(value));
        else next.delete(key);
        return next;
      },
      { preventScrollReset: true },
    );

  const seriesPages = series.data ? Math.max(1, Math.ceil(series.data.total / SERIES_PAGE_SIZE)) : 1;

  return (
    <div className={page.page}>
      <PageHead
        title={t.pageTitle({ station: station.name })}
        description={t.pageDescription({ station: station.name, frequency: station.frequency })}
      />
      <p className={page.eyebrow}>{station.name}</p>
      <h1 className={page.title}>{t.title}</h1>
      <p className={page.lead}>{t.lead}</p>

      <section ref={seriesRef} className={styles.block} aria-labelledby="video-series">
        <h2 id="video-series" className={styles.blockTitle}>
          {t.series}
        </h2>
        {series.isPending ? (
          <VideoSkeletons count={3} label={t.loadingSeries} />
        ) : series.isError ? (
          <LoadError what={t.theSeries} onRetry={() => series.refetch()} />
        ) : series.data.data.length === 0 ? (
          <EmptyState title={t.noSeries({ station: station.name })}>
            <Link to={href.section(station.urlName, 'audio')} className={page.buttonGhost}>
              {t.listenInstead}
            </Link>
          </EmptyState>
        ) : (
          <>
            <VideoGrid label={t.series} busy={series.isPlaceholderData}>
              {series.data.data.map((episode) => (
                <VideoTile
                  key={episode.id}
                  src={episode.src}
                  mimeType={episode.mimeType}
                  poster={episode.thumbnail}
                  title={episode.title}
                >
                  <Link to={href.audio(station.urlName, episode.media.urlName)}>{episode.media.title}</Link>
                  <time dateTime={episode.publishedAt}>{formatDay(episode.publishedAt)}</time>
                  <span>{formatLength(episode.duration)}</span>
                </VideoTile>
              ))}
            </VideoGrid>
            <Pager
              page={Math.min(seriesPage, seriesPages)}
              total={series.data.total}
              pageSize={SERIES_PAGE_SIZE}
              label={t.series}
              onPage={(next) => {
                setPage('page', next);
                scrollToTop(seriesRef.current);
              }}
            />
          </>
        )}
      </section>

      <section ref={rjRef} className={styles.block} aria-labelledby="rj-videos">
        <h2 id="rj-videos" className={styles.blockTitle}>
          {t.fromRjs}
        </h2>
        {rjError ? (
          <LoadError
            what={t.theRjVideos}
            onRetry={() => {
              if (rjs.isError) void rjs.refetch();
              for (const detail of details) if (detail.isError) void detail.refetch();
            }}
          />
        ) : rjPending ? (
          <VideoSkeletons count={3} label={t.loadingRjVideos} />
        ) : rjVideos.length === 0 ? (
          <EmptyState title={t.noRjVideos} />
        ) : (
          <>
            <VideoGrid label={t.rjVideos}>
              {rjSlice.map((video) => (
                <VideoTile
                  key={video.id}
                  src={video.videoUrl}
                  mimeType={video.mimeType}
                  poster={video.poster}
                  title={video.title}
                >
                  <Link to={href.rj(station.urlName, video.rj.urlName)}>{video.rj.name}</Link>
                  {video.duration !== null && <span>{formatLength(video.duration)}</span>}
                </VideoTile>
              ))}
            </VideoGrid>
            <Pager
              page={rjShown}
              total={rjVideos.length}
              pageSize={RJ_PAGE_SIZE}
              label={t.rjVideos}
              onPage={(next) => {
                setPage('rjPage', next);
                scrollToTop(rjRef.current);
              }}
            />
          </>
        )}
      </section>
    </div>
  );
}
