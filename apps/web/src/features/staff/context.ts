import type { StaffMe } from '@tarang/contracts';
import { createContext, useContext } from 'react';

/** The signed-in staff member, for every page of the console. */
export const StaffContext = createContext<StaffMe | null>(null);

export function useStaff(): StaffMe {
  const me = useContext(StaffContext);
  if (!me) throw new Error('useStaff() must be used inside the console (StaffConsole)');
  return me;
}

/** The name of a station this member works with, or a fallback. */
export const stationName = (me: StaffMe, id: number | null | undefined, fallback = 'Every station') =>
  id == null ? fallback : (me.stations.find((station) => station.id === id)?.name ?? `Station ${id}`);
