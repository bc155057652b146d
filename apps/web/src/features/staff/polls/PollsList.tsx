import type { StaffPoll } from '@tarang/contracts';
import { staffPolls } from '@tarang/contracts/staff-endpoints';
import { Link } from 'react-router';
import { useStaffList } from '../api';
import { ENGAGEMENT_CHOICES, EngagementBadge } from '../contests/EngagementState';
import { stationName, useStaff } from '../context';
import { type Column, DataTable } from '../ui/DataTable';
import { istDateTime } from '../ui/format';
import { ChoiceFilter, ListPage, SearchBox, StationFilter } from '../ui/ListPage';
import { useListParams } from '../ui/useListParams';

const PAGE_SIZE = 20;

/** The polls an editor may change, with their votes so far: search, station, upcoming / open / closed, sort. */
export function PollsList() {
  const me = useStaff();
  const params = useListParams(['status'] as const);
  const list = useStaffList(staffPolls.list, {
    query: {
      pageNumber: params.page,
      pageSize: PAGE_SIZE,
      search: params.search || undefined,
      stationId: params.stationId,
      status: params.filters.status,
      sort: params.sort,
    },
  });
  const columns: Column<StaffPoll>[] = [
    {
      id: 'question',
      header: 'Question',
      sortKey: 'question',
      cell: (poll) => <Link to={String(poll.id)}>{poll.question}</Link>,
    },
    { id: 'state', header: 'State', cell: (poll) => <EngagementBadge state={poll.state} /> },
    { id: 'votes', header: 'Votes', cell: (poll) => poll.totalVotes },
    { id: 'startsAt', header: 'Opens', cell: (poll) => istDateTime(poll.startsAt), wide: true },
    { id: 'endsAt', header: 'Closes', sortKey: 'endsAt', cell: (poll) => istDateTime(poll.endsAt) },
    { id: 'station', header: 'Station', cell: (poll) => stationName(me, poll.stationId) },
  ];
  return (
    <ListPage
      title="Polls"
      noun="poll"
      newPath="new"
      list={list}
      page={params.page}
      pageSize={PAGE_SIZE}
      onPage={params.setPage}
      search={
        <SearchBox
          label="Search by question"
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
          caption="Polls"
          rows={rows}
          columns={columns}
          rowKey={(poll) => poll.id}
          sort={params.sort ?? '-endsAt'}
          onSort={(sort) => params.set({ sort })}
          busy={list.isPlaceholderData}
        />
      )}
    </ListPage>
  );
}
