import { useMessages } from '../i18n';
import { ChevronLeftIcon, ChevronRightIcon } from './icons';
import { uiMessages } from './messages';
import styles from './Pager.module.css';

type Props = {
  /** 1-based. */
  page: number;
  total: number;
  pageSize: number;
  onPage: (page: number) => void;
  /** What is paged, for the navigation's name, e.g. "Episodes". */
  label: string;
};

/** Previous / next paging of a list, with "Page n of m". Renders nothing when everything fits on one page. */
export function Pager({ page, total, pageSize, onPage, label }: Props) {
  const t = useMessages(uiMessages);
  const pages = Math.max(1, Math.ceil(total / pageSize));
  if (pages <= 1) return null;
  return (
    <nav className={styles.pager} aria-label={t.pagerLabel({ label })}>
      <button type="button" className={styles.button} disabled={page <= 1} onClick={() => onPage(page - 1)}>
        <ChevronLeftIcon size={18} />
        {t.previous}
      </button>
      <p className={styles.status} aria-live="polite">
        {t.pageOf({ page, pages })}
      </p>
      <button
        type="button"
        className={styles.button}
        disabled={page >= pages}
        onClick={() => onPage(page + 1)}
      >
        {t.next}
        <ChevronRightIcon size={18} />
      </button>
    </nav>
  );
}
