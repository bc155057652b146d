import type { TeamMember } from '@tarang/contracts';
import { staffTeam } from '@tarang/contracts/staff-endpoints';
import { Link } from 'react-router';
import { useStaff } from '../context';
import styles from '../ui/console.module.css';
import type { Column } from '../ui/DataTable';
import { Badge } from '../ui/StatusBadge';
import { ParamFilter, TableList, useConsoleList } from '../ui/TableList';
import { ROLE_LABELS, stationsOf } from './roles';

const ROLE_FILTER = [
  { value: 'admin', label: 'Network admins' },
  { value: 'editor', label: 'Station editors' },
  { value: 'listener', label: 'Listeners' },
  { value: 'all', label: 'Every account' },
] as const;

/** Team: who works in the console, and any account found by name or e-mail to give a role to. */
export function TeamList() {
  const me = useStaff();
  const { params, list } = useConsoleList(staffTeam.list, ['role'], (params) => {
    const role = params.filters.role;
    return { role: role === 'all' ? undefined : (role ?? 'staff') };
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
    <TableList
      title="Team"
      noun="member"
      plural="members"
      params={params}
      list={list}
      searchLabel="Search by name or e-mail"
      intro={
        <p className={styles.hint}>
          To add someone, find their account (they sign up on the site first), open it and give it a role.
        </p>
      }
      toolbar={
        <ParamFilter
          params={params}
          name="role"
          label="Role"
          choices={ROLE_FILTER}
          anyLabel="Editors and admins"
        />
      }
      columns={columns}
    />
  );
}
