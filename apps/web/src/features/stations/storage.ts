/** The listener's station, kept in browser storage (SPEC: the chosen station is persisted). */
const KEY = 'tarang.station';

export type StoredStation = { id: number; urlName: string; name: string };

export function readStoredStation(): StoredStation | null {
  try {
    const value = JSON.parse(localStorage.getItem(KEY) ?? 'null') as Partial<StoredStation> | null;
    if (value && Number.isInteger(value.id) && (value.id ?? 0) > 0 && typeof value.urlName === 'string') {
      return { id: value.id as number, urlName: value.urlName, name: String(value.name ?? '') };
    }
  } catch {
    // Unreadable or blocked storage: behave as if nothing was stored.
  }
  return null;
}

export function forgetStoredStation(): void {
  try {
    localStorage.removeItem(KEY);
  } catch {
    // Nothing stored that we could reach.
  }
}

export function storeStation(station: StoredStation): void {
  try {
    localStorage.setItem(KEY, JSON.stringify(station));
  } catch {
    // Private mode or full storage: the station is still used for this visit.
  }
}
