import type { Station } from '@tarang/contracts';
import { createContext, useContext } from 'react';

export const StationContext = createContext<Station | null>(null);

/** The station of the current URL; only inside the station shell. */
export function useStation(): Station {
  const station = useContext(StationContext);
  if (!station) throw new Error('useStation() must be used inside the station shell');
  return station;
}
