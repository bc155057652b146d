import type { StaffMe } from '@tarang/contracts';
import { useStaff } from '../context';
import styles from './console.module.css';
import { Select } from './fields';

/**
 * Items that may belong to one station or to the whole network (red lines, banners, pages): the list's filter
 * and the form's Station field, where "Every station" is the network-wide choice (network admins only).
 */

const NETWORK_WIDE_LABEL = 'Every station (network-wide)';

/** The list filter: everything I may see, one station's own items, or only the network-wide ones. */
export function StationOrNetworkFilter({
  stationId,
  networkWide,
  onChange,
}: {
  stationId?: number;
  networkWide: boolean;
  onChange: (choice: { stationId?: number; networkWide?: 'true' }) => void;
}) {
  const me = useStaff();
  const value = networkWide ? 'network' : (stationId ?? '');
  return (
    <label className={styles.filter}>
      <span>Station</span>
      <select
        value={value}
        onChange={(event) => {
          const chosen = event.target.value;
          if (chosen === 'network') onChange({ stationId: undefined, networkWide: 'true' });
          else onChange({ stationId: chosen ? Number(chosen) : undefined, networkWide: undefined });
        }}
      >
        <option value="">{me.role === 'admin' ? 'All stations' : 'My stations and network-wide'}</option>
        {me.stations.map((station) => (
          <option key={station.id} value={station.id}>
            {station.name} only
          </option>
        ))}
        <option value="network">Network-wide only</option>
      </select>
    </label>
  );
}

/** Whether this member may choose "every station" (or already looks at an item that is network-wide). */
const offersNetwork = (me: StaffMe, current: number | null | undefined) =>
  me.role === 'admin' || current === null;

type FieldProps = {
  value: number | null | undefined;
  onChange: (stationId: number | null) => void;
  onBlur?: () => void;
  name?: string;
  error?: string;
  hint?: string;
  ref?: React.Ref<HTMLSelectElement>;
};

/** The form's Station field: one of my stations, or (admins) every station. */
export function StationOrNetworkSelect({ value, onChange, onBlur, name, error, hint, ref }: FieldProps) {
  const me = useStaff();
  return (
    <Select
      ref={ref}
      label="Station"
      name={name}
      choices={me.stations.map((station) => ({ value: station.id, label: station.name }))}
      placeholder={offersNetwork(me, value) ? NETWORK_WIDE_LABEL : undefined}
      value={value ?? ''}
      onChange={(event) => onChange(event.target.value === '' ? null : Number(event.target.value))}
      onBlur={onBlur}
      error={error}
      hint={
        hint ?? (me.role === 'admin' ? 'Every station: shown on all stations of the network.' : undefined)
      }
    />
  );
}

/** A note for an editor looking at a network-wide item: they may read it, only an admin changes it. */
export function NetworkWideNote({ stationId, what }: { stationId: number | null | undefined; what: string }) {
  const me = useStaff();
  if (stationId !== null || me.role === 'admin') return null;
  return (
    <p className={styles.conflict} role="note">
      This {what} is shown on every station of the network: you can read it here, and only a network admin can
      change it.
    </p>
  );
}
