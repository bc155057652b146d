import { FALLBACK_COORDINATES } from '@tarang/contracts';

type Coordinates = { latitude: number; longitude: number };

/**
 * The browser's position, or the SPEC's fallback coordinates when it is denied, unavailable or too slow.
 */
export function currentCoordinates(timeoutMs = 8000): Promise<Coordinates> {
  return new Promise((resolve) => {
    if (!('geolocation' in navigator)) {
      resolve(FALLBACK_COORDINATES);
      return;
    }
    const fallback = setTimeout(() => resolve(FALLBACK_COORDINATES), timeoutMs + 500);
    navigator.geolocation.getCurrentPosition(
      (position) => {
        clearTimeout(fallback);
        resolve({ latitude: position.coords.latitude, longitude: position.coords.longitude });
      },
      () => {
        clearTimeout(fallback);
        resolve(FALLBACK_COORDINATES);
      },
      { timeout: timeoutMs, maximumAge: 30 * 60_000, enableHighAccuracy: false },
    );
  });
}
