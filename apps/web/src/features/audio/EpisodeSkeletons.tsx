import styles from './EpisodeList.module.css';

/** Rows shaped like the episodes that will replace them. */
export function EpisodeSkeletons({ count, label }: { count: number; label: string }) {
  return (
    <div role="status" aria-label={label}>
      <ol className={styles.list} aria-hidden="true">
        {Array.from({ length: count }, (_, n) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: static placeholders
          <li key={n} className={`${styles.row} ${styles.skeletonRow}`}>
            <span className={styles.skeletonDot} />
            <span className={styles.skeletonLines}>
              <span />
              <span />
            </span>
          </li>
        ))}
      </ol>
    </div>
  );
}
