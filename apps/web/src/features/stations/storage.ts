/** The listener's station, kept in browser storage (the chosen station is persisted). */
const KEY = 'tarang.station';

type StoredStation = { id: number; urlName: string; name: string };

export function readStoredStation(): StoredStation | null {
  try {
    const value = JSON.parse(localStorage.getItem(KEY) ?? 'null') as Partial<StoredStation> | null;
    if (value && Number.isInteger(value.id) && (value.id ?? 0) > 0) {
      const id = value.id as number;
      // Only a well-formed `{slug}-{id}` of this id is trusted; otherwise the id alone leads to the station,
      // and the shell puts the right name in the URL.
      const urlName =
        typeof value.urlName === 'string' &&
        /^[a-z0-9-]*$/.test(value.urlName) &&
        value.urlName.endsWith(`-${id}`)
          ? value.urlName
          : String(id);
      return { id, urlName, name: String(value.name ?? '') };
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
