import { Link } from 'react-router';
import { useMessages } from '../../shared/i18n';
import { href } from '../../shared/paths';
import { Img } from '../../shared/ui/Img';
import { PinIcon } from '../../shared/ui/pageIcons';
import type { EventItem } from './api';
import { badgeOf, whenShort } from './datetime';
import styles from './Events.module.css';
import { eventsMessages } from './messages';

type Props = { event: EventItem; stationUrlName: string; past?: boolean; priority?: boolean };

/**
 * An event in a list: picture with a calendar badge, when, title (the link: the whole card is clickable, the
 * link's name is the title alone), venue and summary.
 */
export function EventCard({ event, stationUrlName, past, priority }: Props) {
  // The badge and the date follow the language too: reading the texts re-renders the card when it changes.
  const t = useMessages(eventsMessages);
  const badge = badgeOf(event.startsAt);
  return (
    <li className={styles.card} data-past={past ? '' : undefined}>
      <div className={styles.cardImage}>
        <Img
          src={event.image}
          alt={event.imageAlt}
          width={640}
          height={360}
          sizes="(min-width: 1100px) 360px, (min-width: 640px) 45vw, 100vw"
          priority={priority}
        />
        <span className={styles.badge} aria-hidden="true">
          <span className={styles.badgeMonth}>{badge.month}</span>
          <span className={styles.badgeDay}>{badge.day}</span>
          <span className={styles.badgeWeekday}>{badge.weekday}</span>
        </span>
        {past && <span className={styles.ended}>{t.ended}</span>}
      </div>
      <div className={styles.cardBody}>
        <p className={styles.cardWhen}>
          <time dateTime={event.startsAt}>{whenShort(event.startsAt)}</time>
        </p>
        <h3 className={styles.cardTitle}>
          <Link to={href.event(stationUrlName, event.urlName)} className={styles.cardLink}>
            {event.title}
          </Link>
        </h3>
        <p className={styles.cardVenue}>
          <PinIcon size={16} />
          {event.venue}
        </p>
        <p className={styles.cardSummary}>{event.summary}</p>
      </div>
    </li>
  );
}

/** Placeholder cards the size of real ones, so nothing moves when the events arrive. */
export function EventCardsSkeleton({ count = 3 }: { count?: number }) {
  return (
    <ul className={styles.grid} aria-hidden="true">
      {Array.from({ length: count }, (_, n) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: static placeholders
        <li key={n} className={styles.card} data-skeleton="">
          <div className={styles.cardImage} />
          <div className={styles.cardBody}>
            <span className={styles.line} style={{ width: '45%' }} />
            <span className={styles.lineTall} />
            <span className={styles.line} style={{ width: '60%' }} />
            <span className={styles.line} />
          </div>
        </li>
      ))}
    </ul>
  );
}
