import { LIVE_TEXT } from '@tarang/contracts';
import { schedulePath } from '../../features/schedule/paths';
import { href, type Section } from '../../shared/paths';

/** A place in the station's navigation: a section of SPEC section 2, or the live radio's schedule (issue 13). */
export type NavSection = Section | 'schedule';

/** SPEC section 2: the navigation items, in order; the schedule sits with the listening sections. */
export const NAV_ITEMS: { section: NavSection; label: string }[] = [
  { section: 'home', label: 'Home' },
  { section: 'audio', label: 'Audio' },
  { section: 'video', label: 'Video' },
  { section: 'schedule', label: LIVE_TEXT.schedule },
  { section: 'rjs', label: 'RJs' },
  { section: 'events', label: 'Events' },
  { section: 'redlines', label: 'Red Lines News' },
  { section: 'talent-hunt', label: 'Talent Hunt' },
];

/** Where a navigation item leads (the RJs item opens a strip instead and has no page of its own). */
export const navPath = (stationUrlName: string, section: Exclude<NavSection, 'rjs'>) =>
  section === 'schedule' ? schedulePath(stationUrlName) : href.section(stationUrlName, section);
