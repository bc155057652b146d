import type { StaffPoll } from '@tarang/contracts';
import { staffPolls } from '@tarang/contracts/staff-endpoints';
import { Link } from 'react-router';
import { EngagementBadge, EngagementFilter } from '../contests/EngagementState';
import { stationName, useStaff } from '../context';
import type { Column } from '../ui/DataTable';
import { istDateTime } from '../ui/format';
import { ParamStationFilter, TableList, useConsoleList } from '../ui/TableList';

/** The polls an editor may change, with their votes so far: search, station, upcoming / open / closed, sort. */
export function PollsList() {
  const me = useStaff();
  const { params, list } = useConsoleList(staffPolls.list, ['status'], (params) => ({
    stationId: params.stationId,
    status: params.filters.status,
    sort: params.sort,
  }));
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
    <TableList
      title="Polls"
      noun="poll"
      newPath="new"
      params={params}
      list={list}
      searchLabel="Search by question"
      toolbar={
        <>
          <ParamStationFilter params={params} />
          <EngagementFilter params={params} />
        </>
      }
      columns={columns}
      sort={params.sort ?? '-endsAt'}
    />
  );
}
