import { type StaffTalentEntry, TALENT_ENTRY_STATUS_LABELS } from '@tarang/contracts';
import { staffTalentCategories, staffTalentEntries } from '@tarang/contracts/staff-endpoints';
import { Link } from 'react-router';
import { useStaffList } from '../api';
import { CATEGORIES_PATH } from '../categories/paths';
import { stationName, useStaff } from '../context';
import { inboxStatusFilter } from '../requests/filters';
import styles from '../ui/console.module.css';
import { type Column, DataTable } from '../ui/DataTable';
import { istDateTime } from '../ui/format';
import { ChoiceFilter, ListPage, SearchBox, StationFilter } from '../ui/ListPage';
import { Badge } from '../ui/StatusBadge';
import { useListParams } from '../ui/useListParams';
import { recordingSummary } from './recording';

const PAGE_SIZE = 20;
const STATUS = inboxStatusFilter(TALENT_ENTRY_STATUS_LABELS);
const WHOLE = /^[1-9]\d{0,8}$/;

/** The talent-hunt entries to review, newest first, opening on New; by station, category, status, search. */
export function EntriesList() {
  const me = useStaff();
  const params = useListParams(['status', 'categoryId'] as const);
  const categoryId = WHOLE.test(params.filters.categoryId ?? '')
    ? Number(params.filters.categoryId)
    : undefined;
  const status = STATUS.query(params.filters.status);
  const list = useStaffList(staffTalentEntries.list, {
    query: {
      pageNumber: params.page,
      pageSize: PAGE_SIZE,
      search: params.search || undefined,
      stationId: params.stationId,
      categoryId,
      status,
      sort: params.sort,
    },
  });
  const categories = useStaffList(staffTalentCategories.list, {
    query: {
      pageSize: 100,
    },
  });
  const columns: Column<StaffTalentEntry>[] = [
    { id: 'name', header: 'Name', cell: (entry) => <Link to={String(entry.id)}>{entry.name}</Link> },
    { id: 'category', header: 'Category', cell: (entry) => entry.categoryName },
    { id: 'station', header: 'Station', cell: (entry) => stationName(me, entry.stationId) },
    { id: 'recording', header: 'Recording', cell: (entry) => recordingSummary(entry.file), wide: true },
    {
      id: 'status',
      header: 'Status',
      cell: (entry) => <Badge tone={entry.status}>{TALENT_ENTRY_STATUS_LABELS[entry.status]}</Badge>,
    },
    {
      id: 'received',
      header: 'Received',
      sortKey: 'createdAt',
      cell: (entry) => istDateTime(entry.createdAt),
    },
  ];
  return (
    <ListPage
      title="Talent Hunt"
      noun="entry"
      plural="entries"
      list={list}
      page={params.page}
      pageSize={PAGE_SIZE}
      onPage={params.setPage}
      actions={
        <Link className={styles.secondary} to={CATEGORIES_PATH}>
          Categories
        </Link>
      }
      emptyHint={
        <p>
          {status === 'new' && !params.search
            ? 'Every entry has been reviewed. Choose another status to see them.'
            : 'Change the filters to see more.'}
        </p>
      }
      search={
        <SearchBox
          label="Search by name, mobile or text"
          value={params.search}
          onSearch={(search) => params.set({ search })}
        />
      }
      toolbar={
        <>
          <StationFilter value={params.stationId} onChange={(stationId) => params.set({ stationId })} />
          <ChoiceFilter
            label="Category"
            value={categoryId === undefined ? undefined : String(categoryId)}
            choices={(categories.data?.data ?? []).map((category) => ({
              value: String(category.id),
              label: category.name,
            }))}
            anyLabel="Every category"
            onChange={(value) => params.set({ categoryId: value })}
          />
          <ChoiceFilter
            label="Status"
            value={params.filters.status}
            choices={STATUS.choices}
            anyLabel={STATUS.defaultLabel}
            onChange={(value) => params.set({ status: value })}
          />
        </>
      }
    >
      {(rows) => (
        <DataTable
          caption="Talent-hunt entries"
          rows={rows}
          columns={columns}
          rowKey={(entry) => entry.id}
          sort={params.sort ?? '-createdAt'}
          onSort={(sort) => params.set({ sort })}
          busy={list.isPlaceholderData}
        />
      )}
    </ListPage>
  );
}
