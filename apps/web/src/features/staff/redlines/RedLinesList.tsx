import type { StaffRedLine } from '@tarang/contracts';
import { staffRedLines } from '@tarang/contracts/staff-endpoints';
import { Link } from 'react-router';
import { stationName, useStaff } from '../context';
import type { Column } from '../ui/DataTable';
import { istDateTime } from '../ui/format';
import { StatusBadge } from '../ui/StatusBadge';
import {
  ParamStationOrNetworkFilter,
  PublicationFilter,
  stationOrNetworkQuery,
  TableList,
  useConsoleList,
} from '../ui/TableList';

/** The server sorts by publish time (newest first) or by title (A–Z): a header asks for its own order. */
const serverSort = (sort: string) => (sort.replace(/^-/, '') === 'title' ? 'title' : '-publishedAt');

/** Red Lines (news): search, station or network-wide, Draft / Scheduled / Published, newest or by title. */
export function RedLinesList() {
  const me = useStaff();
  const { params, list } = useConsoleList(staffRedLines.list, ['status', 'networkWide'], (params) => ({
    ...stationOrNetworkQuery(params),
    status: params.filters.status,
    sort: params.sort,
  }));
  const columns: Column<StaffRedLine>[] = [
    {
      id: 'title',
      header: 'Article',
      sortKey: 'title',
      cell: (article) => <Link to={String(article.id)}>{article.title}</Link>,
    },
    {
      id: 'state',
      header: 'Status',
      cell: (article) => <StatusBadge status={article.status} publishedAt={article.publishedAt} />,
    },
    {
      id: 'publishedAt',
      header: 'Publish time',
      sortKey: 'publishedAt',
      // A draft's time is when it was written, unless someone set a later one for it.
      cell: (article) =>
        article.state === 'draft' && Date.parse(article.publishedAt) <= Date.now()
          ? 'Not published'
          : istDateTime(article.publishedAt),
    },
    { id: 'author', header: 'Author', cell: (article) => article.author || '—', wide: true },
    { id: 'station', header: 'Station', cell: (article) => stationName(me, article.stationId) },
  ];
  return (
    <TableList
      title="Red Lines"
      noun="article"
      newPath="new"
      params={params}
      list={list}
      searchLabel="Search by title, author or summary"
      toolbar={
        <>
          <ParamStationOrNetworkFilter params={params} />
          <PublicationFilter params={params} />
        </>
      }
      columns={columns}
      sort={params.sort ?? '-publishedAt'}
      onSort={(sort) => params.set({ sort: serverSort(sort) })}
    />
  );
}
