import { schedulePath } from '../../features/schedule/paths';
import { href, type Section } from '../../shared/paths';

/** A place in the station's navigation: one of the station's sections, or the live radio's schedule. */
type NavSection = Section | 'schedule';

/** The navigation items, in the product's order; the schedule sits with the listening sections. Their texts
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
