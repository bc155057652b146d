import type { StaffEvent } from '@tarang/contracts';
import { staffEvents } from '@tarang/contracts/staff-endpoints';
import { Link } from 'react-router';
import { useStaffList } from '../api';
import { stationName, useStaff } from '../context';
import { type Column, DataTable } from '../ui/DataTable';
import { istDateTime } from '../ui/format';
import { ChoiceFilter, ListPage, SearchBox, StationFilter } from '../ui/ListPage';
import { StatusBadge } from '../ui/StatusBadge';
import { useListParams } from '../ui/useListParams';

const PAGE_SIZE = 20;
const WHEN = [
  { value: 'upcoming', label: 'Upcoming' },
  { value: 'past', label: 'Past' },
] as const;
const STATES = [
  { value: 'draft', label: 'Drafts' },
  { value: 'scheduled', label: 'Scheduled' },
  { value: 'published', label: 'Published' },
] as const;

/**
 * The events an editor may change: search, station, upcoming or past, Draft / Scheduled / Published, sorted by
 * date or title.
 */
export function EventsList() {
  const me = useStaff();
  const params = useListParams(['when', 'status'] as const);
  const list = useStaffList(staffEvents.list, {
    query: {
      pageNumber: params.page,
      pageSize: PAGE_SIZE,
      search: params.search || undefined,
      stationId: params.stationId,
      when: params.filters.when,
      status: params.filters.status,
      sort: params.sort,
    },
  });
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
    <ListPage
      title="Events"
      noun="event"
      newPath="new"
      list={list}
      page={params.page}
      pageSize={PAGE_SIZE}
      onPage={params.setPage}
      search={
        <SearchBox
          label="Search by title or venue"
          value={params.search}
          onSearch={(search) => params.set({ search })}
        />
      }
      toolbar={
        <>
          <StationFilter value={params.stationId} onChange={(stationId) => params.set({ stationId })} />
          <ChoiceFilter
            label="When"
            value={params.filters.when}
            choices={WHEN}
            anyLabel="All dates"
            onChange={(when) => params.set({ when })}
          />
          <ChoiceFilter
            label="Status"
            value={params.filters.status}
            choices={STATES}
            anyLabel="Every status"
            onChange={(status) => params.set({ status })}
          />
        </>
      }
    >
      {(rows) => (
        <DataTable
          caption="Events"
          rows={rows}
          columns={columns}
          rowKey={(event) => event.id}
          sort={params.sort ?? '-startsAt'}
          onSort={(sort) => params.set({ sort })}
          busy={list.isPlaceholderData}
        />
      )}
    </ListPage>
  );
}
