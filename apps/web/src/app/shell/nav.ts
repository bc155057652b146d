import { schedulePath } from '../../features/schedule/paths';
import { href, type Section } from '../../shared/paths';

/** A place in the station's navigation: a section of SPEC section 2, or the live radio's schedule (issue 13). */
type NavSection = Section | 'schedule';

/** SPEC section 2: the navigation items, in order; the schedule sits with the listening sections. Their texts
 * are navMessages[section]. */
export const NAV_ITEMS: { section: NavSection }[] = [
  { section: 'home' },
  { section: 'audio' },
  { section: 'video' },
  { section: 'schedule' },
  { section: 'rjs' },
  { section: 'events' },
  { section: 'redlines' },
  { section: 'talent-hunt' },
];

/** Where a navigation item leads (the RJs item opens a strip instead and has no page of its own). */
export const navPath = (stationUrlName: string, section: Exclude<NavSection, 'rjs'>) =>
  section === 'schedule' ? schedulePath(stationUrlName) : href.section(stationUrlName, section);
