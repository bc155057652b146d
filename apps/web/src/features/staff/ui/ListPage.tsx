import { type ReactNode, useEffect, useState } from 'react';
import { Link } from 'react-router';
import { Pager } from '../../../shared/ui/Pager';
import { EmptyState, TextSkeleton } from '../../../shared/ui/states';
import { useStaff } from '../context';
import styles from './console.module.css';
import { Filters } from './Filters';
import { LoadProblem } from './LoadProblem';

type ListState<T> = {
  data?: { data: T[]; total: number };
  isPending: boolean;
  isError: boolean;
  error: unknown;
  isPlaceholderData?: boolean;
  refetch: () => unknown;
};

export type ListPageProps<T> = {
  title: string;
  /** What one item is called, for "New event" and the empty state. */
  noun: string;
  /** Where "New …" leads; absent when items are not created here. */
  newPath?: string;
  /** What several items are called ("3 entries", "No entries here yet"); the title in lower case by default. */
  plural?: string;
  /** How many items there are, in words ("7 changes"), where the noun and plural above would not say it well. */
  countText?: (total: number) => string;
  /** More actions in the heading, next to "New …" (an export, a link to a related page). */
  actions?: ReactNode;
  /** What the empty list suggests; "Change the filters, or create a new …" by default. */
  emptyHint?: ReactNode;
  list: ListState<T>;
  page: number;
  pageSize: number;
  onPage: (page: number) => void;
  /** The search box (SearchBox): always in view. */
  search?: ReactNode;
  /** The station filter and any other filters: behind a Filters button on a phone. */
  toolbar?: ReactNode;
  /** The page this list hangs off (a link above the heading), e.g. Talent Hunt for its categories. */
  back?: { to: string; label: string };
  /** A line under the heading on what the list is. */
  intro?: ReactNode;
  children: (rows: T[]) => ReactNode;
};

/** A section's list page: heading and New button, search and filters, then the table, its states and paging. */
export function ListPage<T>({
  title,
  noun,
  newPath,
  plural = title.toLowerCase(),
  countText,
  actions,
  emptyHint,
  list,
  page,
  pageSize,
  onPage,
  search,
  toolbar,
  back,
  intro,
  children,
}: ListPageProps<T>) {
  const rows = list.data?.data ?? [];
  const total = list.data?.total ?? 0;
  const newLink = newPath && (
    <Link className={styles.primary} to={newPath}>
      New {noun}
    </Link>
  );
  return (
    <section className={styles.section} aria-labelledby="list-title">
      {back && (
        <Link className={styles.backLink} to={back.to}>
          ← {back.label}
        </Link>
      )}
      <div className={styles.pageHead}>
        <h1 id="list-title" className={styles.pageTitle}>
          {title}
        </h1>
        {actions ? (
          <div className={styles.actions}>
            {actions}
            {newLink}
          </div>
        ) : (
          newLink
        )}
      </div>
      {intro}
      {(search || toolbar) && (
        <Filters label={`Find ${title.toLowerCase()}`} search={search} total={list.data?.total}>
          {toolbar}
        </Filters>
      )}
      {list.isPending ? (
        <TextSkeleton lines={6} />
      ) : list.isError ? (
        <LoadProblem error={list.error} what={title} inList onRetry={() => void list.refetch()} />
      ) : rows.length === 0 ? (
        <EmptyState title={`No ${plural} here yet`}>
          {emptyHint ?? <p>Change the filters, or create a new {noun}.</p>}
        </EmptyState>
      ) : (
        <>
          <p className={styles.count} aria-live="polite">
            {countText ? countText(total) : `${total} ${total === 1 ? noun : plural}`}
          </p>
          {children(rows)}
          <Pager
            page={page}
            total={list.data?.total ?? 0}
            pageSize={pageSize}
            onPage={onPage}
            label={title}
          />
        </>
      )}
    </section>
  );
}

/** A search box that asks the server once typing pauses (and at once on Enter). */
export function SearchBox({
  label,
  value,
  onSearch,
}: {
  label: string;
  value: string;
  onSearch: (text: string) => void;
}) {
  const [text, setText] = useState(value);
  useEffect(() => setText(value), [value]);
  useEffect(() => {
    if (text.trim() === value) return;
    const timer = setTimeout(() => onSearch(text.trim()), 350);
    return () => clearTimeout(timer);
  }, [text, value, onSearch]);
  return (
    <label className={styles.filter}>
      <span>{label}</span>
      <input
        type="search"
        value={text}
        maxLength={100}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter') onSearch(text.trim());
        }}
        // Leaving the box (to click a row, say) searches at once: a search still waiting would fire after the
        // click and bring the editor back to this list.
        onBlur={() => {
          if (text.trim() !== value) onSearch(text.trim());
        }}
      />
    </label>
  );
}

/** The station filter: only the stations this member works with ("All my stations" for none). */
export function StationFilter({ value, onChange }: { value?: number; onChange: (id?: number) => void }) {
  const me = useStaff();
  if (me.stations.length < 2) return null;
  return (
    <label className={styles.filter}>
      <span>Station</span>
      <select
        value={value ?? ''}
        onChange={(event) => onChange(event.target.value ? Number(event.target.value) : undefined)}
      >
        <option value="">{me.role === 'admin' ? 'All stations' : 'All my stations'}</option>
        {me.stations.map((station) => (
          <option key={station.id} value={station.id}>
            {station.name}
          </option>
        ))}
      </select>
    </label>
  );
}

/** A filter with fixed choices (status, type…). */
export function ChoiceFilter({
  label,
  value,
  choices,
  onChange,
  anyLabel = 'Any',
}: {
  label: string;
  value?: string;
  choices: readonly { value: string; label: string }[];
  onChange: (value?: string) => void;
  anyLabel?: string;
}) {
  return (
    <label className={styles.filter}>
      <span>{label}</span>
      <select value={value ?? ''} onChange={(event) => onChange(event.target.value || undefined)}>
        <option value="">{anyLabel}</option>
        {choices.map((choice) => (
          <option key={choice.value} value={choice.value}>
            {choice.label}
          </option>
        ))}
      </select>
    </label>
  );
}
