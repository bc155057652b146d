import { type PublicationState, publicationState } from '@tarang/contracts';
import styles from './console.module.css';

const LABELS: Record<PublicationState, string> = {
  draft: 'Draft',
  scheduled: 'Scheduled',
  published: 'Published',
};

/** Draft / Scheduled / Published, from an item's status and publish time. */
export function StatusBadge({ status, publishedAt }: { status: string; publishedAt: string }) {
  const state = publicationState(status, publishedAt);
  return (
    <span className={styles.badge} data-state={state}>
      {LABELS[state]}
    </span>
  );
}

/** A plain label in a badge (e.g. a request's New / Contacted / Closed). */
export function Badge({ tone, children }: { tone: string; children: string }) {
  return (
    <span className={styles.badge} data-state={tone}>
      {children}
    </span>
  );
}
