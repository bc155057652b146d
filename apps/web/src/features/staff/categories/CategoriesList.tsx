import type { StaffTalentHuntCategory } from '@tarang/contracts';
import { staffTalentCategories } from '@tarang/contracts/staff-endpoints';
import { Link } from 'react-router';
import { useStaffList } from '../api';
import { useStaff } from '../context';
import styles from '../ui/console.module.css';
import { type Column, DataTable } from '../ui/DataTable';
import { ListPage, SearchBox } from '../ui/ListPage';
import { useListParams } from '../ui/useListParams';

const PAGE_SIZE = 20;

/**
 * The talent-hunt categories listeners choose from when they send an entry, in the order they see them, with
 * how many entries each has. Network admins open one to change it; editors only read the list.
 */
export function CategoriesList() {
  const me = useStaff();
  const admin = me.role === 'admin';
  const params = useListParams();
  const list = useStaffList(staffTalentCategories.list, {
    query: {
      pageNumber: params.page,
      pageSize: PAGE_SIZE,
      search: params.search || undefined,
      sort: params.sort,
    },
  });
  const columns: Column<StaffTalentHuntCategory>[] = [
    {
      id: 'name',
      header: 'Category',
      sortKey: 'name',
      cell: (category) => (admin ? <Link to={String(category.id)}>{category.name}</Link> : category.name),
    },
    { id: 'description', header: 'Description', cell: (category) => category.description || '—', wide: true },
    { id: 'entries', header: 'Entries', cell: (category) => category.entries },
    { id: 'sortOrder', header: 'Order', sortKey: 'sortOrder', cell: (category) => category.sortOrder },
  ];
  return (
    <ListPage
      title="Talent-hunt categories"
      noun="category"
      plural="categories"
      back={{ to: '/staff/talent-hunt', label: 'Talent Hunt' }}
      intro={
        <p className={styles.hint}>
          {admin
            ? 'Every station’s talent hunt offers these categories, smallest order first.'
            : 'Every station’s talent hunt offers these categories. Only network admins change them.'}
        </p>
      }
      newPath={admin ? 'new' : undefined}
      list={list}
      page={params.page}
      pageSize={PAGE_SIZE}
      onPage={params.setPage}
      search={
        <SearchBox
          label="Search by name or description"
          value={params.search}
          onSearch={(search) => params.set({ search })}
        />
      }
    >
      {(rows) => (
        <DataTable
          caption="Talent-hunt categories"
          rows={rows}
          columns={columns}
          rowKey={(category) => category.id}
          sort={params.sort ?? 'sortOrder'}
          onSort={(sort) => params.set({ sort })}
          busy={list.isPlaceholderData}
        />
      )}
    </ListPage>
  );
}
