import { useQuery } from '@tanstack/react-query';
import { lazy, type ReactNode, Suspense, useRef } from 'react';
import { Link } from 'react-router';
import { mediaPageQuery } from '../../../features/audio/api';
import { EpisodeSkeletons } from '../../../features/audio/EpisodeSkeletons';
import { ContestsSkeleton } from '../../../features/contests/ContestsSkeleton';
import { PollSkeleton } from '../../../features/polls/PollSkeleton';
import { RjStrip } from '../../../features/rjs/RjStrip';
import { formatDay, formatDayTime } from '../../../shared/format';
import { useMessages } from '../../../shared/i18n';
import { href } from '../../../shared/paths';
import { useStation } from '../../../shared/station/context';
import { CardGrid, CardSkeletons, MediaCard, StoryCard } from '../../../shared/ui/cards/Cards';
import { ChevronRightIcon } from '../../../shared/ui/icons';
import page from '../../../shared/ui/Page.module.css';
import { PageHead } from '../../../shared/ui/PageHead';
import { EmptyState, LoadError } from '../../../shared/ui/states';
import { WhenVisible } from '../../../shared/ui/WhenVisible';
import { HYDRATES_LATER } from '../../appReady';
import { homeBannersQuery, latestRedLinesQuery, NEW_EPISODES_PAGE_SIZE, upcomingEventsQuery } from './api';
import { BannerCarousel, BannerPlaceholder } from './BannerCarousel';
import styles from './HomePage.module.css';
import { homeMessages } from './messages';
import { StationIntro } from './StationIntro';

/** Near the foot of the page and the only home block with CMS HTML: it brings the sanitiser, when scrolled to. */
const ContestsBlock = lazy(() =>
  import('../../../features/contests/ContestsBlock').then((module) => ({ default: module.ContestsBlock })),
);

/**
 * Below the first screen on a phone, with the play and favourite buttons they bring: fetched as the listener
 * scrolls towards them, so the first load leaves room for what is on air above them.
 */
const NewEpisodesList = lazy(() => import('./NewEpisodesList'));
const PollsBlock = lazy(() =>
  import('../../../features/polls/PollsBlock').then((module) => ({ default: module.PollsBlock })),
);

type Props = {
  /** The "On air now · Up next" strip, under the station's masthead. */
  onAir?: ReactNode;
  /**
   * The hero's way to play the station live (the player's button): on a banner that links to "/live", or in the
   * masthead when it is the hero (no banners). The route gives both: a feature does not reach into the player.
   */
  liveAction?: ReactNode;
};

/**
 * The station home: its banners, what is on air, then a block per section — editor's choice, new episodes, the
 * open poll, latest podcasts, the RJs, upcoming events, contests and Red Lines — each leading to its section.
 */
export default function HomePage({ onAir, liveAction }: Props) {
  const station = useStation();
  const t = useMessages(homeMessages);
  const banners = useQuery(homeBannersQuery(station.id));
  const city = station.cityDetail?.cityName ?? '';
  const hasBanners = banners.isPending || (banners.data?.length ?? 0) > 0;
  return (
    <>
      <PageHead
        title={t.pageTitle({ station: station.name, frequency: station.frequency, city })}
        description={t.pageDescription({
          tagline: station.tagline,
          station: station.name,
          frequency: station.frequency,
          city,
        })}
      />
      {banners.isPending ? (
        <BannerPlaceholder />
      ) : banners.data && banners.data.length > 0 ? (
        <BannerCarousel banners={banners.data} stationUrlName={station.urlName} liveAction={liveAction} />
      ) : null}

      <StationIntro station={station} isHero={!hasBanners} liveAction={hasBanners ? undefined : liveAction} />
      {onAir}

      <EditorsChoice />
      <div className={`${page.page} ${styles.split}`}>
        <NewEpisodes />
        <Block id="poll-title" title={t.haveYourSay} flush>
          <WhenVisible fallback={<PollSkeleton />}>
            <Suspense fallback={<PollSkeleton />}>
              <PollsBlock stationId={station.id} />
            </Suspense>
          </WhenVisible>
        </Block>
      </div>
      <LatestPodcasts />
      <Block id="rjs-title" title={t.yourRjs}>
        <RjStrip />
      </Block>
      <UpcomingEvents />
      <Block id="contests-title" title={t.contests}>
        <WhenVisible fallback={<ContestsSkeleton />}>
          <Suspense fallback={<ContestsSkeleton />}>
            <ContestsBlock stationId={station.id} />
          </Suspense>
        </WhenVisible>
      </Block>
      <LatestRedLines />
    </>
  );
}

function Block({
  id,
  title,
  link,
  children,
  flush,
  blockRef,
}: {
  id: string;
  title: string;
  link?: { to: string; label: string };
  children: ReactNode;
  /** Inside a layout that already has the page's padding. */
  flush?: boolean;
  blockRef?: React.Ref<HTMLElement>;
}) {
  // Each block a Suspense boundary: React hydrates the blocks in a pass after the page around them (the blocks
  // together, one commit), not the whole page in one commit (15–25 ms tasks measured, 60–100 ms on
  // Lighthouse's four-times-slower phone). Nothing in a block suspends once hydrated: no fallback to show. The
  // page is ready (and the remembered language switched) only once the blocks are hydrated too: HYDRATES_LATER.
  return (
    <Suspense fallback={null}>
      <section
        ref={blockRef}
        className={flush ? styles.block : `${page.page} ${styles.block}`}
        aria-labelledby={id}
      >
        <div className={styles.blockHead}>
          <h2 id={id} className={styles.blockTitle} {...HYDRATES_LATER}>
            {title}
          </h2>
          {link && (
            <Link to={link.to} className={styles.more}>
              {link.label}
              <ChevronRightIcon size={18} />
            </Link>
          )}
        </div>
        {children}
      </section>
    </Suspense>
  );
}

function EditorsChoice() {
  const station = useStation();
  const t = useMessages(homeMessages);
  const picks = useQuery(mediaPageQuery({ stationId: station.id, isEditorChoice: true, pageSize: 4 }));
  return (
    <Block
      id="picks-title"
      title={t.editorsChoice}
      link={{ to: href.section(station.urlName, 'audio'), label: t.allAudio }}
    >
      {picks.isPending ? (
        <CardSkeletons count={4} variant="media" label={t.loadingPicks} />
      ) : picks.isError ? (
        <LoadError what={t.picksWhat} onRetry={() => picks.refetch()} />
      ) : picks.data.data.length === 0 ? (
        <EmptyState title={t.noPicks} />
      ) : (
        <CardGrid label={t.editorsChoice} variant="media">
          {picks.data.data.map((item) => (
            <MediaCard key={item.id} item={item} to={href.audio(station.urlName, item.urlName)} />
          ))}
        </CardGrid>
      )}
    </Block>
  );
}

function NewEpisodes() {
  const station = useStation();
  const t = useMessages(homeMessages);
  const ref = useRef<HTMLElement>(null);
  const skeletons = <EpisodeSkeletons count={NEW_EPISODES_PAGE_SIZE} label={t.loadingEpisodes} />;
  return (
    <Block
      id="episodes-title"
      title={t.newEpisodes}
      link={{ to: href.section(station.urlName, 'audio'), label: t.allAudio }}
      flush
      blockRef={ref}
    >
      <WhenVisible fallback={skeletons}>
        <Suspense fallback={skeletons}>
          <NewEpisodesList stationId={station.id} stationUrlName={station.urlName} block={ref} />
        </Suspense>
      </WhenVisible>
    </Block>
  );
}

function LatestPodcasts() {
  const station = useStation();
  const t = useMessages(homeMessages);
  const podcasts = useQuery(mediaPageQuery({ stationId: station.id, mediaType: 'Podcast', pageSize: 4 }));
  return (
    <Block
      id="podcasts-title"
      title={t.latestPodcasts}
      link={{ to: `${href.section(station.urlName, 'audio')}?type=podcasts`, label: t.allPodcasts }}
    >
      {podcasts.isPending ? (
        <CardSkeletons count={4} variant="media" label={t.loadingPodcasts} />
      ) : podcasts.isError ? (
        <LoadError what={t.podcastsWhat} onRetry={() => podcasts.refetch()} />
      ) : podcasts.data.data.length === 0 ? (
        <EmptyState title={t.noPodcasts} />
      ) : (
        <CardGrid label={t.latestPodcasts} variant="media">
          {podcasts.data.data.map((item) => (
            <MediaCard key={item.id} item={item} to={href.audio(station.urlName, item.urlName)} />
          ))}
        </CardGrid>
      )}
    </Block>
  );
}

function UpcomingEvents() {
  const station = useStation();
  const t = useMessages(homeMessages);
  const events = useQuery(upcomingEventsQuery(station.id, 3));
  return (
    <Block
      id="events-title"
      title={t.upcomingEvents}
      link={{ to: href.section(station.urlName, 'events'), label: t.allEvents }}
    >
      {events.isPending ? (
        <CardSkeletons count={3} variant="rows" label={t.loadingEvents} />
      ) : events.isError ? (
        <LoadError what={t.eventsWhat} onRetry={() => events.refetch()} />
      ) : events.data.data.length === 0 ? (
        <EmptyState title={t.noEvents}>
          <Link to={href.section(station.urlName, 'events')}>{t.pastEvents}</Link>
        </EmptyState>
      ) : (
        <CardGrid label={t.upcomingEvents} variant="rows">
          {events.data.data.map((event) => (
            <StoryCard
              key={event.id}
              to={href.event(station.urlName, event.urlName)}
              image={event.image}
              imageAlt={event.imageAlt}
              title={event.title}
              meta={`${formatDayTime(event.startsAt)} · ${event.venue}`}
              summary={event.summary}
            />
          ))}
        </CardGrid>
      )}
    </Block>
  );
}

function LatestRedLines() {
  const station = useStation();
  const t = useMessages(homeMessages);
  const news = useQuery(latestRedLinesQuery(station.id, 3));
  return (
    <Block
      id="redlines-title"
      title={t.redLines}
      link={{ to: href.section(station.urlName, 'redlines'), label: t.allNews }}
    >
      {news.isPending ? (
        <CardSkeletons count={3} variant="rows" label={t.loadingNews} />
      ) : news.isError ? (
        <LoadError what={t.newsWhat} onRetry={() => news.refetch()} />
      ) : news.data.data.length === 0 ? (
        <EmptyState title={t.noNews} />
      ) : (
        <CardGrid label={t.redLines} variant="rows">
          {news.data.data.map((article) => (
            <StoryCard
              key={article.id}
              to={href.redline(station.urlName, article.urlName)}
              image={article.image}
              imageAlt={article.imageAlt}
              title={article.title}
              meta={formatDay(article.publishedAt)}
              summary={article.summary}
            />
          ))}
        </CardGrid>
      )}
    </Block>
  );
}
