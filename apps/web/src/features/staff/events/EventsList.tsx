import type { StaffEvent } from '@tarang/contracts';
import { staffEvents } from '@tarang/contracts/staff-endpoints';
import { Link } from 'react-router';
import { stationName, useStaff } from '../context';
import type { Column } from '../ui/DataTable';
import { istDateTime } from '../ui/format';
import { StatusBadge } from '../ui/StatusBadge';
import {
  ParamFilter,
  ParamStationFilter,
  PublicationFilter,
  TableList,
  useConsoleList,
} from '../ui/TableList';

const WHEN = [
  { value: 'upcoming', label: 'Upcoming' },
  { value: 'past', label: 'Past' },
] as const;

/**
 * The events an editor may change: search, station, upcoming or past, Draft / Scheduled / Published, sorted by
 * date or title.
 */
export function EventsList() {
  const me = useStaff();
  const { params, list } = useConsoleList(staffEvents.list, ['when', 'status'], (params) => ({
    stationId: params.stationId,
    when: params.filters.when,
    status: params.filters.status,
    sort: params.sort,
  }));
  const columns: Column<StaffEvent>[] = [
    {
      id: 'title',
      header: 'Event',
      sortKey: 'title',
      cell: (event) => <Link to={String(event.id)}>{event.title}</Link>,
    },
    {
      id: 'state',
      header: 'Status',
      cell: (event) => <StatusBadge status={event.status} publishedAt={event.publishedAt} />,
    },
    { id: 'startsAt', header: 'Starts', sortKey: 'startsAt', cell: (event) => istDateTime(event.startsAt) },
    { id: 'venue', header: 'Venue', cell: (event) => event.venue || '—', wide: true },
    { id: 'station', header: 'Station', cell: (event) => stationName(me, event.stationId) },
  ];
  return (
    <TableList
      title="Events"
      noun="event"
      newPath="new"
      params={params}
      list={list}
      searchLabel="Search by title or venue"
      toolbar={
        <>
          <ParamStationFilter params={params} />
          <ParamFilter params={params} name="when" label="When" choices={WHEN} anyLabel="All dates" />
          <PublicationFilter params={params} />
        </>
      }
      columns={columns}
      sort={params.sort ?? '-startsAt'}
    />
  );
}
