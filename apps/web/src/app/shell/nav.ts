import type { Section } from '../../shared/paths';

/** SPEC section 2: the navigation items, in order. */
export const NAV_ITEMS: { section: Section; label: string }[] = [
  { section: 'home', label: 'Home' },
  { section: 'audio', label: 'Audio' },
  { section: 'video', label: 'Video' },
  { section: 'rjs', label: 'RJs' },
  { section: 'events', label: 'Events' },
  { section: 'redlines', label: 'Red Lines News' },
  { section: 'talent-hunt', label: 'Talent Hunt' },
];
