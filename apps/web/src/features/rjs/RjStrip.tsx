import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { Link } from 'react-router';
import { useMessages } from '../../shared/i18n';
import { href } from '../../shared/paths';
import { useStation } from '../../shared/station/context';
import { moveFocusWithArrows } from '../../shared/ui/arrowKeys';
import { stationRjsQuery } from './api';
import { rjsMessages } from './messages';
import styles from './RjStrip.module.css';

type Props = { onNavigate?: () => void; variant?: 'desktop' | 'mobile' };

/** The station's RJs as portrait cards (144×192), each leading to the RJ's page. */
export function RjStrip({ onNavigate, variant = 'desktop' }: Props) {
  const t = useMessages(rjsMessages);
  const station = useStation();
  const idPrefix = useId();
  const { data: rjs, isPending, isError, refetch } = useQuery(stationRjsQuery(station.id));

  if (isError) {
    return (
      <div className={styles.message}>
        {t.stripFailed}{' '}
        <button type="button" className={styles.retry} onClick={() => refetch()}>
          {t.tryAgain}
        </button>
      </div>
    );
  }
  return (
    <ul
      className={variant === 'mobile' ? `${styles.strip} ${styles.mobile}` : styles.strip}
      aria-busy={isPending}
      onKeyDown={moveFocusWithArrows}
    >
      {isPending
        ? [0, 1, 2].map((n) => (
            // Same box as a loaded card, so nothing moves when the RJs arrive.
            <li key={`placeholder-${n}`} className={styles.card} aria-hidden="true">
              <span className={styles.skeleton} />
              <span className={styles.name} />
            </li>
          ))
        : rjs.map((rj) => (
            <li key={rj.id}>
              <Link
                to={href.rj(station.urlName, rj.urlName)}
                className={styles.card}
                onClick={onNavigate}
                aria-labelledby={`${idPrefix}-${rj.id}`}
              >
                {rj.image ? (
                  <img
                    src={rj.image}
                    alt={rj.imageAlt}
                    width={144}
                    height={192}
                    loading="lazy"
                    decoding="async"
                  />
                ) : (
                  <span className={styles.placeholder} aria-hidden="true" />
                )}
                <span id={`${idPrefix}-${rj.id}`} className={styles.name}>
                  {rj.name}
                </span>
              </Link>
            </li>
          ))}
    </ul>
  );
}
