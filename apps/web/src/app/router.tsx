import { STATION_PAGES } from '@tarang/contracts';
import { type ComponentType, lazy } from 'react';
import { Navigate, type RouteObject, useRoutes } from 'react-router';
import { SECTIONS } from '../features/staff/nav';
import { NotFound } from '../shared/ui/NotFound';
import { RouteErrorBoundary } from './RouteError';
import { StationShell } from './StationShell';

/**
 * Declarative routes (<BrowserRouter> + useRoutes), not the data router: the site loads its data with
 * TanStack Query, so the data router's loaders, actions and fetchers would be dead weight (about 14 kB gzip
 * of the first load). Route modules are fetched when their route is first visited; navigations run in a
 * transition, so the current page stays until the next one's chunk is in.
 */
const page = (load: () => Promise<{ default: ComponentType }>) => {
  const Page = lazy(load);
  return <Page />;
};

const StationPage = lazy(() =>
  import('../features/pages/StationPageView').then((module) => ({ default: module.StationPageView })),
);

export const routes: RouteObject[] = [
  { path: '/', element: <Navigate to="/0/home" replace /> },
  // The staff console: its own chunks, loaded only here (the listener's first load does not carry it); its pages
  // are its own routes. The sections are named here only so that /staff/events outranks a station's
  // /:station/events.
  {
    path: '/staff',
    element: <RouteErrorBoundary>{page(() => import('./routes/StaffRoute'))}</RouteErrorBoundary>,
    children: [...SECTIONS.map((area) => ({ path: `${area.path}/*` })), { path: '*' }],
  },
  // SPEC: the six station pages at the top level redirect to the same page under station 0.
  ...STATION_PAGES.map((name) => ({ path: `/${name}`, element: <Navigate to={`/0/${name}`} replace /> })),
  {
    path: '/:station',
    element: <StationShell />,
    children: [
      { index: true, element: <Navigate to="home" replace /> },
      { path: 'home', element: page(() => import('./routes/HomeRoute')) },
      { path: 'schedule', element: page(() => import('./routes/ScheduleRoute')) },
      { path: 'audio', element: page(() => import('../features/audio/AudioPage')) },
      { path: 'audio/:audioUrlName', element: page(() => import('./routes/AudioDetailRoute')) },
      { path: 'my-tarang', element: page(() => import('./routes/MyTarangRoute')) },
      { path: 'video', element: page(() => import('./routes/video/VideoPage')) },
      { path: 'rjs/:rjUrlName', element: page(() => import('./routes/RjRoute')) },
      { path: 'events', element: page(() => import('../features/events/EventsPage')) },
      { path: 'events/:eventUrlName', element: page(() => import('../features/events/EventPage')) },
      { path: 'redlines', element: page(() => import('../features/redlines/RedLinesPage')) },
      { path: 'redlines/:redlineUrlName', element: page(() => import('../features/redlines/RedLinePage')) },
      { path: 'talent-hunt', element: page(() => import('../features/talent-hunt/TalentHuntPage')) },
      { path: 'reset-password', element: page(() => import('../features/auth/ResetPasswordPage')) },
      ...STATION_PAGES.map((name) => ({ path: name, element: <StationPage page={name} /> })),
      { path: '*', element: <NotFound /> },
    ],
  },
  // SPEC: any other path goes to /0/404.
  { path: '*', element: <Navigate to="/0/404" replace /> },
];

/** The site's pages for the current URL (inside <BrowserRouter>). */
export function AppRoutes() {
  return useRoutes(routes);
}
