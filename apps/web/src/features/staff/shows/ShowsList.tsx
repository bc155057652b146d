import type { StaffMedia } from '@tarang/contracts';
import { staffShows } from '@tarang/contracts/staff-endpoints';
import { Link } from 'react-router';
import { useStaff } from '../context';
import ui from '../ui/console.module.css';
import type { Column } from '../ui/DataTable';
import { istDateTime } from '../ui/format';
import { ChoiceFilter } from '../ui/ListPage';
import { StatusBadge } from '../ui/StatusBadge';
import { ParamFilter, stationOrNetworkQuery, TableList, useConsoleList } from '../ui/TableList';
import { STATE_CHOICES, showStation, TYPE_CHOICES, typeLabel } from './showText';

const NETWORK = 'network';
const SORTS = [
  { value: '-publishedAt', label: 'Newest publish time' },
  { value: 'publishedAt', label: 'Oldest publish time' },
  { value: 'title', label: 'Title (A–Z)' },
  { value: '-createdAt', label: 'Last created' },
] as const;

/** The station filter of shows: one station, or only the network-wide shows (listed on every station). */
function ShowStationFilter({
  stationId,
  networkWide,
  onChange,
}: {
  stationId?: number;
  networkWide: boolean;
  onChange: (stationId?: number, networkWide?: boolean) => void;
}) {
  const me = useStaff();
  return (
    <label className={ui.filter}>
      <span>Station</span>
      <select
        value={networkWide ? NETWORK : (stationId ?? '')}
        onChange={(event) => {
          const value = event.target.value;
          if (value === NETWORK) onChange(undefined, true);
          else onChange(value ? Number(value) : undefined, undefined);
        }}
      >
        <option value="">{me.role === 'admin' ? 'All stations' : 'My stations and network-wide'}</option>
        {me.stations.map((station) => (
          <option key={station.id} value={station.id}>
            {station.name}
          </option>
        ))}
        <option value={NETWORK}>Network-wide</option>
      </select>
    </label>
  );
}

/** Shows, podcasts and video series: search, station (or network-wide), type, status, sort. */
export function ShowsList() {
  const me = useStaff();
  const { params, list } = useConsoleList(
    staffShows.list,
    ['networkWide', 'mediaType', 'status'],
    (params) => ({
      ...stationOrNetworkQuery(params),
      mediaType: params.filters.mediaType,
      status: params.filters.status,
      sort: params.sort ?? SORTS[0].value,
    }),
  );
  const sort = params.sort ?? SORTS[0].value;
  const columns: Column<StaffMedia>[] = [
    {
      id: 'title',
      header: 'Show',
      sortKey: 'title',
      cell: (show) => (
        <>
          <Link to={String(show.id)}>{show.title}</Link>
          {show.isEditorChoice && <span className={ui.hint}> · Editor's choice</span>}
        </>
      ),
    },
    { id: 'type', header: 'Type', cell: (show) => typeLabel(show.mediaType) },
    { id: 'station', header: 'Station', cell: (show) => showStation(me, show.stationId) },
    {
      id: 'status',
      header: 'Status',
      cell: (show) => <StatusBadge status={show.status} publishedAt={show.publishedAt} />,
    },
    {
      id: 'publishedAt',
      header: 'Publish time',
      sortKey: 'publishedAt',
      cell: (show) => istDateTime(show.publishedAt),
    },
    { id: 'episodes', header: 'Episodes', cell: (show) => show.episodeCount, wide: true },
  ];
  return (
    <TableList
      title="Shows"
      noun="show"
      newPath="new"
      params={params}
      list={list}
      searchLabel="Search by title"
      toolbar={
        <>
          <ShowStationFilter
            stationId={params.stationId}
            networkWide={params.filters.networkWide === 'true'}
            onChange={(stationId, wide) => params.set({ stationId, networkWide: wide ? 'true' : undefined })}
          />
          <ParamFilter
            params={params}
            name="mediaType"
            label="Type"
            choices={TYPE_CHOICES}
            anyLabel="All types"
          />
          <ParamFilter
            params={params}
            name="status"
            label="Status"
            choices={STATE_CHOICES}
            anyLabel="Any status"
          />
          <ChoiceFilter
            label="Sort"
            value={sort === SORTS[0].value ? undefined : sort}
            choices={SORTS.slice(1)}
            anyLabel={SORTS[0].label}
            onChange={(next) => params.set({ sort: next })}
          />
        </>
      }
      columns={columns}
      sort={sort}
      // Titles sort A–Z only.
      onSort={(next) => params.set({ sort: next === '-title' ? 'title' : next })}
    />
  );
}
