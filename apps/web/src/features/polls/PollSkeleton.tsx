import styles from './Poll.module.css';

/** The poll block while it loads (also while its code loads on the home page). */
export function PollSkeleton() {
  return <div className={styles.skeleton} role="status" aria-label="Loading the poll" />;
}
