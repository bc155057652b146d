import type { StaffRedLine } from '@tarang/contracts';
import { staffRedLines } from '@tarang/contracts/staff-endpoints';
import { Link } from 'react-router';
import { useStaffList } from '../api';
import { stationName, useStaff } from '../context';
import { type Column, DataTable } from '../ui/DataTable';
import { istDateTime } from '../ui/format';
import { ChoiceFilter, ListPage, SearchBox } from '../ui/ListPage';
import { StationOrNetworkFilter } from '../ui/StationOrNetwork';
import { StatusBadge } from '../ui/StatusBadge';
import { useListParams } from '../ui/useListParams';

const PAGE_SIZE = 20;
const STATES = [
  { value: 'draft', label: 'Drafts' },
  { value: 'scheduled', label: 'Scheduled' },
  { value: 'published', label: 'Published' },
] as const;

/** The server sorts by publish time (newest first) or by title (A–Z): a header asks for its own order. */
const serverSort = (sort: string) => (sort.replace(/^-/, '') === 'title' ? 'title' : '-publishedAt');

/** Red Lines (news): search, station or network-wide, Draft / Scheduled / Published, newest or by title. */
export function RedLinesList() {
  const me = useStaff();
  const params = useListParams(['status', 'networkWide'] as const);
  const networkWide = params.filters.networkWide === 'true';
  const list = useStaffList(staffRedLines.list, {
    query: {
      pageNumber: params.page,
      pageSize: PAGE_SIZE,
      search: params.search || undefined,
      stationId: networkWide ? undefined : params.stationId,
      networkWide: networkWide || undefined,
      status: params.filters.status,
      sort: params.sort,
    },
  });
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
    <ListPage
      title="Red Lines"
      noun="article"
      newPath="new"
      list={list}
      page={params.page}
      pageSize={PAGE_SIZE}
      onPage={params.setPage}
      search={
        <SearchBox
          label="Search by title, author or summary"
          value={params.search}
          onSearch={(search) => params.set({ search })}
        />
      }
      toolbar={
        <>
          <StationOrNetworkFilter
            stationId={params.stationId}
            networkWide={networkWide}
            onChange={(choice) => params.set(choice)}
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
          caption="Red Lines"
          rows={rows}
          columns={columns}
          rowKey={(article) => article.id}
          sort={params.sort ?? '-publishedAt'}
          onSort={(sort) => params.set({ sort: serverSort(sort) })}
          busy={list.isPlaceholderData}
        />
      )}
    </ListPage>
  );
}
