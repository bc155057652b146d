import { atom } from 'nanostores';
import { useSyncExternalStore } from 'react';

/**
 * The station the visitor was given because their position was not known (geolocation denied, unavailable or
 * too slow), for this visit only. The notice saying so goes once the visitor picks a station or dismisses it;
 * a remembered station never goes through the fallback.
 */
const $fallbackStation = atom<number | null>(null);

export const markFallbackStation = (stationId: number) => $fallbackStation.set(stationId);
export const clearFallbackStation = () => $fallbackStation.set(null);

/** The id of the station chosen by fallback, or null when the visitor's station is their own choice. */
export function useFallbackStation(): number | null {
  return useSyncExternalStore($fallbackStation.listen, $fallbackStation.get, () => null);
}
