import { useMessages } from '../../shared/i18n';
import styles from './Contests.module.css';
import { contestsMessages } from './messages';

/** The contests block while it loads (also while its code loads on the home page). */
export function ContestsSkeleton() {
  const t = useMessages(contestsMessages);
  return (
    <div role="status" aria-label={t.loading}>
      <div className={styles.skeleton} aria-hidden="true" />
    </div>
  );
}
