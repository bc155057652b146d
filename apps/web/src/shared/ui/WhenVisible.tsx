import { type ReactNode, useEffect, useRef, useState } from 'react';
import styles from './WhenVisible.module.css';

/**
 * Renders `children` once its place comes near the viewport (600 px ahead), `fallback` until then: blocks far
 * down a page fetch their code and data only when the listener scrolls towards them.
 */
export function WhenVisible({ children, fallback }: { children: ReactNode; fallback: ReactNode }) {
  const anchor = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = anchor.current;
    if (near || !element) return;
    if (typeof IntersectionObserver === 'undefined') {
      setNear(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: '600px 0px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near]);
  return near ? (
    children
  ) : (
    <div ref={anchor} className={styles.waiting}>
      {fallback}
    </div>
  );
}
