import styles from './Contests.module.css';

/** The contests block while it loads (also while its code loads on the home page). */
export function ContestsSkeleton() {
  return (
    <div role="status" aria-label="Loading the contests">
      <div className={styles.skeleton} aria-hidden="true" />
    </div>
  );
}
