import { useMessages } from '../../shared/i18n';
import { pollMessages } from './messages';
import styles from './Poll.module.css';

/** The poll block while it loads (also while its code loads on the home page). */
export function PollSkeleton() {
  const t = useMessages(pollMessages);
  return <div className={styles.skeleton} role="status" aria-label={t.loading} />;
}
