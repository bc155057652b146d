import type { StaffMedia } from '@tarang/contracts';
import { staffShows } from '@tarang/contracts/staff-endpoints';
import { Link } from 'react-router';
import { useStaffList } from '../api';
import { useStaff } from '../context';
import ui from '../ui/console.module.css';
import { type Column, DataTable } from '../ui/DataTable';
import { istDateTime } from '../ui/format';
import { ChoiceFilter, ListPage, SearchBox } from '../ui/ListPage';
import { StatusBadge } from '../ui/StatusBadge';
import { useListParams } from '../ui/useListParams';
import { STATE_CHOICES, showStation, TYPE_CHOICES, typeLabel } from './showText';

const PAGE_SIZE = 20;
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
  const params = useListParams(['networkWide', 'mediaType', 'status'] as const);
  const networkWide = params.filters.networkWide === 'true';
  const sort = params.sort ?? '-publishedAt';
  const list = useStaffList(staffShows.list, {
    query: {
      pageNumber: params.page,
      pageSize: PAGE_SIZE,
      search: params.search || undefined,
      stationId: networkWide ? undefined : params.stationId,
      networkWide: networkWide || undefined,
      mediaType: params.filters.mediaType,
      status: params.filters.status,
      sort,
    },
  });
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
    <ListPage
      title="Shows"
      noun="show"
      newPath="new"
      list={list}
      page={params.page}
      pageSize={PAGE_SIZE}
      onPage={params.setPage}
      search={
        <SearchBox
          label="Search by title"
          value={params.search}
          onSearch={(search) => params.set({ search })}
        />
      }
      toolbar={
        <>
          <ShowStationFilter
            stationId={params.stationId}
            networkWide={networkWide}
            onChange={(stationId, wide) => params.set({ stationId, networkWide: wide ? 'true' : undefined })}
          />
          <ChoiceFilter
            label="Type"
            value={params.filters.mediaType}
            choices={TYPE_CHOICES}
            anyLabel="All types"
            onChange={(mediaType) => params.set({ mediaType })}
          />
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
        </>
      }
    >
      {(rows) => (
        <DataTable
          caption="Shows"
          rows={rows}
          columns={columns}
          rowKey={(show) => show.id}
          sort={sort}
          // Titles sort A–Z only.
          onSort={(next) => params.set({ sort: next === '-title' ? 'title' : next })}
          busy={list.isPlaceholderData}
        />
      )}
    </ListPage>
  );
}
