import { REQUEST_STATUS_LABELS, REQUEST_TYPE_LABELS, type StaffRequest } from '@tarang/contracts';
import { staffRequests } from '@tarang/contracts/staff-endpoints';
import { Link } from 'react-router';
import type { Column } from '../ui/DataTable';
import { istDateTime } from '../ui/format';
import { Badge } from '../ui/StatusBadge';
import { type ListParams, ParamFilter, ParamStationFilter, TableList, useConsoleList } from '../ui/TableList';
import { ExportCsvButton } from './ExportCsvButton';
import { inboxStatusFilter, TYPE_CHOICES } from './filters';
import inbox from './inbox.module.css';
import { telHref } from './phone';

const STATUS = inboxStatusFilter(REQUEST_STATUS_LABELS);

/** What the list asks for besides its page and search: the CSV export asks the same (with the search). */
const filtersOf = (params: ListParams<'status' | 'requestType'>) => ({
  stationId: params.stationId,
  requestType: params.filters.requestType,
  status: STATUS.query(params.filters.status),
  sort: params.sort,
});

/**
 * The requests inbox: studio-visit and let's-collab requests, newest first, opening on New (what nobody has
 * answered yet). Filters by station, type and status, search; the same filters export as CSV.
 */
export function RequestsList() {
  const { params, list } = useConsoleList(staffRequests.list, ['status', 'requestType'], filtersOf);
  const filters = { search: params.search || undefined, ...filtersOf(params) };
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
    <TableList
      title="Requests"
      noun="request"
      params={params}
      list={list}
      actions={<ExportCsvButton query={filters} />}
      emptyHint={
        <p>
          {filters.status === 'new' && !filters.search
            ? 'Every request has been answered. Choose another status to see them.'
            : 'Change the filters to see more.'}
        </p>
      }
      searchLabel="Search by name, number or reason"
      toolbar={
        <>
          <ParamStationFilter params={params} />
          <ParamFilter
            params={params}
            name="requestType"
            label="Type"
            choices={TYPE_CHOICES}
            anyLabel="Every type"
          />
          <ParamFilter
            params={params}
            name="status"
            label="Status"
            choices={STATUS.choices}
            anyLabel={STATUS.defaultLabel}
          />
        </>
      }
      columns={columns}
      sort={params.sort ?? '-createdAt'}
    />
  );
}
