import type { StaffEpisode, StaffMedia } from '@tarang/contracts';
import { staffEpisodes, staffShows } from '@tarang/contracts/staff-endpoints';
import { Link, useParams } from 'react-router';
import { Pager } from '../../../shared/ui/Pager';
import { EmptyState, TextSkeleton } from '../../../shared/ui/states';
import { useStaffItem, useStaffList } from '../api';
import { useStaff } from '../context';
import ui from '../ui/console.module.css';
import { type Column, DataTable } from '../ui/DataTable';
import { Filters } from '../ui/Filters';
import { istDateTime } from '../ui/format';
import { ChoiceFilter, SearchBox } from '../ui/ListPage';
import { LoadProblem } from '../ui/LoadProblem';
import { StatusBadge } from '../ui/StatusBadge';
import { useListParams } from '../ui/useListParams';
import styles from './Shows.module.css';
import { ShowTabs } from './ShowTabs';
import { clockLength, listenerShowPath, STATE_CHOICES } from './showText';

const PAGE_SIZE = 20;
const SORTS = [
  { value: '-publishedAt', label: 'Newest publish time' },
  { value: 'publishedAt', label: 'Oldest publish time' },
  { value: 'episodeNumber', label: 'Episode number (1, 2, 3…)' },
  { value: '-episodeNumber', label: 'Episode number (last first)' },
  { value: 'title', label: 'Title (A–Z)' },
] as const;

/** /staff/shows/{id}/episodes: the Episodes tab of a show. */
export function ShowEpisodes() {
  const showId = Number(useParams().id);
  const show = useStaffItem(staffShows.item, { id: showId });
  if (show.isPending) return <TextSkeleton lines={8} />;
  if (show.isError)
    return <LoadProblem error={show.error} what="This show" onRetry={() => void show.refetch()} />;
  return <EpisodesOf show={show.data} />;
}

function EpisodesOf({ show }: { show: StaffMedia }) {
  const me = useStaff();
  const params = useListParams(['status'] as const);
  const sort = params.sort ?? '-publishedAt';
  const list = useStaffList(staffEpisodes.list, {
    params: { id: show.id },
    query: {
      pageNumber: params.page,
      pageSize: PAGE_SIZE,
      search: params.search || undefined,
      status: params.filters.status,
      sort,
    },
  });
  const rows = list.data?.data ?? [];
  const preview = listenerShowPath(me, show);
  const columns: Column<StaffEpisode>[] = [
    {
      id: 'episodeNumber',
      header: 'No.',
      sortKey: 'episodeNumber',
      cell: (episode) => episode.episodeNumber ?? '—',
    },
    {
      id: 'title',
      header: 'Episode',
      sortKey: 'title',
      cell: (episode) => <Link to={String(episode.id)}>{episode.title}</Link>,
    },
    { id: 'length', header: 'Length', cell: (episode) => clockLength(episode.durationSeconds) },
    {
      id: 'status',
      header: 'Status',
      cell: (episode) => <StatusBadge status={episode.status} publishedAt={episode.publishedAt} />,
    },
    {
      id: 'publishedAt',
      header: 'Publish time',
      sortKey: 'publishedAt',
      cell: (episode) => istDateTime(episode.publishedAt),
    },
  ];

  return (
    <section className={ui.section} aria-labelledby="show-title">
      <Link className={ui.backLink} to="/staff/shows">
        ← Shows
      </Link>
      <div className={ui.pageHead}>
        <h1 id="show-title" className={ui.pageTitle}>
          {show.title}
        </h1>
        {preview && (
          <a className={ui.secondary} href={preview} target="_blank" rel="noopener">
            Preview on the site
          </a>
        )}
      </div>
      <ShowTabs showId={show.id} episodeCount={show.episodeCount} />
      <div className={ui.pageHead}>
        <h2 className={styles.subTitle}>Episodes</h2>
        <Link className={ui.primary} to="new">
          New episode
        </Link>
      </div>
      <Filters
        label="Find episodes"
        total={list.data?.total}
        search={
          <SearchBox
            label="Search by title"
            value={params.search}
            onSearch={(search) => params.set({ search })}
          />
        }
      >
        <ChoiceFilter
          label="Status"
          value={params.filters.status}
          choices={STATE_CHOICES}
          anyLabel="Any status"
          onChange={(status) => params.set({ status })}
        />
        <ChoiceFilter
          label="Sort"
          value={sort === SORTS[0].value ? undefined : sort}
          choices={SORTS.slice(1)}
          anyLabel={SORTS[0].label}
          onChange={(next) => params.set({ sort: next })}
        />
      </Filters>
      {list.isPending ? (
        <TextSkeleton lines={6} />
      ) : list.isError ? (
        <LoadProblem error={list.error} what="The episodes" inList onRetry={() => void list.refetch()} />
      ) : rows.length === 0 ? (
        <EmptyState title="No episodes here yet">
          <p>{show.episodeCount ? 'Change the filters.' : 'Add the first one with New episode.'}</p>
        </EmptyState>
      ) : (
        <>
          <p className={ui.count} aria-live="polite">
            {list.data?.total} {list.data?.total === 1 ? 'episode' : 'episodes'}
          </p>
          <DataTable
            caption={`Episodes of ${show.title}`}
            rows={rows}
            columns={columns}
            rowKey={(episode) => episode.id}
            sort={sort}
            // Titles sort A–Z only.
            onSort={(next) => params.set({ sort: next === '-title' ? 'title' : next })}
            busy={list.isPlaceholderData}
          />
          <Pager
            page={params.page}
            total={list.data?.total ?? 0}
            pageSize={PAGE_SIZE}
            onPage={params.setPage}
            label="Episodes"
          />
        </>
      )}
    </section>
  );
}
