import type { StaffProfileSummary } from '@tarang/contracts';
import { staffRjs } from '@tarang/contracts/staff-endpoints';
import { Link } from 'react-router';
import { Img } from '../../../shared/ui/Img';
import { stationName, useStaff } from '../context';
import type { Column } from '../ui/DataTable';
import { ChoiceFilter } from '../ui/ListPage';
import { Badge } from '../ui/StatusBadge';
import { ParamFilter, ParamStationFilter, TableList, useConsoleList } from '../ui/TableList';
import styles from './Rjs.module.css';

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
  const { params, list } = useConsoleList(staffRjs.list, ['isActive'], (params) => ({
    stationId: params.stationId,
    isActive: params.filters.isActive,
    sort: serverSort(params.sort),
  }));
  const sort = serverSort(params.sort);
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
    <TableList
      title="RJs"
      noun="RJ"
      plural="RJs"
      newPath="new"
      params={params}
      list={list}
      searchLabel="Search by name or profile id"
      toolbar={
        <>
          <ParamStationFilter params={params} />
          <ParamFilter
            params={params}
            name="isActive"
            label="On the site"
            choices={SHOWN}
            anyLabel="Active and hidden"
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
      columns={columns}
      sort={sort}
      onSort={(next) => params.set({ sort: serverSort(next) === 'name' ? undefined : '-createdAt' })}
    />
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
