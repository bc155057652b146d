import { lazy, type ReactNode, Suspense, useMemo, useRef, useState } from 'react';
import { RequestModalContext, type RequestTarget } from './context';

/** The modal (and the form library and rules it brings) is its own chunk, fetched when first wanted. */
const loadModal = () => import('./RequestModal');
const RequestModal = lazy(loadModal);

/** Gives the shell's buttons `openRequest()`; renders the request modal once one of them has been used. */
export function RequestProvider({ children }: { children: ReactNode }) {
  const [open, setOpen] = useState(false);
  const [used, setUsed] = useState(false);
  const [target, setTarget] = useState<RequestTarget>({ type: 'studio_visit' });
  /** What had the focus when the modal opened (the button pressed): it gets the focus back on close. */
  const opener = useRef<HTMLElement | null>(null);
  const control = useMemo(
    () => ({
      openRequest: (next: RequestTarget) => {
        opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
        setTarget(next);
        setUsed(true);
        setOpen(true);
      },
      preload: () => {
        loadModal().catch(() => undefined);
      },
    }),
    [],
  );
  return (
    <RequestModalContext.Provider value={control}>
      {children}
      {used && (
        <Suspense fallback={null}>
          <RequestModal open={open} onOpenChange={setOpen} target={target} returnFocus={opener} />
        </Suspense>
      )}
    </RequestModalContext.Provider>
  );
}
