import { useQueryClient } from '@tanstack/react-query';
import type { Station } from '@tarang/contracts';
import { lazy, type ReactNode, Suspense, useEffect, useMemo, useRef, useState } from 'react';
import { AuthDialogContext, type AuthScreen } from '../../shared/user/authDialog';
import { useUser } from '../../shared/user/useUser';
import { AuthNoticeToast } from './notice/AuthNoticeToast';

/** The dialog (and the form library and rules it brings) is its own chunk, loaded when first opened. */
const AuthDialog = lazy(() => import('./AuthDialog'));

/** Query keys whose answers depend on who is signed in (isFavorite). */
const USER_SCOPED = new Set(['episodes', 'episode']);

export function AuthProvider({
  station,
  brand,
  children,
}: {
  station: Station;
  brand: string;
  children: ReactNode;
}) {
  const [open, setOpen] = useState(false);
  const [used, setUsed] = useState(false);
  const [screen, setScreen] = useState<AuthScreen>('signIn');
  /** Where the focus goes back to when the dialog closes: what opened it. */
  const opener = useRef<HTMLElement | null>(null);
  const control = useMemo(
    () => ({
      openAuth: (next: AuthScreen = 'signIn') => {
        opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
        setScreen(next);
        setUsed(true);
        setOpen(true);
      },
    }),
    [],
  );

  // Signing in or out changes what the episode lists say about favourites: fetch them again.
  const userId = useUser()?.id ?? null;
  const queryClient = useQueryClient();
  const lastUser = useRef(userId);
  useEffect(() => {
    if (lastUser.current === userId) return;
    lastUser.current = userId;
    void queryClient.invalidateQueries({ predicate: (query) => USER_SCOPED.has(String(query.queryKey[0])) });
  }, [userId, queryClient]);

  return (
    <AuthDialogContext.Provider value={control}>
      {children}
      <AuthNoticeToast brand={brand} />
      {used && (
        <Suspense fallback={null}>
          <AuthDialog
            open={open}
            screen={screen}
            onScreenChange={setScreen}
            onOpenChange={(next) => {
              setOpen(next);
              // Closing the dialog resets the screen to signIn.
              if (!next) setScreen('signIn');
            }}
            station={station}
            brand={brand}
            returnFocus={() => {
              const target = opener.current;
              // A menu item that opened it is gone by now: then the account menu's button.
              const fallback = document.querySelector<HTMLElement>('[data-account-menu]');
              (target?.isConnected ? target : fallback)?.focus();
            }}
          />
        </Suspense>
      )}
    </AuthDialogContext.Provider>
  );
}
