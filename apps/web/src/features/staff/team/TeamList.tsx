import type { TeamMember } from '@tarang/contracts';
import { staffTeam } from '@tarang/contracts/staff-endpoints';
import { Link } from 'react-router';
import { useStaffList } from '../api';
import { useStaff } from '../context';
import styles from '../ui/console.module.css';
import { type Column, DataTable } from '../ui/DataTable';
import { ChoiceFilter, ListPage, SearchBox } from '../ui/ListPage';
import { Badge } from '../ui/StatusBadge';
import { useListParams } from '../ui/useListParams';
import { ROLE_LABELS, stationsOf } from './roles';

const PAGE_SIZE = 20;
const ROLE_FILTER = [
  { value: 'admin', label: 'Network admins' },
  { value: 'editor', label: 'Station editors' },
  { value: 'listener', label: 'Listeners' },
  { value: 'all', label: 'Every account' },
] as const;

/** Team: who works in the console, and any account found by name or e-mail to give a role to. */
export function TeamList() {
  const me = useStaff();
  const params = useListParams(['role'] as const);
  const role = params.filters.role;
  const list = useStaffList(staffTeam.list, {
    query: {
      pageNumber: params.page,
      pageSize: PAGE_SIZE,
      search: params.search || undefined,
      role: role === 'all' ? undefined : (role ?? 'staff'),
    },
  });
  const columns: Column<TeamMember>[] = [
    { id: 'name', header: 'Name', cell: (member) => <Link to={String(member.id)}>{member.name}</Link> },
    { id: 'email', header: 'E-mail', cell: (member) => member.email },
    {
      id: 'role',
      header: 'Role',
      cell: (member) => <Badge tone={member.role}>{ROLE_LABELS[member.role]}</Badge>,
    },
    { id: 'stations', header: 'Stations', cell: (member) => stationsOf(me, member), wide: true },
  ];
  return (
    <ListPage
      title="Team"
      noun="member"
      plural="members"
      list={list}
      page={params.page}
      pageSize={PAGE_SIZE}
      onPage={params.setPage}
      search={
        <SearchBox
          label="Search by name or e-mail"
          value={params.search}
          onSearch={(search) => params.set({ search })}
        />
      }
      intro={
        <p className={styles.hint}>
          To add someone, find their account (they sign up on the site first), open it and give it a role.
        </p>
      }
      toolbar={
        <ChoiceFilter
          label="Role"
          value={role}
          choices={ROLE_FILTER}
          anyLabel="Editors and admins"
          onChange={(value) => params.set({ role: value })}
        />
      }
    >
      {(rows) => (
        <DataTable
          caption="Team"
          rows={rows}
          columns={columns}
          rowKey={(member) => member.id}
          busy={list.isPlaceholderData}
        />
      )}
    </ListPage>
  );
}
