import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { isNotFound } from '../../shared/api/client';
import { useMessages } from '../../shared/i18n';
import { useUrlId } from '../../shared/lib/useUrlId';
import { href } from '../../shared/paths';
import { useStation } from '../../shared/station/context';
import { Img } from '../../shared/ui/Img';
import { ChevronLeftIcon } from '../../shared/ui/icons';
import { NotFound } from '../../shared/ui/NotFound';
import page from '../../shared/ui/Page.module.css';
import { PageHead } from '../../shared/ui/PageHead';
import prose from '../../shared/ui/Prose.module.css';
import { CalendarIcon, ClockIcon, ExternalIcon, PinIcon } from '../../shared/ui/pageIcons';
import { SafeHtml } from '../../shared/ui/SafeHtml';
import { LoadError, TextSkeleton } from '../../shared/ui/states';
import { eventQuery } from './api';
import { badgeOf, eventSchedule, hasEnded } from './datetime';
import styles from './Events.module.css';
import { eventsMessages } from './messages';

/** Only web addresses become links: a `javascript:` or other scheme from the CMS is never followed. */
const webUrl = (url: string | null) => (url && /^https?:\/\/[^\s]+$/i.test(url.trim()) ? url.trim() : null);

/** `events/{event-slug}-{id}`: when, where, what, and how to register. */
export default function EventPage() {
  const station = useStation();
  const t = useMessages(eventsMessages);
  const id = useUrlId('eventUrlName');
  const { data: event, isError, error, refetch } = useQuery({ ...eventQuery(id ?? 0), enabled: id !== null });
  if (id === null || isNotFound(error)) return <NotFound />;

  const back = (
    <Link to={href.section(station.urlName, 'events')} className={styles.back}>
      <ChevronLeftIcon size={18} />
      {t.allEvents}
    </Link>
  );
  // The tab's title until the page's own arrives, and if it fails to: never none.
  const interimHead = <PageHead title={t.pageTitle({ station: station.name })} />;

  if (isError) {
    return (
      <div className={page.page}>
        {interimHead}
        {back}
        <LoadError what={t.eventFailed} onRetry={() => refetch()} />
      </div>
    );
  }

  if (!event) {
    // Loading: the same boxes as the page, so nothing jumps when it arrives.
    return (
      <div className={page.page} aria-busy="true">
        {interimHead}
        {back}
        <div className={styles.detailSkeleton} aria-hidden="true">
          <span className={styles.lineTall} style={{ width: '30%' }} />
          <span className={styles.titleLine} />
          <div className={styles.detailGrid}>
            <div className={styles.detailImage} />
            <div className={styles.facts} />
          </div>
          <TextSkeleton />
        </div>
      </div>
    );
  }

  const ended = hasEnded(event.endsAt);
  const schedule = eventSchedule(event.startsAt, event.endsAt);
  const badge = badgeOf(event.startsAt);
  const registration = ended ? null : webUrl(event.registrationUrl);
  const mapUrl = `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(
    `${event.venue}, ${event.address}`,
  )}`;

  return (
    <article className={page.page}>
      <PageHead title={`${event.title} · ${station.name}`} description={event.summary} />
      {back}
      <p className={page.eyebrow}>
        {ended ? t.pastEvent : t.event} · {station.name}
      </p>
      <h1 className={`${page.title} ${styles.detailTitle}`}>{event.title}</h1>
      <p className={styles.detailSummary}>{event.summary}</p>

      <div className={styles.detailGrid}>
        <div className={styles.detailImage}>
          <Img
            src={event.image}
            alt={event.imageAlt}
            width={1280}
            height={720}
            sizes="(min-width: 1100px) 760px, 100vw"
            priority
          />
        </div>

        <aside className={styles.facts} aria-label={t.whenAndWhere}>
          <div className={styles.factsHead}>
            <span className={styles.bigBadge} aria-hidden="true">
              <span className={styles.badgeMonth}>{badge.month}</span>
              <span className={styles.badgeDay}>{badge.day}</span>
            </span>
            {ended ? (
              <p className={styles.status} data-ended="">
                {t.hasEnded}
              </p>
            ) : (
              <p className={styles.status}>{t.upcomingStatus}</p>
            )}
          </div>
          <dl className={styles.factList}>
            <div>
              <dt>
                <CalendarIcon size={18} />
                <span className="visually-hidden">{t.date}</span>
              </dt>
              <dd>
                <time dateTime={event.startsAt}>{schedule.date}</time>
              </dd>
            </div>
            <div>
              <dt>
                <ClockIcon size={18} />
                <span className="visually-hidden">{t.time}</span>
              </dt>
              <dd>{schedule.time}</dd>
            </div>
            <div>
              <dt>
                <PinIcon size={18} />
                <span className="visually-hidden">{t.venue}</span>
              </dt>
              <dd>
                <strong>{event.venue}</strong>
                <br />
                {event.address}
                <br />
                <a href={mapUrl} target="_blank" rel="noopener noreferrer" className={styles.mapLink}>
                  {t.openInMaps}
                  <span className="visually-hidden"> {t.opensInNewTab}</span>
                  <ExternalIcon size={14} />
                </a>
              </dd>
            </div>
          </dl>
          {registration && (
            <a
              href={registration}
              target="_blank"
              rel="noopener noreferrer"
              className={`${page.button} ${styles.register}`}
            >
              {t.register}
              <span className="visually-hidden"> {t.registerFor({ title: event.title })}</span>
              <ExternalIcon size={18} />
            </a>
          )}
        </aside>

        <section className={styles.about} aria-labelledby="event-about">
          <h2 id="event-about" className={styles.aboutTitle}>
            {t.about}
          </h2>
          <SafeHtml html={event.description} className={prose.prose} />
        </section>
      </div>
    </article>
  );
}
