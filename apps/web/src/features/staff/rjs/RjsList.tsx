import type { StaffProfileSummary } from '@tarang/contracts';
import { staffRjs } from '@tarang/contracts/staff-endpoints';
import { Link } from 'react-router';
import { Img } from '../../../shared/ui/Img';
import { useStaffList } from '../api';
import { stationName, useStaff } from '../context';
import { type Column, DataTable } from '../ui/DataTable';
import { ChoiceFilter, ListPage, SearchBox, StationFilter } from '../ui/ListPage';
import { Badge } from '../ui/StatusBadge';
import { useListParams } from '../ui/useListParams';
import styles from './Rjs.module.css';

const PAGE_SIZE = 20;
const SHOWN = [
  { value: 'true', label: 'Active (on the site)' },
  { value: 'false', label: 'Hidden from the site' },
] as const;
const SORTS = [{ value: '-createdAt', label: 'Newest first' }] as const;

/** The server sorts by name (A–Z) or newest first: a header or the Sort filter asks for one of them. */
const serverSort = (sort: string | undefined) =>
  sort?.replace(/^-/, '') === 'createdAt' ? '-createdAt' : 'name';

const showsOf = (rj: StaffProfileSummary) =>
  rj.showCount === 0 ? 'None' : `${rj.showCount} ${rj.showCount === 1 ? 'show' : 'shows'}`;

/** The RJs an editor may change: search on name or profile id, station, active or hidden, by name or newest. */
export function RjsList() {
  const me = useStaff();
  const params = useListParams(['isActive'] as const);
  const sort = serverSort(params.sort);
  const list = useStaffList(staffRjs.list, {
    query: {
      pageNumber: params.page,
      pageSize: PAGE_SIZE,
      search: params.search || undefined,
      stationId: params.stationId,
      isActive: params.filters.isActive,
      sort,
    },
  });
  const columns: Column<StaffProfileSummary>[] = [
    {
      id: 'name',
      header: 'RJ',
      sortKey: 'name',
      cell: (rj) => (
        <span className={styles.who}>
          <Img className={styles.thumb} src={rj.profileImage} alt="" width={48} height={48} sizes="48px" />
          <span>
            <Link to={String(rj.id)}>{rj.name}</Link>
            <small className={styles.profileId}>{rj.profileId}</small>
          </span>
        </span>
      ),
    },
    { id: 'designation', header: 'Designation', cell: (rj) => rj.designation, wide: true },
    { id: 'showTime', header: 'Show time', cell: (rj) => rj.showTime || '—', wide: true },
    { id: 'shows', header: 'Hosts', cell: showsOf },
    {
      id: 'isActive',
      header: 'On the site',
      cell: (rj) =>
        rj.isActive ? <Badge tone="published">Active</Badge> : <Badge tone="draft">Hidden</Badge>,
    },
    { id: 'station', header: 'Station', cell: (rj) => stationName(me, rj.stationId) },
    {
      id: 'createdAt',
      header: 'Added',
      sortKey: 'createdAt',
      cell: (rj) => addedOn(rj.createdAt),
      wide: true,
    },
  ];
  return (
    <ListPage
      title="RJs"
      noun="RJ"
      plural="RJs"
      newPath="new"
      list={list}
      page={params.page}
      pageSize={PAGE_SIZE}
      onPage={params.setPage}
      search={
        <SearchBox
          label="Search by name or profile id"
          value={params.search}
          onSearch={(search) => params.set({ search })}
        />
      }
      toolbar={
        <>
          <StationFilter value={params.stationId} onChange={(stationId) => params.set({ stationId })} />
          <ChoiceFilter
            label="On the site"
            value={params.filters.isActive}
            choices={SHOWN}
            anyLabel="Active and hidden"
            onChange={(isActive) => params.set({ isActive })}
          />
          <ChoiceFilter
            label="Sort"
            value={sort === 'name' ? undefined : sort}
            choices={SORTS}
            anyLabel="Name (A–Z)"
            onChange={(next) => params.set({ sort: next })}
          />
        </>
      }
    >
      {(rows) => (
        <DataTable
          caption="RJs"
          rows={rows}
          columns={columns}
          rowKey={(rj) => rj.id}
          sort={sort}
          onSort={(next) => params.set({ sort: serverSort(next) === 'name' ? undefined : '-createdAt' })}
          busy={list.isPlaceholderData}
        />
      )}
    </ListPage>
  );
}

/** The day an RJ was added, as India reads it: "12 Jul 2026". */
const addedOn = (iso: string) =>
  new Intl.DateTimeFormat('en-IN', {
    timeZone: 'Asia/Kolkata',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
  }).format(new Date(iso));
