import type { StaffProfileSummary } from '@tarang/contracts';
import { staffRjs } from '@tarang/contracts/staff-endpoints';
import { useId, useState } from 'react';
import { useStaffList } from '../api';
import ui from '../ui/console.module.css';
import styles from './Shows.module.css';

type Rj = Pick<StaffProfileSummary, 'id' | 'name' | 'profileId'>;

type Props = {
  /** The show's station: its RJs are offered (all RJs for a network-wide show). */
  stationId: number | null;
  value: number[];
  onChange: (ids: number[]) => void;
  /** RJs the show already has (they stay listed even when they belong to another station). */
  current: Rj[];
  error?: string;
};

/** The show's RJs: a search box over the station's RJs and a checkbox for each, the chosen ones named above. */
export function RjPicker({ stationId, value, onChange, current, error }: Props) {
  const id = useId();
  const [search, setSearch] = useState('');
  const list = useStaffList(staffRjs.list, {
    query: {
      stationId: stationId ?? undefined,
      pageSize: 100,
      sort: 'name',
    },
  });
  const offered = new Map<number, Rj>();
  for (const rj of [...(list.data?.data ?? []), ...current]) offered.set(rj.id, rj);
  const chosen = value.map((rjId) => offered.get(rjId)?.name ?? `RJ ${rjId}`);
  const needle = search.trim().toLowerCase();
  const shown = [...offered.values()]
    .filter((rj) => !needle || `${rj.name} ${rj.profileId}`.toLowerCase().includes(needle))
    .sort((a, b) => a.name.localeCompare(b.name));

  const toggle = (rjId: number, on: boolean) =>
    onChange(on ? [...value, rjId] : value.filter((other) => other !== rjId));

  return (
    <fieldset className={styles.picker} aria-describedby={`${id}-chosen ${id}-message`}>
      <legend className={styles.pickerLegend}>RJs</legend>
      <p id={`${id}-chosen`} className={ui.hint}>
        {chosen.length ? `Hosting: ${chosen.join(', ')}.` : 'No RJ chosen yet.'}
      </p>
      <input
        type="search"
        className={styles.search}
        aria-label="Find an RJ by name"
        placeholder="Find an RJ by name"
        value={search}
        onChange={(event) => setSearch(event.target.value)}
      />
      {list.isPending ? (
        <p className={ui.hint}>Loading the RJs…</p>
      ) : list.isError ? (
        <p className={ui.message}>The RJs could not be loaded.</p>
      ) : shown.length === 0 ? (
        <p className={ui.hint}>{needle ? 'No RJ by that name.' : 'This station has no RJs yet.'}</p>
      ) : (
        <ul className={styles.options} aria-label="RJs to choose from">
          {shown.map((rj) => (
            <li key={rj.id}>
              <label className={styles.option}>
                <input
                  type="checkbox"
                  checked={value.includes(rj.id)}
                  onChange={(event) => toggle(rj.id, event.target.checked)}
                />
                <span>
                  {rj.name}
                  <small>{rj.profileId}</small>
                </span>
              </label>
            </li>
          ))}
        </ul>
      )}
      <p id={`${id}-message`} className={ui.message} aria-live="polite">
        {error}
      </p>
    </fieldset>
  );
}
