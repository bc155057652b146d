import { useQuery } from '@tanstack/react-query';
import { useId, useRef } from 'react';
import { useKeepPageInRange, usePageParam } from '../../shared/lib/usePageParam';
import page from '../../shared/ui/Page.module.css';
import { PageHead } from '../../shared/ui/PageHead';
import { Pager } from '../../shared/ui/Pager';
import { EmptyState, LoadError } from '../../shared/ui/states';
import { useStation } from '../stations/context';
import { EVENTS_PAGE_SIZE, eventsQuery, type When } from './api';
import { EventCard, EventCardsSkeleton } from './EventCard';
import styles from './Events.module.css';

const LISTS: Record<
  When,
  { title: string; param: string; failed: string; empty: string; emptyHint: string }
> = {
  upcoming: {
    title: 'Coming up',
    failed: 'The upcoming events',
    param: 'page',
    empty: 'No upcoming events right now',
    emptyHint: 'New dates are announced on air first. Check back soon.',
  },
  past: {
    title: 'Past events',
    failed: 'The past events',
    param: 'past',
    empty: 'No past events yet',
    emptyHint: 'Events appear here once they are over.',
  },
};

/** One list (upcoming or past), paged on its own through the URL (?page=2, ?past=2). */
function EventList({ when }: { when: When }) {
  const station = useStation();
  const { title, param, failed, empty, emptyHint } = LISTS[when];
  const [pageNumber, setPageNumber] = usePageParam(param);
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const { data, isPending, isError, isPlaceholderData, refetch } = useQuery(
    eventsQuery(station.id, when, pageNumber),
  );
  useKeepPageInRange(
    pageNumber,
    setPageNumber,
    EVENTS_PAGE_SIZE,
    isPlaceholderData ? undefined : data?.total,
  );

  const goTo = (next: number) => {
    setPageNumber(next);
    // The new page replaces the list: take the listener (and screen-reader focus) to its top.
    heading.current?.focus({ preventScroll: true });
    heading.current?.scrollIntoView({ block: 'start', behavior: 'smooth' });
  };

  let body: React.ReactNode;
  if (isPending) body = <EventCardsSkeleton />;
  else if (isError) body = <LoadError what={failed} onRetry={() => refetch()} />;
  // A page past the end: useKeepPageInRange is moving to the last page.
  else if (data.data.length === 0 && pageNumber > 1) body = <EventCardsSkeleton />;
  else if (data.data.length === 0) {
    body = (
      <EmptyState title={empty}>
        <p className={styles.emptyHint}>{emptyHint}</p>
      </EmptyState>
    );
  } else {
    body = (
      <>
        <ul className={styles.grid} aria-labelledby={headingId}>
          {data.data.map((event, index) => (
            <EventCard
              key={event.id}
              event={event}
              stationUrlName={station.urlName}
              past={when === 'past'}
              priority={when === 'upcoming' && pageNumber === 1 && index === 0}
            />
          ))}
        </ul>
        <Pager page={pageNumber} total={data.total} pageSize={EVENTS_PAGE_SIZE} onPage={goTo} label={title} />
      </>
    );
  }

  return (
    <section className={styles.list} aria-labelledby={headingId} aria-busy={isPending || isPlaceholderData}>
      <h2 id={headingId} ref={heading} tabIndex={-1} className={styles.listTitle}>
        {title}
      </h2>
      <div className={isPlaceholderData ? styles.stale : undefined}>{body}</div>
    </section>
  );
}

/** `events`: upcoming events first (soonest on top), past events below, each list paged. */
export default function EventsPage() {
  const station = useStation();
  const city = station.cityDetail?.cityName ?? 'the city';
  return (
    <div className={page.page}>
      <PageHead
        title={`Events · ${station.name}`}
        description={`Concerts, meet-ups and city walks with ${station.name} in ${city}.`}
      />
      <p className={page.eyebrow}>{station.name}</p>
      <h1 className={page.title}>Events</h1>
      <p className={page.lead}>
        Concerts, meet-ups and city walks with {station.name}. Come and say hello to your RJs in {city}.
      </p>
      <EventList when="upcoming" />
      <EventList when="past" />
    </div>
  );
}
