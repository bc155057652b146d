import type { StaffStationRow } from '@tarang/contracts';
import { staffStations } from '@tarang/contracts/staff-endpoints';
import { Link } from 'react-router';
import { useStaff } from '../context';
import styles from '../ui/console.module.css';
import type { Column } from '../ui/DataTable';
import { ChoiceFilter } from '../ui/ListPage';
import { Badge } from '../ui/StatusBadge';
import { TableList, useConsoleList } from '../ui/TableList';
import own from './Stations.module.css';

const STATUS = [
  { value: 'true', label: 'Active' },
  { value: 'false', label: 'Inactive' },
] as const;

/** The Status filter as the server takes it: a value from the address that is neither is no filter. */
const activeOf = (value: string | undefined) => (value === 'true' || value === 'false' ? value : undefined);

/**
 * The network's stations, inactive ones too: search, active or not, in the site's order or by name. A network
 * admin creates and edits them; an editor sees their own station, to read.
 */
export function StationsList() {
  const me = useStaff();
  const admin = me.role === 'admin';
  const { params, list } = useConsoleList(staffStations.list, ['isActive'], (params) => ({
    isActive: activeOf(params.filters.isActive),
    sort: params.sort,
  }));
  const isActive = activeOf(params.filters.isActive);
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
    <TableList
      title="Stations"
      noun="station"
      newPath={admin ? 'new' : undefined}
      params={params}
      list={list}
      searchLabel="Search by name, frequency or tagline"
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
      columns={columns}
      sort={params.sort ?? 'sortOrder'}
      // The server sorts each column one way (the site's order, or A to Z).
      onSort={(sort) => params.set({ sort: sort.replace(/^-/, '') })}
    />
  );
}
