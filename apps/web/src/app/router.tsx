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
/**
 * The page modules, each its own chunk. Named by path so that the server, rendering a page, can send the
 * page's stylesheet and code with its HTML (matchRoutes → handle.module → the build's manifest): without its
 * stylesheet the server's markup would show unstyled until the chunk arrived.
 */
const pages = import.meta.glob<{ default: ComponentType }>([
  './routes/StaffRoute.tsx',
  './routes/HomeRoute.tsx',
  './routes/ScheduleRoute.tsx',
  '../features/audio/AudioPage.tsx',
  './routes/AudioDetailRoute.tsx',
  './routes/MyTarangRoute.tsx',
  './routes/video/VideoPage.tsx',
  './routes/RjRoute.tsx',
  '../features/events/EventsPage.tsx',
  '../features/events/EventPage.tsx',
  '../features/redlines/RedLinesPage.tsx',
  '../features/redlines/RedLinePage.tsx',
  '../features/talent-hunt/TalentHuntPage.tsx',
  '../features/auth/ResetPasswordPage.tsx',
]);

/** The module's path from the web app's root, as the build's manifest names it (src/...). */
const fromRoot = (path: string) => new URL(path, 'file:///src/app/').pathname.slice(1);

/** A route's page: its lazy element and, for the server, the module it comes from. */
const page = (path: string) => {
  const load = pages[path];
  if (!load) throw new Error(`router.tsx: no page module ${path} in the list above`);
  const Page = lazy(load);
  return { element: <Page />, handle: { module: fromRoot(path) } };
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
    element: <RouteErrorBoundary>{page('./routes/StaffRoute.tsx').element}</RouteErrorBoundary>,
    children: [...SECTIONS.map((area) => ({ path: `${area.path}/*` })), { path: '*' }],
  },
  // The six station pages at the top level redirect to the same page under station 0.
  ...STATION_PAGES.map((name) => ({ path: `/${name}`, element: <Navigate to={`/0/${name}`} replace /> })),
  {
    path: '/:station',
    element: <StationShell />,
    children: [
      { index: true, element: <Navigate to="home" replace /> },
      { path: 'home', ...page('./routes/HomeRoute.tsx') },
      { path: 'schedule', ...page('./routes/ScheduleRoute.tsx') },
      { path: 'audio', ...page('../features/audio/AudioPage.tsx') },
      { path: 'audio/:audioUrlName', ...page('./routes/AudioDetailRoute.tsx') },
      { path: 'my-tarang', ...page('./routes/MyTarangRoute.tsx') },
      { path: 'video', ...page('./routes/video/VideoPage.tsx') },
      { path: 'rjs/:rjUrlName', ...page('./routes/RjRoute.tsx') },
      { path: 'events', ...page('../features/events/EventsPage.tsx') },
      { path: 'events/:eventUrlName', ...page('../features/events/EventPage.tsx') },
      { path: 'redlines', ...page('../features/redlines/RedLinesPage.tsx') },
      { path: 'redlines/:redlineUrlName', ...page('../features/redlines/RedLinePage.tsx') },
      { path: 'talent-hunt', ...page('../features/talent-hunt/TalentHuntPage.tsx') },
      { path: 'reset-password', ...page('../features/auth/ResetPasswordPage.tsx') },
      ...STATION_PAGES.map((name) => ({
        path: name,
        element: <StationPage page={name} />,
        handle: { module: 'src/features/pages/StationPageView.tsx' },
      })),
      { path: '*', element: <NotFound /> },
    ],
  },
  // Any other path goes to /0/404.
  { path: '*', element: <Navigate to="/0/404" replace /> },
];

/** The site's pages for the current URL (inside <BrowserRouter>). */
export function AppRoutes() {
  return useRoutes(routes);
}
