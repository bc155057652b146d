import { useQuery } from '@tanstack/react-query';
import { lazy, type ReactNode, Suspense, useRef } from 'react';
import { Link } from 'react-router';
import { href } from '../../shared/paths';
import { ChevronRightIcon } from '../../shared/ui/icons';
import page from '../../shared/ui/Page.module.css';
import { PageHead } from '../../shared/ui/PageHead';
import { EmptyState, LoadError } from '../../shared/ui/states';
import { WhenVisible } from '../../shared/ui/WhenVisible';
import { mediaPageQuery } from '../audio/api';
import { EpisodeSkeletons } from '../audio/EpisodeSkeletons';
import { ContestsSkeleton } from '../contests/ContestsSkeleton';
import { PollSkeleton } from '../polls/PollSkeleton';
import { RjStrip } from '../rjs/RjStrip';
import { formatDate } from '../sections/api';
import { CardGrid, CardSkeletons, MediaCard, StoryCard } from '../sections/Cards';
import { useStation } from '../stations/context';
import { homeBannersQuery, latestRedLinesQuery, NEW_EPISODES_PAGE_SIZE, upcomingEventsQuery } from './api';
import { BannerCarousel, BannerPlaceholder } from './BannerCarousel';
import styles from './HomePage.module.css';
import { StationIntro } from './StationIntro';

/** Near the foot of the page and the only home block with CMS HTML: it brings the sanitiser, when scrolled to. */
const ContestsBlock = lazy(() =>
  import('../contests/ContestsBlock').then((module) => ({ default: module.ContestsBlock })),
);

/**
 * Below the first screen on a phone, with the play and favourite buttons they bring: fetched as the listener
 * scrolls towards them, so the first load leaves room for what is on air above them.
 */
const NewEpisodesList = lazy(() => import('./NewEpisodesList'));
const PollsBlock = lazy(() =>
  import('../polls/PollsBlock').then((module) => ({ default: module.PollsBlock })),
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
  const banners = useQuery(homeBannersQuery(station.id));
  const city = station.cityDetail?.cityName ?? '';
  const hasBanners = banners.isPending || (banners.data?.length ?? 0) > 0;
  return (
    <>
      <PageHead
        title={`${station.name} ${station.frequency} · Radio for ${city}`}
        description={`${station.tagline}. Listen to ${station.name} ${station.frequency}: shows, podcasts, RJs and events in ${city}.`}
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
        <Block id="poll-title" title="Have your say" flush>
          <WhenVisible fallback={<PollSkeleton />}>
            <Suspense fallback={<PollSkeleton />}>
              <PollsBlock stationId={station.id} />
            </Suspense>
          </WhenVisible>
        </Block>
      </div>
      <LatestPodcasts />
      <Block id="rjs-title" title="Your RJs">
        <RjStrip />
      </Block>
      <UpcomingEvents />
      <Block id="contests-title" title="Contests">
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
  return (
    <section
      ref={blockRef}
      className={flush ? styles.block : `${page.page} ${styles.block}`}
      aria-labelledby={id}
    >
      <div className={styles.blockHead}>
        <h2 id={id} className={styles.blockTitle}>
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
  );
}

function EditorsChoice() {
  const station = useStation();
  const picks = useQuery(mediaPageQuery({ stationId: station.id, isEditorChoice: true, pageSize: 4 }));
  return (
    <Block
      id="picks-title"
      title="Editor’s choice"
      link={{ to: href.section(station.urlName, 'audio'), label: 'All audio' }}
    >
      {picks.isPending ? (
        <CardSkeletons count={4} variant="media" label="Loading the editor’s choice" />
      ) : picks.isError ? (
        <LoadError what="The editor’s choice" onRetry={() => picks.refetch()} />
      ) : picks.data.data.length === 0 ? (
        <EmptyState title="No picks yet" />
      ) : (
        <CardGrid label="Editor’s choice" variant="media">
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
  const ref = useRef<HTMLElement>(null);
  const skeletons = <EpisodeSkeletons count={NEW_EPISODES_PAGE_SIZE} label="Loading the new episodes" />;
  return (
    <Block
      id="episodes-title"
      title="New episodes"
      link={{ to: href.section(station.urlName, 'audio'), label: 'All audio' }}
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
  const podcasts = useQuery(mediaPageQuery({ stationId: station.id, mediaType: 'Podcast', pageSize: 4 }));
  return (
    <Block
      id="podcasts-title"
      title="Latest podcasts"
      link={{ to: `${href.section(station.urlName, 'audio')}?type=podcasts`, label: 'All podcasts' }}
    >
      {podcasts.isPending ? (
        <CardSkeletons count={4} variant="media" label="Loading the podcasts" />
      ) : podcasts.isError ? (
        <LoadError what="The podcasts" onRetry={() => podcasts.refetch()} />
      ) : podcasts.data.data.length === 0 ? (
        <EmptyState title="No podcasts yet" />
      ) : (
        <CardGrid label="Latest podcasts" variant="media">
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
  const events = useQuery(upcomingEventsQuery(station.id, 3));
  return (
    <Block
      id="events-title"
      title="Upcoming events"
      link={{ to: href.section(station.urlName, 'events'), label: 'All events' }}
    >
      {events.isPending ? (
        <CardSkeletons count={3} variant="rows" label="Loading the events" />
      ) : events.isError ? (
        <LoadError what="The events" onRetry={() => events.refetch()} />
      ) : events.data.data.length === 0 ? (
        <EmptyState title="No upcoming events right now">
          <Link to={href.section(station.urlName, 'events')}>See past events</Link>
        </EmptyState>
      ) : (
        <CardGrid label="Upcoming events" variant="rows">
          {events.data.data.map((event) => (
            <StoryCard
              key={event.id}
              to={href.event(station.urlName, event.urlName)}
              image={event.image}
              imageAlt={event.imageAlt}
              title={event.title}
              meta={`${formatDate(event.startsAt, true)} · ${event.venue}`}
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
  const news = useQuery(latestRedLinesQuery(station.id, 3));
  return (
    <Block
      id="redlines-title"
      title="Red Lines News"
      link={{ to: href.section(station.urlName, 'redlines'), label: 'All news' }}
    >
      {news.isPending ? (
        <CardSkeletons count={3} variant="rows" label="Loading the news" />
      ) : news.isError ? (
        <LoadError what="The news" onRetry={() => news.refetch()} />
      ) : news.data.data.length === 0 ? (
        <EmptyState title="No news yet" />
      ) : (
        <CardGrid label="Red Lines News" variant="rows">
          {news.data.data.map((article) => (
            <StoryCard
              key={article.id}
              to={href.redline(station.urlName, article.urlName)}
              image={article.image}
              imageAlt={article.imageAlt}
              title={article.title}
              meta={formatDate(article.publishedAt)}
              summary={article.summary}
            />
          ))}
        </CardGrid>
      )}
    </Block>
  );
}
