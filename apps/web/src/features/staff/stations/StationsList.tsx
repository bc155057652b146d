import type { StaffStationRow } from '@tarang/contracts';
import { staffStations } from '@tarang/contracts/staff-endpoints';
import { Link } from 'react-router';
import { useStaffList } from '../api';
import { useStaff } from '../context';
import styles from '../ui/console.module.css';
import { type Column, DataTable } from '../ui/DataTable';
import { ChoiceFilter, ListPage, SearchBox } from '../ui/ListPage';
import { Badge } from '../ui/StatusBadge';
import { useListParams } from '../ui/useListParams';
import own from './Stations.module.css';

const PAGE_SIZE = 20;
const STATUS = [
  { value: 'true', label: 'Active' },
  { value: 'false', label: 'Inactive' },
] as const;

/**
 * The network's stations, inactive ones too: search, active or not, in the site's order or by name. A network
 * admin creates and edits them; an editor sees their own station, to read.
 */
export function StationsList() {
  const me = useStaff();
  const admin = me.role === 'admin';
  const params = useListParams(['isActive'] as const);
  const isActive =
    params.filters.isActive === 'true' || params.filters.isActive === 'false'
      ? params.filters.isActive
      : undefined;
  const list = useStaffList(staffStations.list, {
    query: {
      pageNumber: params.page,
      pageSize: PAGE_SIZE,
      search: params.search || undefined,
      isActive,
      sort: params.sort,
    },
  });
  const columns: Column<StaffStationRow>[] = [
    {
      id: 'logo',
      header: 'Logo',
      cell: (station) =>
        station.logo ? (
          <img className={own.logo} src={station.logo} alt="" width={40} height={40} loading="lazy" />
        ) : (
          <span className={own.noLogo} />
        ),
      wide: true,
    },
    {
      id: 'name',
      header: 'Station',
      sortKey: 'name',
      cell: (station) => <Link to={String(station.id)}>{station.name}</Link>,
    },
    { id: 'frequency', header: 'Frequency', cell: (station) => station.frequency },
    {
      id: 'color',
      header: 'Colour',
      cell: (station) => (
        <span className={own.swatchCell}>
          <span className={own.swatch} style={{ background: station.color }} aria-hidden="true" />
          {station.color.toLowerCase()}
        </span>
      ),
    },
    {
      id: 'city',
      header: 'City',
      cell: (station) => [station.cityName, station.stateName].filter(Boolean).join(', ') || '—',
      wide: true,
    },
    {
      id: 'sortOrder',
      header: 'Order',
      sortKey: 'sortOrder',
      cell: (station) => station.sortOrder,
      wide: true,
    },
    {
      id: 'status',
      header: 'Status',
      cell: (station) => (
        <Badge tone={station.isActive ? 'published' : 'draft'}>
          {station.isActive ? 'Active' : 'Inactive'}
        </Badge>
      ),
    },
  ];
  return (
    <ListPage
      title="Stations"
      noun="station"
      newPath={admin ? 'new' : undefined}
      list={list}
      page={params.page}
      pageSize={PAGE_SIZE}
      onPage={params.setPage}
      search={
        <SearchBox
          label="Search by name, frequency or tagline"
          value={params.search}
          onSearch={(search) => params.set({ search })}
        />
      }
      toolbar={
        <>
          {!admin && <p className={styles.hint}>Only a network admin can add or change stations.</p>}
          <ChoiceFilter
            label="Status"
            value={isActive}
            choices={STATUS}
            anyLabel="Active and inactive"
            onChange={(value) => params.set({ isActive: value })}
          />
        </>
      }
    >
      {(rows) => (
        <DataTable
          caption="Stations"
          rows={rows}
          columns={columns}
          rowKey={(station) => station.id}
          sort={params.sort ?? 'sortOrder'}
          // The server sorts each column one way (the site's order, or A to Z).
          onSort={(sort) => params.set({ sort: sort.replace(/^-/, '') })}
          busy={list.isPlaceholderData}
        />
      )}
    </ListPage>
  );
}
