import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { Navigate, Route, Routes } from 'react-router';
import { ApiRequestError } from '../../shared/api/client';
import { LoadError, TextSkeleton } from '../../shared/ui/states';
import { staffMeQuery } from './api';
import { ConsoleShell } from './ConsoleShell';
import { StaffContext } from './context';
import { NoSuchPage } from './NoSuchPage';
import { SECTIONS } from './nav';
import styles from './ui/console.module.css';

type SectionPath = (typeof SECTIONS)[number]['path'];

/** Each section is its own chunk, loaded when it is first opened. */
const AREAS: Partial<Record<SectionPath, React.LazyExoticComponent<React.ComponentType>>> = {
  shows: lazy(() => import('./shows/ShowsArea')),
  schedule: lazy(() => import('./schedule/ScheduleArea')),
  rjs: lazy(() => import('./rjs/RjsArea')),
  events: lazy(() => import('./events/EventsArea')),
  redlines: lazy(() => import('./redlines/RedLinesArea')),
  banners: lazy(() => import('./banners/BannersArea')),
  contests: lazy(() => import('./contests/ContestsArea')),
  polls: lazy(() => import('./polls/PollsArea')),
  pages: lazy(() => import('./pages/PagesArea')),
  requests: lazy(() => import('./requests/RequestsArea')),
  'talent-hunt': lazy(() => import('./talent-hunt/TalentHuntArea')),
  stations: lazy(() => import('./stations/StationsArea')),
  team: lazy(() => import('./team/TeamArea')),
  activity: lazy(() => import('./activity/ActivityArea')),
};

/**
 * The console for a signed-in account: what it may do comes from the server (staff/me). A listener's account is
 * told so and may log out; every section of the console is a route under /staff.
 */
export function StaffConsole({ onLogOut }: { onLogOut: () => Promise<void> }) {
  const me = useQuery(staffMeQuery());
  if (me.isPending) {
    return (
      <main className={styles.centered} aria-busy="true">
        <TextSkeleton lines={4} />
      </main>
    );
  }
  if (me.isError) {
    const forbidden = me.error instanceof ApiRequestError && me.error.status === 403;
    return (
      <main className={styles.centered}>
        {forbidden ? (
          <div className={styles.notice}>
            <h1>This account is not on the team</h1>
            <p>
              The console is for station editors and network admins. Ask a network admin to add you in Team.
            </p>
            <button type="button" className={styles.primary} onClick={() => void onLogOut()}>
              Log out
            </button>
          </div>
        ) : (
          <LoadError what="Your console" onRetry={() => void me.refetch()} />
        )}
      </main>
    );
  }
  const sections = SECTIONS.filter(
    (section) => AREAS[section.path] && (!('adminOnly' in section) || me.data.role === 'admin'),
  );
  const home = sections[0]?.path ?? 'activity';
  return (
    <StaffContext.Provider value={me.data}>
      <Routes>
        <Route element={<ConsoleShell sections={sections} onLogOut={onLogOut} />}>
          <Route index element={<Navigate to={`/staff/${home}`} replace />} />
          {sections.map(({ path }) => {
            const Area = AREAS[path] as React.LazyExoticComponent<React.ComponentType>;
            return (
              <Route
                key={path}
                path={`${path}/*`}
                element={
                  <Suspense fallback={<TextSkeleton lines={8} />}>
                    <Area />
                  </Suspense>
                }
              />
            );
          })}
          {/* Not a Navigate: from /staff/team/x a relative redirect grew the address without end. */}
          <Route path="*" element={<NoSuchPage />} />
        </Route>
      </Routes>
    </StaffContext.Provider>
  );
}
