import type { StaffContest } from '@tarang/contracts';
import { staffContests } from '@tarang/contracts/staff-endpoints';
import { Link } from 'react-router';
import { stationName, useStaff } from '../context';
import type { Column } from '../ui/DataTable';
import { istDateTime } from '../ui/format';
import { ParamStationFilter, TableList, useConsoleList } from '../ui/TableList';
import { EngagementBadge, EngagementFilter } from './EngagementState';

/** The contests an editor may change: search, station, upcoming / open / closed, sorted by end or title. */
export function ContestsList() {
  const me = useStaff();
  const { params, list } = useConsoleList(staffContests.list, ['status'], (params) => ({
    stationId: params.stationId,
    status: params.filters.status,
    sort: params.sort,
  }));
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
    <TableList
      title="Contests"
      noun="contest"
      newPath="new"
      params={params}
      list={list}
      searchLabel="Search by title or prize"
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
