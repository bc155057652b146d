import type { StationPage } from '@tarang/contracts';

/** Every station-scoped URL of SPEC section 2, built in one place. */
export const SECTIONS = ['home', 'audio', 'video', 'rjs', 'events', 'redlines', 'talent-hunt'] as const;
export type Section = (typeof SECTIONS)[number];

export const href = {
  station: (station: string) => `/${station}`,
  section: (station: string, section: Exclude<Section, 'rjs'>) => `/${station}/${section}`,
  page: (station: string, page: StationPage) => `/${station}/${page}`,
  audio: (station: string, audioUrlName: string) => `/${station}/audio/${audioUrlName}`,
  rj: (station: string, rjUrlName: string) => `/${station}/rjs/${rjUrlName}`,
  event: (station: string, eventUrlName: string) => `/${station}/events/${eventUrlName}`,
  redline: (station: string, redlineUrlName: string) => `/${station}/redlines/${redlineUrlName}`,
  resetPassword: (station: string) => `/${station}/reset-password`,
  myTarang: (station: string) => `/${station}/my-tarang`,
  notFound: () => '/0/404',
};

/**
 * The same place under another station (SPEC: changing station keeps the current section, except that the
 * rjs section becomes home). `rest` is the path after the station segment, e.g. `audio/some-show-3`. From the
 * audio list, `search` (the current `?…`) carries its tab, genre and search over (so Podcasts stays Podcasts),
 * but not its page number, which belonged to the other station's list.
 */
export function sameSectionElsewhere(rest: string, station: string, search = ''): string {
  const section = rest.split('/')[0] ?? '';
  if (!section || section === 'rjs') return `/${station}/home`;
  return `/${station}/${section}${rest.replace(/\/$/, '') === 'audio' ? audioListQuery(search) : ''}`;
}

const AUDIO_LIST_KEPT = ['type', 'genre', 'q'] as const;

function audioListQuery(search: string): string {
  const from = new URLSearchParams(search);
  const kept = new URLSearchParams();
  for (const key of AUDIO_LIST_KEPT) {
    const value = from.get(key);
    if (value) kept.set(key, value);
  }
  const text = kept.toString();
  return text ? `?${text}` : '';
}
