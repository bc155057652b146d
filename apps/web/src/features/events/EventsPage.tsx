import { useQuery } from '@tanstack/react-query';
import { useId, useRef } from 'react';
import { useMessages } from '../../shared/i18n';
import { useKeepPageInRange, usePageParam } from '../../shared/lib/usePageParam';
import { useStation } from '../../shared/station/context';
import page from '../../shared/ui/Page.module.css';
import { PageHead } from '../../shared/ui/PageHead';
import { Pager } from '../../shared/ui/Pager';
import { EmptyState, LoadError } from '../../shared/ui/states';
import { EVENTS_PAGE_SIZE, eventsQuery, type When } from './api';
import { EventCard, EventCardsSkeleton } from './EventCard';
import styles from './Events.module.css';
import { eventsMessages } from './messages';

type EventsText = ReturnType<typeof eventsMessages.get>;
/** The plain (not parameterised) texts of the events component. */
type PlainText = { [K in keyof EventsText]: EventsText[K] extends string ? K : never }[keyof EventsText];

/** Which of the component's texts each list uses, and its own page parameter in the URL. */
const LISTS: Record<
  When,
  { title: PlainText; param: string; failed: PlainText; empty: PlainText; emptyHint: PlainText }
> = {
  upcoming: {
    title: 'upcoming',
    failed: 'upcomingFailed',
    param: 'page',
    empty: 'upcomingEmpty',
    emptyHint: 'upcomingEmptyHint',
  },
  past: {
    title: 'past',
    failed: 'pastFailed',
    param: 'past',
    empty: 'pastEmpty',
    emptyHint: 'pastEmptyHint',
  },
};

/** One list (upcoming or past), paged on its own through the URL (?page=2, ?past=2). */
function EventList({ when }: { when: When }) {
  const station = useStation();
  const t = useMessages(eventsMessages);
  const list = LISTS[when];
  const { param } = list;
  const [title, failed, empty, emptyHint] = [t[list.title], t[list.failed], t[list.empty], t[list.emptyHint]];
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
  const t = useMessages(eventsMessages);
  const city = station.cityDetail?.cityName ?? t.theCity;
  return (
    <div className={page.page}>
      <PageHead
        title={t.pageTitle({ station: station.name })}
        description={t.description({ station: station.name, city })}
      />
      <p className={page.eyebrow}>{station.name}</p>
      <h1 className={page.title}>{t.heading}</h1>
      <p className={page.lead}>{t.lead({ station: station.name, city })}</p>
      <EventList when="upcoming" />
      <EventList when="past" />
    </div>
  );
}
