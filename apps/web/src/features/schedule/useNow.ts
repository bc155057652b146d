import { useEffect, useState } from 'react';

/**
 * The current time, renewed every `everyMs`: what is on air changes while the page stays open, and a listener
 * who leaves the schedule open over a show's end should see the mark move without reloading.
 */
export function useNow(everyMs = 30_000): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), everyMs);
    return () => clearInterval(timer);
  }, [everyMs]);
  return now;
}
