/** The console's sections, in the order the issue names them (Schedule beside Shows). adminOnly: network admins only. */
export const SECTIONS = [
  { path: 'shows', label: 'Shows' },
  { path: 'schedule', label: 'Schedule' },
  { path: 'rjs', label: 'RJs' },
  { path: 'events', label: 'Events' },
  { path: 'redlines', label: 'Red Lines' },
  { path: 'banners', label: 'Banners' },
  { path: 'contests', label: 'Contests' },
  { path: 'polls', label: 'Polls' },
  { path: 'pages', label: 'Pages' },
  { path: 'requests', label: 'Requests' },
  { path: 'talent-hunt', label: 'Talent Hunt' },
  { path: 'stations', label: 'Stations' },
  { path: 'team', label: 'Team', adminOnly: true },
  { path: 'activity', label: 'Activity' },
] as const satisfies readonly { path: string; label: string; adminOnly?: boolean }[];
