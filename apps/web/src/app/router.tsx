import { STATION_PAGES } from '@tarang/contracts';
import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { SECTIONS } from '../features/staff/nav';
import { NotFound } from '../features/stations/NotFound';
import { RouteError } from './RouteError';
import { StationShell } from './StationShell';

/** Route modules are fetched when their route is first visited. */
const section = (load: () => Promise<{ default: React.ComponentType }>): Pick<RouteObject, 'lazy'> => ({
  lazy: async () => ({ Component: (await load()).default }),
});

export const routes: RouteObject[] = [
  { path: '/', element: <Navigate to="/0/home" replace /> },
  // The staff console: its own chunks, loaded only here (the listener's first load does not carry it); its pages
  // are its own routes. The sections are named here only so that /staff/events outranks a station's
  // /:station/events.
  {
    path: '/staff',
    ...section(() => import('./routes/StaffRoute')),
    errorElement: <RouteError />,
    children: [...SECTIONS.map((area) => ({ path: `${area.path}/*` })), { path: '*' }],
  },
  // SPEC: the six station pages at the top level redirect to the same page under station 0.
  ...STATION_PAGES.map((page) => ({ path: `/${page}`, element: <Navigate to={`/0/${page}`} replace /> })),
  {
    path: '/:station',
    element: <StationShell />,
    errorElement: <RouteError />,
    children: [
      { index: true, element: <Navigate to="home" replace /> },
      { path: 'home', ...section(() => import('./routes/HomeRoute')) },
      { path: 'schedule', ...section(() => import('./routes/ScheduleRoute')) },
      { path: 'audio', ...section(() => import('../features/audio/AudioPage')) },
      { path: 'audio/:audioUrlName', ...section(() => import('../features/audio/AudioDetailPage')) },
      { path: 'video', ...section(() => import('../features/video/VideoPage')) },
      { path: 'rjs/:rjUrlName', ...section(() => import('../features/rjs/RjPage')) },
      { path: 'events', ...section(() => import('../features/events/EventsPage')) },
      { path: 'events/:eventUrlName', ...section(() => import('../features/events/EventPage')) },
      { path: 'redlines', ...section(() => import('../features/redlines/RedLinesPage')) },
      { path: 'redlines/:redlineUrlName', ...section(() => import('../features/redlines/RedLinePage')) },
      { path: 'talent-hunt', ...section(() => import('../features/talent-hunt/TalentHuntPage')) },
      { path: 'reset-password', ...section(() => import('../features/auth/ResetPasswordPage')) },
      ...STATION_PAGES.map((page) => ({
        path: page,
        lazy: async () => {
          const { StationPageView } = await import('../features/pages/StationPageView');
          return { Component: () => <StationPageView page={page} /> };
        },
      })),
      { path: '*', element: <NotFound /> },
    ],
  },
  // SPEC: any other path goes to /0/404.
  { path: '*', element: <Navigate to="/0/404" replace /> },
];

export const router = createBrowserRouter(routes);
