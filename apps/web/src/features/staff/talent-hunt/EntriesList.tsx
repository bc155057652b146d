import { type StaffTalentEntry, TALENT_ENTRY_STATUS_LABELS } from '@tarang/contracts';
import { staffTalentCategories, staffTalentEntries } from '@tarang/contracts/staff-endpoints';
import { Link } from 'react-router';
import { useStaffList } from '../api';
import { CATEGORIES_PATH } from '../categories/paths';
import { stationName, useStaff } from '../context';
import { inboxStatusFilter } from '../requests/filters';
import styles from '../ui/console.module.css';
import type { Column } from '../ui/DataTable';
import { istDateTime } from '../ui/format';
import { ChoiceFilter } from '../ui/ListPage';
import { Badge } from '../ui/StatusBadge';
import { ParamFilter, ParamStationFilter, TableList, useConsoleList } from '../ui/TableList';
import { recordingSummary } from './recording';

const STATUS = inboxStatusFilter(TALENT_ENTRY_STATUS_LABELS);
const WHOLE = /^[1-9]\d{0,8}$/;
/** The category filter from the address: a category's id, or none. */
const categoryOf = (value: string | undefined) => (WHOLE.test(value ?? '') ? Number(value) : undefined);

/** The talent-hunt entries to review, newest first, opening on New; by station, category, status, search. */
export function EntriesList() {
  const me = useStaff();
  const { params, list } = useConsoleList(staffTalentEntries.list, ['status', 'categoryId'], (params) => ({
    stationId: params.stationId,
    categoryId: categoryOf(params.filters.categoryId),
    status: STATUS.query(params.filters.status),
    sort: params.sort,
  }));
  const categoryId = categoryOf(params.filters.categoryId);
  const status = STATUS.query(params.filters.status);
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
    <TableList
      title="Talent Hunt"
      noun="entry"
      plural="entries"
      params={params}
      list={list}
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
      searchLabel="Search by name, mobile or text"
      toolbar={
        <>
          <ParamStationFilter params={params} />
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
      caption="Talent-hunt entries"
      sort={params.sort ?? '-createdAt'}
    />
  );
}
