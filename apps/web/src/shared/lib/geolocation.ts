import { FALLBACK_COORDINATES } from '@tarang/contracts';

type Coordinates = { latitude: number; longitude: number };

/** The browser's position, or null when it is denied, unavailable or too slow. */
export function visitorPosition(timeoutMs = 8000): Promise<Coordinates | null> {
  return new Promise((resolve) => {
    if (!('geolocation' in navigator)) {
      resolve(null);
      return;
    }
    const fallback = setTimeout(() => resolve(null), timeoutMs + 500);
    navigator.geolocation.getCurrentPosition(
      (position) => {
        clearTimeout(fallback);
        resolve({ latitude: position.coords.latitude, longitude: position.coords.longitude });
      },
      () => {
        clearTimeout(fallback);
        resolve(null);
      },
      { timeout: timeoutMs, maximumAge: 30 * 60_000, enableHighAccuracy: false },
    );
  });
}

/**
 * The browser's position, or the fallback coordinates when it is denied, unavailable or too slow.
 */
export function currentCoordinates(timeoutMs = 8000): Promise<Coordinates> {
  return visitorPosition(timeoutMs).then((position) => position ?? FALLBACK_COORDINATES);
}
