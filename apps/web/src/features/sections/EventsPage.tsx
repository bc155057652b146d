import { useQuery } from '@tanstack/react-query';
import { href } from '../../shared/paths';
import page from '../../shared/ui/Page.module.css';
import { PageHead } from '../../shared/ui/PageHead';
import { LoadError, TextSkeleton } from '../../shared/ui/states';
import { useStation } from '../stations/context';
import { type EventItem, eventsQuery, formatDate } from './api';
import { CardGrid, StoryCard } from './Cards';
import styles from './Detail.module.css';

function EventList({ when, title }: { when: 'upcoming' | 'past'; title: string }) {
  const station = useStation();
  const { data, isPending, isError, refetch } = useQuery(eventsQuery(station.id, when));
  return (
    <>
      <h2 className={styles.sectionTitle}>{title}</h2>
      {isPending ? (
        <TextSkeleton />
      ) : isError ? (
        <LoadError what={title} onRetry={() => refetch()} />
      ) : data.data.length === 0 ? (
        <p>No {when} events right now.</p>
      ) : (
        <CardGrid label={title}>
          {data.data.map((event: EventItem) => (
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
    </>
  );
}

export default function EventsPage() {
  const station = useStation();
  return (
    <section className={page.page}>
      <PageHead
        title={`Events · ${station.name}`}
        description={`Concerts, meet-ups and walks with ${station.name}.`}
      />
      <p className={page.eyebrow}>{station.name}</p>
      <h1 className={page.title}>Events</h1>
      <EventList when="upcoming" title="Coming up" />
      <EventList when="past" title="Past events" />
    </section>
  );
}
