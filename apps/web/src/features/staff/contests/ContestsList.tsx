import type { StaffContest } from '@tarang/contracts';
import { staffContests } from '@tarang/contracts/staff-endpoints';
import { Link } from 'react-router';
import { useStaffList } from '../api';
import { stationName, useStaff } from '../context';
import { type Column, DataTable } from '../ui/DataTable';
import { istDateTime } from '../ui/format';
import { ChoiceFilter, ListPage, SearchBox, StationFilter } from '../ui/ListPage';
import { useListParams } from '../ui/useListParams';
import { ENGAGEMENT_CHOICES, EngagementBadge } from './EngagementState';

const PAGE_SIZE = 20;

/** The contests an editor may change: search, station, upcoming / open / closed, sorted by end or title. */
export function ContestsList() {
  const me = useStaff();
  const params = useListParams(['status'] as const);
  const list = useStaffList(staffContests.list, {
    query: {
      pageNumber: params.page,
      pageSize: PAGE_SIZE,
      search: params.search || undefined,
      stationId: params.stationId,
      status: params.filters.status,
      sort: params.sort,
    },
  });
  const columns: Column<StaffContest>[] = [
    {
      id: 'title',
      header: 'Contest',
      sortKey: 'title',
      cell: (contest) => <Link to={String(contest.id)}>{contest.title}</Link>,
    },
    { id: 'state', header: 'State', cell: (contest) => <EngagementBadge state={contest.state} /> },
    { id: 'startsAt', header: 'Starts', cell: (contest) => istDateTime(contest.startsAt), wide: true },
    { id: 'endsAt', header: 'Ends', sortKey: 'endsAt', cell: (contest) => istDateTime(contest.endsAt) },
    { id: 'prize', header: 'Prize', cell: (contest) => contest.prize || '—', wide: true },
    { id: 'station', header: 'Station', cell: (contest) => stationName(me, contest.stationId) },
  ];
  return (
    <ListPage
      title="Contests"
      noun="contest"
      newPath="new"
      list={list}
      page={params.page}
      pageSize={PAGE_SIZE}
      onPage={params.setPage}
      search={
        <SearchBox
          label="Search by title or prize"
          value={params.search}
          onSearch={(search) => params.set({ search })}
        />
      }
      toolbar={
        <>
          <StationFilter value={params.stationId} onChange={(stationId) => params.set({ stationId })} />
          <ChoiceFilter
            label="State"
            value={params.filters.status}
            choices={ENGAGEMENT_CHOICES}
            anyLabel="Every state"
            onChange={(status) => params.set({ status })}
          />
        </>
      }
    >
      {(rows) => (
        <DataTable
          caption="Contests"
          rows={rows}
          columns={columns}
          rowKey={(contest) => contest.id}
          sort={params.sort ?? '-endsAt'}
          onSort={(sort) => params.set({ sort })}
          busy={list.isPlaceholderData}
        />
      )}
    </ListPage>
  );
}
