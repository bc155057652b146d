import type { StaffTalentHuntCategory } from '@tarang/contracts';
import { staffTalentCategories } from '@tarang/contracts/staff-endpoints';
import { Link } from 'react-router';
import { useStaff } from '../context';
import styles from '../ui/console.module.css';
import type { Column } from '../ui/DataTable';
import { TableList, useConsoleList } from '../ui/TableList';

/**
 * The talent-hunt categories listeners choose from when they send an entry, in the order they see them, with
 * how many entries each has. Network admins open one to change it; editors only read the list.
 */
export function CategoriesList() {
  const me = useStaff();
  const admin = me.role === 'admin';
  const { params, list } = useConsoleList(staffTalentCategories.list, [], (params) => ({
    sort: params.sort,
  }));
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
    <TableList
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
      params={params}
      list={list}
      searchLabel="Search by name or description"
      columns={columns}
      sort={params.sort ?? 'sortOrder'}
    />
  );
}
