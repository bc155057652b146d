import { REQUEST_STATUS_LABELS, REQUEST_TYPE_LABELS, type StaffRequest } from '@tarang/contracts';
import { staffRequests } from '@tarang/contracts/staff-endpoints';
import { Link } from 'react-router';
import { useStaffList } from '../api';
import { type Column, DataTable } from '../ui/DataTable';
import { istDateTime } from '../ui/format';
import { ChoiceFilter, ListPage, SearchBox, StationFilter } from '../ui/ListPage';
import { Badge } from '../ui/StatusBadge';
import { useListParams } from '../ui/useListParams';
import { ExportCsvButton } from './ExportCsvButton';
import { inboxStatusFilter, TYPE_CHOICES } from './filters';
import inbox from './inbox.module.css';
import { telHref } from './phone';

const PAGE_SIZE = 20;
const STATUS = inboxStatusFilter(REQUEST_STATUS_LABELS);

/**
 * The requests inbox: studio-visit and let's-collab requests, newest first, opening on New (what nobody has
 * answered yet). Filters by station, type and status, search; the same filters export as CSV.
 */
export function RequestsList() {
  const params = useListParams(['status', 'requestType'] as const);
  const filters = {
    search: params.search || undefined,
    stationId: params.stationId,
    requestType: params.filters.requestType,
    status: STATUS.query(params.filters.status),
    sort: params.sort,
  };
  const list = useStaffList(staffRequests.list, {
    query: {
      pageNumber: params.page,
      pageSize: PAGE_SIZE,
      ...filters,
    },
  });
  const columns: Column<StaffRequest>[] = [
    {
      id: 'name',
      header: 'Name',
      cell: (request) => <Link to={String(request.id)}>{request.name}</Link>,
    },
    {
      id: 'phone',
      header: 'Phone',
      cell: (request) => (
        <a className={inbox.phone} href={telHref(request.contactNumber)}>
          {request.contactNumber}
        </a>
      ),
    },
    {
      id: 'type',
      header: 'Request',
      cell: (request) =>
        request.rjDetail
          ? `${REQUEST_TYPE_LABELS[request.requestType]} with ${request.rjDetail.profileName}`
          : REQUEST_TYPE_LABELS[request.requestType],
    },
    { id: 'station', header: 'Station', cell: (request) => request.stationDetail.stationName },
    {
      id: 'reason',
      header: 'Reason',
      cell: (request) => <span className={inbox.reason}>{request.reason}</span>,
      wide: true,
    },
    {
      id: 'status',
      header: 'Status',
      cell: (request) => <Badge tone={request.status}>{REQUEST_STATUS_LABELS[request.status]}</Badge>,
    },
    {
      id: 'received',
      header: 'Received',
      sortKey: 'createdAt',
      cell: (request) => istDateTime(request.createdAt),
    },
  ];
  return (
    <ListPage
      title="Requests"
      noun="request"
      list={list}
      page={params.page}
      pageSize={PAGE_SIZE}
      onPage={params.setPage}
      actions={<ExportCsvButton query={filters} />}
      emptyHint={
        <p>
          {filters.status === 'new' && !filters.search
            ? 'Every request has been answered. Choose another status to see them.'
            : 'Change the filters to see more.'}
        </p>
      }
      search={
        <SearchBox
          label="Search by name, number or reason"
          value={params.search}
          onSearch={(search) => params.set({ search })}
        />
      }
      toolbar={
        <>
          <StationFilter value={params.stationId} onChange={(stationId) => params.set({ stationId })} />
          <ChoiceFilter
            label="Type"
            value={params.filters.requestType}
            choices={TYPE_CHOICES}
            anyLabel="Every type"
            onChange={(requestType) => params.set({ requestType })}
          />
          <ChoiceFilter
            label="Status"
            value={params.filters.status}
            choices={STATUS.choices}
            anyLabel={STATUS.defaultLabel}
            onChange={(status) => params.set({ status })}
          />
        </>
      }
    >
      {(rows) => (
        <DataTable
          caption="Requests"
          rows={rows}
          columns={columns}
          rowKey={(request) => request.id}
          sort={params.sort ?? '-createdAt'}
          onSort={(sort) => params.set({ sort })}
          busy={list.isPlaceholderData}
        />
      )}
    </ListPage>
  );
}
