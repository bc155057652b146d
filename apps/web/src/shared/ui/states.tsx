import { useMessages } from '../i18n';
import { uiMessages } from './messages';
import styles from './Page.module.css';

export function TextSkeleton({ lines = 6 }: { lines?: number }) {
  return (
    <div className={styles.skeleton} aria-hidden="true">
      {Array.from({ length: lines }, (_, n) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: static placeholder lines
        <span key={n} />
      ))}
    </div>
  );
}

export function LoadError({ what, onRetry }: { what: string; onRetry: () => void }) {
  const t = useMessages(uiMessages);
  return (
    <div className={styles.error} role="alert">
      <p>{t.loadError({ what })}</p>
      <button type="button" className={styles.button} onClick={onRetry}>
        {t.tryAgain}
      </button>
    </div>
  );
}

/** A list with nothing in it: says so plainly, with an optional way on. */
export function EmptyState({ title, children }: { title: string; children?: React.ReactNode }) {
  return (
    <div className={styles.empty} role="status">
      <p className={styles.emptyTitle}>{title}</p>
      {children}
    </div>
  );
}
