import { BANNER_PAGES, type BANNER_STATES, type BannerPage } from '@tarang/contracts';

/** The site's pages a banner can be on, as an editor calls them. */
export const PAGE_LABELS: Record<BannerPage, string> = {
  home: 'Home',
  audio: 'Audio',
  video: 'Video',
  rjs: 'RJs',
  events: 'Events',
  redlines: 'Red Lines',
  'talent-hunt': 'Talent Hunt',
};

export const PAGE_CHOICES = BANNER_PAGES.map((page) => ({ value: page, label: PAGE_LABELS[page] }));

type BannerState = (typeof BANNER_STATES)[number];

/** Where a banner is in its window, and the badge colour it borrows (scheduled blue, published green, grey). */
export const STATE_BADGES: Record<BannerState, { label: string; tone: string }> = {
  upcoming: { label: 'Upcoming', tone: 'scheduled' },
  live: { label: 'Live', tone: 'published' },
  ended: { label: 'Ended', tone: 'ended' },
};
