import type { ActivityEntry } from '@tarang/contracts';
import { staffTeam } from '@tarang/contracts/staff-endpoints';
import { useMessages } from '../../../shared/i18n';
import { useStaffList } from '../api';
import { stationName, useStaff } from '../context';
import styles from '../ui/console.module.css';
import { type Column, DataTable } from '../ui/DataTable';
import { istDateTime } from '../ui/format';
import { ChoiceFilter, ListPage, StationFilter } from '../ui/ListPage';
import { useListParams } from '../ui/useListParams';
import { describeChanges } from './changes';
import { activityFieldMessages, activityMessages } from './messages';

const PAGE_SIZE = 25;
const ACTIONS = [
  { value: 'create', label: 'Created' },
  { value: 'update', label: 'Changed' },
  { value: 'delete', label: 'Deleted' },
] as const;
const ENTITIES = [
  ['show', 'Shows'],
  ['episode', 'Episodes'],
  ['rj', 'RJs'],
  ['event', 'Events'],
  ['redline', 'Red Lines'],
  ['banner', 'Banners'],
  ['contest', 'Contests'],
  ['poll', 'Polls'],
  ['page', 'Pages'],
  ['station', 'Stations'],
  ['talent-hunt-category', 'Talent-hunt categories'],
  ['request', 'Requests'],
  ['entry', 'Talent-hunt entries'],
  ['member', 'Team'],
].map(([value, label]) => ({ value: value as string, label: label as string }));
const VERB = { create: 'created', update: 'changed', delete: 'deleted' } as const;
/** The kinds the server records, as an editor says them ("created Red Lines article …"). */
const NOUN: Record<string, string> = {
  rj: 'RJ',
  redline: 'Red Lines article',
  'talent-hunt-category': 'talent-hunt category',
  entry: 'talent-hunt entry',
};

/** What an entry changed: each field's label, its old value (an update) and its new one. */
function Changes({ entry }: { entry: ActivityEntry }) {
  const t = useMessages(activityMessages);
  const labels = useMessages(activityFieldMessages);
  const changes = describeChanges(entry, t, labels);
  if (changes.length === 0) return <span className={styles.hint}>—</span>;
  return (
    <ul className={styles.changes}>
      {changes.map((change) => (
        <li key={change.field}>
          <span className={styles.changeField}>{change.label}:</span>{' '}
          {change.before !== undefined && (
            <>
              <span className={styles.changeBefore}>{change.before}</span> <span aria-hidden="true">→</span>
              <span className={styles.visuallyHidden}> {t.changedTo}</span>{' '}
            </>
          )}
          <span>{change.after}</span>
        </li>
      ))}
    </ul>
  );
}

/** /staff/activity: every console write, newest first (admins all, editors their stations'). */
export default function ActivityArea() {
  const me = useStaff();
  const t = useMessages(activityMessages);
  const params = useListParams(['entity', 'action'] as const);
  const list = useStaffList(staffTeam.activity, {
    query: {
      pageNumber: params.page,
      pageSize: PAGE_SIZE,
      stationId: params.stationId,
      entity: params.filters.entity,
      action: params.filters.action,
    },
  });
  const columns: Column<ActivityEntry>[] = [
    { id: 'when', header: 'When', cell: (entry) => istDateTime(entry.createdAt) },
    { id: 'who', header: 'Who', cell: (entry) => entry.actor.name },
    {
      id: 'what',
      header: 'What',
      cell: (entry) => (
        <span>
          {VERB[entry.action]} {NOUN[entry.entity] ?? entry.entity} <strong>{entry.label}</strong>
        </span>
      ),
    },
    { id: 'station', header: 'Station', cell: (entry) => stationName(me, entry.stationId, 'Network') },
    { id: 'changes', header: 'Changes', cell: (entry) => <Changes entry={entry} /> },
  ];
  return (
    <ListPage
      title="Activity"
      noun="change"
      countText={t.count}
      emptyHint={<p>{t.empty}</p>}
      list={list}
      page={params.page}
      pageSize={PAGE_SIZE}
      onPage={params.setPage}
      toolbar={
        <>
          <StationFilter value={params.stationId} onChange={(stationId) => params.set({ stationId })} />
          <ChoiceFilter
            label="Kind"
            value={params.filters.entity}
            choices={ENTITIES}
            anyLabel="Everything"
            onChange={(entity) => params.set({ entity })}
          />
          <ChoiceFilter
            label="Change"
            value={params.filters.action}
            choices={ACTIONS}
            anyLabel="Any change"
            onChange={(action) => params.set({ action })}
          />
        </>
      }
    >
      {(rows) => (
        <DataTable
          caption="Activity"
          rows={rows}
          columns={columns}
          rowKey={(entry) => entry.id}
          busy={list.isPlaceholderData}
        />
      )}
    </ListPage>
  );
}
