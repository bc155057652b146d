import { useQuery } from '@tanstack/react-query';
import { isNotFound } from '../../shared/api/client';
import page from '../../shared/ui/Page.module.css';
import { PageHead } from '../../shared/ui/PageHead';
import prose from '../../shared/ui/Prose.module.css';
import { SafeHtml } from '../../shared/ui/SafeHtml';
import { LoadError, TextSkeleton } from '../../shared/ui/states';
import { useStation } from '../stations/context';
import { NotFound } from '../stations/NotFound';
import { eventQuery, formatDate } from './api';
import styles from './Detail.module.css';
import { useUrlId } from './useUrlId';

export default function EventPage() {
  const station = useStation();
  const id = useUrlId('eventUrlName');
  const {
    data: event,
    isPending,
    isError,
    error,
    refetch,
  } = useQuery({ ...eventQuery(id ?? 0), enabled: id !== null });
  if (id === null || isNotFound(error)) return <NotFound />;
  return (
    <article className={page.page}>
      {event && <PageHead title={`${event.title} · ${station.name}`} description={event.summary} />}
      <p className={page.eyebrow}>Event · {station.name}</p>
      <h1 className={page.title}>{event?.title ?? ' '}</h1>
      {isError ? (
        <LoadError what="This event" onRetry={() => refetch()} />
      ) : isPending ? (
        <TextSkeleton />
      ) : (
        <>
          <p className={styles.facts}>
            <span>{formatDate(event.startsAt, true)}</span>
            <span>
              {event.venue}, {event.address}
            </span>
          </p>
          {event.image && (
            <div className={styles.wideImage}>
              <img src={event.image} alt={event.imageAlt} width={1200} height={675} />
            </div>
          )}
          <SafeHtml html={event.description} className={prose.prose} />
          {event.registrationUrl && (
            <a href={event.registrationUrl} className={page.button} target="_blank" rel="noopener noreferrer">
              Register
            </a>
          )}
        </>
      )}
    </article>
  );
}
